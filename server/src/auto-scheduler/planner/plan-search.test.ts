import fc from 'fast-check';
import { decode } from './plan-decode.js';
import { compareScores, DEFAULT_CRITERIA, type PlanJob, type PlanMachine, type PlanProblem } from './plan-problem.js';
import { solvePlan } from './plan-search.js';
import { promiseDate } from './promise.js';

const DAY = 24 * 60;
const machine = (id: number, extra: Partial<PlanMachine> = {}): PlanMachine => ({
  id,
  blocked: [],
  startWindows: null,
  material: null,
  changeover: () => 60,
  ...extra,
});
const job = (key: string, durations: [number, number][], extra: Partial<PlanJob> = {}): PlanJob => ({
  key,
  durations: new Map(durations),
  due: null,
  weight: 1,
  material: null,
  release: 0,
  ...extra,
});
const problem = (jobs: PlanJob[], machines: PlanMachine[]): PlanProblem => ({
  jobs,
  machines,
  criteria: DEFAULT_CRITERIA,
  horizon: 30 * DAY,
});

describe('a plan’s times', () => {
  it('keep a print clear of what cannot move, start it in working hours, and count a change of material', () => {
    // Down from 2:00 to 5:00; work starts between 8:00 and 17:00 each day; PA12 loaded.
    const printer = machine(1, {
      blocked: [[120, 300]],
      startWindows: [0, 1, 2].map((day) => [day * DAY + 8 * 60, day * DAY + 17 * 60] as const),
      material: 'PA12',
      changeover: (from, to) => (from === 'PA12' && to === 'PA11' ? 90 : 30),
    });
    const jobs = [
      job('a', [[1, 600]], { material: 'PA12', due: 1000, weight: 2 }),
      job('b', [[1, 900]], { material: 'PA11', due: 1500 }),
    ];
    const { placed, score } = decode(problem(jobs, [printer]), [[0, 1]]);
    // a: starts at 8:00 and runs through the afternoon; b: its changeover starts as a ends, 18:00 —
    // outside the day's hours, so the next morning at 8:00, and b at 9:30.
    expect(placed.map((p) => p && [p.start, p.end, p.changeover])).toEqual([
      [480, 1080, 0],
      [DAY + 480 + 90, DAY + 480 + 90 + 900, 90],
    ]);
    expect(score).toEqual({ tardiness: 2 * 80 + (DAY + 1470 - 1500), changeovers: 1, finish: DAY + 1470, moved: 0 });
  });

  it('change over from what a pinned job of another material leaves on the machine', () => {
    const printer = machine(1, { material: 'PA12', blocked: [[150, 400, 'TPU']], changeover: () => 60 });
    const jobs = [job('before', [[1, 100]], { material: 'PA12' }), job('after', [[1, 100]], { material: 'PA12' })];
    const { placed, score } = decode(problem(jobs, [printer]), [[0, 1]]);
    // The first runs on the PA 12 loaded; the second waits for the pinned TPU job, then changes back.
    expect(placed.map((p) => p && [p.start, p.end, p.changeover])).toEqual([
      [0, 100, 0],
      [460, 560, 60],
    ]);
    expect(score.changeovers).toBe(1);
  });

  it('start a job after its predecessor and the transfer, and name what cannot be planned and why', () => {
    const jobs = [
      job('print', [[1, 100]]),
      job('depowder', [[2, 30]], { after: { key: 'print', transfer: 20 } }),
      job('too late', [[1, 50]], { release: 40 * DAY }),
      job('nowhere', [[9, 50]]),
    ];
    const solution = solvePlan(problem(jobs, [machine(1), machine(2)]));
    expect(solution.placed[1]).toMatchObject({ machine: 2, start: 120, end: 150 });
    expect([...solution.unplaced].sort()).toEqual([
      [2, 'NO_START_IN_HORIZON'],
      [3, 'NO_ELIGIBLE_MACHINE'],
    ]);
  });
});

/** Every order of every assignment of the jobs to machines (a permutation of jobs and separators). */
function bestByTrying(planning: PlanProblem) {
  const n = planning.jobs.length;
  const m = planning.machines.length;
  let best: ReturnType<typeof decode> | undefined;
  const visit = (items: number[], left: number[]) => {
    if (left.length === 0) {
      const sequences: number[][] = [[]];
      for (const item of items) {
        if (item >= n) sequences.push([]);
        else sequences.at(-1)!.push(item);
      }
      const valid = sequences.every((sequence, at) =>
        sequence.every((j) => planning.jobs[j]!.durations.has(planning.machines[at]!.id)),
      );
      if (!valid) return;
      const decoded = decode(planning, sequences);
      const rank =
        best && (decoded.unplaced.size - best.unplaced.size || compareScores(decoded.score, best.score, planning.criteria));
      if (rank === undefined || rank < 0) best = decoded;
      return;
    }
    // Separators are alike: only the first of those left is tried at each place.
    const tried = new Set<string>();
    left.forEach((item, index) => {
      const kind = item >= n ? 'separator' : String(item);
      if (tried.has(kind)) return;
      tried.add(kind);
      visit(
        [...items, item],
        left.filter((_, other) => other !== index),
      );
    });
  };
  visit([], [...Array(n + m - 1).keys()]);
  return best!;
}

