/**
 * The order's and the match's state graphs (its states, and who may move it from one to
 * another): written once, here, as data. The server enforces them in
 * one place (server/src/orders/transitions.ts), the screens read them to offer only what is
 * allowed, and docs/state-graphs.md draws them from this data (`orderStateDiagrams`).
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
  PRINTING_DONE: {
    holds: 'every part’s printing is completed and a post-processing job holding one of them has started',
    refused: 'Not every part of the order is printed yet',
  },
  INTERNAL_ORDER: {
    holds: 'the order comes from the engineers of the facility’s own enterprise',
    refused: 'The order comes from a customer outside the enterprise',
  },
  EXTERNAL_ORDER: {
    holds: 'the order comes from a customer outside the facility’s enterprise',
    refused: 'The order comes from the enterprise’s own engineers',
  },
  NONE_IN_TRANSIT: {
    holds: 'no other shipment of the order is on its way',
    refused: 'Another shipment of the order is still on its way',
  },
  ALL_DELIVERED: {
    holds: 'every ordered piece is delivered',
    refused: 'Not every ordered piece is delivered yet',
  },
  NO_PAYMENT_DUE: {
    holds: 'every ordered piece is delivered and the facility takes no payment through the platform',
    refused: 'The facility takes payment through the platform; record it first',
  },
  PAYMENT_DUE: {
    holds: 'every ordered piece is delivered and the facility takes payment through the platform (PAYMENT_OPTIONS)',
    refused: 'The facility takes no payment through the platform',
  },
  RESUMES: {
    holds: 'it is the state the record left when it was put on hold or archived',
    refused: 'It left another state when it was put on hold or archived',
  },
  WINNER_DECLINED: {
    holds: 'the facility whose bid was accepted declined the order',
    refused: 'The facility whose bid was accepted has not declined the order',
  },
  FIXED_PRICE: {
    holds:
      'the order is made at a price the facility fixed beforehand: a catalogue item it published to the customer, or the instant price of its pricing rules',
    refused: 'The order is not made at a price the facility fixed beforehand',
  },
} as const;
export type TransitionGuard = keyof typeof TRANSITION_GUARDS;

/** An arrow of a state graph; `G` names the conditions of the graph's family (orders', quality records'). */
export interface Transition<S extends string, G extends string = TransitionGuard> {
  from: S;
  to: S;
  by: TransitionActor;
  guard?: G;
  /** The mover must say why (a manual move, a hold); kept in the event. */
  reasonRequired?: true;
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

/** The states of an awarded order the facility may put on hold (and resume to). */
export const HOLDABLE_ORDER: readonly RfqStatus[] = [
  'AGREEMENT_DONE',
  'IN_MANUFACTURING',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'INTERNAL_SHIPPED',
  'DELIVERED',
  'INTERNAL_DELIVERED',
];
/** The moves a planner makes by hand where the shop works without the platform's jobs (and sending to inspection). */
export const MANUAL_PROGRESS = [
  'IN_MANUFACTURING',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
] as const satisfies readonly RfqStatus[];
export type ManualProgress = (typeof MANUAL_PROGRESS)[number];
/** The order states in which its parts are made, inspected and shipped. */
export const MAKING_STATES: readonly RfqStatus[] = [
  'IN_MANUFACTURING',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'INTERNAL_SHIPPED',
  'DELIVERED',
  'INTERNAL_DELIVERED',
];
/** The states of an order that is over: the customer may archive it (and restore it). */
export const ARCHIVABLE_ORDER: readonly RfqStatus[] = ['COMPLETED', 'INTERNAL_COMPLETED', 'WITHDRAWN'];

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
  // Ordered from a facility's digital catalogue: its published price is the accepted bid.
  { from: 'SUBMITTED', to: 'BID_ACCEPTED', by: 'SYSTEM', guard: 'FIXED_PRICE' },
  ...WITHDRAWABLE.map((from) => ({ from, to: 'WITHDRAWN' as const, by: 'CUSTOMER' as const })),
  // Progress from the shop floor: the first job holding one of its parts starts; the
  // printing is done and post-processing starts. A shop that works without the platform's jobs
  // moves the order by hand, saying why.
  { from: 'AGREEMENT_DONE', to: 'IN_MANUFACTURING', by: 'SYSTEM', guard: 'JOB_STARTED' },
  { from: 'IN_MANUFACTURING', to: 'IN_POSTPROCESSING', by: 'SYSTEM', guard: 'PRINTING_DONE' },
  { from: 'AGREEMENT_DONE', to: 'IN_MANUFACTURING', by: 'FACILITY', reasonRequired: true },
  { from: 'IN_MANUFACTURING', to: 'IN_POSTPROCESSING', by: 'FACILITY', reasonRequired: true },
  // Parts sent to inspection: the first inspection recorded, or by hand.
  { from: 'IN_MANUFACTURING', to: 'IN_QUALITYCONTROL', by: 'FACILITY' },
  { from: 'IN_POSTPROCESSING', to: 'IN_QUALITYCONTROL', by: 'FACILITY' },
  // The first shipment; a further one of a partly delivered order is on its way again.
  { from: 'IN_QUALITYCONTROL', to: 'SHIPPED', by: 'FACILITY', guard: 'EXTERNAL_ORDER' },
  { from: 'IN_QUALITYCONTROL', to: 'INTERNAL_SHIPPED', by: 'FACILITY', guard: 'INTERNAL_ORDER' },
  { from: 'DELIVERED', to: 'SHIPPED', by: 'FACILITY' },
  { from: 'INTERNAL_DELIVERED', to: 'INTERNAL_SHIPPED', by: 'FACILITY' },
  // The customer confirms delivery, or the facility on the customer's word.
  ...(['CUSTOMER', 'FACILITY'] as const).flatMap((by) => [
    { from: 'SHIPPED' as const, to: 'DELIVERED' as const, by, guard: 'NONE_IN_TRANSIT' as const },
    { from: 'INTERNAL_SHIPPED' as const, to: 'INTERNAL_DELIVERED' as const, by, guard: 'NONE_IN_TRANSIT' as const },
  ]),
  { from: 'DELIVERED', to: 'COMPLETED', by: 'SYSTEM', guard: 'ALL_DELIVERED' },
  { from: 'INTERNAL_DELIVERED', to: 'INTERNAL_COMPLETED', by: 'SYSTEM', guard: 'ALL_DELIVERED' },
  ...HOLDABLE_ORDER.flatMap((state) => [
    { from: state, to: 'ON_HOLD' as const, by: 'FACILITY' as const, reasonRequired: true as const },
    { from: 'ON_HOLD' as const, to: state, by: 'FACILITY' as const, guard: 'RESUMES' as const },
  ]),
  ...ARCHIVABLE_ORDER.flatMap((state) => [
    { from: state, to: 'ARCHIVED' as const, by: 'CUSTOMER' as const },
    { from: 'ARCHIVED' as const, to: state, by: 'CUSTOMER' as const, guard: 'RESUMES' as const },
  ]),
];

