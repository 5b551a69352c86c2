/**
 * What the live page and the scheduler say about a machine's run, worked out from the server's
 * answer and the time since it came: how far the build is, how long it should still take, and
 * whether the machine still counts as reporting. Only durations the server measured are used,
 * never the reader's clock against the server's: a reader whose clock is off sees the same.
 */
import type { LiveMachine } from './api';

/** A machine unheard for this long shows offline (the server says so too, once asked again). */
const OFFLINE_AFTER_MS = 45_000;

type Run = NonNullable<LiveMachine['run']>;

/** The run's layers done as a share of its layers, 0 to 1; null when the machine does not say. */
export function runShare(run: Run): number | null {
  if (!run.layer || !run.totalLayers) return null;
  return Math.min(1, run.layer / run.totalLayers);
}

/** How long the run should still take, `sinceAnswer` ms after the server answered; null once it ended or when unknown. */
export function timeLeft(run: Run, sinceAnswer: number): number | null {
  if (run.endedAt !== null || run.remainingMs === null) return null;
  return Math.max(0, run.remainingMs - sinceAnswer);
}

/** How long the machine has not been heard from, `sinceAnswer` ms after the server answered; null: never. */
export function silentFor(machine: LiveMachine, sinceAnswer: number): number | null {
  return machine.silentMs === null ? null : machine.silentMs + sinceAnswer;
}

/** Whether the machine is offline now: the server said so, or it has not been heard for too long. */
export function isOffline(machine: LiveMachine, sinceAnswer: number): boolean {
  const silent = silentFor(machine, sinceAnswer);
  return machine.state === 'OFFLINE' || silent === null || silent > OFFLINE_AFTER_MS;
}
