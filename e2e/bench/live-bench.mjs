// Live delivery (a measure, not a test): the time from a customer's Send in one
// browser to the message painted in the facility's browser, which has the order open and
// does not reload: the post, the event outbox, the server's poll (EVENT_POLL_MS), the
// facility's event stream, its read of the thread and React's render. 100 messages, one at a
// time; the facility's page stamps the frame after the text appears (same machine, same clock).
// Status changes take the same path from the outbox on, so a message stands for both.
// Needs the web build (`pnpm build`); runs the built server on a throwaway data folder, or on
// PostgreSQL when TEST_DATABASE_URL names one (scripts/with-postgres.sh).
// The functions given to evaluate() run in the page.
/* global document, requestAnimationFrame, MutationObserver */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { benchReport } from '../../scripts/bench-report.mjs';
import { CHROMIUM } from '../support/chromium.mjs';
import { startBuiltServer } from './built-server.mjs';
import { torusStl } from './meshes.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100);
const databaseUrl = process.env.TEST_DATABASE_URL;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const server = await startBuiltServer({
  name: 'live-bench',
  env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
});
const base = server.url;

const browser = await chromium.launch(CHROMIUM);
async function signedIn(email) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${base}/custom-login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.includes('login'));
  return page;
}

/** The customer's call to the API, as its page makes them (the session cookie and the cross-site token). */
async function call(page, method, url, options = {}) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(`${base}${url}`, { method, headers: { 'x-xsrf-token': xsrf }, ...options });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? undefined : response.json();
}

/** An order of Acme's on SLA that reaches Northwind, made as New Order makes it: a verified part, a draft, a submit. */
async function orderAtNorthwind(customer) {
  const file = await call(customer, 'POST', '/api/v1/files', {
    multipart: { file: { name: 'live-bench.stl', mimeType: 'model/stl', buffer: torusStl(24, 12) } },
  });
  const { operationId } = await call(customer, 'POST', '/api/v1/file-operation/VERIFY', { data: { fileId: file.id } });
  for (;;) {
    const { status } = await call(customer, 'GET', `/api/v1/file-operation/status/${operationId}?fileId=${file.id}`);
    if (status === 'SUCCESS') break;
    if (status !== 'PENDING') throw new Error(`the bench's part did not verify: ${status}`);
    await sleep(100);
  }
  const offer = await call(customer, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS');
  const sla = offer.options.find((option) => option.processCode === 'SLA' && option.materialName === 'Clear Resin V4');
  const [address] = await call(customer, 'GET', '/api/v1/deliveryAddress');
  const now = Date.now();
  const draft = await call(customer, 'POST', '/api/v1/orders', {
    data: {
      kind: 'ORDER',
      displayTitle: 'Live bench order',
      estimatedDeliveryDate: now + 30 * 86_400_000,
      quoteDueDate: now + 7 * 86_400_000,
      deliveryMethod: 'SHIPPING',
      deliveryAddressId: address.id,
      itar: false,
      ndaRequired: false,
      ndaFileId: null,
      distribution: 'APPROVED_VENDORS',
      thirdPartyOrderId: '',
      currency: 'USD',
      notes: '',
      parts: [
        {
          fileId: file.id,
          quantity: 10,
          units: 'MM',
          amProcessId: sla.processId,
          materialId: sla.materialId,
          partNumber: '',
          primaryUseCase: 'END_USE_PART',
          industryFocus: '',
          finish: '',
          notes: '',
        },
      ],
    },
  });
  await call(customer, 'POST', `/api/v1/orders/${draft.id}/submit`, { data: {} });
  return draft.id;
}

try {
  const facility = await signedIn('vendor@demo.test');
  const customer = await signedIn('engineer@demo.test');
  const order = await orderAtNorthwind(customer);
  await facility.goto(`${base}/service-provider/part-orders/${order}`);
  const thread = facility.getByRole('list', { name: 'Messages with Acme Robotics' });
  await thread.waitFor();
  await customer.goto(`${base}/order/${order}/messages`);
  await customer.getByRole('tab', { name: /^Northwind Precision Printing/ }).click();
  const box = customer.getByLabel('Your message');

  const times = [];
  for (let i = 1; i <= MESSAGES; i++) {
    const text = `live bench ${Date.now()} #${i}`;
    // The facility's page stamps the first frame that shows the text.
    const painted = facility.evaluate(
      (wanted) =>
        new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.body.textContent.includes(wanted)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(Date.now()));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      text,
    );
    await box.fill(text);
    const sent = Date.now();
    await box.press('Control+Enter');
    times.push((await painted) - sent);
    await customer.getByRole('list', { name: 'Messages with Northwind Precision Printing' }).getByText(text).waitFor();
  }
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const report = benchReport(`live-${engine.toLowerCase()}`, `Live delivery, ${engine}`);
  report.log(
    `${MESSAGES} messages from Send in the customer's browser to the frame that shows it in the facility's (EVENT_POLL_MS ${process.env.EVENT_POLL_MS ?? 250}):`,
  );
  report.log(`p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, max ${Math.max(...times)} ms`);
  report.goal('a message from Send to the other side’s screen, p95', percentile(times, 95), { atMost: 1000, unit: 'ms' });
  report.finish();
} finally {
  await browser.close();
  await server.stop();
}