/** The match states a facility may decline to quote from, and that time out at the quote due date. */
export const AWAITING_FACILITY: readonly MatchStatus[] = [
  'NDA_UPLOAD_PENDING',
  'NDA_VERIFICATION_PENDING',
  'NDA_REJECTED',
  'BID_WAITING',
];
/** The facility's match states that follow its order on hold. */
export const HOLDABLE_MATCH: readonly MatchStatus[] = [
  'SP_BID_ACCEPTED',
  'IN_PROGRESS',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'INTERNAL_SHIPPED',
];
/** The match states that are over for the facility: it may archive its match (and restore it). */
export const ARCHIVABLE_MATCH: readonly MatchStatus[] = [
  'COMPLETED',
  'INTERNAL_COMPLETED',
  'BID_REJECTED',
  'SP_BID_REJECTED',
  'BID_LOST',
  'SP_RFQ_REJECTED',
  'TIMED_OUT',
];
/**
 * The match's state for each order state production moves the order to: the match follows its
 * order (DELIVERED has none: the match stays SHIPPED until everything arrived).
 */
export const MATCH_FOLLOWS: Partial<Record<RfqStatus, MatchStatus>> = {
  IN_MANUFACTURING: 'IN_PROGRESS',
  IN_POSTPROCESSING: 'IN_POSTPROCESSING',
  IN_QUALITYCONTROL: 'IN_QUALITYCONTROL',
  SHIPPED: 'SHIPPED',
  INTERNAL_SHIPPED: 'INTERNAL_SHIPPED',
  ON_HOLD: 'ON_HOLD',
};

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
  { from: 'CREATED', to: 'BID_APPROVED', by: 'SYSTEM', guard: 'FIXED_PRICE' },
  { from: 'BID_SUBMITTED', to: 'BID_REJECTED', by: 'CUSTOMER' },
  { from: 'BID_SUBMITTED', to: 'BID_LOST', by: 'SYSTEM' },
  { from: 'BID_LOST', to: 'BID_SUBMITTED', by: 'SYSTEM', guard: 'WINNER_DECLINED' },
  // Another facility won before this one quoted: the request is over for it, unless the winner
  // declines, and then it returns to where it waited.
  ...AWAITING_FACILITY.flatMap((state) => [
    { from: state, to: 'BID_LOST' as const, by: 'SYSTEM' as const },
    { from: 'BID_LOST' as const, to: state, by: 'SYSTEM' as const, guard: 'WINNER_DECLINED' as const },
  ]),
  { from: 'BID_APPROVED', to: 'SP_BID_ACCEPTED', by: 'FACILITY' },
  { from: 'BID_APPROVED', to: 'SP_BID_REJECTED', by: 'FACILITY' },
  // Production follows the order: the same moves, by the same hands.
  { from: 'SP_BID_ACCEPTED', to: 'IN_PROGRESS', by: 'SYSTEM', guard: 'JOB_STARTED' },
  { from: 'IN_PROGRESS', to: 'IN_POSTPROCESSING', by: 'SYSTEM', guard: 'PRINTING_DONE' },
  { from: 'SP_BID_ACCEPTED', to: 'IN_PROGRESS', by: 'FACILITY', reasonRequired: true },
  { from: 'IN_PROGRESS', to: 'IN_POSTPROCESSING', by: 'FACILITY', reasonRequired: true },
  { from: 'IN_PROGRESS', to: 'IN_QUALITYCONTROL', by: 'FACILITY' },
  { from: 'IN_POSTPROCESSING', to: 'IN_QUALITYCONTROL', by: 'FACILITY' },
  { from: 'IN_QUALITYCONTROL', to: 'SHIPPED', by: 'FACILITY', guard: 'EXTERNAL_ORDER' },
  { from: 'IN_QUALITYCONTROL', to: 'INTERNAL_SHIPPED', by: 'FACILITY', guard: 'INTERNAL_ORDER' },
  // The match has no delivered state: it is shipped until every piece arrived, then done (or paid for).
  { from: 'SHIPPED', to: 'COMPLETED', by: 'SYSTEM', guard: 'NO_PAYMENT_DUE' },
  { from: 'SHIPPED', to: 'PAYMENT_WAITING', by: 'SYSTEM', guard: 'PAYMENT_DUE' },
  { from: 'PAYMENT_WAITING', to: 'COMPLETED', by: 'FACILITY' },
  { from: 'INTERNAL_SHIPPED', to: 'INTERNAL_COMPLETED', by: 'SYSTEM', guard: 'ALL_DELIVERED' },
  ...HOLDABLE_MATCH.flatMap((state) => [
    { from: state, to: 'ON_HOLD' as const, by: 'FACILITY' as const, reasonRequired: true as const },
    { from: 'ON_HOLD' as const, to: state, by: 'FACILITY' as const, guard: 'RESUMES' as const },
  ]),
  ...ARCHIVABLE_MATCH.flatMap((state) => [
    { from: state, to: 'ARCHIVED' as const, by: 'FACILITY' as const },
    { from: 'ARCHIVED' as const, to: state, by: 'FACILITY' as const, guard: 'RESUMES' as const },
  ]),
  ...AWAITING_FACILITY.map((from) => ({ from, to: 'SP_RFQ_REJECTED' as const, by: 'FACILITY' as const })),
  ...AWAITING_FACILITY.map((from) => ({
    from,
    to: 'TIMED_OUT' as const,
    by: 'SYSTEM' as const,
    guard: 'QUOTE_DUE_PASSED' as const,
  })),
  ...OPEN_MATCH.map((from) => ({ from, to: 'ARCHIVED' as const, by: 'SYSTEM' as const })),
];

