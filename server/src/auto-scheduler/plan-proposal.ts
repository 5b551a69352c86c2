/**
 * A plan's answer as the planner reads it: the jobs it moves (where from, where to), the jobs it
 * leaves and why, each order's lateness before and after, and the totals before and after —
 * the plan as it stands scored by the same rules as the proposal, so the two compare.
 */
import type { PlanUnplannedReason } from 'shared/contracts';
import type { PlanTaskResult } from './plan-task.js';
import type { PlanInput } from './plan-input.js';
import type { PlanProposal } from './plan-schemas.js';

const MINUTE = 60_000;

/** Where each movable job is, by id, in ms. */
type Positions = Map<number, { equipmentId: number; from: number; to: number }>;

function totalsOf(input: PlanInput, positions: Positions): PlanProposal['totals']['before'] {
  const { origin, read, machines } = input;
  let tardiness = 0;
  let finish = origin;
  for (const [id, at] of positions) {
    const job = read.get(id)!;
    const late = job.due === null ? 0 : Math.round((at.to - job.due) / MINUTE);
    if (late > 0) tardiness += job.weight * late;
    finish = Math.max(finish, at.to);
  }
  let changeovers = 0;
  let busy = 0;
  for (const machine of machines) {
    const on = [...read.values()]
      .map((job) => ({ job, at: positions.get(job.id) ?? { equipmentId: job.equipmentId, from: job.from, to: job.to } }))
      .filter(({ at }) => at.equipmentId === machine.id)
      .sort((a, b) => a.at.from - b.at.from);
    let held = machine.material;
    for (const { job, at } of on) {
      if (positions.has(job.id) && held !== null && job.material !== null && held !== job.material) changeovers++;
      if (job.material !== null) held = job.material;
      busy += Math.max(0, Math.min(at.to, finish) - Math.max(at.from, origin));
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

/** Each order's lateness in minutes, from where its jobs end (the moved ones at `positions`). */
function ordersOf(input: PlanInput, before: Positions, after: Positions): PlanProposal['orders'] {
  const orders = new Map<number, { rfqId: number; title: string; due: number; before: number; after: number }>();
  for (const job of input.read.values()) {
    for (const order of job.orders) {
      if (order.due === null) continue;
      const entry = orders.get(order.rfqId) ?? { rfqId: order.rfqId, title: order.title, due: order.due, before: 0, after: 0 };
      entry.before = Math.max(entry.before, before.get(job.id)?.to ?? job.to);
      entry.after = Math.max(entry.after, after.get(job.id)?.to ?? job.to);
      orders.set(order.rfqId, entry);
    }
  }
  const late = (end: number, due: number) => Math.max(0, Math.round((end - due) / MINUTE));
  // Only the orders the plan could change: those with a job it may move.
  const moving = new Set(
    [...input.read.values()].filter((job) => job.movable || job.fixedAt).flatMap((job) => job.orders.map((o) => o.rfqId)),
  );
  return [...orders.values()]
    .filter((order) => moving.has(order.rfqId))
    .map((order) => ({
      rfqId: order.rfqId,
      title: order.title,
      dueDate: order.due,
      latenessBeforeMinutes: late(order.before, order.due),
      latenessAfterMinutes: late(order.after, order.due),
    }))
    .sort((a, b) => b.latenessBeforeMinutes - a.latenessBeforeMinutes || a.dueDate - b.dueDate || a.rfqId - b.rfqId);
}

export function proposalOf(
  input: PlanInput,
  result: PlanTaskResult,
): Pick<PlanProposal, 'moves' | 'unplanned' | 'orders' | 'totals' | 'movesTried'> {
  const { origin, jobs, read, machineNames } = input;
  const slot = (equipmentId: number, from: number, to: number) => ({
    equipmentId,
    equipmentName: machineNames.get(equipmentId) ?? '',
    fromDate: from,
    toDate: to,
  });
  const planned = [...read.values()].filter((job) => job.movable || job.fixedAt);
  const before: Positions = new Map(planned.map((job) => [job.id, { equipmentId: job.equipmentId, from: job.from, to: job.to }]));
  const after: Positions = new Map(before);
  const moves: PlanProposal['moves'] = [];
  const move = (id: number, to: { equipmentId: number; from: number; to: number }, changeoverMinutes: number) => {
    const it = read.get(id)!;
    after.set(id, to);
    moves.push({
      jobId: id,
      jobName: it.name,
      before: slot(it.equipmentId, it.from, it.to),
      after: slot(to.equipmentId, to.from, to.to),
      changeoverMinutes,
    });
  };
  for (const job of planned) if (job.fixedAt) move(job.id, job.fixedAt, 0);
  result.placed.forEach((placed) => {
    if (!placed) return;
    const it = read.get(Number(jobs[placed.job]!.key))!;
    // A job kept on its machine at the minute it starts now is not moved.
    if (placed.machine === it.equipmentId && placed.start === Math.round((it.from - origin) / MINUTE)) return;
    const from = origin + placed.start * MINUTE;
    // On its own machine a job keeps its length to the millisecond; on another, the plan's minutes at that machine's speed.
    const to = placed.machine === it.equipmentId ? from + it.to - it.from : origin + placed.end * MINUTE;
    move(it.id, { equipmentId: placed.machine, from, to }, placed.changeover);
  });
  const unplanned: PlanProposal['unplanned'] = [
    ...result.unplaced.map(([job, reason]) => ({ ...named(input, job), reason: reason as PlanUnplannedReason })),
    ...[...read.values()].flatMap((job) => (job.left ? [{ jobId: job.id, jobName: job.name, reason: job.left }] : [])),
  ];
  return {
    moves: moves.sort((a, b) => a.after.fromDate - b.after.fromDate || a.jobId - b.jobId),
    unplanned,
    orders: ordersOf(input, before, after),
    totals: { before: totalsOf(input, before), after: totalsOf(input, after) },
    movesTried: result.tried,
  };
}

function named(input: PlanInput, job: number) {
  const it = input.read.get(Number(input.jobs[job]!.key))!;
  return { jobId: it.id, jobName: it.name };
}
