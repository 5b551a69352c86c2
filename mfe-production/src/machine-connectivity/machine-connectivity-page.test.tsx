import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
import type { LiveMachine } from './api';
import MachineConnectivityPage from './machine-connectivity-page';
import { isOffline, runShare, timeLeft } from './run-progress';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const NOW = Date.now();
const MINUTE = 60_000;

const machine = (id: number, name: string, overrides: Partial<LiveMachine>): LiveMachine => ({
  equipment: { id, name },
  protocol: 'OPCUA',
  enabled: true,
  state: 'IDLE',
  lastContactAt: NOW - 5_000,
  silentMs: 5_000,
  connected: true,
  error: null,
  errorAt: null,
  feedstockError: null,
  alarm: null,
  run: null,
  ...overrides,
});

const PRINTING = machine(6, 'FDM-01 · F370', {
  state: 'PRINTING',
  alarm: { code: 'RecoaterBlocked', severity: 'ERROR', message: 'Recoater blocked', since: new Date(NOW - MINUTE).toISOString() },
  run: {
    jobName: 'Gripper fingers',
    status: 'RUNNING',
    startedAt: NOW - 20 * MINUTE,
    endedAt: null,
    layer: 2,
    totalLayers: 4,
    remainingMs: 20 * MINUTE,
    error: null,
    job: { id: 41, status: 'IN_PROGRESS', creationType: 'MANUAL' },
  },
});
const SILENT = machine(7, 'SLA-01 · Form 3L', { protocol: 'MQTT', lastContactAt: NOW - 10 * MINUTE, silentMs: 10 * MINUTE });
const FAILING = machine(8, 'DMLS-01 · EOS M 290', {
  protocol: 'WEBHOOK',
  error: 'A message was refused: bad signature',
  feedstockError: 'B-00042 is used up',
});

function open(machines: LiveMachine[], language: 'en_US' | 'de_DE' = 'en_US') {
  api = stubApi({
    'GET /api/v1/machine-connectivity/machines': machines,
    'GET /api/v1/machine-connectivity/machines/6/events': [
      {
        id: 3,
        type: 'JOB_LAYER',
        sourceId: 'a',
        occurredAt: NOW,
        receivedAt: NOW,
        event: { jobName: 'Gripper fingers', layer: 2 },
      },
      { id: 2, type: 'MACHINE_STATE', sourceId: 'b', occurredAt: NOW, receivedAt: NOW, event: { state: 'PRINTING' } },
    ],
  });
  return renderWithProviders(<MachineConnectivityPage />, { language });
}

describe('the machine connectivity page', () => {
  it('shows each machine’s state, its build’s layers and time left, its alarm with the way to an NCR, and its events', async () => {
    const { user } = open([PRINTING, SILENT, FAILING]);
    expect(await screen.findByText('1 printing, 1 idle, 0 need attention, 1 offline')).toHaveAttribute('role', 'status');
    const printer = screen.getByRole('region', { name: 'FDM-01 · F370' });
    expect(within(printer).getByText('Printing')).toBeVisible();
    expect(within(printer).getByRole('link', { name: 'Gripper fingers' })).toHaveAttribute(
      'href',
      '/service-provider/schedules/41',
    );
    expect(within(printer).getByRole('progressbar', { name: 'Build progress' })).toHaveAttribute('value', '2');
    expect(printer).toHaveTextContent(/Layer 2 of 4 · 50% · about 20 min left/);
    const ncr = within(printer).getByRole('link', { name: 'Raise a process NCR' });
    expect(ncr.getAttribute('href')).toMatch(/quality-dashboard\?raise=process&equipmentId=6&title=RecoaterBlocked.*&jobId=41$/);

    await user.click(within(printer).getByText('Last events'));
    const events = await within(printer).findAllByRole('listitem');
    expect(events.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Gripper fingers: layer 2$/),
      expect.stringMatching(/State: Printing$/),
    ]);

    const silent = screen.getByRole('region', { name: 'SLA-01 · Form 3L' });
    expect(within(silent).getByText('Offline')).toBeVisible();
    expect(silent).toHaveTextContent('Offline since');
    expect(screen.getByRole('region', { name: 'DMLS-01 · EOS M 290' })).toHaveTextContent(
      'Connection error: A message was refused: bad signature',
    );
    expect(screen.getByRole('region', { name: 'DMLS-01 · EOS M 290' })).toHaveTextContent(
      'Powder not loaded as the machine reported: B-00042 is used up',
    );
  });

  it('speaks the reader’s language, and says when no machine is connected', async () => {
    open([PRINTING], 'de_DE');
    const printer = await screen.findByRole('region', { name: 'FDM-01 · F370' });
    expect(within(printer).getByText('Druckt')).toBeVisible();
    expect(printer).toHaveTextContent(/Schicht 2 von 4/);
    api.restore();
    open([]);
    expect(await screen.findByText(/No machine is connected yet/)).toBeVisible();
  });
});

describe('a run’s progress', () => {
  it('is the layers done of the layers, counts the time left down from the answer, and a machine unheard for 45 s is offline', () => {
    const run = PRINTING.run!;
    expect(runShare(run)).toBe(0.5);
    expect(runShare({ ...run, layer: null })).toBeNull();
    expect(timeLeft(run, 0)).toBe(20 * MINUTE);
    expect(timeLeft(run, 5 * MINUTE)).toBe(15 * MINUTE);
    expect(timeLeft({ ...run, endedAt: NOW }, 0)).toBeNull();
    expect(timeLeft(run, 30 * MINUTE)).toBe(0);
    // Heard 5 s before the answer: still reporting 40 s later, offline a second after that.
    expect(isOffline(PRINTING, 40_000)).toBe(false);
    expect(isOffline(PRINTING, 41_000)).toBe(true);
    expect(isOffline({ ...PRINTING, silentMs: null }, 0)).toBe(true);
  });
});