describe('a repair after a breakdown', () => {
  // Three jobs on machine 1, two on machine 2, back to back; then machine 1 goes down at 100 for an hour.
  const jobs = ['a', 'b', 'c', 'd', 'e'].map((key) =>
    job(
      key,
      [
        [1, 100],
        [2, 100],
      ],
      { due: key === 'b' ? 210 : 1000, weight: key === 'b' ? 5 : 1 },
    ),
  );
  const current = new Map([
    [0, { machine: 1, start: 0 }],
    [1, { machine: 1, start: 100 }],
    [2, { machine: 1, start: 200 }],
    [3, { machine: 2, start: 0 }],
    [4, { machine: 2, start: 100 }],
  ]);
  const repair = (criteria: PlanProblem['criteria']) =>
    solvePlan({ ...problem(jobs, [machine(1, { blocked: [[100, 160]] }), machine(2)]), current, criteria });

  it('moves as few jobs as it can when the planner asks for a stable plan, the rest keeping their times', () => {
    const stable = repair(['MOVES', 'TARDINESS', 'CHANGEOVERS', 'FINISH']);
    // Only b, which the downtime hits, moves: after e on machine 2; c keeps its time on machine 1.
    expect(stable.placed.map((placed) => placed && [placed.machine, placed.start])).toEqual([
      [1, 0],
      [2, 200],
      [1, 200],
      [2, 0],
      [2, 100],
    ]);
    expect(stable.score).toMatchObject({ moved: 1, tardiness: 5 * 90 });
  });

  it('moves more to be late less when the planner puts lateness first', () => {
    const prompt = repair(['TARDINESS', 'MOVES', 'CHANGEOVERS', 'FINISH']);
    expect(prompt.score.tardiness).toBe(0);
    expect(prompt.score.moved).toBe(2);
  });
});

describe('the search', () => {
  it('finds the best plan of small shops with speeds, eligibility, changeovers, downtime and working hours', () => {
    const materials = ['PA12', 'PA11', 'TPU'];
    const shop = fc.record({
      machines: fc.array(
        fc.record({ speed: fc.integer({ min: 1, max: 3 }), down: fc.integer({ min: 0, max: 400 }), windows: fc.boolean() }),
        { minLength: 2, maxLength: 3 },
      ),
      jobs: fc.array(
        fc.record({
          minutes: fc.integer({ min: 20, max: 200 }),
          due: fc.integer({ min: 0, max: 600 }),
          weight: fc.integer({ min: 1, max: 5 }),
          material: fc.integer({ min: 0, max: 2 }),
          on: fc.integer({ min: 1, max: 7 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    });
    fc.assert(
      fc.property(shop, ({ machines: made, jobs: wanted }) => {
        const machines = made.map(({ down, windows }, id) =>
          machine(id, {
            blocked: [[down, down + 90]],
            startWindows: windows ? [...Array(30).keys()].map((day) => [day * DAY, day * DAY + 600] as const) : null,
            material: 'PA12',
            changeover: (from, to) => 15 * (materials.indexOf(from) + materials.indexOf(to) + 1),
          }),
        );
        const jobs = wanted.map(({ minutes, due, weight, material, on }, at) => {
          // `on` as bits: which machines may make it (at least one).
          const ids = machines.map(({ id }) => id).filter((id) => on & (1 << id));
          const durations = (ids.length > 0 ? ids : [0]).map((id): [number, number] => [id, minutes * made[id]!.speed]);
          return job(`j${at}`, durations, { due, weight, material: materials[material]! });
        });
        const planning = problem(jobs, machines);
        const found = solvePlan(planning, { moves: 4000 });
        const best = bestByTrying(planning);
        expect([found.unplaced.size, found.score]).toEqual([best.unplaced.size, best.score]);
      }),
      { seed: 7, numRuns: 40 },
    );
  });

  it('answers the same plan for the same seed', () => {
    const jobs = [...Array(12).keys()].map((at) =>
      job(
        `j${at}`,
        [
          [1, 60 + at * 7],
          [2, 80 + at * 5],
        ],
        { due: 200 + at * 30, weight: 1 + (at % 3), material: at % 2 ? 'PA12' : 'PA11' },
      ),
    );
    const planning = problem(jobs, [machine(1), machine(2)]);
    expect(solvePlan(planning, { seed: 3, moves: 2000 }).sequences).toEqual(
      solvePlan(planning, { seed: 3, moves: 2000 }).sequences,
    );
  });
});

describe('a promise date', () => {
  // Machine 1 has a gap from 100 to 300; machine 2 is busy until 500.
  const planned = [job('a', [[1, 100]]), job('b', [[1, 100]]), job('c', [[2, 500]])];
  const now = problem(planned, [machine(1), machine(2)]);
  const current = new Map([
    [0, { machine: 1, start: 0 }],
    [1, { machine: 1, start: 300 }],
    [2, { machine: 2, start: 0 }],
  ]);
  const order = (...minutes: number[]) =>
    minutes.map((length, k) =>
      job(`part ${k + 1}`, [
        [1, length],
        [2, length],
      ]),
    );

  it('is when the order’s last job ends, fitted around the plan without moving a job already promised', () => {
    expect(promiseDate({ ...now, current }, order(150)).end).toBe(250);
    // The second goes after b on machine 1 (ends 550), not after c on machine 2 (650).
    const two = promiseDate({ ...now, current }, order(150, 150));
    expect(two.end).toBe(550);
    expect(two.placed.map(({ machine: on, start }) => [on, start]).sort((x, y) => x[1]! - y[1]!)).toEqual([
      [1, 100],
      [1, 400],
    ]);
  });

  it('names the part that cannot be planned, and promises no date', () => {
    const nowhere = job('part 2', [[9, 60]]);
    expect(promiseDate({ ...now, current }, [...order(150), nowhere])).toMatchObject({
      end: null,
      unplaced: [['part 2', 'NO_ELIGIBLE_MACHINE']],
    });
  });
});
