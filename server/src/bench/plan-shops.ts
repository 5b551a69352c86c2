/**
 * Shops for the auto-scheduler's benches, drawn from a seed: machines of different speeds with a
 * downtime each, some attended only in working hours, materials that cost a changeover, and jobs
 * each some of the machines can make, due soon enough that some must be late.
 */
import { seededRandom } from '../lib/seeded-random.js';
import { DEFAULT_CRITERIA, type PlanJob, type PlanMachine, type PlanProblem } from '../auto-scheduler/planner/plan-problem.js';

const DAY = 24 * 60;
const MATERIALS = ['PA12', 'PA11', 'TPU', 'PP'];

/**
 * `groups`: machines in groups of that many (a process, a kind of printer), each job made by some
 * of one group's; by default any machine may make a job.
 */
export function drawShop(
  seed: number,
  machineCount: number,
  jobCount: number,
  { days = 14, groups = machineCount } = {},
): PlanProblem {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const machines: PlanMachine[] = [...Array(machineCount).keys()].map((id) => {
    const down = between(0, 2 * DAY);
    const attended = random() < 0.5;
    const changeover = between(30, 120);
    return {
      id,
      blocked: [[down, down + between(60, 360)]],
      // Working hours 07:00 to 18:00, every day of the horizon.
      startWindows: attended ? [...Array(days).keys()].map((day) => [day * DAY + 7 * 60, day * DAY + 18 * 60] as const) : null,
      material: MATERIALS[id % MATERIALS.length]!,
      changeover: (from, to) => (from === to ? 0 : changeover),
    };
  });
  const speeds = machines.map(() => 0.8 + random() * 0.6);
  const jobs: PlanJob[] = [...Array(jobCount).keys()].map((at) => {
    const minutes = between(90, 600);
    const group = between(0, Math.ceil(machineCount / groups) - 1) * groups;
    const on = machines.slice(group, group + groups).filter(() => random() < 0.6);
    const eligible = on.length > 0 ? on : [machines[group]!];
    return {
      key: `job ${at + 1}`,
      durations: new Map(eligible.map(({ id }) => [id, Math.round(minutes * speeds[id]!)])),
      // Due within the work's length shared by the machines: tight enough that some are late.
      due: between(minutes, Math.round((jobCount * 350) / machineCount)),
      weight: between(1, 5),
      material: MATERIALS[between(0, MATERIALS.length - 1)]!,
      release: 0,
    };
  });
  return { jobs, machines, criteria: DEFAULT_CRITERIA, horizon: days * DAY };
}
