import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// An engineer adds a colleague to a project, assigns a task and the colleague
// sees it. The colleague is of the facility the project is shared with; their open page follows
// each change without a reload, and the engineer's follows theirs.

test('an engineer adds a colleague to a project, assigns a task, and the colleague sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Gripper rework ${Date.now()}`;
  await logIn(page, 'engineer@demo.test');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('form', { name: 'New project' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Share with a facility').selectOption({ label: 'Demo Additive — Austin Plant' });
  await form.getByLabel('Description').fill('Rev D of the gripper fingers');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);

  const members = page.getByRole('region', { name: 'Members' });
  await members.getByLabel('Person to add').selectOption({ label: 'Oscar Operator (Demo Additive — Austin Plant)' });
  await members.getByRole('button', { name: 'Add' }).click();
  await expect(members.getByRole('table', { name: 'Members' }).getByRole('row', { name: /Oscar Operator/ })).toBeVisible();

  // The colleague opens the project before any task is theirs.
  const oscar = await (await browser.newContext()).newPage();
  await logIn(oscar, 'operator@demo.test');
  await sidebar(oscar).getByRole('link', { name: 'Projects' }).click();
  await oscar.getByRole('button', { name: `Open ${name}` }).click();
  await expect(oscar.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(oscar.getByText('No tasks yet.')).toBeVisible();

  const task = page.getByRole('group', { name: 'New task' });
  await task.getByLabel('Task').fill('Quote the Rev D jaws');
  await task.getByLabel('Assign to').selectOption({ label: 'Oscar Operator' });
  await task.getByRole('button', { name: 'Add the task' }).click();
  await expect(page.getByRole('table', { name: 'Tasks' }).getByRole('row', { name: /Quote the Rev D jaws/ })).toContainText(
    'Oscar Operator',
  );

  // It arrives on the colleague's open page without a reload; they finish it, and the engineer sees that.
  const theirs = oscar.getByRole('table', { name: 'Tasks' }).getByRole('row', { name: /Quote the Rev D jaws/ });
  await expect(theirs).toContainText('Oscar Operator');
  await expectNoAxeViolations(oscar);
  await oscar.getByRole('combobox', { name: 'State of Quote the Rev D jaws' }).selectOption({ label: 'Done' });
  await expect(page.getByRole('combobox', { name: 'State of Quote the Rev D jaws' })).toHaveValue('DONE');

  // A comment that mentions the colleague reaches their page too.
  await page.getByLabel('Comment', { exact: true }).fill('The jaws need 0.2 mm more clearance.');
  await page.getByRole('group', { name: 'Mention (they get an email)' }).getByLabel('Oscar Operator').check();
  await page.getByRole('button', { name: 'Post the comment' }).click();
  await expect(oscar.getByText('The jaws need 0.2 mm more clearance.')).toBeVisible();
  await expect(oscar.getByText('Mentions: Oscar Operator')).toBeVisible();
  await oscar.close();
});
