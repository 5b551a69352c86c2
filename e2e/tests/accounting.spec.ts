import path from 'node:path';
import { startOAuthServer } from '../../server/src/test-support/oauth-server-process';
import { expectNoAxeViolations } from '../support/axe';
import { clockOffsetMs, serverClockEnv } from '../support/clock';
import { logIn } from '../support/login';
import { freePort, startServer } from '../support/server';
import { expect, test } from '../support/test';

// The accounting page connects through a real OAuth 2.0 server process, shows
// Connected, tells a refused consent, a lapsed renewal and a refused revocation, and disconnects.

test('an admin connects the accounting tool through its consent page, sees a lapse, and disconnects', async ({ browser }) => {
  test.setTimeout(120_000); // a platform and an authorisation server of its own
  // The authorisation server signs its ID tokens on the run's clock, as the platform checks them.
  const oauth = await startOAuthServer(path.resolve(import.meta.dirname, '../../server'), serverClockEnv());
  const port = await freePort();
  // The tool sends the browser back to the platform's public address.
  const server = await startServer({ ...oauth.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  const context = await browser.newContext({ baseURL: server.url });
  if (clockOffsetMs()) await context.clock.install({ time: Date.now() + clockOffsetMs() });
  const page = await context.newPage();
  const toast = (message: string) => page.getByText(message, { exact: true });
  try {
    await logIn(page, 'admin@demo.test');
    await page.goto('/service-provider/settings/quickbooks');
    await expect(page.getByRole('heading', { level: 1, name: 'QuickBooks' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Not connected' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The admin refuses on the tool's page: the page says so, with the tool's reason.
    await oauth.refuseNext('consent');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(toast('Sorry, we were unable to connect to the accounting tool')).toBeVisible();
    await expect(page.getByText('The accounting tool refused the connection (access_denied)')).toBeVisible();
    await expect(page).toHaveURL(/\/service-provider\/settings\/quickbooks$/);

    // Access lives a minute, so each read of the status renews it.
    await oauth.tokenLifetime(60);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(toast('Successfully connected to the accounting tool')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Connected' })).toBeVisible();
    await expect(page.getByText(/^Connected by Alex Admin on /)).toBeVisible();
    await expectNoAxeViolations(page);

    // The tool refuses the next renewal: the connection lapses, and the page says why.
    await oauth.refuseNext('token');
    await page.reload();
    const lapsed = page.getByRole('region', { name: 'The connection has lapsed' });
    await expect(lapsed).toContainText('The accounting tool refused to renew access (invalid_grant): connect again');
    await expectNoAxeViolations(page);

    await oauth.tokenLifetime(3600);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Connected' })).toBeVisible();

    // A revocation the tool refuses keeps the connection.
    const disconnect = async () => {
      await page.getByRole('button', { name: 'Disconnect' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Disconnect the accounting tool?' });
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
    };
    await oauth.refuseNext('revoke');
    await disconnect();
    await expect(toast('Sorry, we were unable to disconnect from the accounting tool')).toBeVisible();
    await expect(
      page.getByText('The accounting tool refused to end the connection (HTTP 503); the connection is kept'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Connected' })).toBeVisible();

    await disconnect();
    await expect(toast('Successfully disconnected from the accounting tool')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Not connected' })).toBeVisible();
    expect((await oauth.requests()).filter((r) => r.endpoint === 'revoke')).toHaveLength(2);
  } finally {
    await context.close();
    await server.stop();
    await oauth.stop();
  }
});
