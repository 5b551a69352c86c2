// The part viewer's figures (a measure, not a test): in headless Chromium with software
// WebGL (support/chromium.mjs: --disable-gpu), the time from a click on a part's View button to
// the viewer's first frame of the whole part, and the frames per second while the part is
// dragged round, for a part of 100k and one of 1M facets (closed tori, binary STL made here).
// While the part moves the viewer draws a reduced copy (at most MOVING_FACETS of
// shared/src/viewer/part-geometry.ts) at half resolution, and the whole part when it stops: the
// still frame's time is printed too.
// Needs the web build (`pnpm build`); runs the built server on a throwaway data folder.
// The functions given to evaluate() run in the page.
/* global document, performance, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { benchReport } from '../../scripts/bench-report.mjs';
import { CHROMIUM } from '../support/chromium.mjs';
import { startBuiltServer } from './built-server.mjs';
import { torusStl } from './meshes.mjs';

const OPENS = Number(process.env.BENCH_OPENS ?? 5);
const TURN_MS = 3000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// Its PUBLIC_URL is its own address: the signed download URLs name the page's own origin, as in production.
const server = await startBuiltServer({ name: 'viewer-bench' });
const base = server.url;

const browser = await chromium.launch(CHROMIUM);
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto(`${base}/custom-login`);
await page.getByLabel('Email', { exact: true }).fill('engineer@demo.test');
await page.getByLabel('Password').fill('Demo-Password-1');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((url) => !url.pathname.includes('login'));

const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
const parts = [
  { label: '100k facets', name: 'torus-100k.stl', stl: torusStl(250, 200) },
  { label: '1M facets', name: 'torus-1m.stl', stl: torusStl(1000, 500) },
];
for (const part of parts) {
  const response = await page.request.post(`${base}/api/v1/files`, {
    headers: { authorization: `Bearer ${cookies.authorization}`, 'x-xsrf-token': cookies['XSRF-TOKEN'] },
    multipart: { file: { name: part.name, mimeType: 'model/stl', buffer: part.stl } },
    timeout: 120_000,
  });
  if (!response.ok()) throw new Error(`upload of ${part.name}: ${response.status()} ${await response.text()}`);
}
await page.goto(`${base}/store-front`);

const report = benchReport('viewer', '3D viewer');
report.log(
  `viewer bench: headless Chromium (${CHROMIUM.args.includes('--disable-gpu') ? 'software WebGL, --disable-gpu' : 'GPU'}), ` +
    `viewport 1280×800, medians of ${OPENS} opens per part; the first open of the run also loads the viewer's chunk`,
);
for (const part of parts) {
  const firstFrames = [];
  const rates = [];
  const stills = [];
  const steps = [];
  for (let open = 0; open < OPENS; open++) {
    const button = page.getByRole('button', { name: `View ${part.name} in 3D` });
    await button.waitFor();
    // Click and watch in the page itself: no round trip to the bench in the figure.
    const firstFrame = await button.evaluate(
      (element) =>
        new Promise((resolve) => {
          performance.clearMarks();
          const started = performance.now();
          performance.mark('cad-viewer:click');
          element.click();
          // The frame is drawn by the time the page starts the one after it (two frames on).
          const shown = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
          const check = () => (document.querySelector('canvas[data-frames]') ? shown() : requestAnimationFrame(check));
          check();
        }),
    );
    firstFrames.push(firstFrame);
    // Where the first frame's time went: the viewer's marks (use-part.ts, part-scene.ts).
    const marks = await page.evaluate(() =>
      Object.fromEntries(
        performance.getEntriesByType('mark').map((mark) => [mark.name.replace('cad-viewer:', ''), mark.startTime]),
      ),
    );
    steps.push({
      download: marks.downloaded - marks.click,
      parse: marks.parsed - marks.downloaded,
      draw: firstFrame - (marks.parsed - marks.click),
    });
    const dialog = page.getByRole('dialog');
    // The mesh check runs in slices after the first frame; turn once it has reported.
    await dialog.getByText(/open edges|open edge|flipped facet/).waitFor({ timeout: 60_000 });
    const canvas = dialog.locator('canvas');
    const box = await canvas.boundingBox();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    const framesBefore = Number(await canvas.getAttribute('data-frames'));
    const started = Date.now();
    let step = 0;
    while (Date.now() - started < TURN_MS) {
      step++;
      await page.mouse.move(x + 200 * Math.sin(step / 20), y + 60 * Math.cos(step / 30));
    }
    const elapsed = Date.now() - started;
    const frames = Number(await canvas.getAttribute('data-frames')) - framesBefore;
    await page.mouse.up();
    rates.push((frames * 1000) / elapsed);
    // A still frame of the whole part at full resolution: what a Turn button draws.
    await page.waitForTimeout(500);
    stills.push(
      await dialog.getByRole('button', { name: 'Turn left' }).evaluate(
        (element) =>
          new Promise((resolve) => {
            const canvas = document.querySelector('canvas[data-frames]');
            const before = canvas.dataset.frames;
            const started = performance.now();
            element.click();
            const shown = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
            const check = () => (canvas.dataset.frames !== before ? shown() : requestAnimationFrame(check));
            check();
          }),
      ),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  const list = (values, digits) => values.map((value) => value.toFixed(digits)).join(', ');
  report.log(
    `${part.label} (${(part.stl.length / 1e6).toFixed(1)} MB binary STL): first frame ${median(firstFrames).toFixed(0)} ms ` +
      `(click on View → the frame after the first frame of the whole part; runs: ${list(firstFrames, 0)}; of which the chunk, details and download ` +
      `${median(steps.map((step) => step.download)).toFixed(0)} ms, parse ${median(steps.map((step) => step.parse)).toFixed(0)} ms, ` +
      `scene, upload to WebGL and draw ${median(steps.map((step) => step.draw)).toFixed(0)} ms); ` +
      `turning ${median(rates).toFixed(1)} frames/s (a ${TURN_MS / 1000} s drag, frames drawn per second; runs: ${list(rates, 1)}); ` +
      `a still frame of the whole part ${median(stills).toFixed(0)} ms (a Turn button's click → the frame after its frame; runs: ${list(stills, 0)})`,
  );
}

report.finish();
await browser.close();
await server.stop();
