/**
 * A facility's plan as the auto-scheduler sees it: its queued jobs are the work to plan, each on
 * the machines that run its process, load its material and hold its parts, for as long as its
 * own machine's booking lasts divided by their relative speed; due when its orders are (the
 * awarded bid's promised date, else the customer's requested one), earlier by any post-processing
 * that follows; weighted by its priority label and its customers. Running, paused, waiting and
 * pinned jobs and downtime stay where they are, and what they leave on a machine is what the
 * next job changes over from. The facility's saved builds are new work, each on its own machine,
 * and, where asked, the parts on no job (plan-parts.ts).
 */
import type { PlanUnplannedReason } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { type BuildVolume, holds, partSizes } from '../job-bookings/index.js';
import type { PlanJob, PlanMachine } from './planner/plan-problem.js';
import { type BuildAsPlanned, buildOfKey, buildPlanJobs, type PlanOrder, readBuilds } from './plan-builds.js';
import { jobParts, type JobRow, liveJobs } from './plan-queries.js';
import { machineHours } from './plan-calendars.js';
import { isPartsKey, type PartsAsPlanned, partsPlanJobs, readPartsJobs } from './plan-parts.js';
import { loadMachines, type MachineRow } from './plan-machines.js';
import type { PlanSettings } from './plan-settings.js';
import type { MachineData } from './plan-task.js';

const MINUTE = 60_000;
/**
 * How long after its start a queued job is taken to be being started: the operator is at the
 * machine, so the plan keeps its slot and the slots after it, rather than move a machine's whole
 * queue by the minute or two a start takes.
 */
const STARTING_MS = 15 * MINUTE;
/** How far past the last booking the plan may place a job: beyond it a job is reported unplanned. */
const HORIZON_DAYS = 90;

/** A job as it stands, with what the proposal tells of it. */
interface JobAsItStands {
  id: number;
  name: string;
  equipmentId: number;
  from: number;
  to: number;
  updatedAt: number;
  material: string | null;
  /** Queued, not pinned, not held by the request, and plannable: the plan may move it. */
  movable: boolean;
  /** Queued, but left where it is and named: due before now, or longer than any machine's working hours allow. */
  left: Extract<PlanUnplannedReason, 'DUE_BEFORE_NOW' | 'OUTSIDE_CALENDAR'> | null;
  /** Where an accepted move of an earlier proposal puts it: it goes there, whatever else moves. */
  fixedAt: Slot | null;
  /** When it must end for its orders (ms; earlier by any post-processing after it), and what a late minute weighs. */
  due: number | null;
  weight: number;
  /** The orders it makes parts of. */
  orders: PlanOrder[];
}

interface Slot {
  equipmentId: number;
  from: number;
  to: number;
}

/** What a request changes about the plan as it stands. */
export interface PlanOverrides {
  /** Accepted moves: each job goes to its slot. */
  fixed?: ReadonlyMap<number, Slot>;
  /** Jobs kept where they are for this plan (moves of a proposal not accepted). */
  held?: ReadonlySet<number>;
  /** A downtime to plan around that is not booked yet (a repair's disruption). */
  disruption?: Slot;
  /** Saved builds an earlier proposal's planner accepted, each at its slot, and those they did not (left out). */
  fixedBuilds?: ReadonlyMap<number, Slot>;
  heldBuilds?: ReadonlySet<number>;
  /** Plan the parts on no job nor in a build too; ITAR parts only for an ITAR administrator. */
  partsOnNoJob?: { itarAdmin: boolean };
}

export interface PlanInput {
  /** Epoch ms of minute 0. */
  origin: number;
  jobs: PlanJob[];
  machines: MachineData[];
  horizon: number;
  /** Every job the plan read, by id: the movable ones in the order of `jobs`. */
  read: Map<number, JobAsItStands>;
  /** The saved builds the plan read, by id, and the groups of parts on no job, by key. */
  builds: Map<number, BuildAsPlanned>;
  partsJobs: Map<string, PartsAsPlanned>;
  machineNames: Map<number, string>;
}

type Blocked = PlanMachine['blocked'][number];

const minutesFrom = (origin: number) => (ms: number) => Math.round((ms - origin) / MINUTE);

const queued = (job: JobRow) =>
  job.job_status === 'QUEUED' && !job.pinned && (job.job_type === 'ORDER' || job.job_type === 'POST_PROCESSING_ORDER');

