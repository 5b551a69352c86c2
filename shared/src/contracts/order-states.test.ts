import { guardRows } from './guard-table.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AWARDED_MATCH,
  CONFIRMED_MATCH,
  CONFIRMED_ORDER,
  findTransition,
  MATCH_FOLLOWS,
  MATCH_STATUSES,
  MATCH_TRANSITIONS,
  nextStates,
  ORDER_TRANSITIONS,
  orderStateDiagrams,
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

  it('names only its own states and known guards, and each arrow once', () => {
    for (const t of transitions) {
      expect(all).toContain(t.from);
      expect(all).toContain(t.to);
      if (t.guard) expect(Object.keys(TRANSITION_GUARDS)).toContain(t.guard);
    }
    // One arrow per move and actor: the platform and a person may each make a move their own way.
    const arrows = transitions.map((t) => `${t.from}>${t.to}>${t.by}`);
    expect(new Set(arrows).size).toBe(arrows.length);
  });

  it('reaches every state it names from its first one', () => {
    const named = new Set(transitions.flatMap((t) => [t.from, t.to]));
    expect([...reachable(transitions, initial)].sort()).toEqual([...named].sort());
  });

  it('finds exactly its arrows among all pairs of states', () => {
    for (const from of all) {
      for (const to of all) {
        const listed = transitions.filter((t) => t.from === from && t.to === to);
        expect(findTransition(transitions, from, to)).toBe(listed[0]);
        for (const arrow of listed) expect(findTransition(transitions, from, to, arrow.by)).toBe(arrow);
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
    // (An archived decline restored returns there too: RESUMES.)
    const declinable = MATCH_TRANSITIONS.filter((t) => t.to === 'SP_RFQ_REJECTED' && t.guard !== 'RESUMES').map((t) => t.from);
    expect(declinable.sort()).toEqual(['BID_WAITING', 'NDA_REJECTED', 'NDA_UPLOAD_PENDING', 'NDA_VERIFICATION_PENDING']);
    expect(findTransition(MATCH_TRANSITIONS, 'BID_SUBMITTED', 'SP_RFQ_REJECTED')).toBeUndefined();
  });
});

describe('from award to delivery', () => {
  it('lets the platform move an order on from the shop floor, and the facility by hand only with a reason', () => {
    const manual = findTransition(ORDER_TRANSITIONS, 'AGREEMENT_DONE', 'IN_MANUFACTURING', 'FACILITY');
    expect([manual?.by, manual?.reasonRequired]).toEqual(['FACILITY', true]);
    expect(findTransition(ORDER_TRANSITIONS, 'AGREEMENT_DONE', 'IN_MANUFACTURING', 'SYSTEM')?.guard).toBe('JOB_STARTED');
  });

  it('gives every production state of the order its match’s, each with the same moves', () => {
    for (const [orderState, matchState] of Object.entries(MATCH_FOLLOWS)) {
      const into = ORDER_TRANSITIONS.filter((t) => t.to === orderState && t.from !== 'ON_HOLD' && t.from !== 'DELIVERED');
      expect(into.length).toBeGreaterThan(0);
      for (const arrow of into) {
        if (arrow.from === 'INTERNAL_DELIVERED') continue;
        const from = arrow.from === 'AGREEMENT_DONE' ? 'SP_BID_ACCEPTED' : MATCH_FOLLOWS[arrow.from];
        expect(findTransition(MATCH_TRANSITIONS, from!, matchState!, arrow.by)).toEqual(
          expect.objectContaining({ by: arrow.by }),
        );
      }
    }
  });

  it('resumes a held order and restores an archived one only to where it was, by the hands that parked it', () => {
    for (const graph of [ORDER_TRANSITIONS, MATCH_TRANSITIONS] as const) {
      const parked = (graph as readonly Transition<string>[]).filter((t) => t.from === 'ON_HOLD' || t.from === 'ARCHIVED');
      for (const arrow of parked) {
        if (arrow.by === 'SYSTEM') continue;
        expect(arrow.guard).toBe('RESUMES');
        expect(findTransition(graph as readonly Transition<string>[], arrow.to, arrow.from, arrow.by)).toBeDefined();
      }
    }
  });
});

describe('the groups of states read off the graphs', () => {
  it('name a confirmed order and match by where their life goes on: made, shipped, delivered, held, never withdrawn', () => {
    expect([...CONFIRMED_ORDER].sort()).toEqual(
      [
        'AGREEMENT_DONE',
        'IN_MANUFACTURING',
        'IN_POSTPROCESSING',
        'IN_QUALITYCONTROL',
        'SHIPPED',
        'INTERNAL_SHIPPED',
        'DELIVERED',
        'INTERNAL_DELIVERED',
        'COMPLETED',
        'INTERNAL_COMPLETED',
        'ON_HOLD',
      ].sort(),
    );
    expect([...CONFIRMED_MATCH].sort()).toEqual(
      [
        'SP_BID_ACCEPTED',
        'IN_PROGRESS',
        'IN_POSTPROCESSING',
        'IN_QUALITYCONTROL',
        'SHIPPED',
        'INTERNAL_SHIPPED',
        'PAYMENT_WAITING',
        'COMPLETED',
        'INTERNAL_COMPLETED',
        'ON_HOLD',
      ].sort(),
    );
    expect(CONFIRMED_ORDER).not.toContain('ARCHIVED');
    expect(ORDER_TRANSITIONS.filter((t) => CONFIRMED_ORDER.includes(t.from) && t.to === 'WITHDRAWN')).toEqual([]);
  });

  it('count the accepted bid among the awarded matches before the facility confirms, and not a declined award', () => {
    expect(AWARDED_MATCH).toContain('BID_APPROVED');
    expect(AWARDED_MATCH).not.toContain('SP_BID_REJECTED');
    expect(AWARDED_MATCH).toEqual(expect.arrayContaining([...CONFIRMED_MATCH]));
  });
});

describe('docs/state-graphs.md', () => {
  const doc = readFileSync(path.join(__dirname, '../../../docs/state-graphs.md'), 'utf8');
  const drawn = orderStateDiagrams();

  it('draws both graphs as they are', () => {
    expect(doc).toContain(drawn.order);
    expect(doc).toContain(drawn.match);
  });

  it('lists every guard with when it holds', () => {
    expect(doc.indexOf('| guard')).toBeGreaterThan(0);
    expect(guardRows(doc)).toEqual(guardRows(drawn.guards));
  });
});