/**
 * Where a record's life goes on from `start`: the states the graph's moves reach from it, `start`
 * among them, short of being archived. The groups of states the screens and the server ask about
 * are read off the graphs this way, so that they cannot drift from it.
 */
function onwardFrom<S extends string>(transitions: readonly Transition<S>[], start: S): readonly S[] {
  const reached = new Set<S>([start]);
  for (const state of reached) {
    for (const move of transitions) if (move.from === state && move.to !== 'ARCHIVED') reached.add(move.to);
  }
  return [...reached];
}

/** The order once its facility confirmed it: made, inspected, shipped, delivered, complete, or held on the way. */
export const CONFIRMED_ORDER = onwardFrom(ORDER_TRANSITIONS, 'AGREEMENT_DONE');
/** The facility's match once it confirmed the award: it makes, ships and is paid, or holds on the way. */
export const CONFIRMED_MATCH = onwardFrom(MATCH_TRANSITIONS, 'SP_BID_ACCEPTED');
/** The one match whose bid the customer accepted (the database allows one per order), confirmed or not yet. */
export const AWARDED_MATCH: readonly MatchStatus[] = ['BID_APPROVED', ...CONFIRMED_MATCH];
/** An order whose customer has accepted a bid: awarded, then confirmed and on its way. */
export const ACCEPTED_ORDER: readonly RfqStatus[] = ['BID_ACCEPTED', ...CONFIRMED_ORDER];

