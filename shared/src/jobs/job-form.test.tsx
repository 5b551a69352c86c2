import { screen, waitFor } from '@testing-library/react';
import type { JobInput } from 'shared/contracts';
import { equipmentFixture, jobFixture, renderWithProviders, stubApi } from 'shared/testing';
import { JobForm, type JobFormProps } from './job-form.js';
import { valuesOfJob } from './job-form-values.js';

const SLS_02 = equipmentFixture(2, 'SLS-02', { materials: [{ id: 10, name: 'PA 2200' }] });
const JOB = jobFixture('QUEUED');

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({ 'POST /api/v1/job-scheduling': JOB, 'PUT /api/v1/job-scheduling': JOB });
});
afterEach(() => api.restore());

jest.setTimeout(20_000);

const renderForm = (props: Partial<JobFormProps>) =>
  renderWithProviders(<JobForm initialValues={valuesOfJob(JOB)} equipments={[SLS_02]} onSaved={() => undefined} {...props} />);

describe('saving the job form', () => {
  it.each([
    ['creates a new job with POST', undefined, 'POST', true],
    ['updates an existing job with PUT', 20, 'PUT', false],
  ])('%s by default', async (_name, id, method, created) => {
    const onSaved = jest.fn();
    const { user } = renderForm({ initialValues: { ...valuesOfJob(JOB), id }, onSaved });
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(JOB, created));
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([`${method} /api/v1/job-scheduling`]);
  });

  it('hands the job to saveJob when given one, and sends nothing itself', async () => {
    const onSaved = jest.fn();
    const saveJob = jest.fn(async (input: JobInput) => ({ ...JOB, jobName: input.jobName }));
    const { user } = renderForm({ onSaved, saveJob });
    await user.type(await screen.findByLabelText('Job name'), ' v2');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...JOB, jobName: 'Lens parts v2' }, false));
    expect(saveJob).toHaveBeenCalledWith(expect.objectContaining({ id: 20, jobName: 'Lens parts v2', equipmentDTO: { id: 2 } }));
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('shows the message of a refusal from saveJob', async () => {
    const saveJob = jest.fn().mockRejectedValue({ status: 409, data: { code: 'CONFLICT', message: 'SLS-02 is booked then' } });
    const { user } = renderForm({ saveJob });
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SLS-02 is booked then');
  });
});
