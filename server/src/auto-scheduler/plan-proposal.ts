/**
 * A plan's answer as the planner reads it: the jobs it moves (where from, where to), the new jobs
 * it makes (of saved builds, and of parts on no job), the work it leaves and why, each order's
 * lateness before and after, and the totals before and after — the plan as it stands scored by
 * the same rules as the proposal (which counts its new jobs too), so the two compare.
 */
import type { PlanUnplannedReason } from 'shared/contracts';
import type { PlanTaskResult } from './plan-task.js';
import { buildOfKey } from './plan-builds.js';
import { isPartsKey } from './plan-parts.js';
import { type PlanInput, startsAt } from './plan-input.js';
import type { PlanProposal } from './plan-schemas.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;

interface At {
  equipmentId: number;
  from: number;
  to: number;
}
/** Work on a machine as a plan has it: a job where it is or goes, or a build where it goes. */
interface Placed extends At {
  due: number | null;
  weight: number;
  material: string | null;
  /** The plan placed it: its lateness and the changeover before it count. */
  planned: boolean;
  orders: readonly { rfqId: number; title: string; due: number | null }[];
}

function totalsOf(input: PlanInput, work: readonly Placed[]): PlanProposal['totals']['before'] {
  const { origin, machines } = input;
  let tardiness = 0;
  let finish = origin;
  for (const it of work.filter((placed) => placed.planned)) {
    const late = it.due === null ? 0 : Math.round((it.to - it.due) / MINUTE);
    if (late > 0) tardiness += it.weight * late;
    finish = Math.max(finish, it.to);
  }
  let changeovers = 0;
  let busy = 0;
  for (const machine of machines) {
    const on = work.filter((it) => it.equipmentId === machine.id).sort((a, b) => a.from - b.from);
    let held = machine.material;
    for (const it of on) {
      if (it.planned && held !== null && it.material !== null && held !== it.material) changeovers++;
      if (it.material !== null) held = it.material;
      busy += Math.max(0, Math.min(it.to, finish) - Math.max(it.from, origin));
    }
  }
  const span = (finish - origin) * machines.length;
  return {
    weightedTardinessMinutes: tardiness,
    changeovers,
    utilisation: span > 0 ? Math.min(1, busy / span) : 0,
    finishDate: finish,
  };
}

/** Each order the plan could change, with its lateness in minutes before and after: null before when none of its parts was on a job. */
function ordersOf(before: readonly Placed[], after: readonly Placed[]): PlanProposal['orders'] {
  const ends = (work: readonly Placed[]) => {
    const end = new Map<number, number>();
    for (const it of work) for (const order of it.orders) end.set(order.rfqId, Math.max(end.get(order.rfqId) ?? 0, it.to));
    return end;
  };
  const [was, is] = [ends(before), ends(after)];
  const orders = new Map(
    after.flatMap((it) => (it.planned ? it.orders : [])).flatMap((o) => (o.due === null ? [] : [[o.rfqId, o] as const])),
  );
  const late = (end: number, due: number) => Math.max(0, Math.round((end - due) / MINUTE));
  return [...orders.values()]
    .map((order) => ({
      rfqId: order.rfqId,
      title: order.title,
      dueDate: order.due!,
      latenessBeforeMinutes: was.has(order.rfqId) ? late(was.get(order.rfqId)!, order.due!) : null,
      latenessAfterMinutes: late(is.get(order.rfqId)!, order.due!),
    }))
    .sort(
      (a, b) => (b.latenessBeforeMinutes ?? -1) - (a.latenessBeforeMinutes ?? -1) || a.dueDate - b.dueDate || a.rfqId - b.rfqId,
    );
}

