/**
 * Benchmark of the mesh transforms (not a test): each operation on the 50k-facet corpus sphere,
 * medians of several rounds in a warm process (the workers are warm too). BENCH_LARGE=1 adds the
 * 1M-facet sphere, a few rounds, for the worst case a user can upload below the facet limit.
 * Run: pnpm --filter server bench:transforms (BENCH_RUNS sets the rounds, 5 by default)
 */
import { performance } from 'node:perf_hooks';
import { largeSphere, mediumSphere } from '../files/geometry/corpus.js';
import type { Mesh } from '../files/geometry/index.js';
import {
  type TransformResult,
  minimumOrientation,
  mirror,
  reduce,
  scale,
  scaleByPercent,
  section,
  wallThickness,
} from '../files/transforms/index.js';
import { type BenchReport, benchReport } from '../../../scripts/bench-report.mjs';

const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const OPERATIONS: [string, (mesh: Mesh) => TransformResult | Promise<TransformResult>][] = [
  ['SCALE [2, 1, 1]', (mesh) => scale(mesh, { factors: [2, 1, 1] })],
  ['SCALE_BY_PERCENT 150', (mesh) => scaleByPercent(mesh, { percent: 150 })],
  ['SOLID_MIRROR x', (mesh) => mirror(mesh, { axis: 'x' })],
  ['SOLID_SECTION slanted, through the centre', (mesh) => section(mesh, { origin: [0.3, -0.2, 0.1], normal: [0.2, 0.1, 1] })],
  ['TRIANGLE_REDUCTION to 10 %', (mesh) => reduce(mesh, { targetFacets: Math.round(mesh.facetCount / 10) })],
  ['MINIMUM_ORIENTATION', (mesh) => minimumOrientation(mesh)],
  ['WALL_THICKNESS 20,000 samples', (mesh) => wallThickness(mesh)],
];

async function run(bench: BenchReport, name: string, mesh: Mesh, rounds: number) {
  bench.log(`${name}: ${mesh.facetCount.toLocaleString('en-US')} facets, ${rounds} rounds, medians`);
  for (const [label, operation] of OPERATIONS) {
    const times: number[] = [];
    let report: TransformResult['report'] = {};
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      report = (await operation(mesh)).report;
      times.push(performance.now() - start);
    }
    const figures = ['facets', 'volume', 'maxDeviation', 'height', 'minThickness', 'closedManifold']
      .filter((key) => key in report)
      .map((key) => `${key} ${String(report[key])}`)
      .join(', ');
    bench.log(`  ${label.padEnd(44)} ${median(times).toFixed(1).padStart(8)} ms   ${figures}`);
  }
}

async function main() {
  const bench = benchReport('transforms', 'Mesh transforms');
  await run(bench, 'sphere-50k', mediumSphere(), ROUNDS);
  if (process.env.BENCH_LARGE === '1') await run(bench, 'sphere-1m', largeSphere(), Math.min(ROUNDS, 3));
  bench.finish();
}

await main();
