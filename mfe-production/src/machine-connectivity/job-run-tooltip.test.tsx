import { screen } from '@testing-library/react';
import { jobFixture, renderWithProviders, stubApi } from 'shared/testing';
import { JobTooltip } from '../scheduler/job-tooltip';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

it('shows on the scheduler’s job the layer its machine reports it at', async () => {
  const job = { ...jobFixture('IN_PROGRESS'), id: 41 };
  api = stubApi({
    'GET /api/v1/ui/session': { features: [] },
    'GET /api/v1/machine-connectivity/machines': [
      {
        equipment: { id: 6, name: 'FDM-01 · F370' },
        protocol: 'OPCUA',
        enabled: true,
        state: 'PRINTING',
        lastContactAt: Date.now(),
        silentMs: 0,
        connected: true,
        error: null,
        errorAt: null,
        feedstockError: null,
        alarm: null,
        run: {
          jobName: job.jobName,
          status: 'RUNNING',
          startedAt: Date.now(),
          endedAt: null,
          layer: 30,
          totalLayers: 120,
          remainingMs: null,
          error: null,
          job: { id: 41, status: 'IN_PROGRESS', creationType: 'MANUAL' },
        },
      },
    ],
  });
  renderWithProviders(<JobTooltip job={job} now={Date.UTC(2030, 0, 1)} />, { language: 'de_DE' });
  expect(await screen.findByText('An der Maschine: Schicht 30 von 120 (25 %)')).toBeVisible();
});
