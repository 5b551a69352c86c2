/** Powder that material scenarios start from, made through the API as the floor would record it. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import type { callsOf } from './orders';

type Calls = Awaited<ReturnType<typeof callsOf>>;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const KG = 1_000_000;

/**
 * Used powder past PA 12's five re-use cycles: `kg` of a lot loaded on `machineId` and built on six
 * times, reclaimed after each build and loaded again as it came off (jobs saved as completed, long
 * ago, draw their powder without passing a start gate). Returns the reclaimed batch, in storage.
 */
export async function powderBuiltOnSixTimes(
  austin: Calls,
  run: { lotId: number; machineId: number; materialId: number; kg: number },
) {
  const { lotId, machineId, materialId, kg } = run;
  let batch = (await austin('post', '/api/v1/materials/batches', {
    inputs: [{ lotId, massMg: kg * KG }],
    outputMassMg: kg * KG,
    location: 'Build unit',
  })) as { id: number; number: string; massMg: number };
  const start = Date.now() - 400 * DAY;
  for (let build = 0; build < 6; build += 1) {
    await austin('post', `/api/v1/materials/batches/${batch.id}/load`, { equipmentId: machineId });
    const from = start + build * DAY;
    await austin('post', '/api/v1/job-scheduling', {
      jobName: `Old build ${build + 1} on ${machineId}`,
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
export function labelPhoto(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'label-'));
  writeFileSync(path.join(folder, 'label.pdf'), pdf);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', 'label.pdf', 'label'], { cwd: folder });
  return path.join(folder, 'label.png');
}

/** Chooses the option of a native select whose text contains `text` (its label also says masses that vary). */
export async function chooseOption(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  if (value === null) throw new Error(`no option with ${text}`);
  await select.selectOption(value);
}
