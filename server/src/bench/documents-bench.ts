/**
 * Benchmark of the order documents (not a test): a 10-page invoice made as PDF, in
 * each language, headed by the default theme's logo — the time renderDocument takes from the
 * model to the last byte, median and p95 of 30 after 5 warm-up runs, and its size. In process:
 * no HTTP, the figure is the renderer's.
 * Run: pnpm --filter server bench:documents
 */
import { performance } from 'node:perf_hooks';
import { LANGUAGE_KEYS } from 'shared/texts';
import { pdfText } from '../test-support/pdf-text.js';
import { renderDocument, type DocumentModel } from '../documents/pdf.js';
import { logoImage } from '../documents/logo.js';
import { DEFAULT_THEME } from '../config/themes.js';
import { loadConfig } from '../config.js';
import { benchReport } from '../../../scripts/bench-report.mjs';

const RUNS = 30;
const WARM_UP = 5;

/** An invoice of `count` part lines. */
const invoice = (count: number): DocumentModel => ({
  kind: 'INVOICE',
  number: 'INV-100042',
  date: Date.UTC(2031, 5, 2),
  facility: { name: 'Demo Additive — Austin Plant', lines: ['1 Foundry Way', 'Austin, US'], color: '#1f4e79' },
  customer: { name: 'Acme Robotics', lines: ['Denver, US'] },
  facts: [['document.order', '100042: Production run of brackets']],
  lines: Array.from({ length: count }, (_, i) => ({
    description: `bracket_variant_${i + 1}.stl · PN-${10_000 + i}`,
    quantity: 25,
    unitPriceMinor: 1_850,
    amountMinor: 46_250,
  })),
  totals: {
    currency: 'USD',
    subtotalMinor: count * 46_250,
    discountMinor: 0,
    taxRateBasisPoints: 825,
    taxMinor: Math.round(count * 46_250 * 0.0825),
    totalMinor: Math.round(count * 46_250 * 1.0825),
  },
  notes: ['Payment within 30 days.'],
});

const report = benchReport('documents', 'Order documents');

// The logo as a document gets it: drawn from its SVG once, then kept.
const logo = await logoImage(loadConfig().webRoot, DEFAULT_THEME.logos.navigation);
const render = (count: number, language: (typeof LANGUAGE_KEYS)[number]) => renderDocument(invoice(count), language, logo);

// Lines that fill ten pages: find the count, then time it.
let lines = 200;
while (!/Page 1 of 10\b/.test(pdfText(await render(lines, 'en_US')))) lines += 10;
report.log(`Order documents: a ${lines}-line invoice, 10 pages; ${RUNS} runs after ${WARM_UP} warm-up ones`);
report.log(['language'.padEnd(10), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'bytes'.padStart(10)].join(' '));
let slowest = 0;
for (const language of LANGUAGE_KEYS) {
  for (let i = 0; i < WARM_UP; i += 1) await render(lines, language);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    bytes = (await render(lines, language)).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(RUNS / 2)]!;
  const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
  slowest = Math.max(slowest, p50);
  report.log([language.padEnd(10), p50.toFixed(1).padStart(8), p95.toFixed(1).padStart(8), String(bytes).padStart(10)].join(' '));
}
report.goal('a 10-page invoice, median in the slowest language', slowest, { atMost: 300, unit: 'ms' });
report.finish();
