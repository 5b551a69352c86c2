import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-Password-1';

/** Logs in through the login page as a person would. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/custom-login');
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/custom-login/);
}

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });
