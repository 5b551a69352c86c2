import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bearerOf, logIn } from '../support/login';
import { expect, test } from '../support/test';

// The facility's email configuration and templates. A template edited in
// German is what a customer who registered in German receives.

interface Mail {
  to: string;
  subject: string;
  text: string;
  fromName: string | null;
}

/** The newest mail to `to` in the dev outbox, waited for (mails are queued off the request). */
async function mailTo(request: APIRequestContext, headers: Record<string, string>, to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/v1/admin/outbox?limit=50', { headers })).json()) as Mail[];
      found = mails.find((mail) => mail.to === to);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('an admin rewords the German verification email, and a customer registering in German receives it', async ({
  page,
  request,
}) => {
  const run = Date.now();
  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/service-provider/email-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).selectOption({ label: 'Confirm a new account’s email address' });
  await page.getByLabel('Language of the email').selectOption({ label: 'German' });
  const subject = page.getByLabel('Subject');
  const body = page.getByLabel('Text', { exact: true });
  await expect(subject).toHaveValue('Bestätigen Sie Ihre E-Mail-Adresse');
  await expect(page.getByText('The platform’s wording.')).toBeVisible();

  await subject.fill(`Willkommen bei Austin, {{name}} (${run})`);
  await body.fill('Hallo {{name}}, Ihr Preis: {{price}}');
  await expect(page.getByText('{{price}} is not a placeholder of this email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await body.fill('Hallo {{name}},\n\nbitte bestätigen Sie hier: {{link}}\n\nIhr Austin-Team');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(`Willkommen bei Austin, Ada (${run})`);
  await expect(preview).toContainText('bitte bestätigen Sie hier: https://am.example.com/verify-email/…');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The template has been saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/^The facility’s own wording, saved by /)).toBeVisible();

  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText('A test email is on its way to admin@demo.test', { exact: true })).toBeVisible();

  // A visitor registers on Austin's store in German.
  const email = `neu.kunde.${run}@example.com`;
  const registered = await request.post('/api/v1/users/register', {
    data: {
      email,
      password: 'ein-langes-passwort-1',
      firstName: 'Nia',
      lastName: 'Neu',
      companyName: `Nia ${run}`,
      language: 'de_DE',
    },
  });
  expect(registered.status()).toBe(202);
  const headers = await bearerOf(request, 'admin@demo.test');
  const mail = await mailTo(request, headers, email);
  expect(mail.subject).toBe(`Willkommen bei Austin, Nia (${run})`);
  expect(mail.text).toMatch(/^Hallo Nia,\n\nbitte bestätigen Sie hier: http\S+\/verify-email\/\S+\n\nIhr Austin-Team$/);

  // Back to the platform's wording.
  await page.getByRole('button', { name: 'Reset to the default' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expect(subject).toHaveValue('Bestätigen Sie Ihre E-Mail-Adresse');
  await expect(page.getByText('The platform’s wording.')).toBeVisible();
});

test('an admin sets the sender name and reply-to of the facility’s emails', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/settings/email-config');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Configuration' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'The customer receives a quote' })).toBeChecked();
  await expectNoAxeViolations(page);

  const replyTo = page.getByLabel('Reply-to address');
  await page.getByLabel('Sender name').fill('Austin Plant');
  await replyTo.fill('orders@');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await replyTo.fill('orders@austin.demo.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration has been updated successfully', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Sender name')).toHaveValue('Austin Plant');
  await expect(replyTo).toHaveValue('orders@austin.demo.test');
});
