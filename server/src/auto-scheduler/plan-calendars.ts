/**
 * What each machine's calendar means for the plan, in the plan's minutes. An unattended machine
 * runs through the night and its closed days; where the facility asks for it, a job on it starts
 * inside working hours, when someone is there to start it. A machine someone must watch runs each
 * job, with its changeover, inside one stretch of working hours: the hours between are blocked.
 */
import type { Db } from '../db/database.js';
import type { MachineRow } from './plan-machines.js';
import { type Calendar, type PlanSettings, workingHours } from './plan-settings.js';

type Interval = readonly [number, number];

export interface MachineHours {
  /** Where a job (and its changeover) may start; null: at any time. */
  startWindows: Interval[] | null;
  /** Blocked because nobody is there to watch it. */
  offHours: Interval[];
  /** The longest job it can run, in minutes; null: no limit. */
  longest: number | null;
}

const MINUTE = 60_000;
/** Beyond any plan: the hours after the last working stretch the plan reads are blocked for good. */
const FOREVER = Number.MAX_SAFE_INTEGER;

export async function machineHours(
  db: Db,
  machines: readonly MachineRow[],
  settings: PlanSettings,
  origin: number,
  horizon: number,
): Promise<Map<number, MachineHours>> {
  // Machines without their own calendar share the facility's: each calendar is read once.
  const read = new Map<string, Promise<Interval[]>>();
  const windowsOf = (calendar: Calendar) => {
    const key = JSON.stringify([calendar.workingDays, calendar.dayStartMinute, calendar.dayEndMinute, calendar.closedDays]);
    if (!read.has(key)) {
      const to = origin + horizon * MINUTE;
      read.set(
        key,
        workingHours(db, calendar, settings.timeZone, origin, to).then((hours) =>
          hours
            .map(
              ([from, end]) => [Math.max(0, Math.round((from - origin) / MINUTE)), Math.round((end - origin) / MINUTE)] as const,
            )
            .filter(([from, end]) => end > from),
        ),
      );
    }
    return read.get(key)!;
  };
  const entries = await Promise.all(
    machines.map(async (machine): Promise<[number, MachineHours]> => {
      if (machine.unattended && !settings.startInWorkingHours)
        return [machine.id, { startWindows: null, offHours: [], longest: null }];
      const windows = await windowsOf(machine.calendar ?? settings);
      if (machine.unattended) return [machine.id, { startWindows: windows, offHours: [], longest: null }];
      return [
        machine.id,
        { startWindows: windows, offHours: gaps(windows), longest: Math.max(0, ...windows.map(([from, to]) => to - from)) },
      ];
    }),
  );
  return new Map(entries);
}

/** The time between working stretches, from the plan's start to beyond its end. */
function gaps(windows: readonly Interval[]): Interval[] {
  const blocked: Interval[] = [];
  let free = 0;
  for (const [from, to] of windows) {
    if (from > free) blocked.push([free, from]);
    free = Math.max(free, to);
  }
  blocked.push([free, FOREVER]);
  return blocked;
}
