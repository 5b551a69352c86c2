import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { expect, test } from '../support/test';

// A person keeps their profile — name, phone, date format; a new password
// signs out their other sessions at once; a new address applies once its link is opened.
// On a fresh account, so the worker's demo accounts stay as they are.

/** A verified customer account made by the platform's admin (as a signed-in admin's API call). */
async function freshCustomer(admin: Page, email: string, password: string) {
  const xsrf = (await admin.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await admin.request.post('/api/v1/users/register-without-verification', {
    headers: { 'x-xsrf-token': xsrf },
    data: { email, password, firstName: 'Petra', lastName: 'Profile', accountType: 'ENGINEER', companyName: 'Profile Test GmbH' },
  });
  expect(response.status()).toBe(201);
}

test('a person updates their profile, changes the password (the other session signs out) and moves to a new address', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `petra.${Date.now()}@demo.test`;
  const password = 'Petra-first-password-1';
  await logIn(page, 'admin@demo.test');
  await freshCustomer(page, email, password);

  const petra = await (await browser.newContext()).newPage();
  const elsewhere = await (await browser.newContext()).newPage();
  for (const tab of [petra, elsewhere]) await logIn(tab, email, password);
  await elsewhere.goto('/order-history');

  await petra.getByRole('button', { name: 'User menu' }).click();
  await petra.getByRole('menuitem', { name: 'User Profile' }).click();
  await expect(petra.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  const details = petra.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue('Petra');
  await expectNoAxeViolations(petra);
  await details.getByLabel('Last name').fill('Profilova');
  // The number has room to be typed in, and a click on it reaches it rather than the country list.
  const phone = details.getByRole('textbox', { name: 'Phone' });
  expect((await phone.boundingBox())!.width).toBeGreaterThan(120);
  await phone.click({ timeout: 5_000 });
  await expect(phone).toBeFocused();
  await phone.fill('+49 12');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Please enter a valid phone number with its country code')).toBeVisible();
  await details.getByRole('textbox', { name: 'Phone' }).fill('+49 151 23456789');
  await details.getByLabel('Date format').selectOption({ value: 'YYYY-MM-DD' });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(petra.getByText('Your profile is saved.', { exact: true })).toBeVisible();
  await petra.reload();
  await expect(details.getByLabel('Last name')).toHaveValue('Profilova');
  await expect(details.getByRole('textbox', { name: 'Phone' })).toHaveValue(/\+49 151/);

  // A new password: this tab goes on, the other one is signed out without a reload.
  const passwordForm = petra.getByRole('form', { name: 'Password' });
  await passwordForm.getByLabel('Current password').fill(password);
  await passwordForm.getByLabel('New password', { exact: true }).fill('Petra-second-password-2');
  await passwordForm.getByLabel('Repeat the new password').fill('Petra-second-password-2');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(petra.getByText('Your password is changed. Your other sessions were signed out.', { exact: true })).toBeVisible();
  await expect(elsewhere).toHaveURL(/custom-login/);
  await expect(elsewhere.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(petra).toHaveURL(/profile\/update/);

  // A new address, confirmed through the link sent to it.
  const newEmail = `petra.new.${Date.now()}@demo.test`;
  const emailForm = petra.getByRole('form', { name: 'Change email address' });
  await emailForm.getByLabel('New email address').fill(newEmail);
  await emailForm.getByLabel('Current password').fill('Petra-second-password-2');
  await emailForm.getByRole('button', { name: 'Change email address' }).click();
  await expect(petra.getByText(`Waiting for ${newEmail} to be confirmed: open the link we sent there.`)).toBeVisible();
  const outbox = (await (await page.request.get('/api/v1/admin/outbox?limit=20')).json()) as { to: string; text: string }[];
  const link = /\/confirm-email\/[\w-]+/.exec(outbox.find((mail) => mail.to === newEmail)!.text)![0];
  await elsewhere.goto(link);
  await expect(elsewhere.getByText(`Your account now uses ${newEmail}. Sign in with it from now on.`)).toBeVisible();
  await expectNoAxeViolations(elsewhere);
  await logIn(elsewhere, newEmail, 'Petra-second-password-2');
});
