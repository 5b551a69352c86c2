import { screen, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { QualitySettings } from './api';
import QualitySettingsPage from './quality-settings-page';

const SAVED: QualitySettings = {
  defectCodes: [
    { code: 'DIM', description: 'Dimension out of tolerance' },
    { code: 'POR', description: 'Porosity' },
  ],
  severityMeanings: { MINOR: 'Cosmetic', MAJOR: 'Fit or function', CRITICAL: 'Safety' },
  dispositions: ['USE_AS_IS', 'REWORK', 'SCRAP'],
  signatureMeanings: ['REVIEWED', 'APPROVED'],
  dispositionSigners: ['SP_ADMIN', 'SP_MANAGER'],
  ncrFormat: 'NCR-{YYYY}-{####}',
  capaFormat: 'CAPA-{YYYY}-{###}',
  trendWindowDays: 30,
  trendThreshold: 5,
  reminderDaysBefore: 2,
  reminderHourUtc: 7,
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () =>
  renderWithProviders(<QualitySettingsPage />, {
    route: '/service-provider/settings/quality-management',
    path: '/service-provider/settings/quality-management',
  });

it('edits the defect codes, the board’s dispositions and the numbering, and saves them', async () => {
  const saved: unknown[] = [];
  api = stubApi({
    'GET /api/v1/quality/settings': SAVED,
    'PUT /api/v1/quality/settings': ({ body }: { body: QualitySettings }) => (saved.push(body), body),
  });
  const { user } = open();
  const form = await screen.findByRole('form', { name: 'Quality management settings' });
  expect(within(form).getByRole('checkbox', { name: 'Use as is' })).toBeChecked();
  expect(within(form).getByRole('checkbox', { name: 'Repair' })).not.toBeChecked();
  expect(within(form).getByText(/^For example: NCR-\d{4}-0042 and CAPA-\d{4}-007$/)).toBeVisible();

  await user.click(within(form).getByRole('button', { name: 'Remove the defect code POR' }));
  await user.click(within(form).getByRole('button', { name: 'Add a defect code' }));
  const codes = within(form).getAllByLabelText('Code');
  await user.type(codes[1]!, 'WARP');
  await user.type(within(form).getAllByLabelText('What it means')[1]!, 'Warping');
  await user.click(within(form).getByRole('checkbox', { name: 'Repair' }));
  await user.clear(within(form).getByLabelText('NCR number format'));
  await user.type(within(form).getByLabelText('NCR number format'), 'Q-{{###}');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Quality settings saved')).toBeVisible();
  expect(saved).toEqual([
    expect.objectContaining({
      defectCodes: [
        { code: 'DIM', description: 'Dimension out of tolerance' },
        { code: 'WARP', description: 'Warping' },
      ],
      dispositions: ['USE_AS_IS', 'REWORK', 'SCRAP', 'REPAIR'],
      ncrFormat: 'Q-{###}',
    }),
  ]);
});

it('refuses a format without its sequence and a code given twice, and shows the server’s refusal', async () => {
  api = stubApi({
    'GET /api/v1/quality/settings': SAVED,
    'PUT /api/v1/quality/settings': () =>
      new ApiRefusal(403, { code: 'FORBIDDEN', message: 'This needs the permission QMS_SETTINGS_EDITOR' }),
  });
  const { user } = open();
  const form = await screen.findByRole('form', { name: 'Quality management settings' });
  await user.clear(within(form).getByLabelText('CAPA number format'));
  await user.type(within(form).getByLabelText('CAPA number format'), 'CAPA');
  await user.clear(within(form).getAllByLabelText('Code')[1]!);
  await user.type(within(form).getAllByLabelText('Code')[1]!, 'DIM');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('The format needs a run of # in braces, e.g. NCR-{YYYY}-{####}')).toBeVisible();
  expect(within(form).getByText('Each code only once')).toBeVisible();
  expect(api.calls).not.toContain('PUT /api/v1/quality/settings');

  await user.clear(within(form).getAllByLabelText('Code')[1]!);
  await user.type(within(form).getAllByLabelText('Code')[1]!, 'POR');
  await user.clear(within(form).getByLabelText('CAPA number format'));
  await user.type(within(form).getByLabelText('CAPA number format'), 'CAPA-{{##}');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This needs the permission QMS_SETTINGS_EDITOR')).toBeVisible();
});
