// pnpm bench:scheduler (a benchmark, not a test): the scheduler's Timeline against vis-timeline
// in one headless Chromium, on the same synthetic data sets, viewport and week window. Prints
// time to first paint, p95 frame time while scrolling and panning, and the JS heap, and judges
// the goals: a first paint of the large set in at most 0.05× vis-timeline's, and every p95 frame
// within 20 ms.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../../e2e/support/chromium.mjs';
import { build } from 'esbuild';
import { benchReport } from '../../scripts/bench-report.mjs';

const report = benchReport('scheduler-timeline', 'Scheduler timeline against vis-timeline');

const DATA_SETS = [
  { machines: 50, jobs: 2_000 },
  { machines: 500, jobs: 50_000 },
];
const VIEWPORT = { width: 1600, height: 900 };
const SCROLL_MS = 3_000;
const PAINT_RUNS = 3;
const PAGE = `<!doctype html><html><body style="margin:0">
<div id="root" style="width:${VIEWPORT.width}px;height:${VIEWPORT.height}px"></div></body></html>`;

// Production builds, React and styled-components included; 'source' resolves shared to its TypeScript.
const pageDir = path.join(import.meta.dirname, 'page');
const { outputFiles } = await build({
  entryPoints: { ours: path.join(pageDir, 'ours.tsx'), vis: path.join(pageDir, 'vis.ts') },
  bundle: true,
  write: false,
  outdir: 'out',
  format: 'iife',
  minify: true,
  jsx: 'automatic',
  conditions: ['source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const bundle = (name) => outputFiles.find((file) => path.basename(file.path) === `${name}.js`).text;
const scripts = { ours: bundle('ours'), vis: bundle('vis') };

async function usedHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 2 ** 20;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One library on one data set. Each run mounts in a fresh context (its own renderer, so heaps
 * do not mix and nothing is warm); first paint is the median of the runs, the rest is from the first.
 */
async function measure(browser, script, { machines, jobs }) {
  const firstPaints = [];
  let result;
  for (let run = 0; run < PAINT_RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.setContent(PAGE);
    await page.addScriptTag({ content: script });
    const cdp = await context.newCDPSession(page);
    await page.evaluate(`bench.generate(${machines}, ${jobs})`);
    const heapBefore = await usedHeap(cdp);
    firstPaints.push(await page.evaluate('bench.mount()'));
    if (run === 0) {
      const heap = await usedHeap(cdp);
      const frames = await page.evaluate(`bench.scroll(${SCROLL_MS})`);
      result = { vertical: frames.vertical, horizontal: frames.horizontal, heap, heapForRender: heap - heapBefore };
    }
    await context.close();
  }
  return { firstPaint: median(firstPaints), ...result };
}

const browser = await chromium.launch(CHROMIUM);
const results = [];
for (const dataSet of DATA_SETS) {
  results.push({
    dataSet,
    ours: await measure(browser, scripts.ours, dataSet),
    peer: await measure(browser, scripts.vis, dataSet),
  });
}
const version = browser.version();
await browser.close();

const COLUMNS = [
  ['first paint (median)', 'firstPaint', 'ms'],
  ['p95 frame, scroll ↕', 'vertical', 'ms'],
  ['p95 frame, pan ↔', 'horizontal', 'ms'],
  ['heap after render', 'heap', 'MB'],
  ['heap for rendering', 'heapForRender', 'MB'],
];
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(i < 2 ? 14 : 23)).join('');
const figures = (result) => COLUMNS.map(([, key, unit]) => `${result[key].toFixed(1)} ${unit}`);
const ratios = (ours, peer) => COLUMNS.map(([, key]) => `${(ours[key] / peer[key]).toFixed(2)}×`);

report.log(`Scheduler timeline, ${VIEWPORT.width}×${VIEWPORT.height}, week window over 365 days, Chromium ${version} headless`);
report.log(line(['data set', 'library', ...COLUMNS.map(([title]) => title)]));
for (const { dataSet, ours, peer } of results) {
  const name = `${dataSet.machines} × ${dataSet.jobs.toLocaleString('en')}`;
  report.log(line([name, 'ours', ...figures(ours)]));
  report.log(line([name, 'vis-timeline', ...figures(peer)]));
  report.log(line([name, 'ours / vis', ...ratios(ours, peer)]));
}

const { ours, peer } = results[results.length - 1];
const worstFrame = Math.max(...results.flatMap((r) => [r.ours.vertical, r.ours.horizontal]));
report.goal("first paint of 500 × 50,000, ours / vis-timeline's", ours.firstPaint / peer.firstPaint, { atMost: 0.05, unit: '×' });
report.goal('worst p95 frame while scrolling and panning, both data sets', worstFrame, { atMost: 20, unit: 'ms' });
report.finish();
