import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findTransition,
  MATCH_STATUSES,
  MATCH_TRANSITIONS,
  nextStates,
  ORDER_TRANSITIONS,
  orderStatesInReadme,
  TRANSITION_GUARDS,
  type Transition,
} from './order-states';
import { RFQ_STATUSES } from './scheduling';

const graphs = [
  ['order', ORDER_TRANSITIONS, RFQ_STATUSES, 'DRAFT'],
  ['match', MATCH_TRANSITIONS, MATCH_STATUSES, 'CREATED'],
] as const;

/** The states reachable from `initial` along the graph's arrows. */
function reachable<S extends string>(graph: readonly Transition<S>[], initial: S): Set<S> {
  const seen = new Set<S>([initial]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of graph) {
      if (seen.has(t.from) && !seen.has(t.to)) {
        seen.add(t.to);
        grew = true;
      }
    }
  }
  return seen;
}

describe.each(graphs)('the %s graph', (_name, graph, states, initial) => {
  const all = states as readonly string[];
  const transitions = graph as readonly Transition<string>[];

  it('names only the spec’s states and guards, and each arrow once', () => {
    for (const t of transitions) {
      expect(all).toContain(t.from);
      expect(all).toContain(t.to);
      if (t.guard) expect(Object.keys(TRANSITION_GUARDS)).toContain(t.guard);
    }
    const arrows = transitions.map((t) => `${t.from}>${t.to}`);
    expect(new Set(arrows).size).toBe(arrows.length);
  });

  it('reaches every state it names from its first one', () => {
    const named = new Set(transitions.flatMap((t) => [t.from, t.to]));
    expect([...reachable(transitions, initial)].sort()).toEqual([...named].sort());
  });

  it('finds exactly its arrows among all pairs of states', () => {
    for (const from of all) {
      for (const to of all) {
        const listed = transitions.find((t) => t.from === from && t.to === to);
        expect(findTransition(transitions, from, to)).toBe(listed);
      }
    }
  });
});

describe('who may move an order', () => {
  it('lets the customer submit a draft or withdraw it, and nobody else', () => {
    expect(nextStates(ORDER_TRANSITIONS, 'DRAFT', 'CUSTOMER').sort()).toEqual(['SUBMITTED', 'WITHDRAWN']);
    expect(nextStates(ORDER_TRANSITIONS, 'DRAFT', 'FACILITY')).toEqual([]);
  });

  it('lets the customer withdraw until the facility confirms, never after', () => {
    expect(nextStates(ORDER_TRANSITIONS, 'BID_ACCEPTED', 'CUSTOMER')).toEqual(['WITHDRAWN']);
    expect(findTransition(ORDER_TRANSITIONS, 'AGREEMENT_DONE', 'WITHDRAWN')).toBeUndefined();
  });

  it('lets a facility decline to quote only while the customer waits on it', () => {
    const declinable = MATCH_TRANSITIONS.filter((t) => t.to === 'SP_RFQ_REJECTED').map((t) => t.from);
    expect(declinable.sort()).toEqual(['BID_WAITING', 'NDA_REJECTED', 'NDA_UPLOAD_PENDING', 'NDA_VERIFICATION_PENDING']);
    expect(findTransition(MATCH_TRANSITIONS, 'BID_SUBMITTED', 'SP_RFQ_REJECTED')).toBeUndefined();
  });
});

describe('the README', () => {
  const readme = readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');
  const drawn = orderStatesInReadme();

  it('draws both graphs as they are', () => {
    expect(readme).toContain(drawn.order);
    expect(readme).toContain(drawn.match);
  });

  it('lists every guard with when it holds', () => {
    // The table as prettier pads it: compare cell by cell.
    const rows = (table: string) =>
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => line.split('|').map((cell) => cell.trim()));
    const start = readme.indexOf('| guard');
    expect(start).toBeGreaterThan(0);
    const table = readme.slice(start, readme.indexOf('\n\n', start));
    expect(rows(table)).toEqual(rows(drawn.guards));
  });
});
