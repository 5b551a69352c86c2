import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { configRecord, facilityUser, signedInStore } from '../test-fixtures';
import MagicsPage from './magics-page';

const SAVED = {
  nonItarAdapterUrl: 'https://magics.forge.test/adapter',
  itarAdapterUrl: 'https://itar.forge.test/adapter',
  isMagicsEnabled: true,
  preInQueueMagicsButton: false,
  useSelection: true,
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = async () =>
  renderWithProviders(<MagicsPage />, {
    route: '/service-provider/settings/magics',
    path: '/service-provider/settings/magics',
    store: await signedInStore(),
  });

describe('the Magics settings page', () => {
  it('shows the saved adapters and switches; Discard changes puts them back', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': facilityUser(['FACILITY_SETTINGS_EDITOR']),
      'GET /api/v1/link3d-config/MAGICS_CONFIG': configRecord('MAGICS_CONFIG', SAVED),
    });
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Magics Settings' });
    expect(within(form).getByLabelText('Non-ITAR adapter URL')).toHaveValue(SAVED.nonItarAdapterUrl);
    expect(within(form).getByLabelText('ITAR adapter URL')).toHaveValue(SAVED.itarAdapterUrl);
    expect(within(form).getByRole('checkbox', { name: 'The tool is enabled' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Show the tool’s button on queued jobs' })).not.toBeChecked();
    const save = await within(form).findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(within(form).getByRole('checkbox', { name: 'The tool is enabled' }));
    expect(save).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByRole('checkbox', { name: 'The tool is enabled' })).toBeChecked();
    expect(save).toBeDisabled();
  });

  it('starts empty when never set, asks for full addresses, says why a save was refused, then saves the configuration', async () => {
    const sent: unknown[] = [];
    api = stubApi({
      'GET /api/v1/users/getUser': facilityUser(['FACILITY_SETTINGS_EDITOR']),
      'GET /api/v1/link3d-config/MAGICS_CONFIG': null,
      'POST /api/v1/link3d-config': ({ body }: { body: { configType: string; configValue: string } }) => {
        sent.push({ ...body, configValue: JSON.parse(body.configValue) as unknown });
        if (sent.length === 1) return new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Settings are read-only for now' });
        return configRecord('MAGICS_CONFIG', JSON.parse(body.configValue) as object);
      },
    });
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Magics Settings' });
    expect(within(form).getByLabelText('Non-ITAR adapter URL')).toHaveValue('');
    await user.type(within(form).getByLabelText('Non-ITAR adapter URL'), 'magics.forge.test');
    await user.click(await within(form).findByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a full address, such as https://adapter.example.com')).toBeVisible();
    expect(within(form).getByText('Please enter Itar Adapter URL')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('Non-ITAR adapter URL'));
    await user.type(within(form).getByLabelText('Non-ITAR adapter URL'), ' https://magics.forge.test/adapter ');
    await user.type(within(form).getByLabelText('ITAR adapter URL'), 'https://itar.forge.test/adapter');
    await user.click(within(form).getByRole('checkbox', { name: 'Send the selected parts to the tool' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, cannot update the configuration settings')).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent('Settings are read-only for now');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration has been updated successfully')).toBeVisible();
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    const saved = { configType: 'MAGICS_CONFIG', configValue: { ...SAVED, isMagicsEnabled: false, useSelection: true } };
    expect(sent).toEqual([saved, saved]);
  });

  it('only reads without the permission, offers Try again, and tries the launcher', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/users/getUser': facilityUser([]),
      'GET /api/v1/link3d-config/MAGICS_CONFIG': () =>
        fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : configRecord('MAGICS_CONFIG', SAVED),
      'GET /api/v3/magics/register-intent': () =>
        fail
          ? new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The launcher is not set up' })
          : { url: 'https://magics.forge.test/adapter?intent=k3x9', expiresAt: Date.now() + 120_000 },
    });
    const { user } = await open();
    expect(await screen.findByText('Unable to fetch magics configuration')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const form = await screen.findByRole('form', { name: 'Magics Settings' });
    expect(within(form).getByText('Only people with the facility settings permission change these settings.')).toBeVisible();
    expect(within(form).getByLabelText('Non-ITAR adapter URL')).toHaveAttribute('readonly');
    expect(within(form).getByRole('checkbox', { name: 'The tool is enabled' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Try the launcher' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The launcher is not set up');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try the launcher' }));
    expect(await screen.findByRole('link', { name: 'https://magics.forge.test/adapter?intent=k3x9' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
