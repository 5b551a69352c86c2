import { screen, waitFor } from '@testing-library/react';
import { jobFixture, renderWithProviders, stubApi } from 'shared/testing';
import { JobTooltip } from '../scheduler/job-tooltip';
import { POWDER_URL, queuedPowder } from './powder-test-fixtures';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const SESSION = 'GET /api/v1/ui/session';
const showTooltip = () => renderWithProviders(<JobTooltip job={jobFixture('QUEUED')} now={Date.UTC(2030, 0, 1)} />);

describe('the scheduler’s job details', () => {
  it('name the batch the job would start on, and that it breaks the material’s rules', async () => {
    api = stubApi({ [SESSION]: { features: ['MATERIAL_MANAGEMENT_CONFIG'] }, [POWDER_URL]: queuedPowder() });
    showTooltip();
    expect(await screen.findByText("Powder: B-00012 (breaks the material's rules)")).toBeVisible();
  });

  it('name the batches a job that ended drew from', async () => {
    const drawn = [12, 14].map((id) => ({ batch: { id, number: `B-000${id}` }, massMg: 1_000_000 }));
    api = stubApi({
      [SESSION]: { features: ['MATERIAL_MANAGEMENT_CONFIG'] },
      [POWDER_URL]: { ...queuedPowder(), loaded: null, brokenRules: [], topUp: null, drawn },
    });
    showTooltip();
    expect(await screen.findByText('Drawn from B-00012, B-00014')).toBeVisible();
  });

  it('ask nothing where the facility does not manage its material', async () => {
    api = stubApi({ [SESSION]: { features: [] }, [POWDER_URL]: queuedPowder() });
    const { store } = showTooltip();
    await waitFor(() => expect(api.calls).toContain(SESSION));
    await waitFor(() => expect(Object.values(store.getState().api.queries).every((q) => q?.status !== 'pending')).toBe(true));
    expect(api.calls).not.toContain(POWDER_URL);
    expect(screen.queryByText(/Powder/)).toBeNull();
  });
});
