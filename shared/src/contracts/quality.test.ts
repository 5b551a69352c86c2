import { guardRows } from './guard-table.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findTransition, nextStates } from './order-states.js';
import {
  CAPA_STATUSES,
  CAPA_TRANSITIONS,
  DELIVERED_DISPOSITIONS,
  DISPOSITIONS,
  LOST_DISPOSITIONS,
  NCR_STATUSES,
  PART_NCR_TRANSITIONS,
  PROCESS_NCR_TRANSITIONS,
  qualityStateDiagrams,
  recordNumber,
  REWORKED_DISPOSITIONS,
} from './quality.js';

describe('the quality graphs', () => {
  it('use only their own states, and every state but the first is reached', () => {
    for (const [graph, states] of [
      [PART_NCR_TRANSITIONS, NCR_STATUSES],
      [CAPA_TRANSITIONS, CAPA_STATUSES],
    ] as const) {
      for (const arrow of graph) expect(states).toEqual(expect.arrayContaining([arrow.from, arrow.to]));
      for (const state of states.slice(1)) expect(graph.some((arrow) => arrow.to === state)).toBe(true);
    }
  });

  it('leave nothing after a record is closed or cancelled', () => {
    for (const graph of [PART_NCR_TRANSITIONS, PROCESS_NCR_TRANSITIONS]) {
      for (const end of ['CLOSED', 'CANCELLED'] as const) {
        expect(nextStates(graph, end, 'FACILITY')).toEqual([]);
        expect(nextStates(graph, end, 'CUSTOMER')).toEqual([]);
      }
    }
    expect(nextStates(CAPA_TRANSITIONS, 'CLOSED', 'FACILITY')).toEqual([]);
  });

  it('let only the customer settle what waits for its approval, and ask a refusal why', () => {
    expect(nextStates(PART_NCR_TRANSITIONS, 'AWAITING_CUSTOMER', 'FACILITY')).toEqual([]);
    expect(findTransition(PART_NCR_TRANSITIONS, 'AWAITING_CUSTOMER', 'OPEN')?.reasonRequired).toBe(true);
  });

  it('close a CAPA only on an effective check', () => {
    expect(findTransition(CAPA_TRANSITIONS, 'VERIFYING', 'CLOSED')?.guard).toBe('CHECK_EFFECTIVE');
    expect(findTransition(CAPA_TRANSITIONS, 'ACTIONS', 'CLOSED')).toBeUndefined();
  });

  it('send every disposition one way: to the customer, back to production, or lost to the order', () => {
    const ways = [...DELIVERED_DISPOSITIONS, ...REWORKED_DISPOSITIONS, ...LOST_DISPOSITIONS];
    expect([...ways].sort()).toEqual([...DISPOSITIONS].sort());
  });
});

it('numbers a record from the facility’s format', () => {
  expect(recordNumber('NCR-{YYYY}-{####}', 2026, 42)).toBe('NCR-2026-0042');
  expect(recordNumber('CAPA {###}', 2027, 12345)).toBe('CAPA 12345');
  expect(recordNumber('Q-{YYYY}/{#}', 2026, 7)).toBe('Q-2026/7');
});

it('docs/quality.md draws the graphs and their conditions as they are', () => {
  const doc = readFileSync(path.join(__dirname, '../../../docs/quality.md'), 'utf8');
  const drawn = qualityStateDiagrams();
  for (const diagram of [drawn.partNcr, drawn.processNcr, drawn.capa]) expect(doc).toContain(diagram);
  expect(guardRows(doc)).toEqual(guardRows(drawn.guards));
});
