import { existsSync } from 'node:fs';

/**
 * The clock a run of the suite pretends it is. The suite passes at any hour, weekday and time
 * zone; `E2E_NOW` (a local time such as `2026-11-28T23:30`) proves it without waiting for
 * that hour: the server runs under libfaketime (Debian's faketime) and each browser context's
 * clock is set to the same instant, both moving on from there. Unset, everything runs on the
 * real clock.
 */
const OFFSET_VARIABLE = 'E2E_CLOCK_OFFSET_MS';

/** Run once, in the global setup, before any server or browser starts. */
export function setUpClock(): void {
  const now = process.env.E2E_NOW;
  if (!now) return;
  const target = new Date(now).getTime();
  if (Number.isNaN(target)) throw new Error(`E2E_NOW is not a date and time: ${now}`);
  process.env[OFFSET_VARIABLE] = String(target - Date.now());
}

/** How far the run's clock is from the real one, in ms (0 on the real clock). */
export function clockOffsetMs(): number {
  return Number(process.env[OFFSET_VARIABLE] ?? 0);
}

const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
];

/** Environment variables that start a server process on the run's clock. */
export function serverClockEnv(): Record<string, string> {
  const offset = clockOffsetMs();
  if (!offset) return {};
  const library = LIBFAKETIME.find((file) => existsSync(file));
  if (!library) throw new Error('E2E_NOW needs libfaketime: apt-get install faketime');
  return {
    LD_PRELOAD: library,
    FAKETIME: `${offset >= 0 ? '+' : '-'}${Math.round(Math.abs(offset) / 1000)}`,
    // Timers and timeouts keep the real monotonic clock; only the wall clock moves.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}
