import { screen, waitFor, within } from '@testing-library/react';
import type { SessionConfig } from 'shared/auth';
import { ApiRefusal, renderWithProviders, stubApi, type ApiAnswers } from 'shared/testing';
import type { FeatureSwitch, SettingChange } from '../api';
import { DAY, facilityUser, signedInStore } from '../test-fixtures';
import SettingsPage from './settings-page';

const WEBHOOKS: FeatureSwitch = { flag: 'WEBHOOK_CONFIG_ENABLED', enabled: false, changedAt: null, changedBy: null };
const ACCOUNTING: FeatureSwitch = {
  flag: 'QUICKBOOKS_CONFIG',
  enabled: true,
  changedAt: Date.now() - 3 * DAY,
  changedBy: 'Ada Admin',
};
const SWITCHES = [WEBHOOKS, ACCOUNTING];
const CHANGES: SettingChange[] = [
  {
    id: 71,
    setting: 'EMAIL_CONFIG',
    changedAt: Date.now() - DAY,
    changedBy: 'Ada Admin',
    before: null,
    after: { active: true, value: { senderName: 'Forge Works' } },
  },
  {
    id: 70,
    setting: 'MAGICS_CONFIG',
    changedAt: Date.now() - 2 * DAY,
    changedBy: null,
    before: { active: false, value: { isMagicsEnabled: false } },
    after: { active: true, value: { isMagicsEnabled: true } },
  },
];
/** What the settings home reads of the session: the facility's features. */
const SESSION: Pick<SessionConfig, 'features'> = { features: ['QUICKBOOKS_CONFIG'] };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const open = async (answers: ApiAnswers, permissions: Parameters<typeof facilityUser>[0] = ['FACILITY_SETTINGS_EDITOR']) => {
  api = stubApi({
    'GET /api/v1/users/getUser': facilityUser(permissions),
    'GET /api/v1/ui/session': SESSION,
    'GET /api/v1/sp/settings/features': SWITCHES,
    'GET /api/v1/sp/settings/audit': { totalCount: CHANGES.length, rows: CHANGES },
    ...answers,
  });
  return renderWithProviders(<SettingsPage />, {
    route: '/service-provider/settings',
    path: '/service-provider/settings',
    store: await signedInStore(),
  });
};

describe('the settings home', () => {
  it('shows the features, the settings pages the person may open, and every change', async () => {
    await open({}, ['TAGS_SETTINGS_EDITOR']);
    expect(await screen.findByRole('checkbox', { name: 'Accounting connection' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Webhooks' })).not.toBeChecked();
    expect(screen.getByText(/^Changed by Ada Admin on/)).toBeVisible();
    expect(screen.getByText('Not changed here yet')).toBeVisible();
    expect(screen.getByText('Only people with the facility settings permission can switch features.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Webhooks' })).toBeDisabled();

    const pages = screen.getByRole('region', { name: 'Settings pages' });
    expect(await within(pages).findByRole('link', { name: 'Tags' })).toHaveAttribute('href', '/service-provider/settings/tags');
    expect(within(pages).getByRole('link', { name: 'QuickBooks' })).toBeVisible();
    expect(within(pages).getByRole('link', { name: 'Priority Labels' })).toBeVisible();
    expect(within(pages).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(pages).queryByRole('link', { name: 'Webhooks' })).toBeNull();
    expect(within(pages).queryByRole('link', { name: 'Email Configuration' })).toBeNull();

    const table = await screen.findByRole('table', { name: 'Changes to the settings' });
    const email = within(table).getByRole('row', { name: /EMAIL_CONFIG/ });
    expect(email).toHaveTextContent('(none)');
    expect(email).toHaveTextContent('{"senderName":"Forge Works"}');
    const magics = within(table).getByRole('row', { name: /MAGICS_CONFIG/ });
    expect(magics).toHaveTextContent('the platform');
    expect(magics).toHaveTextContent('(inactive) {"isMagicsEnabled":false}');
  });

  it('lets an editor switch a feature on', async () => {
    const sent: unknown[] = [];
    let switches = SWITCHES;
    const { user } = await open({
      'GET /api/v1/sp/settings/features': () => switches,
      'PUT /api/v1/sp/settings/features/WEBHOOK_CONFIG_ENABLED': ({ body }: { body: { enabled: boolean } }) => {
        sent.push(body);
        switches = [{ ...WEBHOOKS, enabled: body.enabled, changedAt: Date.now(), changedBy: 'Ada Admin' }, ACCOUNTING];
        return switches;
      },
    });
    const webhooks = await screen.findByRole('checkbox', { name: 'Webhooks' });
    expect(webhooks).toBeEnabled();
    await user.click(webhooks);
    expect(webhooks).toBeChecked();
    expect(await screen.findByText('Webhooks turned on')).toBeVisible();
    expect(sent).toEqual([{ enabled: true }]);
    expect(await screen.findAllByText(/^Changed by Ada Admin on/)).toHaveLength(2);
  });

  it('offers Try again when the features fail, and searches the changes', async () => {
    let fail = true;
    const { user } = await open({
      'GET /api/v1/sp/settings/features': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : SWITCHES),
      'GET /api/v1/sp/settings/audit': ({ query }: { query: URLSearchParams }) => {
        const rows = CHANGES.filter((row) => row.setting.includes((query.get('search') ?? '').toUpperCase()));
        return { totalCount: rows.length, rows };
      },
    });
    expect(await screen.findByText('The features could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Webhooks' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search by setting or person' }), 'magics');
    const table = screen.getByRole('table', { name: 'Changes to the settings' });
    expect(await within(table).findByText('MAGICS_CONFIG')).toBeVisible();
    await waitFor(() => expect(within(table).queryByText('EMAIL_CONFIG')).toBeNull());
    await user.type(screen.getByRole('searchbox', { name: 'Search by setting or person' }), ' nothing');
    expect(await screen.findByText('No change matches the search.')).toBeVisible();
  });
});
