import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import KeysPage from './keys-page';

const DAY = 86_400_000;
const key = (id: number, name: string, more: object = {}) => ({
  id,
  name,
  prefix: `amk_${name.slice(0, 8)}`,
  createdAt: Date.now() - 10 * DAY,
  expiresAt: Date.now() + 30 * DAY,
  lastUsedAt: null,
  revokedAt: null,
  ...more,
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () => renderWithProviders(<KeysPage />, { route: '/service-provider/keys', path: '/service-provider/keys' });

describe('the API keys page', () => {
  it('lists the keys with their state, and never the key itself', async () => {
    api = stubApi({
      'GET /api/v1/users/api-keys': [
        key(3, 'Nightly export', { lastUsedAt: Date.now() - DAY }),
        key(2, 'Old script', { expiresAt: Date.now() - DAY }),
        key(1, 'Laptop', { revokedAt: Date.now() - 2 * DAY }),
      ],
    });
    open();
    const table = await screen.findByRole('table', { name: 'Your API keys' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('Nightly export')).toHaveTextContent('Active');
    expect(row('Old script')).toHaveTextContent('Expired');
    expect(row('Laptop')).toHaveTextContent('Revoked on');
    expect(within(row('Laptop')).queryByRole('button')).toBeNull();
    expect(within(row('Old script')).getByRole('button', { name: 'Revoke Old script' })).toBeVisible();
  });

  it('asks for a name, then shows the new key once to copy', async () => {
    let created = false;
    api = stubApi({
      'GET /api/v1/users/api-keys': () => (created ? [key(4, 'CI pipeline')] : []),
      'POST /api/v1/users/api-keys': ({ body }: { body: unknown }) => {
        created = true;
        expect(body).toEqual({ name: 'CI pipeline', expiresAt: expect.any(Number) });
        return { apiKey: key(4, 'CI pipeline'), key: 'amk_the-secret-key-value' };
      },
    });
    open();
    expect(await screen.findByText('No API keys yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please name the key')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Name'), 'CI pipeline');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Copy the key “CI pipeline” now: it is not shown again.')).toBeVisible();
    expect(screen.getByLabelText('Your new key')).toHaveValue('amk_the-secret-key-value');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue('amk_the-secret-key-value')).toBeNull();
    expect(await screen.findByRole('row', { name: /CI pipeline/ })).toBeVisible();
  });

  it('says why a new key was refused, and keeps the form', async () => {
    api = stubApi({
      'GET /api/v1/users/api-keys': [],
      'POST /api/v1/users/api-keys': new ApiRefusal(409, { code: 'CONFLICT', message: 'You have a key of that name' }),
    });
    open();
    await userEvent.type(await screen.findByLabelText('Name'), 'CI pipeline');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have a key of that name');
    expect(screen.getByLabelText('Name')).toHaveValue('CI pipeline');
    expect(screen.getByRole('button', { name: 'Create key' })).toBeEnabled();
  });

  it('revokes a key only after asking', async () => {
    api = stubApi({ 'GET /api/v1/users/api-keys': [key(5, 'Printer bridge')], 'DELETE /api/v1/users/api-keys/5': null });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Printer bridge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the key “Printer bridge”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls).not.toContain('DELETE /api/v1/users/api-keys/5');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Printer bridge' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key “Printer bridge” is revoked')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/v1/users/api-keys/5');
  });
});
