/**
 * The order's and the match's state graphs (spec 4.2 and 4.3 list the states; the transitions
 * are the product's rules, issue 12): written once, here, as data. The server enforces them in
 * one place (server/src/orders/transitions.ts), the screens read them to offer only what is
 * allowed, and the README draws them from this data (`orderStateDiagrams`).
 */
import type { RfqStatus } from './scheduling.js';

/** Who may make a transition: the ordering company's people, the facility's, or the platform itself. */
export const TRANSITION_ACTORS = ['CUSTOMER', 'FACILITY', 'SYSTEM'] as const;
export type TransitionActor = (typeof TRANSITION_ACTORS)[number];

/**
 * A condition the server checks before it makes a transition: when it holds, and the message a
 * caller reads when it does not. SYSTEM transitions with a guard are taken when it holds.
 */
export const TRANSITION_GUARDS = {
  ORDER_COMPLETE: {
    holds: 'the order has a title, a quote due date, a delivery address and at least one verified part',
    refused: 'The order needs a title, a quote due date, a delivery address and at least one verified part',
  },
  CAPABLE_FACILITY: {
    holds: 'a facility the order may go to runs every part’s process and material',
    refused: 'No facility the order may go to runs every part’s process and material',
  },
  NO_CAPABLE_FACILITY: {
    holds: 'no facility the order may go to runs every part’s process and material (the order says which part)',
    refused: 'A facility the order may go to runs every part’s process and material',
  },
  NDA_REQUIRED: { holds: 'the order requires an NDA', refused: 'The order requires no NDA' },
  NO_NDA: { holds: 'the order requires no NDA', refused: 'The order requires an NDA' },
  BEFORE_QUOTE_DUE: { holds: 'the quote due date has not passed', refused: 'The quote due date has passed' },
  QUOTE_DUE_PASSED: { holds: 'the quote due date has passed', refused: 'The quote due date has not passed yet' },
  BID_VALID: { holds: 'the bid’s validity has not run out', refused: 'The bid is no longer valid' },
  JOB_STARTED: {
    holds: 'a job holding one of its parts has started',
    refused: 'No job holding its parts has started',
  },
  WINNER_DECLINED: {
    holds: 'the facility whose bid was accepted declined the order',
    refused: 'The facility whose bid was accepted has not declined the order',
  },
} as const;
export type TransitionGuard = keyof typeof TRANSITION_GUARDS;

export interface Transition<S extends string> {
  from: S;
  to: S;
  by: TransitionActor;
  guard?: TransitionGuard;
}

