/** Powder that material scenarios start from, made through the API as the floor would record it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import type { callsOf } from './orders';

type Calls = Awaited<ReturnType<typeof callsOf>>;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const KG = 1_000_000;

/**
 * Used powder: `kg` of a lot loaded on `machineId` and built on `builds` times from `daysAgo`,
 * reclaimed after each build and loaded again as it came off (jobs saved as completed, long ago,
 * draw their powder without passing a start gate). Returns the reclaimed batch, in storage.
 */
export async function powderBuiltOn(
  austin: Calls,
  run: { lotId: number; machineId: number; materialId: number; kg: number; builds: number; daysAgo: number },
) {
  const { lotId, machineId, materialId, kg, builds, daysAgo } = run;
  let batch = (await austin('post', '/api/v1/materials/batches', {
    inputs: [{ lotId, massMg: kg * KG }],
    outputMassMg: kg * KG,
    location: 'Build unit',
  })) as { id: number; number: string; massMg: number };
  const start = Date.now() - daysAgo * DAY;
  for (let build = 0; build < builds; build += 1) {
    await austin('post', `/api/v1/materials/batches/${batch.id}/load`, { equipmentId: machineId });
    const from = start + build * DAY;
    await austin('post', '/api/v1/job-scheduling', {
      jobName: `Old build ${build + 1} on ${machineId}, ${daysAgo} days ago`,
      jobType: 'ORDER',
      jobStatus: 'COMPLETED',
      equipmentDTO: { id: machineId },
      materialDTO: { id: materialId },
      materialUnit: 'GRAM',
      materialQuantityUsed: 400,
      fromDate: from,
      toDate: from + 10 * HOUR,
    });
    const { massMg } = (await austin('get', `/api/v1/materials/batches?equipmentId=${machineId}&state=IN_USE`)).rows[0] as {
      massMg: number;
    };
    const { reclaimed } = (await austin('post', `/api/v1/materials/machines/${machineId}/unload`, {
      reclaimedMg: massMg - 100_000,
      lossMg: 100_000,
      location: 'Reclaim station',
    })) as { reclaimed: { id: number; number: string; massMg: number } };
    batch = reclaimed;
  }
  return batch;
}

/** A label's first page as a photo would show it: a PNG of the PDF at 150 dpi (Poppler's pdftoppm). */
function labelPhoto(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'label-'));
  writeFileSync(path.join(folder, 'label.pdf'), pdf);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', 'label.pdf', 'label'], { cwd: folder });
  return path.join(folder, 'label.png');
}

/**
 * A label held to a camera: the label PDF's first page as a video for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), which shows its one frame again and again. The video is
 * Y4M, the raw format that camera reads: Poppler draws the page in grey (a PGM), which is the
 * frame's brightness as it is; its colour planes are neutral.
 */
export function labelVideo(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'label-'));
  writeFileSync(path.join(folder, 'label.pdf'), pdf);
  execFileSync('pdftoppm', ['-gray', '-r', '100', '-singlefile', 'label.pdf', 'label'], { cwd: folder });
  const pgm = readFileSync(path.join(folder, 'label.pgm'));
  // 'P5', width, height and the largest value, each followed by one white-space character.
  const header = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(pgm.toString('latin1', 0, 64))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  // 4:2:0 colour needs even sides: an odd last column or row is left out.
  const [w, h] = [width - (width % 2), height - (height % 2)];
  const brightness = Buffer.alloc(w * h);
  for (let row = 0; row < h; row += 1)
    pgm.copy(brightness, row * w, header[0].length + row * width, header[0].length + row * width + w);
  const neutral = Buffer.alloc((w / 2) * (h / 2), 128);
  const file = path.join(folder, 'label.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), brightness, neutral, neutral]),
  );
  return file;
}

/** Chooses the option of a native select whose text contains `text` (its label also says masses that vary). */
export async function chooseOption(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  if (value === null) throw new Error(`no option with ${text}`);
  await select.selectOption(value);
}

/** The id of the batch a page names by its number. */
export async function batchId(page: Page, number: string) {
  const found = (await (await page.request.get(`/api/v1/materials/batches?search=${number}`)).json()) as {
    rows: { id: number; number: string }[];
  };
  return found.rows.find((row) => row.number === number)!.id;
}

/** The record's label PDF as the page offers it, as a photo of the printed label. */
export async function labelOf(page: Page, kind: 'lots' | 'batches', id: number) {
  const response = await page.request.get(`/api/v1/materials/${kind}/${id}/label`);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return labelPhoto(await response.body());
}

/** Scans a label's photo in the scanner the button opens (the browser here has no camera). */
export async function scanLabel(page: Page, button: string, photo: string) {
  await page.getByRole('button', { name: button }).click();
  const scanner = page.getByRole('dialog', { name: button });
  await expect(scanner.getByRole('status')).toHaveText(/No camera can be used here|Looking for a QR code/);
  await scanner.locator('input[type=file]').setInputFiles(photo);
  // A scanner left open says why (a refusal, a photo it could not read): a failure quotes it.
  await expect.poll(async () => (await scanner.getByRole('status').allTextContents())[0] ?? 'closed').toBe('closed');
}

/** Sieves the batch whose page is open: what came through the sieve and what it held back, in kg. */
export async function sieveAll(page: Page, batch: string, sievedKg: string, wasteKg: string) {
  await page.getByRole('button', { name: 'Sieve…' }).click();
  const sieve = page.getByRole('form', { name: `Sieve ${batch}` });
  await sieve.getByLabel('Sieved powder (kg)').fill(sievedKg);
  await sieve.getByLabel('Sieve waste (kg)').fill(wasteKg);
  await sieve.getByRole('button', { name: 'Record the sieving' }).click();
  await expect(page.getByText(`${batch} sieved`, { exact: true })).toBeVisible();
}
