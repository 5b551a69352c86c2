import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { PASSWORD } from '../support/login';

async function setSso(request: APIRequestContext, sso: object): Promise<void> {
  const login = await request.post('/api/v1/users/customLogin', { data: { email: 'admin@demo.test', password: PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const saved = await request.post('/api/v1/misc/login-sso-config', { headers: { authorization: `Bearer ${token}` }, data: sso });
  expect(saved.status()).toBe(200);
}

test('single sign-on hides the manual form unless Manual=true', async ({ page, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await setSso(admin, {
      headline1: 'Welcome to Austin',
      headline2: 'Use your company account',
      authType: 'SAML',
      customLogin: true,
      buttonText: 'Company login',
    });
    await page.goto('/custom-login');
    await expect(page.getByRole('heading', { name: 'Welcome to Austin' })).toBeVisible();
    await expect(page.getByText('Use your company account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Company login' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.goto('/custom-login?Manual=true');
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.getByRole('button', { name: 'Company login' }).click();
    await expect(page).toHaveURL(/saml\/login/);
  } finally {
    await setSso(admin, { headline1: '', headline2: '', authType: 'NONE', customLogin: false, buttonText: '' });
    await admin.dispose();
  }
});
