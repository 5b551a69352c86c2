/**
 * What the live page and the scheduler say about a machine's run, worked out from the server's
 * answer and the clock: how far the build is, when it should end, and whether the machine still
 * counts as reporting.
 */
import type { LiveMachine } from './api';

/** A machine unheard for this long shows offline (the server says so too, once asked again). */
export const OFFLINE_AFTER_MS = 45_000;

type Run = NonNullable<LiveMachine['run']>;

/** The run's layers done as a share of its layers, 0 to 1; null when the machine does not say. */
export function runShare(run: Run): number | null {
  if (!run.layer || !run.totalLayers) return null;
  return Math.min(1, run.layer / run.totalLayers);
}

/** How long the run should still take, in ms (never below 0); null once it ended or when unknown. */
export function timeLeft(run: Run, now: number): number | null {
  if (run.endedAt !== null || run.expectedEndAt === null) return null;
  return Math.max(0, run.expectedEndAt - now);
}

/** Whether the machine is offline now: the server said so, or it has not been heard for too long. */
export function isOffline(machine: LiveMachine, now: number): boolean {
  return machine.state === 'OFFLINE' || machine.lastContactAt === null || now - machine.lastContactAt > OFFLINE_AFTER_MS;
}
