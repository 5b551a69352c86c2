/**
 * Benchmark of VERIFY (not a test): a 1M-facet closed sphere written as a binary STL, then our
 * read + verify of the file's bytes (file read included) against `admesh -e` on the same file
 * (a whole process: start, read, check), in turns so a change of load on a shared machine falls
 * on both alike. Prints the medians, our throughput relative to admesh's against the goal (at
 * least 0.5×) and whether the counts agree (a difference fails the run: it is a wrong answer).
 * Then, in process: REPAIR of the same mesh, and how soon a file of ten million garbage lines is refused.
 * Our time varies more than admesh's, and most on a loaded machine: a round allocates about 190 MB
 * of typed arrays (the file, the mesh, the vertex index, the edge tables), which the kernel hands
 * over page by page as they are first written (minor page faults, printed per round), and how
 * many of them are fresh pages depends on what the allocator kept of the rounds before. Hence
 * many rounds, and their spread beside the median.
 * Run: pnpm --filter server bench:verify (BENCH_RUNS sets the rounds, 21 by default)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseAdmeshReport } from '../files/geometry/admesh-cli.js';
import { LARGE } from '../files/geometry/corpus.js';
import { MeshError } from '../files/geometry/mesh.js';
import { repair } from '../files/geometry/repair.js';
import { readStl, writeBinaryStl } from '../files/geometry/stl.js';
import { type VerifyReport, verify } from '../files/geometry/verify.js';
import { benchReport } from '../../../scripts/bench-report.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? process.env.BENCH_RUNS ?? 21);

function timed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/** The value below which `share` of the values lie (nearest rank). */
const quantile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
const median = (values: number[]) => quantile(values, 0.5);
/** Median, quartiles and extremes of a series of times, as one line. */
const spread = (values: number[]) =>
  `${median(values).toFixed(0)} ms  (quartiles ${quantile(values, 0.25).toFixed(0)}–${quantile(values, 0.75).toFixed(0)}, ` +
  `min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

function main() {
  const bench = benchReport('verify', 'VERIFY against admesh');
  const directory = mkdtempSync(join(tmpdir(), 'verify-bench-'));
  try {
    const file = join(directory, `${LARGE.name}.stl`);
    writeFileSync(file, writeBinaryStl(LARGE.build()));

    const ours: number[] = [];
    const ourFaults: number[] = [];
    const theirs: number[] = [];
    let report: VerifyReport | undefined;
    let admeshOutput = '';
    for (let round = 0; round <= ROUNDS; round++) {
      const faults = process.resourceUsage().minorPageFault;
      let start = performance.now();
      report = verify(readStl(readFileSync(file)));
      const ourTime = performance.now() - start;
      const faulted = process.resourceUsage().minorPageFault - faults;
      start = performance.now();
      // admesh 0.98 can loop forever on inputs it misreads: bounded, always.
      admeshOutput = execFileSync('admesh', ['-e', file], { encoding: 'utf8', timeout: 60_000 });
      const theirTime = performance.now() - start;
      // The first round warms up the JIT and the page cache and is not counted.
      if (round > 0) {
        ours.push(ourTime);
        ourFaults.push(faulted);
        theirs.push(theirTime);
      }
    }
    const admesh = parseAdmeshReport(admeshOutput);
    const parts = parseAdmeshReport(execFileSync('admesh', ['-e', '-d', file], { encoding: 'utf8', timeout: 60_000 })).parts;
    const ourMedian = median(ours);
    const theirMedian = median(theirs);
    const counts = (r: VerifyReport) => [
      r.facets,
      r.facetsWith1DisconnectedEdge,
      r.facetsWith2DisconnectedEdges,
      r.facetsWith3DisconnectedEdges,
      r.degenerateFacets,
      r.backwardsEdges,
      r.shells,
    ];
    const admeshCounts = [
      admesh.facets,
      admesh.facetsWith1DisconnectedEdge,
      admesh.facetsWith2DisconnectedEdges,
      admesh.facetsWith3DisconnectedEdges,
      admesh.degenerateFacets,
      admesh.backwardsEdges,
      parts,
    ];
    const ourCounts = counts(report!);
    const agree = ourCounts.every((value, i) => value === admeshCounts[i]);
    const volumeGap = Math.abs(report!.volume - admesh.volume) / report!.volume;

    bench.log(`VERIFY of a ${report!.facets.toLocaleString('en-US')}-facet binary STL, median of ${ROUNDS} rounds`);
    bench.log(`  ours (read + parse + verify, in process): ${spread(ours)}`);
    bench.log(`  admesh -e (whole process):                ${spread(theirs)}`);
    bench.log(
      `  our minor page faults a round: median ${median(ourFaults).toLocaleString('en-US')} ` +
        `(min ${Math.min(...ourFaults).toLocaleString('en-US')}, max ${Math.max(...ourFaults).toLocaleString('en-US')})`,
    );
    bench.log(
      `  counts (facets, 1/2/3 disconnected, degenerate, backwards, parts): ours ${ourCounts.join(' ')}; admesh ${admeshCounts.join(' ')}: ${agree ? 'equal' : 'DIFFERENT'}`,
    );
    bench.log(
      `  volume: ours ${report!.volume.toFixed(3)}, admesh ${admesh.volume.toFixed(3)} (${(volumeGap * 100).toFixed(4)} % apart; admesh sums in single precision)`,
    );

    const mesh = readStl(readFileSync(file));
    const repairTimes = [0, 1, 2].map(() => timed(() => repair(mesh)));
    bench.log(`REPAIR of the same mesh (nothing to mend, every step run): median ${median(repairTimes).toFixed(0)} ms of 3`);

    const garbage = new Uint8Array(80_000_000);
    garbage.set(new TextEncoder().encode('solid garbage\n'));
    garbage.fill(103, 14);
    for (let i = 21; i < garbage.length; i += 8) garbage[i] = 10; // "ggggggg" lines
    const refusals = [0, 1, 2, 3, 4].map(() =>
      timed(() => {
        try {
          readStl(garbage);
        } catch (error) {
          if (!(error instanceof MeshError)) throw error;
        }
      }),
    );
    bench.log(`An ASCII STL of 10,000,000 garbage lines (80 MB) refused in ${median(refusals).toFixed(2)} ms (median of 5)`);
    bench.goal("our VERIFY's throughput / admesh's (median times)", theirMedian / ourMedian, { atLeast: 0.5, unit: '×' });
    bench.finish();
    if (!agree) process.exitCode = 1;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

main();