/** Machines that may make the job instead of its own: the same kind and process, its material loaded, its parts held. */
function eligible(job: JobRow, own: MachineRow, machines: MachineRow[], sizes: (number[] | undefined)[]) {
  return machines.filter(
    (machine) =>
      machine.id === own.id ||
      (machine.kind === own.kind &&
        machine.processId === own.processId &&
        (job.material_id === null || machine.loads.has(job.material_id)) &&
        sizes.every((size) => holds(machine as BuildVolume, size))),
  );
}

export async function readPlanInput(
  db: Db,
  facilityId: number,
  settings: PlanSettings,
  now: number,
  overrides: PlanOverrides = {},
): Promise<PlanInput> {
  const { fixed = new Map(), held = new Set(), disruption, fixedBuilds = new Map(), heldBuilds = new Set() } = overrides;
  const beingStarted = (job: JobRow) => job.from_date.getTime() <= now && job.from_date.getTime() > now - STARTING_MS;
  const isMovable = (job: JobRow) => queued(job) && !fixed.has(job.id) && !held.has(job.id) && !beingStarted(job);
  const origin = Math.ceil(now / MINUTE) * MINUTE;
  const at = minutesFrom(origin);
  const machines = await loadMachines(db, facilityId);
  const byId = new Map(machines.map((machine) => [machine.id, machine]));
  const rows = (await liveJobs(db, facilityId, now)).filter((job) => byId.has(job.equipment_id));
  const builds = (await readBuilds(db, facilityId, now, { fixed: fixedBuilds, held: heldBuilds })).filter((build) =>
    byId.has(build.equipmentId),
  );
  const partsJobs = overrides.partsOnNoJob ? await readPartsJobs(db, facilityId, now, overrides.partsOnNoJob.itarAdmin) : [];
  const parts = await jobParts(
    db,
    facilityId,
    rows.map((job) => job.id),
  );
  const sizes = await partSizes(
    db,
    parts.map((part) => ({ key: part.part_id, fileId: part.file_id, units: part.units })),
  );
  const partsOf = new Map<number, typeof parts>();
  for (const part of parts) partsOf.set(part.job_id, [...(partsOf.get(part.job_id) ?? []), part]);
  // Whole minutes, rounded up: a job never ends later than its plan says.
  const minutesOf = (job: JobRow) => Math.max(1, Math.ceil((job.to_date.getTime() - job.from_date.getTime()) / MINUTE));

  // A post-processing job waits for the print of the same parts, and the print is due before it.
  const printOf = new Map<number, JobRow>();
  for (const job of rows.filter((j) => j.job_type === 'POST_PROCESSING_ORDER')) {
    const mine = new Set((partsOf.get(job.id) ?? []).map((p) => p.part_id));
    const print = rows
      .filter((other) => other.job_type === 'ORDER' && (partsOf.get(other.id) ?? []).some((p) => mine.has(p.part_id)))
      .at(-1);
    if (print) printOf.set(job.id, print);
  }
  const postAfter = new Map([...printOf].map(([post, print]) => [print.id, rows.find((row) => row.id === post)!]));

  const read = new Map<number, JobAsItStands>();
  for (const job of rows) {
    const jobParts = partsOf.get(job.id) ?? [];
    const orders = new Map(
      jobParts.map((p) => [p.rfq_id, { rfqId: p.rfq_id, title: p.display_title, due: p.due && new Date(p.due).getTime() }]),
    );
    const dues = [...orders.values()].flatMap((order) => (order.due === null ? [] : [order.due]));
    const post = postAfter.get(job.id);
    const postMs = post ? (minutesOf(post) + settings.transferMinutes) * MINUTE : 0;
    // A date already past cannot be planned for: the job stays where it is, named for the planner to see to.
    const pastDue = dues.length > 0 && Math.min(...dues) < now;
    read.set(job.id, {
      id: job.id,
      name: job.job_name,
      equipmentId: job.equipment_id,
      from: job.from_date.getTime(),
      to: job.to_date.getTime(),
      updatedAt: job.updated_at.getTime(),
      material: job.material_id === null ? null : String(job.material_id),
      movable: isMovable(job) && !pastDue,
      left: queued(job) && pastDue ? 'DUE_BEFORE_NOW' : null,
      fixedAt: fixed.get(job.id) ?? null,
      due: dues.length ? Math.min(...dues) - postMs : null,
      weight: job.weight * Math.max(1, ...jobParts.map((p) => p.customer_weight)),
      orders: [...orders.values()],
    });
  }

  const slotEnds = [...fixed.values(), ...fixedBuilds.values()].map((slot) => slot.to);
  const last = Math.max(now, ...rows.map((job) => job.to_date.getTime()), ...slotEnds);
  const horizon = at(Math.max(last, disruption?.to ?? now)) + HORIZON_DAYS * 24 * 60;
  const hours = await machineHours(db, machines, settings, origin, horizon);

  const key = (id: number) => String(id);
  const movable = (job: JobRow) => read.get(job.id)!.movable;
  // A job no machine's working hours can hold is left where it is, before any job waits on it.
  const durationsOf = new Map<number, Map<number, number>>();
  for (const job of rows.filter(movable)) {
    const own = byId.get(job.equipment_id)!;
    const jobSizes = (partsOf.get(job.id) ?? []).map((p) => sizes.get(p.part_id));
    const durations = new Map(
      eligible(job, own, machines, jobSizes).flatMap((m) => {
        const minutes = Math.max(1, Math.round((minutesOf(job) * own.speed) / m.speed));
        // A machine someone watches runs a job only inside one stretch of its working hours.
        const longest = hours.get(m.id)!.longest;
        return longest === null || minutes <= longest ? [[m.id, minutes] as const] : [];
      }),
    );
    if (durations.size > 0) {
      durationsOf.set(job.id, durations);
      continue;
    }
    const it = read.get(job.id)!;
    it.movable = false;
    it.left = 'OUTSIDE_CALENDAR';
  }
  const jobs: PlanJob[] = rows.filter(movable).map((job) => {
    const it = read.get(job.id)!;
    const print = printOf.get(job.id);
    // A print that stays where it is releases its post-processing; one the plan moves is waited for.
    const printEnd = print && !movable(print) ? (fixed.get(print.id)?.to ?? print.to_date.getTime()) : undefined;
    return {
      key: key(job.id),
      durations: durationsOf.get(job.id)!,
      due: it.due === null ? null : at(it.due),
      weight: it.weight,
      material: it.material,
      release: printEnd === undefined ? 0 : Math.max(0, at(printEnd) + settings.transferMinutes),
      ...(print && movable(print) ? { after: { key: key(print.id), transfer: settings.transferMinutes } } : {}),
    };
  });
  const longest = (id: number) => hours.get(id)!.longest;
  jobs.push(...buildPlanJobs(builds, longest, at), ...partsPlanJobs(partsJobs, longest, at));

  const span = (slot: Slot, material: string | null): Blocked => {
    const interval = [at(slot.from), at(slot.to)] as const;
    return material === null ? interval : [...interval, material];
  };
  const planMachines: MachineData[] = machines.map((machine) => ({
    id: machine.id,
    blocked: [
      ...hours.get(machine.id)!.offHours,
      ...[...read.values()].flatMap((job) => {
        if (job.movable) return [];
        const slot = job.fixedAt ?? job;
        return slot.equipmentId === machine.id ? [span(slot, job.material)] : [];
      }),
      ...builds.flatMap((build) => (build.fixedAt?.equipmentId === machine.id ? [span(build.fixedAt, build.material)] : [])),
      ...(disruption?.equipmentId === machine.id ? [span(disruption, null)] : []),
    ].sort((a, b) => a[0] - b[0]),
    startWindows: hours.get(machine.id)!.startWindows,
    material: machine.materialNow === null ? null : String(machine.materialNow),
    changeovers: [...machine.changeovers],
  }));
  const machineNames = new Map(machines.map((m) => [m.id, m.name]));
  const [byBuild, byKey] = [new Map(builds.map((b) => [b.id, b])), new Map(partsJobs.map((g) => [g.key, g]))];
  return { origin, jobs, machines: planMachines, horizon, read, builds: byBuild, partsJobs: byKey, machineNames };
}

/** The minute a queued job starts as it stands: one whose start has passed long since, not yet started, starts now. */
export const startsAt = (job: { from: number }, origin: number) => Math.max(0, Math.round((job.from - origin) / MINUTE));

/** Where each movable job is now (by its index in `jobs`), for a repair or a promise that keeps what it can; a build has no place yet. */
export function currentPlaces(input: PlanInput): [job: number, at: { machine: number; start: number }][] {
  return input.jobs.flatMap((job, at) => {
    if (buildOfKey(job.key) !== null || isPartsKey(job.key)) return [];
    const it = input.read.get(Number(job.key))!;
    return [[at, { machine: it.equipmentId, start: startsAt(it, input.origin) }]];
  });
}
