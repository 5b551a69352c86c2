/**
 * A plan as it crosses to the worker thread and back: the problem in plain data (a machine's
 * changeover times as a table rather than a function), the search's options, and the port the
 * worker reports its progress on.
 */
import type { MessagePort } from 'node:worker_threads';
import type { PlacedJob, UnplacedReason } from './planner/plan-decode.js';
import type { PlanJob, PlanMachine, PlanProblem, PlanScore } from './planner/plan-problem.js';
import { solvePlan } from './planner/plan-search.js';

/** A machine as plain data: its changeover minutes by 'from>to' material. */
export type MachineData = Omit<PlanMachine, 'changeover'> & { changeovers: [fromTo: string, minutes: number][] };

export interface PlanTask {
  jobs: PlanJob[];
  machines: MachineData[];
  criteria: PlanProblem['criteria'];
  current: [job: number, at: { machine: number; start: number }][] | null;
  horizon: number;
  seed: number;
  timeLimitMs: number;
  progress?: MessagePort;
}

export interface PlanTaskResult {
  placed: (PlacedJob | undefined)[];
  unplaced: [job: number, reason: UnplacedReason][];
  score: PlanScore;
  tried: number;
}

export interface PlanTaskProgress {
  tried: number;
  of: number;
  tardiness: number;
}

export function planMachine({ changeovers, ...machine }: MachineData): PlanMachine {
  const table = new Map(changeovers);
  return { ...machine, changeover: (from, to) => table.get(`${from}>${to}`) ?? 0 };
}

/** Runs in the worker: the search, its progress told on the port now and then. */
export function runPlanTask(task: PlanTask): PlanTaskResult {
  const problem: PlanProblem = {
    jobs: task.jobs,
    machines: task.machines.map(planMachine),
    criteria: task.criteria,
    ...(task.current ? { current: new Map(task.current) } : {}),
    horizon: task.horizon,
  };
  let tried = 0;
  const solution = solvePlan(problem, {
    seed: task.seed,
    deadline: Date.now() + task.timeLimitMs,
    onProgress: (progress) => {
      tried = progress.tried;
      task.progress?.postMessage({
        tried: progress.tried,
        of: progress.of,
        tardiness: progress.best.tardiness,
      } satisfies PlanTaskProgress);
    },
  });
  return {
    placed: solution.placed,
    unplaced: [...solution.unplaced],
    score: solution.score,
    tried,
  };
}
