import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-Password-1';

/**
 * Signs the page's browser in as `email` and opens the person's landing page, as signing in on
 * the login page ends. The session comes from the login call itself, through the page's own
 * cookie jar: the login form has tests of its own (auth-pages.spec.ts), and typing it into every
 * scenario's first page cost the suite a page load each.
 */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  const login = await page.request.post('/api/v1/users/customLogin', { data: { email, password } });
  expect(login.status(), `signing in as ${email}: ${await login.text()}`).toBe(200);
  await page.goto('/');
  await expect(page).not.toHaveURL(/custom-login/);
}

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });

/** The Authorization header of a fresh session of `email`, for calling the API outside the page. */
export async function bearerOf(request: APIRequestContext, email: string): Promise<{ authorization: string }> {
  const login = await request.post('/api/v1/users/customLogin', { data: { email, password: PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}
