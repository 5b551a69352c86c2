import type { TimelineItem, TimelineJobStatus, TimelineRow } from '../../src/scheduler/timeline';

const DAY_MS = 86_400_000;

export interface BenchData {
  rows: TimelineRow[];
  items: TimelineItem[];
  from: number;
  to: number;
  now: number;
}

// Weighted like a working shop floor: mostly done or waiting, some of everything else.
const STATUSES: [TimelineJobStatus, number][] = [
  ['COMPLETED', 30],
  ['QUEUED', 20],
  ['WAITING', 10],
  ['CANCELLED', 10],
  ['IN_PROGRESS', 5],
  ['PAUSED', 5],
  ['FAILED', 5],
  ['MERGED', 5],
];

/** Park–Miller: the same seed gives both libraries the very same data. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

function pick(random: () => number): TimelineJobStatus {
  let roll = random() * 100;
  for (const [status, weight] of STATUSES) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'COMPLETED';
}

/**
 * `machines` rows and `jobs` items in total over 365 days: jobs follow each other on a machine
 * without overlapping, with 10 % cancelled, 8 % downtime and 15 % machine-connectivity runs.
 */
export function syntheticData(machines: number, jobs: number, seed = 42): BenchData {
  const random = seededRandom(seed);
  const from = new Date(2025, 0, 6).getTime();
  const to = from + 365 * DAY_MS;
  const slot = (to - from) / Math.ceil(jobs / machines);
  const rows: TimelineRow[] = Array.from({ length: machines }, (_, i) => ({
    id: i + 1,
    label: `Machine ${i + 1}`,
    sublabel: i % 2 ? 'EOS M 290' : 'HP MJF 5200',
  }));
  const items: TimelineItem[] = [];
  const cursors = rows.map(() => from);
  for (let id = 1; id <= jobs; id++) {
    const machine = (id - 1) % machines;
    const start = cursors[machine]! + random() * slot * 0.3;
    const end = start + slot * (0.3 + random() * 0.4);
    cursors[machine] = end;
    items.push({
      id,
      rowId: machine + 1,
      start,
      end,
      title: `Job ${id}`,
      status: pick(random),
      downtime: random() < 0.08,
      machineConnectivity: random() < 0.15,
    });
  }
  return { rows, items, from, to, now: from + 180 * DAY_MS };
}
