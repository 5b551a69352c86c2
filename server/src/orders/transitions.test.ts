import {
  MATCH_STATUSES,
  MATCH_TRANSITIONS,
  ORDER_TRANSITIONS,
  RFQ_STATUSES,
  TRANSITION_ACTORS,
  TRANSITION_GUARDS,
  type Transition,
  type TransitionGuard,
} from 'shared/contracts';
import { HttpError } from '../http/errors.js';
import { checkMove, type Actor } from './transitions.js';

const actorOf = (kind: (typeof TRANSITION_ACTORS)[number]): Actor => (kind === 'SYSTEM' ? { kind } : { kind, userId: 1 });
const allHold = Object.fromEntries(Object.keys(TRANSITION_GUARDS).map((g) => [g, true])) as Record<TransitionGuard, boolean>;
const noneHold = Object.fromEntries(Object.keys(TRANSITION_GUARDS).map((g) => [g, false])) as Record<TransitionGuard, boolean>;

/** What checkMove answers: 'ok', or the refusal's status and message. */
function answer(
  graph: readonly Transition<string>[],
  what: 'order' | 'match',
  from: string,
  to: string,
  actor: Actor,
  guards = allHold,
  reason: string | undefined = 'A reason',
) {
  try {
    checkMove(graph, what, from, to, actor, guards, reason);
    return 'ok';
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return `${error.statusCode} ${error.message}`;
  }
}

describe.each([
  ['order', ORDER_TRANSITIONS, RFQ_STATUSES],
  ['match', MATCH_TRANSITIONS, MATCH_STATUSES],
] as const)('every move of the %s graph', (what, graph, states) => {
  const transitions = graph as readonly Transition<string>[];
  const noun = what === 'order' ? 'order' : 'offer';

  it('is allowed exactly when it is an arrow made by its actor, its guard holding', () => {
    let allowed = 0;
    for (const from of states) {
      for (const to of states) {
        for (const kind of TRANSITION_ACTORS) {
          const arrows = transitions.filter((t) => t.from === from && t.to === to);
          const got = answer(transitions, what, from, to, actorOf(kind));
          if (!arrows.length) expect(got).toBe(`409 An ${noun} in state ${from} cannot become ${to}`);
          else if (!arrows.some((arrow) => arrow.by === kind))
            expect(got).toMatch(/^403 Only the (customer|facility|platform) may make an? (order|offer) /);
          else {
            expect(got).toBe('ok');
            allowed++;
          }
        }
      }
    }
    expect(allowed).toBe(transitions.length);
  });

  it('is refused with the guard’s message when its guard does not hold', () => {
    for (const arrow of transitions.filter((t) => t.guard)) {
      expect(answer(transitions, what, arrow.from, arrow.to, actorOf(arrow.by), noneHold)).toBe(
        `409 ${TRANSITION_GUARDS[arrow.guard!].refused}`,
      );
    }
  });

  it('is refused with 409, as no arrow of this request, when the mover did not work its guard out', () => {
    const guarded = transitions.filter((t) => t.guard);
    expect(guarded.length).toBeGreaterThan(0);
    for (const arrow of guarded) {
      expect(answer(transitions, what, arrow.from, arrow.to, actorOf(arrow.by), {} as typeof allHold)).toBe(
        `409 An ${noun} in state ${arrow.from} cannot become ${arrow.to}`,
      );
    }
  });

  it('names only guards the enforcement knows, each with the message a refused caller reads', () => {
    for (const arrow of transitions.filter((t) => t.guard)) {
      expect(Object.keys(TRANSITION_GUARDS)).toContain(arrow.guard);
      expect(TRANSITION_GUARDS[arrow.guard!].refused).toMatch(/^[A-Z].+/);
    }
  });

  it('asks why for the moves that need a reason, naming the field', () => {
    const needing = transitions.filter((t) => t.reasonRequired);
    expect(needing.length).toBeGreaterThan(0);
    for (const arrow of needing) {
      expect(answer(transitions, what, arrow.from, arrow.to, actorOf(arrow.by), allHold, '  ')).toBe(
        `400 Say why the ${noun} becomes ${arrow.to}`,
      );
    }
    for (const arrow of transitions.filter((t) => !t.reasonRequired)) {
      expect(answer(transitions, what, arrow.from, arrow.to, actorOf(arrow.by), allHold, undefined)).toBe('ok');
    }
  });
});

describe('the guards', () => {
  it('are each named by an arrow of a graph: none is defined that nothing checks', () => {
    const named = new Set([...ORDER_TRANSITIONS, ...MATCH_TRANSITIONS].map((t) => t.guard).filter(Boolean));
    expect([...named].sort()).toEqual(Object.keys(TRANSITION_GUARDS).sort());
  });
});
