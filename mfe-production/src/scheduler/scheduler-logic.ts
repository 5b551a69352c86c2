/** The enterprise scheduler's rules as plain functions: ranges, filters, tooltips. */
import {
  isDowntime,
  SCHEDULER_FILTER_KEYS,
  SCHEDULING_LIMITS,
  type Job,
  type SchedulerFilterKey,
  type SchedulerFilters,
} from 'shared/contracts';
import { addDays, addMonths, startOfDay } from 'shared/ui';
import { materialsOf, type AmProcess, type Equipment, type Material } from 'shared/contracts';
import type { TimelineItem, TimelineRow, TimelineZoom } from './timeline';

const DAY = 86_400_000;

export interface Range {
  from: number;
  to: number;
}

/** The timeline's shortcuts: today, the week Sunday to Saturday (the default), the month. */
export function rangeOf(shortcut: TimelineZoom, now: number): Range {
  const today = startOfDay(now);
  if (shortcut === 'day') return { from: today, to: addDays(today, 1) - 1 };
  if (shortcut === 'week') {
    const sunday = addDays(today, -new Date(today).getDay());
    return { from: sunday, to: addDays(sunday, 7) - 1 };
  }
  const first = addDays(today, 1 - new Date(today).getDate());
  return { from: first, to: addMonths(first, 1) - 1 };
}

/** The period before or after: a range moved by its own length in whole days. */
export function shiftRange(range: Range, direction: 1 | -1): Range {
  const days = Math.round((range.to + 1 - range.from) / DAY);
  return { from: addDays(range.from, direction * days), to: addDays(range.to + 1, direction * days) - 1 };
}

/** A valid range: the end not before the start and at most 365 days (31536000000 ms) after it, as the server accepts. */
export const rangeIsValid = ({ from, to }: Range) => to >= from && to - from <= SCHEDULING_LIMITS.maxRangeMs;

export interface FilterOption {
  id: number;
  name: string;
}
export type FilterOptions = Record<SchedulerFilterKey, FilterOption[]>;

const byName = (a: FilterOption, b: FilterOption) => a.name.localeCompare(b.name);
function unique(options: FilterOption[]): FilterOption[] {
  return [...new Map(options.map((o) => [o.id, o])).values()].sort(byName);
}

/** What each of the seven filters offers, from the enterprise's machines and materials. */
export function filterOptions(equipments: Equipment[], materials: Material[], processes: AmProcess[]): FilterOptions {
  const processByCode = new Map(processes.map((p) => [p.name, p]));
  return {
    materialTypes: unique([
      ...materials.map((m) => m.generalMaterialType),
      ...equipments.flatMap((e) => e.machine.generalMaterialTypes),
    ]),
    amProcesses: unique(
      equipments
        .map((e) => processByCode.get(e.machine.amProcess))
        .filter((p): p is AmProcess => p !== undefined)
        .map((p) => ({ id: p.id, name: p.displayName })),
    ),
    models: unique(equipments.map((e) => ({ id: e.machine.id, name: e.machine.modelName }))),
    manufacturers: unique(equipments.map((e) => e.machine.manufacturer)),
    equipments: unique(equipments.map((e) => ({ id: e.id, name: e.displayName }))),
    materials: unique(materials.map((m) => ({ id: m.id, name: m.name }))),
    sp: unique(equipments.map((e) => ({ id: e.spId, name: e.facilityName }))),
  };
}

/** Whether a machine passes the filters (its jobs are filtered by the server the same way). */
export function machineMatches(equipment: Equipment, filters: SchedulerFilters, processIdByCode: Map<string, number>): boolean {
  const passes = (key: SchedulerFilterKey, ids: number[]) => {
    const wanted = filters[key];
    return !wanted?.length || ids.some((id) => wanted.includes(id));
  };
  return (
    passes('sp', [equipment.spId]) &&
    passes('equipments', [equipment.id]) &&
    passes('models', [equipment.machine.id]) &&
    passes('manufacturers', [equipment.machine.manufacturer.id]) &&
    passes('amProcesses', [processIdByCode.get(equipment.machine.amProcess) ?? -1]) &&
    passes(
      'materials',
      materialsOf(equipment).map((m) => m.id),
    ) &&
    passes(
      'materialTypes',
      equipment.machine.generalMaterialTypes.map((t) => t.id),
    )
  );
}

/**
 * A job search narrows the timeline as the filters do: to the machines of the matched jobs
 * and to those jobs. Without a search (matches undefined) nothing is narrowed; a search that
 * matched nothing leaves no machine, so the timeline shows its empty text.
 */
export function narrowToMatches<R extends { id: number }, I extends { id: number }>(
  rows: R[],
  items: I[],
  matches: { id: number; equipmentId: number }[] | undefined,
): { rows: R[]; items: I[] } {
  if (!matches) return { rows, items };
  const machines = new Set(matches.map((match) => match.equipmentId));
  const jobs = new Set(matches.map((match) => match.id));
  return { rows: rows.filter((row) => machines.has(row.id)), items: items.filter((item) => jobs.has(item.id)) };
}

export const hasFilters = (filters: SchedulerFilters) => SCHEDULER_FILTER_KEYS.some((key) => filters[key]?.length);

/** A filter shows at most 2 selected names, then how many more. */
export function selectedSummary(names: string[], nMore: (count: number) => string): string {
  const shown = names.slice(0, SCHEDULING_LIMITS.filterNamesShown);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')}, ${nMore(more)}` : shown.join(', ');
}

/** Notes in the tooltip are cut at 80 characters, so a long note does not fill the screen. */
export function tooltipNotes(notes: string): string {
  const limit = SCHEDULING_LIMITS.tooltipNotesLength;
  return notes.length > limit ? `${notes.slice(0, limit)}…` : notes;
}

/** A due date under 3 days away is red, under 7 amber. */
export function dueDateWarning(due: number | null, now: number): 'red' | 'amber' | undefined {
  if (due === null) return undefined;
  const days = (due - now) / DAY;
  if (days < SCHEDULING_LIMITS.dueDateRedDays) return 'red';
  if (days < SCHEDULING_LIMITS.dueDateAmberDays) return 'amber';
  return undefined;
}

/** The earliest due date among a job's orders. */
export function dueDateOf(job: Job): number | null {
  const dates = job.jobOrderDTOs.map((o) => o.rfqDTO.estimatedDeliveryDate).filter((d): d is number => d !== null);
  return dates.length ? Math.min(...dates) : null;
}

export const rowOf = (e: Equipment): TimelineRow => ({
  id: e.id,
  label: e.displayName,
  sublabel: `${e.machine.modelName} · ${e.facilityName}`,
});

export const itemOf = (job: Job): TimelineItem => ({
  id: job.id,
  rowId: job.equipmentDTO.id,
  start: job.fromDate,
  end: job.toDate,
  title: job.jobName,
  status: job.jobStatus,
  downtime: isDowntime(job.jobType),
  machineConnectivity: job.jobCreationType === 'MACHINE_CONNECTIVITY',
  ...(job.priorityLabel ? { priority: { name: job.priorityLabel.name, color: job.priorityLabel.color } } : {}),
});
