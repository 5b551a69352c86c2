import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// A team admin invites a person, the person registers and signs in, then is
// deactivated while signed in and is signed out at once; they cannot sign in again.

test('a team admin invites a colleague, who signs in, is deactivated mid-session and is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin@demo.test');
  await sidebar(page).getByRole('link', { name: 'Team' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const people = page.getByRole('table', { name: 'People' });
  await expect(people.getByRole('row').filter({ hasText: 'planner@demo.test' })).toContainText('Manager');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Invite a person' }).click();
  const invite = page.getByRole('form', { name: 'Invite a person' });
  const email = `tara.${Date.now()}@demo.test`;
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await invite.getByLabel('First name').fill('Tara');
  await invite.getByLabel('Last name').fill('Technician');
  await invite.getByRole('checkbox', { name: 'Quality settings' }).check();
  await expectNoAxeViolations(page);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}: the link is valid for 14 days.`, { exact: true })).toBeVisible();
  const invitations = page.getByRole('table', { name: 'Open invitations' });
  await expect(invitations.getByRole('row').filter({ hasText: email })).toContainText('Alex Admin');

  // Tara opens the link of the mail (the dev outbox), chooses her password and signs in.
  const outbox = (await (await page.request.get('/api/v1/admin/outbox?limit=20')).json()) as { to: string; text: string }[];
  const link = /\/register\?invitation=[\w-]+/.exec(outbox.find((mail) => mail.to === email)!.text)![0];
  const tara = await (await browser.newContext()).newPage();
  await tara.goto(link);
  await expect(tara.getByText('Alex Admin invites you to join the team of Demo Additive — Austin Plant')).toBeVisible();
  await tara.getByRole('textbox', { name: 'Password' }).fill('Tara-at-Austin-2026');
  await tara.getByRole('button', { name: 'Create account' }).click();
  await expect(tara.getByText(`Sign in with ${email}`)).toBeVisible();
  await logIn(tara, email, 'Tara-at-Austin-2026');
  await expect(tara).toHaveURL(/\/service-provider/);

  // The admin's page follows without a reload: Tara is one of the team, the invitation gone.
  const taraRow = people.getByRole('row').filter({ hasText: email });
  await expect(taraRow).toContainText('Quality settings');
  await expect(invitations.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await taraRow.getByRole('button', { name: 'Deactivate Tara Technician' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate Tara Technician?' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Tara Technician is deactivated.', { exact: true })).toBeVisible();
  await expect(taraRow).toContainText('Deactivated');

  // Tara's open page signs her out by itself, and signing in again is refused with the reason.
  await expect(tara).toHaveURL(/custom-login/);
  await expect(tara.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await tara.getByLabel('Email', { exact: true }).fill(email);
  await tara.getByLabel('Password').fill('Tara-at-Austin-2026');
  await tara.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    tara.getByText('This account has been deactivated. Please ask your company’s administrator.', { exact: true }),
  ).toBeVisible();
  await expect(tara).toHaveURL(/custom-login/);
});

test('a customer company’s admin sees its own people, and a facility member without SP_TEAM_EDITOR no team', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  await page.goto('/engineer/team');
  const people = page.getByRole('table', { name: 'People' });
  await expect(people).toContainText('unverified@demo.test');
  await expect(people).toContainText('Email not verified');
  await expect(people).not.toContainText('admin@demo.test');

  await logIn(page, 'operator@demo.test');
  await page.goto('/service-provider/team');
  await expect(page).toHaveURL(/access-denied/);
});
