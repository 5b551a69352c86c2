import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** The Authorization header of a fresh session of `email`, for calling the API outside the page. */
export async function bearerOf(request: APIRequestContext, email: string): Promise<{ authorization: string }> {
  const login = await request.post('/api/v1/users/customLogin', { data: { email, password: PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}
