import { screen, within } from '@testing-library/react';
import type { App } from 'shared/auth';
import { ApiRefusal, renderWithProviders, stubApi, type ApiAnswers } from 'shared/testing';
import type { AppInput } from '../api';
import { facilityUser, signedInStore } from '../test-fixtures';
import AppStorePage from './app-store-page';

const app = (id: number, name: string, more: Partial<App> = {}): App => ({
  id,
  name,
  enabled: true,
  logo: '',
  appURL: `https://${name.toLowerCase().replaceAll(' ', '-')}.forge.test`,
  appType: 'TOP_NAV_LINK',
  internalApp: true,
  ...more,
});
const WIKI = app(1, 'Shop Wiki');
const SLICER = app(2, 'Cloud Slicer', { internalApp: false, logo: 'https://cdn.forge.test/slicer.png' });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const open = async (
  path: string,
  answers: ApiAnswers,
  permissions: Parameters<typeof facilityUser>[0] = ['FACILITY_SETTINGS_EDITOR'],
) => {
  api = stubApi({ 'GET /api/v1/users/getUser': facilityUser(permissions), ...answers });
  return renderWithProviders(<AppStorePage />, { route: path, path, store: await signedInStore() });
};

describe('the app store', () => {
  it('shows each app as a card and turns one off', async () => {
    const sent: AppInput[] = [];
    let apps = [WIKI, SLICER];
    const { user } = await open('/service-provider/app-marketplace', {
      'GET /api/v1/apps': () => apps,
      'PUT /api/v1/apps/2': ({ body }: { body: AppInput }) => {
        sent.push(body);
        apps = [WIKI, { ...SLICER, ...body }];
        return apps[1];
      },
    });
    const slicer = await screen.findByRole('region', { name: 'Cloud Slicer' });
    expect(within(slicer).getByText('App or extension')).toBeVisible();
    expect(within(slicer).getByRole('link', { name: SLICER.appURL })).toHaveAttribute('href', SLICER.appURL);
    expect(within(screen.getByRole('region', { name: 'Shop Wiki' })).getByText('Internal app')).toBeVisible();

    const toggle = within(slicer).getByRole('checkbox', { name: 'Show Cloud Slicer in the sidebar' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText('Cloud Slicer turned off')).toBeVisible();
    expect(sent).toEqual([
      { name: 'Cloud Slicer', logo: SLICER.logo, appURL: SLICER.appURL, internalApp: false, enabled: false },
    ]);
  });

  it('only shows the apps without the permission, and offers Try again when they fail to load', async () => {
    let fail = true;
    const { user } = await open(
      '/service-provider/app-marketplace',
      { 'GET /api/v1/apps': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : [WIKI]) },
      [],
    );
    expect(await screen.findByText('The apps could not be loaded')).toBeVisible();
    expect(screen.getByText('Only people with the facility settings permission change the apps.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Show Shop Wiki in the sidebar' })).toBeDisabled();
  });
});

describe('the app store admin', () => {
  it('asks for a name and a web address, says why the server refused it, then adds the app', async () => {
    const sent: AppInput[] = [];
    let apps = [WIKI];
    const { user } = await open('/service-provider/app-marketplace-admin', {
      'GET /api/v1/apps': () => apps,
      'POST /api/v1/apps': ({ body }: { body: AppInput }) => {
        sent.push(body);
        if (sent.length === 1) return new ApiRefusal(409, { code: 'CONFLICT', message: 'An app has that address' });
        apps = [...apps, { ...body, id: 3, appType: 'TOP_NAV_LINK' }];
        return apps[1];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add an app' }));
    const form = screen.getByRole('form', { name: 'Add an app' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please name the app')).toBeVisible();
    expect(within(form).getByText('Please enter a web address starting with https://')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), ' Tooling Tracker ');
    await user.type(within(form).getByLabelText('Address'), 'tools.forge.test');
    await user.click(within(form).getByRole('checkbox', { name: 'An internal app of the facility' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An app has that address');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Tooling Tracker” saved')).toBeVisible();
    const added = { name: 'Tooling Tracker', logo: '', appURL: 'https://tools.forge.test', internalApp: false, enabled: true };
    expect(sent).toEqual([added, added]);
    expect(await screen.findByRole('row', { name: /Tooling Tracker/ })).toHaveTextContent('App or extension');
  });

  it('removes an app only after asking', async () => {
    const { user } = await open('/service-provider/app-marketplace-admin', {
      'GET /api/v1/apps': [WIKI, SLICER],
      'DELETE /api/v1/apps/1': null,
    });
    const table = await screen.findByRole('table', { name: 'The facility’s apps' });
    expect(within(table).getByRole('row', { name: /Cloud Slicer/ })).toHaveTextContent(SLICER.appURL);
    await user.click(within(table).getByRole('button', { name: 'Remove Shop Wiki' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the app “Shop Wiki”?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls).not.toContain('DELETE /api/v1/apps/1');
    await user.click(within(table).getByRole('button', { name: 'Remove Shop Wiki' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('“Shop Wiki” removed')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/v1/apps/1');
  });

  it('finds an app by its name or address, and changes it in a form that starts from what is saved', async () => {
    const sent: AppInput[] = [];
    const { user } = await open('/service-provider/app-marketplace-admin', {
      'GET /api/v1/apps': [WIKI, SLICER],
      'PUT /api/v1/apps/2': ({ body }: { body: AppInput }) => {
        sent.push(body);
        return { ...SLICER, ...body };
      },
    });
    const table = await screen.findByRole('table', { name: 'The facility’s apps' });
    await user.type(screen.getByLabelText('Search by name or address'), 'slicer.forge');
    expect(within(table).queryByRole('row', { name: /Shop Wiki/ })).toBeNull();
    await user.clear(screen.getByLabelText('Search by name or address'));
    await user.type(screen.getByLabelText('Search by name or address'), 'nothing like it');
    expect(within(table).getByText('No app matches the search.')).toBeVisible();
    await user.clear(screen.getByLabelText('Search by name or address'));

    await user.click(within(table).getByRole('button', { name: 'Change Cloud Slicer' }));
    const form = screen.getByRole('form', { name: 'Change “Cloud Slicer”' });
    expect(within(form).getByLabelText('Logo (image address)')).toHaveValue(SLICER.logo);
    expect(within(form).getByRole('checkbox', { name: 'An internal app of the facility' })).not.toBeChecked();
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Cloud Slicer Pro');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Cloud Slicer Pro” saved')).toBeVisible();
    expect(sent).toEqual([
      { name: 'Cloud Slicer Pro', logo: SLICER.logo, appURL: SLICER.appURL, internalApp: false, enabled: true },
    ]);
    expect(screen.queryByRole('form', { name: 'Change “Cloud Slicer”' })).toBeNull();
  });
});
