import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal } from 'shared/testing';
import { BROKEN, openJob, POWDER_URL, queuedPowder, stubJobApi } from './powder-test-fixtures';

let api: ReturnType<typeof stubJobApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const section = (name = 'Powder') => screen.findByRole('region', { name });

describe('the powder of a job that ended', () => {
  it('shows the batch it drew from, with the mass it took, linked to the batch', async () => {
    api = stubJobApi('COMPLETED', {
      ...queuedPowder(),
      loaded: null,
      brokenRules: [],
      topUp: null,
      drawn: [{ batch: { id: 12, number: 'B-00012' }, massMg: 1_250_000 }],
    });
    openJob();
    const powder = await section();
    expect(within(powder).getByRole('link', { name: 'B-00012' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/batches?batch=12',
    );
    expect(powder).toHaveTextContent('B-00012 · 1.25 kg');
    expect(within(powder).queryByRole('button')).toBeNull();
  });

  it('shows nothing, and no error, where the facility does not manage its material (403)', async () => {
    api = stubJobApi('COMPLETED', new ApiRefusal(403, { code: 'FORBIDDEN', message: 'Material management is off' }));
    const { store } = openJob();
    expect(await screen.findByDisplayValue('Lens parts')).toBeVisible();
    // The powder was asked for and refused: the page says nothing of it.
    await waitFor(() => expect(store.getState().api.queries['jobPowder(20)']?.status).toBe('rejected'));
    expect(api.calls).toContain(POWDER_URL);
    expect(screen.queryByRole('region', { name: 'Powder' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Material management is off')).toBeNull();
  });
});

describe('the powder of a job before it starts', () => {
  it('warns of each rule the loaded batch breaks, with its numbers, and proposes the top-up', async () => {
    api = stubJobApi('QUEUED', queuedPowder());
    openJob();
    const powder = await section();
    expect(within(powder).getByRole('link', { name: 'B-00012' })).toBeVisible();
    const broken = within(powder).getByRole('region', {
      name: "B-00012 breaks the material's rules: the job cannot start on it",
    });
    for (const rule of BROKEN) expect(within(broken).getByText(rule)).toBeVisible();

    const topUp = within(powder).getByRole('region', { name: 'Top-up with virgin powder' });
    expect(topUp).toHaveTextContent('The parts weigh 1.5 kg');
    expect(topUp).toHaveTextContent('The batch now12.5 kg, 20% virgin, through up to 6 builds');
    expect(topUp).toHaveTextContent('After the job11 kg, 0% virgin, through up to 7 builds');
    expect(topUp).toHaveTextContent('Add after the build4.714286 kg of virgin powder');
    expect(topUp).toHaveTextContent('After the top-up15.714286 kg, 30% virgin, through up to 7 builds');
    const beyond = within(topUp).getByRole('region', { name: 'No top-up keeps the batch within the rules' });
    expect(beyond).toHaveTextContent('B-00012 will hold powder through 7 builds; PA 2200 allows at most 5');
  });

  it('writes the numbers in German for a German user', async () => {
    api = stubJobApi('QUEUED', queuedPowder());
    openJob('de_DE');
    const powder = await section('Pulver');
    const topUp = within(powder).getByRole('region', { name: 'Auffrischen mit Neupulver' });
    expect(topUp).toHaveTextContent('Die Teile wiegen 1,5 kg');
    expect(topUp).toHaveTextContent('Die Charge jetzt12,5 kg, 20 % Neupulver, bis zu 6 Bauten durchlaufen');
    expect(topUp).toHaveTextContent('Nach dem Bau zugeben4,714286 kg Neupulver');
  });

  it('says the batch keeps the rules, and when the machine’s powder is not tracked', async () => {
    api = stubJobApi('QUEUED', queuedPowder({ brokenRules: [] }));
    const { unmount } = openJob();
    expect(await screen.findByText("B-00012 keeps the material's rules for this job.")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign the override…' })).toBeNull();
    unmount();
    api.restore();

    api = stubJobApi('QUEUED', queuedPowder({ loaded: null, brokenRules: [], topUp: null }));
    openJob();
    expect(await screen.findByText('No batch is recorded on this machine: its powder is not tracked.')).toBeVisible();
  });
});

describe('saving a job that would start on broken powder', () => {
  it('shows the server’s refusal with the rules', async () => {
    const refusal = `The job cannot start on this powder: ${BROKEN.join('; ')}`;
    api = stubJobApi('QUEUED', queuedPowder(), {
      'PUT /api/v1/job-scheduling': new ApiRefusal(409, { code: 'CONFLICT', message: refusal }),
    });
    const { user } = openJob();
    await user.selectOptions(await screen.findByLabelText('Status'), 'In progress');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
