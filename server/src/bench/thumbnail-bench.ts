/**
 * Benchmark of ANALYZE's picture (not a test): renderThumbnail of the 1M-facet sphere at the
 * default 256 × 256, in process, then the whole of analyze (VERIFY's measurements + the picture)
 * on the same mesh. Prints the medians of BENCH_RUNS rounds (5 by default) after one warm-up round.
 * Run: pnpm --filter server bench:thumbnail
 */
import { performance } from 'node:perf_hooks';
import { largeSphere } from '../files/geometry/corpus.js';
import { analyze, renderThumbnail } from '../files/thumbnail/index.js';
import { benchReport } from '../../../scripts/bench-report.mjs';

const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds of each counted round; the first round warms up the JIT and is not counted. */
function rounds(work: () => unknown): number[] {
  const times: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const start = performance.now();
    work();
    if (round > 0) times.push(performance.now() - start);
  }
  return times;
}

const describe = (times: number[]) =>
  `median ${median(times).toFixed(0)} ms of ${times.length} (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`;

function main() {
  const report = benchReport('thumbnail', 'Part thumbnail');
  const mesh = largeSphere();
  const facets = mesh.facetCount.toLocaleString('en-US');
  let bytes = 0;
  const render = rounds(() => (bytes = renderThumbnail(mesh).byteLength));
  report.log(`renderThumbnail of the ${facets}-facet sphere, 256 × 256: ${describe(render)}; PNG of ${bytes} bytes`);
  const whole = rounds(() => analyze(mesh));
  report.log(`analyze (verify + thumbnail) of the same sphere: ${describe(whole)}`);
  report.finish();
}

main();
