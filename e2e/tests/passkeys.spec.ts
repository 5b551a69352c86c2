import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { expect, test } from '../support/test';

// A person adds a passkey on their profile page and signs a CAPA's closure with it, then removes
// it. The passkey lives in Chromium's virtual authenticator (the DevTools protocol's WebAuthn
// domain), which answers as a platform authenticator with the person verified. WebAuthn needs a
// relying party that is a host name, so the page is opened on localhost (the platform's
// PUBLIC_URL), not on 127.0.0.1.

/** A browser context on the platform's localhost address, with a virtual authenticator in its page. */
async function withAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/** The admin's API calls from the page's own session (its cookies and cross-site token). */
async function apiOf(page: Page) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: object) => {
    const response = await page.request.fetch(url, { method, headers: { 'x-xsrf-token': xsrf }, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.status() === 204
      ? null
      : ((await response.json()) as { id: number; number: string; actions: { id: number }[] });
  };
}

/** A CAPA of the admin's, through its root cause and done action to an effective check: ready to be closed. */
async function capaReadyToClose(page: Page) {
  const call = await apiOf(page);
  const me = (await call('GET', '/api/v1/users/getUser')) as unknown as { id: number };
  const capa = await call('POST', '/api/v1/quality/capas', { type: 'CORRECTIVE', title: 'Passkey-signed closure' });
  const url = `/api/v1/quality/capas/${capa!.id}`;
  await call('PUT', `${url}/root-cause`, {
    method: 'FIVE_WHYS',
    problem: 'Warped brackets',
    whys: ['The plate cooled unevenly', 'The chamber door was opened early'],
    rootCause: 'No rule for the cooling time',
  });
  const planned = await call('POST', `${url}/actions`, {
    description: 'Write the cooling time into the job sheet',
    ownerUserId: me.id,
    dueAt: Date.UTC(2031, 5, 1),
  });
  await call('POST', `${url}/start-actions`);
  await call('PATCH', `${url}/actions/${planned!.actions[0]!.id}`, { done: true });
  await call('POST', `${url}/verify`, { checkDue: Date.UTC(2031, 8, 1), checkCriterion: 'No warped bracket in ten builds' });
  await call('POST', `${url}/effectiveness`, { result: 'EFFECTIVE', note: 'Ten flat builds' });
  return capa!;
}

test('a person adds a passkey on their profile, signs a CAPA’s closure with it, and removes it', async ({
  browser,
  platform,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: platform.url.replace('127.0.0.1', 'localhost') });
  const page = await context.newPage();
  const authenticator = await withAuthenticator(context, page);
  await logIn(page, 'admin@demo.test');
  const capa = await capaReadyToClose(page);

  try {
    await page.goto('/service-provider/user/profile/update');
    const passkeys = page.getByRole('region', { name: 'Passkeys for signatures' });
    await expect(passkeys).toContainText('You have no passkey yet: you sign with your password.');
    const add = passkeys.getByRole('form', { name: 'Add a passkey' });
    await add.getByLabel('Name').fill('Virtual authenticator');
    await add.getByLabel('Current password').fill('Demo-Password-1');
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(
      page.getByText('The passkey Virtual authenticator is added: you may sign with it now.', { exact: true }),
    ).toBeVisible();
    const table = passkeys.getByRole('table', { name: 'Passkeys for signatures' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Virtual authenticator');
    await expect(table).toContainText('Never');
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoAxeViolations(page);

    // The closure, signed with the passkey: the dialog offers it beside the password.
    await page.goto(`/service-provider/quality-management/capa/${capa.id}`);
    await page.getByRole('region', { name: 'Close the CAPA' }).getByRole('button', { name: 'Close signed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign the closure' });
    const withPasskey = dialog.getByRole('button', { name: 'Sign with a passkey' });
    await expect(withPasskey).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('combobox', { name: 'Meaning of your signature' }).selectOption({ label: 'Approved' });
    await withPasskey.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const signature = page.getByRole('region', { name: 'Closure signatures' }).getByRole('listitem');
    await expect(signature).toContainText('Alex Admin: Approved');
    await expect(signature).toContainText('signed with a passkey');
    await expect(signature).toContainText('Valid');
    const [credential] = await authenticator.credentials();
    expect(credential!.signCount).toBeGreaterThanOrEqual(1);

    // The profile says when it last signed; removed after a confirmation, it is gone.
    await page.goto('/service-provider/user/profile/update');
    await expect(table).not.toContainText('Never');
    await table.getByRole('button', { name: 'Remove the passkey Virtual authenticator' }).click();
    const question = page.getByRole('alertdialog', { name: 'Remove the passkey Virtual authenticator?' });
    await question.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('The passkey Virtual authenticator is removed.', { exact: true })).toBeVisible();
    await expect(passkeys).toContainText('You have no passkey yet: you sign with your password.');
  } finally {
    // The worker's later scenarios sign as the admin with the password alone.
    const call = await apiOf(page);
    for (const left of ((await call('GET', '/api/v1/users/passkeys')) as unknown as { id: number }[]) ?? [])
      await call('DELETE', `/api/v1/users/passkeys/${left.id}`);
  }
});
