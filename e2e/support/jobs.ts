import type { Page } from '@playwright/test';

export interface FoundJob {
  id: number;
  jobName: string;
  fromDate: number;
  toDate: number;
}

/**
 * A job found by its name through the API, as the signed-in page's user: tests read where the
 * seed put a job instead of assuming where today's clock puts it.
 */
export async function findJob(page: Page, jobName: string): Promise<FoundJob> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/v4/job-scheduling/search/lite', {
    headers: { 'x-xsrf-token': xsrf },
    data: { jobName },
  });
  if (!response.ok()) throw new Error(`job search answered ${response.status()}: ${await response.text()}`);
  const job = ((await response.json()) as FoundJob[]).find((found) => found.jobName === jobName);
  if (!job) throw new Error(`no job named ${jobName}`);
  return job;
}

/** The local calendar day of an instant as the date inputs accept it (YYYY-MM-DD). */
export function isoDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Shows the days of a seeded job on the scheduler, found by its name: where today's clock puts it does not matter. */
export async function showDaysOf(page: Page, jobName: string): Promise<void> {
  const job = await findJob(page, jobName);
  for (const [label, at] of [
    ['To', job.toDate],
    ['From', job.fromDate],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(isoDay(at));
    await page.getByLabel(label, { exact: true }).press('Enter');
  }
}