export function proposalOf(
  input: PlanInput,
  result: PlanTaskResult,
): Pick<PlanProposal, 'moves' | 'newJobs' | 'unplanned' | 'orders' | 'totals' | 'movesTried'> {
  const { origin, jobs, read, builds, partsJobs, machineNames } = input;
  const slot = (at: At) => ({
    equipmentId: at.equipmentId,
    equipmentName: machineNames.get(at.equipmentId) ?? '',
    fromDate: at.from,
    toDate: at.to,
  });
  const after = new Map<number, At>();
  const moves: PlanProposal['moves'] = [];
  const newJobs: PlanProposal['newJobs'] = [];
  const move = (id: number, to: At, changeoverMinutes: number) => {
    const it = read.get(id)!;
    after.set(id, to);
    moves.push({ jobId: id, jobName: it.name, before: slot(it), after: slot(to), changeoverMinutes });
  };
  /** The new jobs as work on the machines, for the totals and orders after. */
  const made: Placed[] = [];
  const make = (id: number, to: At, changeoverMinutes: number) => {
    const build = builds.get(id)!;
    const estimatedHours = Math.round((build.ms / HOUR) * 100) / 100;
    newJobs.push({ buildId: id, parts: [], jobName: build.name, after: slot(to), estimatedHours, changeoverMinutes });
    made.push({ ...build, ...to, planned: true });
  };
  const makeOfParts = (key: string, equipmentId: number, from: number, changeoverMinutes: number) => {
    const group = partsJobs.get(key)!;
    const { ms, hours } = group.printers.get(equipmentId)!;
    const to = { equipmentId, from, to: from + ms };
    const estimatedHours = Math.round(hours * 100) / 100;
    newJobs.push({ buildId: null, parts: group.parts, jobName: group.name, after: slot(to), estimatedHours, changeoverMinutes });
    made.push({ ...group, ...to, planned: true });
  };
  for (const job of read.values()) if (job.fixedAt) move(job.id, job.fixedAt, 0);
  for (const build of builds.values()) if (build.fixedAt) make(build.id, build.fixedAt, 0);
  result.placed.forEach((placed) => {
    if (!placed) return;
    const from = origin + placed.start * MINUTE;
    const { key } = jobs[placed.job]!;
    if (isPartsKey(key)) return makeOfParts(key, placed.machine, from, placed.changeover);
    const buildId = buildOfKey(key);
    // A build's job books its machine to the millisecond, as saving it books it.
    if (buildId !== null)
      return make(buildId, { equipmentId: placed.machine, from, to: from + builds.get(buildId)!.ms }, placed.changeover);
    const it = read.get(Number(jobs[placed.job]!.key))!;
    // A job kept on its machine at the minute it starts now is not moved.
    if (placed.machine === it.equipmentId && placed.start === startsAt(it, origin)) return;
    // On its own machine a job keeps its length to the millisecond; on another, the plan's minutes at that machine's speed.
    const to = placed.machine === it.equipmentId ? from + it.to - it.from : origin + placed.end * MINUTE;
    move(it.id, { equipmentId: placed.machine, from, to }, placed.changeover);
  });

  const planned = (id: number) => read.get(id)!.movable || read.get(id)!.fixedAt !== null;
  const asItStands: Placed[] = [...read.values()].map((job) => ({ ...job, planned: planned(job.id) }));
  const asPlanned: Placed[] = [
    ...[...read.values()].map((job) => ({ ...job, planned: planned(job.id), ...after.get(job.id) })),
    ...made,
  ];
  return {
    moves: moves.sort((a, b) => a.after.fromDate - b.after.fromDate || a.jobId - b.jobId),
    newJobs: newJobs.sort((a, b) => a.after.fromDate - b.after.fromDate || a.jobName.localeCompare(b.jobName)),
    unplanned: unplannedOf(input, result),
    orders: ordersOf(asItStands, asPlanned),
    totals: { before: totalsOf(input, asItStands), after: totalsOf(input, asPlanned) },
    movesTried: result.tried,
  };
}

function unplannedOf(input: PlanInput, result: PlanTaskResult): PlanProposal['unplanned'] {
  const named = (key: string) => {
    if (isPartsKey(key)) return { jobId: null, buildId: null, jobName: input.partsJobs.get(key)!.name };
    const buildId = buildOfKey(key);
    if (buildId !== null) return { jobId: null, buildId, jobName: input.builds.get(buildId)!.name };
    const it = input.read.get(Number(key))!;
    return { jobId: it.id, buildId: null, jobName: it.name };
  };
  return [
    ...result.unplaced.map(([job, reason]) => ({ ...named(input.jobs[job]!.key), reason: reason as PlanUnplannedReason })),
    ...[...input.read.values()].flatMap((job) =>
      job.left ? [{ jobId: job.id, buildId: null, jobName: job.name, reason: job.left }] : [],
    ),
    ...[...input.builds.values()].flatMap((build) =>
      build.left ? [{ jobId: null, buildId: build.id, jobName: build.name, reason: build.left }] : [],
    ),
    ...[...input.partsJobs.values()].flatMap((group) =>
      group.left ? [{ jobId: null, buildId: null, jobName: group.name, reason: group.left }] : [],
    ),
  ];
}
