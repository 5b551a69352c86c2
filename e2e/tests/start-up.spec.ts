import { expect, test } from '../support/test';
import { logIn } from '../support/login';

test('a signed-in page asks for the user, the remotes and its translations once each, before the shell loads', async ({
  page,
}) => {
  await logIn(page, 'planner@demo.test');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/service-provider/scheduler-view');
  await expect(page.getByLabel('Machine timeline')).toBeVisible();
  // The start bundle sends them as the page starts; the shell takes their answers instead of asking again.
  const first = ['/api/v1/users/getUser', '/api/v1/ui/remotes', '/api/v1/translations/en_US'];
  expect(first.map((path) => asked.filter((p) => p === path).length)).toEqual([1, 1, 1]);
  for (const path of first) expect(asked.indexOf(path)).toBeLessThan(asked.indexOf('/main.js'));
});
