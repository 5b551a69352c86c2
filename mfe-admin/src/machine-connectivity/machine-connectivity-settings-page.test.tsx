import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi, type ApiAnswers } from 'shared/testing';
import type { ConnectionInput, MachineConnection } from './api';
import MachineConnectivitySettingsPage from './machine-connectivity-settings-page';

const MACHINES = [
  { id: 30, displayName: 'EOS-01 · EOS P 396' },
  { id: 31, displayName: 'MJF-02 · HP Jet Fusion 5200' },
  { id: 32, displayName: 'FORM-03 · Form 4' },
];
const MJF: MachineConnection = {
  id: 11,
  equipment: { id: 31, name: 'MJF-02 · HP Jet Fusion 5200' },
  protocol: 'MQTT',
  address: 'mqtts://broker.floor.test:8883',
  mode: 'SUBSCRIBE',
  topic: 'spBv1.0/floor/edge-1/mjf-02',
  username: 'platform',
  hasPassword: true,
  jobIdPattern: 'JOB-(\\d+)',
  enabled: true,
  updatedAt: 0,
};
const FORM: MachineConnection = {
  id: 12,
  equipment: { id: 32, name: 'FORM-03 · Form 4' },
  protocol: 'WEBHOOK',
  address: '',
  mode: 'SUBSCRIBE',
  topic: '',
  username: '',
  hasPassword: true,
  jobIdPattern: '',
  enabled: false,
  updatedAt: 0,
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const open = (answers: ApiAnswers = {}) => {
  api = stubApi({
    'GET /api/v1/machine-connectivity/connections': [MJF, FORM],
    'GET /api/v3/sp/equipments': MACHINES,
    ...answers,
  });
  return renderWithProviders(<MachineConnectivitySettingsPage />, {
    route: '/service-provider/settings/machine-connectivity',
    path: '/service-provider/settings/machine-connectivity',
  });
};

/** The connection saved from what was sent, as the server answers it. */
const savedFrom = (id: number, body: ConnectionInput): MachineConnection => ({
  ...MJF,
  ...body,
  id,
  equipment: { id: body.equipmentId, name: MACHINES.find((machine) => machine.id === body.equipmentId)!.displayName },
  hasPassword: Boolean(body.password),
});

describe('the machine connectivity settings page', () => {
  it('lists the connections in words: protocol, where the machine is reached, whether a password is kept and it is on', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Connected machines' });
    const mjf = within(table).getByRole('row', { name: /MJF-02/ });
    expect(mjf).toHaveTextContent('MQTT');
    expect(mjf).toHaveTextContent('spBv1.0/floor/edge-1/mjf-02 on mqtts://broker.floor.test:8883');
    expect(mjf).toHaveTextContent('platform');
    const form = within(table).getByRole('row', { name: /FORM-03/ });
    expect(form).toHaveTextContent('Webhook');
    expect(form).toHaveTextContent('/api/v1/machine-connectivity/connections/12/events');
    expect(within(table).queryByText('WEBHOOK')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('connects a machine over OPC UA after checking the empty form, and sends only its fields', async () => {
    const sent: ConnectionInput[] = [];
    const { user } = await open({
      'POST /api/v1/machine-connectivity/connections': ({ body }: { body: ConnectionInput }) => {
        sent.push(body);
        return savedFrom(13, body);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect a machine' }));
    const form = screen.getByRole('form', { name: 'Connect a machine' });
    // The machines connected already are not offered again.
    const eos = await within(form).findByRole('option', { name: 'EOS-01 · EOS P 396' });
    expect(within(form).queryByRole('option', { name: /MJF-02/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose the machine')).toBeVisible();
    expect(within(form).getByText('Please enter the address')).toBeVisible();

    await user.selectOptions(within(form).getByLabelText('Machine'), eos);
    await user.type(within(form).getByLabelText('Endpoint address'), 'mqtt://eos-01.floor.test:4840');
    await user.click(within(form).getByRole('radio', { name: 'Polling' }));
    await user.type(within(form).getByLabelText('User name'), 'reader');
    await user.type(within(form).getByLabelText('Password'), 's3cret');
    await user.type(within(form).getByLabelText('Job id pattern (optional)'), 'JOB-\\d+');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The address starts with opc.tcp://')).toBeVisible();
    expect(within(form).getByText('Put brackets around the job’s id, e.g. JOB-(\\d+)')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('Endpoint address'));
    await user.type(within(form).getByLabelText('Endpoint address'), 'opc.tcp://eos-01.floor.test:4840');
    await user.clear(within(form).getByLabelText('Job id pattern (optional)'));
    await user.type(within(form).getByLabelText('Job id pattern (optional)'), 'JOB-(\\d+)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('EOS-01 · EOS P 396 connected')).toBeVisible();
    expect(sent).toEqual([
      {
        equipmentId: 30,
        protocol: 'OPCUA',
        address: 'opc.tcp://eos-01.floor.test:4840',
        mode: 'POLL',
        topic: '',
        username: 'reader',
        password: 's3cret',
        jobIdPattern: 'JOB-(\\d+)',
        enabled: true,
      },
    ]);
  });

  it('shows the server’s refusal at the field it names', async () => {
    const refusal = {
      code: 'BAD_REQUEST',
      message: 'eos-01.floor.test (203.0.113.9) is outside the machine networks this server may reach (MACHINE_NETWORKS)',
      details: [{ field: 'body.address', message: 'outside' }],
    };
    const { user } = await open({ 'POST /api/v1/machine-connectivity/connections': new ApiRefusal(400, refusal) });
    await user.click(await screen.findByRole('button', { name: 'Connect a machine' }));
    const form = screen.getByRole('form', { name: 'Connect a machine' });
    await user.selectOptions(
      within(form).getByLabelText('Machine'),
      await within(form).findByRole('option', { name: 'EOS-01 · EOS P 396' }),
    );
    await user.type(within(form).getByLabelText('Endpoint address'), 'opc.tcp://eos-01.floor.test:4840');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByLabelText('Endpoint address')).toHaveAccessibleDescription(refusal.message));
    expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('the machine connectivity settings page’s secrets', () => {
  it('never fills in a kept password: empty keeps it, and removing it sends an empty one', async () => {
    const sent: ConnectionInput[] = [];
    const { user } = await open({
      'PUT /api/v1/machine-connectivity/connections/11': ({ body }: { body: ConnectionInput }) => {
        sent.push(body);
        return savedFrom(11, body);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the connection of MJF-02 · HP Jet Fusion 5200' }));
    const form = screen.getByRole('form', { name: 'Connection of MJF-02 · HP Jet Fusion 5200' });
    expect(within(form).getByLabelText('Password')).toHaveValue('');
    expect(within(form).getByText('A password is kept: leave the field empty to keep it.')).toBeVisible();
    expect(within(form).getByLabelText('Topic')).toHaveValue('spBv1.0/floor/edge-1/mjf-02');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Connection of MJF-02 · HP Jet Fusion 5200 saved');
    expect(sent[0]).not.toHaveProperty('password');

    await user.click(screen.getByRole('button', { name: 'Edit the connection of MJF-02 · HP Jet Fusion 5200' }));
    const again = screen.getByRole('form', { name: 'Connection of MJF-02 · HP Jet Fusion 5200' });
    await user.click(within(again).getByRole('checkbox', { name: 'Remove the kept password' }));
    expect(within(again).getByLabelText('Password')).toBeDisabled();
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ protocol: 'MQTT', password: '' });
  });

  it('generates a webhook’s signing secret into its field and sends it', async () => {
    const sent: ConnectionInput[] = [];
    const { user } = await open({
      'GET /api/v1/machine-connectivity/connections': [MJF],
      'POST /api/v1/machine-connectivity/connections': ({ body }: { body: ConnectionInput }) => {
        sent.push(body);
        return savedFrom(14, body);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Connect a machine' }));
    const form = screen.getByRole('form', { name: 'Connect a machine' });
    await user.selectOptions(
      within(form).getByLabelText('Machine'),
      await within(form).findByRole('option', { name: 'FORM-03 · Form 4' }),
    );
    await user.type(within(form).getByLabelText('Password'), 'the OPC UA password');
    await user.click(within(form).getByRole('radio', { name: 'Webhook' }));
    expect(within(form).queryByLabelText('Endpoint address')).toBeNull();
    // A password typed for the server is not taken as the webhook's secret.
    expect(within(form).getByLabelText('Signing secret')).toHaveValue('');
    await user.type(within(form).getByLabelText('Signing secret'), 'too short');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('At least 24 characters')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Generate' }));
    const secret = (within(form).getByLabelText('Signing secret') as HTMLInputElement).value;
    expect(secret).toMatch(/^[\w-]{43}$/);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FORM-03 · Form 4 connected')).toBeVisible();
    expect(sent).toEqual([
      {
        equipmentId: 32,
        protocol: 'WEBHOOK',
        address: '',
        mode: 'SUBSCRIBE',
        topic: '',
        username: '',
        password: secret,
        jobIdPattern: '',
        enabled: true,
      },
    ]);
  });

  it('shows a saved webhook’s address to copy, and disconnects a machine after asking', async () => {
    const { user } = await open({ 'DELETE /api/v1/machine-connectivity/connections/12': null });
    await user.click(await screen.findByRole('button', { name: 'Edit the connection of FORM-03 · Form 4' }));
    const form = screen.getByRole('form', { name: 'Connection of FORM-03 · Form 4' });
    expect(within(form).getByLabelText('Webhook URL')).toHaveValue(
      `${window.location.origin}/api/v1/machine-connectivity/connections/12/events`,
    );
    expect(within(form).getByLabelText('Signing secret')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Disconnect FORM-03 · Form 4' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect FORM-03 · Form 4?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('FORM-03 · Form 4 disconnected')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/v1/machine-connectivity/connections/12');
  });
});