export const MATCH_STATUSES = [
  'CREATED',
  'APPROVED',
  'TIMED_OUT',
  'NDA_UPLOAD_PENDING',
  'NDA_VERIFICATION_PENDING',
  'NDA_APPROVED',
  'NDA_REJECTED',
  'BID_WAITING',
  'BID_SUBMITTED',
  'BID_APPROVED',
  'BID_REJECTED',
  'SP_BID_ACCEPTED',
  'SP_BID_REJECTED',
  'BID_LOST',
  'SP_RFQ_REJECTED',
  'COMPLETED',
  'ARCHIVED',
  'IN_PROGRESS',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'INTERNAL_SHIPPED',
  'INTERNAL_COMPLETED',
  'PAYMENT_WAITING',
  'ON_HOLD',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The order states in which the customer may still withdraw it (before the facility's confirmation). */
const WITHDRAWABLE: readonly RfqStatus[] = ['DRAFT', 'SUBMITTED', 'MATCHED', 'UNMATCHED', 'DISTRIBUTED', 'BID_ACCEPTED'];

export const ORDER_TRANSITIONS: readonly Transition<RfqStatus>[] = [
  { from: 'DRAFT', to: 'SUBMITTED', by: 'CUSTOMER', guard: 'ORDER_COMPLETE' },
  { from: 'SUBMITTED', to: 'MATCHED', by: 'SYSTEM', guard: 'CAPABLE_FACILITY' },
  { from: 'SUBMITTED', to: 'UNMATCHED', by: 'SYSTEM', guard: 'NO_CAPABLE_FACILITY' },
  // An unmatched order goes back to the customer's draft to change its parts or distribution.
  { from: 'UNMATCHED', to: 'DRAFT', by: 'CUSTOMER' },
  { from: 'MATCHED', to: 'DISTRIBUTED', by: 'SYSTEM' },
  { from: 'DISTRIBUTED', to: 'BID_ACCEPTED', by: 'CUSTOMER', guard: 'BID_VALID' },
  { from: 'BID_ACCEPTED', to: 'AGREEMENT_DONE', by: 'FACILITY' },
  // The winner declined: the order is open to the other bids again.
  { from: 'BID_ACCEPTED', to: 'DISTRIBUTED', by: 'SYSTEM', guard: 'WINNER_DECLINED' },
  // Progress from the shop floor (issue 13): the first job holding one of its parts starts.
  { from: 'AGREEMENT_DONE', to: 'IN_MANUFACTURING', by: 'SYSTEM', guard: 'JOB_STARTED' },
  ...WITHDRAWABLE.map((from) => ({ from, to: 'WITHDRAWN' as const, by: 'CUSTOMER' as const })),
];

/** The match states a facility may decline to quote from, and that time out at the quote due date. */
const AWAITING_FACILITY: readonly MatchStatus[] = [
  'NDA_UPLOAD_PENDING',
  'NDA_VERIFICATION_PENDING',
  'NDA_REJECTED',
  'BID_WAITING',
];
/** The match states still open when the customer withdraws the order. */
const OPEN_MATCH: readonly MatchStatus[] = [...AWAITING_FACILITY, 'BID_SUBMITTED', 'BID_APPROVED', 'BID_LOST'];

export const MATCH_TRANSITIONS: readonly Transition<MatchStatus>[] = [
  { from: 'CREATED', to: 'NDA_UPLOAD_PENDING', by: 'SYSTEM', guard: 'NDA_REQUIRED' },
  { from: 'CREATED', to: 'APPROVED', by: 'SYSTEM', guard: 'NO_NDA' },
  { from: 'NDA_UPLOAD_PENDING', to: 'NDA_VERIFICATION_PENDING', by: 'FACILITY' },
  { from: 'NDA_VERIFICATION_PENDING', to: 'NDA_APPROVED', by: 'CUSTOMER' },
  { from: 'NDA_VERIFICATION_PENDING', to: 'NDA_REJECTED', by: 'CUSTOMER' },
  // A rejected NDA may be signed again and sent once more.
  { from: 'NDA_REJECTED', to: 'NDA_VERIFICATION_PENDING', by: 'FACILITY' },
  { from: 'NDA_APPROVED', to: 'APPROVED', by: 'SYSTEM' },
  { from: 'APPROVED', to: 'BID_WAITING', by: 'SYSTEM' },
  { from: 'BID_WAITING', to: 'BID_SUBMITTED', by: 'FACILITY', guard: 'BEFORE_QUOTE_DUE' },
  { from: 'BID_SUBMITTED', to: 'BID_APPROVED', by: 'CUSTOMER', guard: 'BID_VALID' },
  { from: 'BID_SUBMITTED', to: 'BID_REJECTED', by: 'CUSTOMER' },
  { from: 'BID_SUBMITTED', to: 'BID_LOST', by: 'SYSTEM' },
  { from: 'BID_LOST', to: 'BID_SUBMITTED', by: 'SYSTEM', guard: 'WINNER_DECLINED' },
  { from: 'BID_APPROVED', to: 'SP_BID_ACCEPTED', by: 'FACILITY' },
  { from: 'BID_APPROVED', to: 'SP_BID_REJECTED', by: 'FACILITY' },
  { from: 'SP_BID_ACCEPTED', to: 'IN_PROGRESS', by: 'SYSTEM', guard: 'JOB_STARTED' },
  ...AWAITING_FACILITY.map((from) => ({ from, to: 'SP_RFQ_REJECTED' as const, by: 'FACILITY' as const })),
  ...AWAITING_FACILITY.map((from) => ({
    from,
    to: 'TIMED_OUT' as const,
    by: 'SYSTEM' as const,
    guard: 'QUOTE_DUE_PASSED' as const,
  })),
  ...OPEN_MATCH.map((from) => ({ from, to: 'ARCHIVED' as const, by: 'SYSTEM' as const })),
];

/** The transition from → to, whoever may make it, or undefined when the graph has none. */
export function findTransition<S extends string>(graph: readonly Transition<S>[], from: S, to: S): Transition<S> | undefined {
  return graph.find((t) => t.from === from && t.to === to);
}

/** The states `actor` may move a record in `from` to. */
export function nextStates<S extends string>(graph: readonly Transition<S>[], from: S, actor: TransitionActor): S[] {
  return graph.filter((t) => t.from === from && t.by === actor).map((t) => t.to);
}

/** A Mermaid state diagram of a graph: each arrow labelled with who makes it and its guard. */
export function mermaidDiagram<S extends string>(graph: readonly Transition<S>[], initial: S): string {
  const lines = ['stateDiagram-v2', `  [*] --> ${initial}`];
  for (const t of graph) lines.push(`  ${t.from} --> ${t.to} : ${t.by.toLowerCase()}${t.guard ? ` [${t.guard}]` : ''}`);
  return lines.join('\n');
}

/** What the README shows of the graphs (a test keeps the README equal to this): the guards and both diagrams. */
export const orderStatesInReadme = () => ({
  guards: [
    '| guard | holds when |',
    '| --- | --- |',
    ...Object.entries(TRANSITION_GUARDS).map(([name, guard]) => `| \`${name}\` | ${guard.holds} |`),
  ].join('\n'),
  order: ['```mermaid', mermaidDiagram(ORDER_TRANSITIONS, 'DRAFT'), '```'].join('\n'),
  match: ['```mermaid', mermaidDiagram(MATCH_TRANSITIONS, 'CREATED'), '```'].join('\n'),
});
