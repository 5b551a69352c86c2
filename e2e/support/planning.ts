import type { Browser, Page } from '@playwright/test';
import { logIn } from './login';
import { expect } from './test';

/** The scheduler view, whose Plan panel the auto-scheduler's scenarios use. */
export const SCHEDULER = '/service-provider/scheduler-view';

/** Presses Plan with a short time limit and waits for the proposal. */
export async function plan(page: Page): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Time limit (seconds)' }).fill('2');
  await page.getByRole('button', { name: 'Plan', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Proposal · Plan/ })).toBeVisible({ timeout: 30_000 });
}

/** Austin's admin on a page of their own, in a browser of their own: a colleague who sees changes live. */
export async function colleagueOn(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, 'admin@demo.test');
  await page.goto(url);
  return page;
}