/**
 * The transition from → to: `actor`'s arrow when it has one (the platform and a person may both
 * make some moves, each its own way), else whoever's; undefined when the graph has none.
 */
export function findTransition<S extends string, G extends string>(
  graph: readonly Transition<S, G>[],
  from: S,
  to: S,
  actor?: TransitionActor,
): Transition<S, G> | undefined {
  const arrows = graph.filter((t) => t.from === from && t.to === to);
  return arrows.find((t) => t.by === actor) ?? arrows[0];
}

/** The states `actor` may move a record in `from` to. */
export function nextStates<S extends string, G extends string>(
  graph: readonly Transition<S, G>[],
  from: S,
  actor: TransitionActor,
): S[] {
  return graph.filter((t) => t.from === from && t.by === actor).map((t) => t.to);
}

/** A Mermaid state diagram of a graph: each arrow labelled with who makes it and its guard. */
export function mermaidDiagram<S extends string, G extends string>(graph: readonly Transition<S, G>[], initial: S): string {
  const lines = ['stateDiagram-v2', `  [*] --> ${initial}`];
  for (const t of graph) {
    const why = t.reasonRequired ? ', with a reason' : '';
    lines.push(`  ${t.from} --> ${t.to} : ${t.by.toLowerCase()}${why}${t.guard ? ` [${t.guard}]` : ''}`);
  }
  return lines.join('\n');
}

/** What docs/state-graphs.md shows of the graphs (a test keeps it equal to this): the guards and both diagrams. */
export const orderStateDiagrams = () => ({
  guards: [
    '| guard | holds when |',
    '| --- | --- |',
    ...Object.entries(TRANSITION_GUARDS).map(([name, guard]) => `| \`${name}\` | ${guard.holds} |`),
  ].join('\n'),
  order: ['```mermaid', mermaidDiagram(ORDER_TRANSITIONS, 'DRAFT'), '```'].join('\n'),
  match: ['```mermaid', mermaidDiagram(MATCH_TRANSITIONS, 'CREATED'), '```'].join('\n'),
});
