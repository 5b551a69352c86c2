import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// The facility's customers (people, orders, revenue), inviting a person into a customer company
// (who joins once the company approves, then signs in), and the order history with the
// facility's own enterprise.

test('a facility reads its customers, invites a person into one, and that person signs in to it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin@demo.test');
  await sidebar(page).getByRole('link', { name: 'Customers' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Customers' });
  // Acme's revenue is what it spent with Austin, in dollars.
  await expect(list.getByRole('row').filter({ hasText: 'Acme Robotics' })).toContainText('$');
  await expectNoAxeViolations(page);

  await page.getByLabel('Search company, city or contact').fill('thirdparty@');
  await expect(list.getByRole('row')).toHaveCount(2); // the header and Globex
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('customers.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Globex Prototyping');
  expect(csv).not.toContain('Acme Robotics');

  await list.getByRole('link', { name: 'Globex Prototyping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Prototyping' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'People' })).toContainText('thirdparty@demo.test');
  await expect(page.getByRole('table', { name: 'Part orders: All' })).toContainText('Fit-check prototypes');
  await expectNoAxeViolations(page);

  // Acme's people: its team editor answers for whoever joins.
  await page.goBack();
  await page.getByLabel('Search company, city or contact').fill('engineer@demo');
  await list.getByRole('link', { name: 'Acme Robotics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();

  // The invitation form says what is missing before it sends anything.
  const invite = page.getByRole('form', { name: 'Invite a person' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Please enter the email address')).toBeVisible();
  const email = `ivy.${Date.now()}@acme.test`;
  await invite.getByLabel('First name').fill('Ivy');
  await invite.getByLabel('Last name').fill('Invitee');
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(`Acme Robotics was asked to approve ${email}: the invitation goes out once one of its team editors agrees`, {
      exact: true,
    }),
  ).toBeVisible();
  const sent = page.getByRole('table', { name: 'Invitations sent' }).getByRole('row').filter({ hasText: email });
  await expect(sent).toContainText('Waiting for the company’s approval');
  await expectNoAxeViolations(page);
  // An address with an account is refused, and the form says why.
  await invite.getByLabel('First name').fill('Erin');
  await invite.getByLabel('Last name').fill('Engineer');
  await invite.getByLabel('Email').fill('engineer@demo.test');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('alert')).toContainText('An account with this email already exists');

  // Nothing reached Ivy: Acme's team editor was asked instead, and approves on the team page.
  const mailsTo = async (to: string) =>
    ((await (await page.request.get('/api/v1/admin/outbox?limit=50')).json()) as { to: string; text: string }[]).filter(
      (mail) => mail.to === to,
    );
  expect(await mailsTo(email)).toEqual([]);
  const erin = await (await browser.newContext()).newPage();
  await logIn(erin, 'engineer@demo.test');
  await erin.goto('/engineer/team');
  const waiting = erin.getByRole('table', { name: 'Open invitations' }).getByRole('row').filter({ hasText: email });
  await expect(waiting).toContainText('Alex Admin of Demo Additive — Austin Plant');
  await expect(waiting).toContainText('Waiting for your approval');
  await expectNoAxeViolations(erin);
  // The same question in German passes too; Erin's language goes back, as other scenarios read her pages in English.
  await erin.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
  const warten = erin.getByRole('table', { name: 'Offene Einladungen' }).getByRole('row').filter({ hasText: email });
  await expect(warten).toContainText('Wartet bis');
  await expect(warten.getByRole('button', { name: `${email} zustimmen` })).toBeVisible();
  await expectNoAxeViolations(erin);
  await erin.getByRole('combobox', { name: 'Sprache' }).selectOption('en_US');
  await expect(waiting).toContainText('Waiting for your approval');
  await waiting.getByRole('button', { name: `Approve ${email}` }).click();
  const dialog = erin.getByRole('alertdialog', { name: `Let ${email} join your company?` });
  await expect(dialog).toContainText('they see your company’s orders, files and bids');
  await dialog.getByRole('button', { name: 'Approve and send the invitation' }).click();
  await expect(erin.getByText(`The invitation is sent to ${email}.`, { exact: true })).toBeVisible();
  // The facility's page follows without a reload.
  await expect(sent).toContainText('Sent, open until');

  // The link of the mail (the dev outbox, which the platform's admin reads), opened by Ivy.
  const link = /\/register\?invitation=[\w-]+/.exec((await mailsTo(email))[0]!.text)![0];
  const ivy = await (await browser.newContext()).newPage();
  await ivy.goto(link);
  await expect(ivy.getByText('Demo Additive — Austin Plant invites you to order for Acme Robotics')).toBeVisible();
  await expect(ivy.getByLabel('First name')).toHaveValue('Ivy');
  await expect(ivy.getByLabel('Email')).toHaveValue(email);
  await expectNoAxeViolations(ivy);
  await ivy.getByRole('textbox', { name: 'Password' }).fill('short');
  await ivy.getByRole('button', { name: 'Create account' }).click();
  await expect(ivy.getByText('at least 10 characters')).toBeVisible();
  await ivy.getByRole('textbox', { name: 'Password' }).fill('Ivy-at-Acme-2026');
  await ivy.getByRole('button', { name: 'Create account' }).click();
  await expect(ivy.getByText(`Your account at Acme Robotics is ready. Sign in with ${email}.`)).toBeVisible();
  await logIn(ivy, email, 'Ivy-at-Acme-2026');
  await expect(ivy).not.toHaveURL(/account-verify/);

  // Back at the facility, without a reload: Ivy is one of Acme's people and the invitation is accepted.
  await expect(page.getByRole('table', { name: 'People' })).toContainText(email);
  await expect(sent).toContainText('Accepted on');
});

test('a planner without CUSTOMER_PORTAL_EDITOR is not shown the customers', async ({ page }) => {
  await logIn(page, 'operator@demo.test');
  await page.goto('/service-provider/customers');
  await expect(page).toHaveURL(/access-denied/);
});

test('order history shows what the enterprise ordered from this plant and what it placed elsewhere', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Order History' }).click();
  await expect(page.getByRole('tab', { name: 'From our enterprise' })).toHaveAttribute('aria-selected', 'true');
  const internal = page.getByRole('table', { name: 'Orders: From our enterprise' });
  await expect(internal.getByRole('row').filter({ hasText: 'Coolant nozzles for the Munich line' })).toContainText(
    'Shipped (internal)',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Placed with other facilities' }).click();
  await expect(page).toHaveURL(/vendorType=NOT_INTERNAL/);
  const outside = page.getByRole('table', { name: 'Orders: Placed with other facilities' });
  const models = outside.getByRole('row').filter({ hasText: 'Trade show display models' });
  await expect(models).toContainText('Northwind Precision Printing');
  await expect(models).toContainText('$');
  await page.getByLabel('Search order, vendor or company').fill('nozzle');
  await expect(outside).toContainText('Nothing matches the search.');
});
