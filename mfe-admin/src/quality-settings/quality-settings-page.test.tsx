import { act, screen, within } from '@testing-library/react';
import { QUALITY_DASHBOARD_WIDGETS } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { QualityDashboardConfig, QualityReportConfig, QualitySettings } from './api';
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

const DASHBOARD: QualityDashboardConfig = { widgets: QUALITY_DASHBOARD_WIDGETS.map((key) => ({ key, shown: true })) };
const REPORT: QualityReportConfig = {
  companyName: '',
  addressLine: '',
  documentCode: '',
  revision: '',
  logo: true,
  sections: ['internalNotes', 'costs', 'evidence', 'history'],
};
const PROFILE = { id: 3, companyName: 'Forge Works', logoUrl: '/api/v1/companies/3/logo?v=1' };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

/** The page on the answers given, over the saved settings, widgets, report and profile. */
const open = (answers: Record<string, unknown>, language: 'en_US' | 'de_DE' = 'en_US') => {
  api = stubApi({
    'GET /api/v1/quality/settings': SAVED,
    'GET /api/v1/quality/settings/dashboard': DASHBOARD,
    'GET /api/v1/quality/settings/report': REPORT,
    'GET /api/v1/service-provider/profile': PROFILE,
    ...answers,
  });
  return renderWithProviders(<QualitySettingsPage />, {
    route: '/service-provider/settings/quality-management',
    path: '/service-provider/settings/quality-management',
    language,
  });
};

it('edits the defect codes, the board’s dispositions and the numbering, and saves them', async () => {
  const saved: unknown[] = [];
  const { user } = open({
    'PUT /api/v1/quality/settings': ({ body }: { body: QualitySettings }) => (saved.push(body), body),
  });
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
  const { user } = open({
    'PUT /api/v1/quality/settings': () =>
      new ApiRefusal(403, { code: 'FORBIDDEN', message: 'This needs the permission QMS_SETTINGS_EDITOR' }),
  });
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

it('orders the dashboard’s widgets and shows or hides them from the keyboard, the focus staying on the widget moved', async () => {
  const saved: QualityDashboardConfig[] = [];
  const { user } = open({
    'PUT /api/v1/quality/settings/dashboard': ({ body }: { body: QualityDashboardConfig }) => (saved.push(body), body),
  });
  const form = await screen.findByRole('form', { name: 'Quality dashboard' });
  const list = within(form).getByRole('list', { name: 'The dashboard’s figures, in their order' });
  const order = () =>
    within(list)
      .getAllByRole('checkbox')
      .map((box) => box.parentElement?.textContent?.trim());
  expect(within(list).getByRole('button', { name: 'Move Defects that keep coming back up' })).toBeDisabled();

  act(() => within(list).getByRole('button', { name: 'Move Defect codes (Pareto) up' }).focus());
  await user.keyboard('{Enter}{Enter}');
  expect(within(list).getByRole('button', { name: 'Move Defect codes (Pareto) up' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Defect codes (Pareto) is now in place 2 of 7');
  // At the top its Move up is off: the focus goes to its Move down.
  await user.keyboard('{Enter}');
  expect(within(list).getByRole('button', { name: 'Move Defect codes (Pareto) down' })).toHaveFocus();
  expect(order().slice(0, 3)).toEqual(['Defect codes (Pareto)', 'Defects that keep coming back', 'CAPAs due']);
  await user.keyboard('{Enter}');
  expect(within(list).getByRole('button', { name: 'Move Defect codes (Pareto) down' })).toHaveFocus();
  expect(order().slice(0, 2)).toEqual(['Defects that keep coming back', 'Defect codes (Pareto)']);

  act(() => within(list).getByRole('checkbox', { name: 'NCRs by customer' }).focus());
  await user.keyboard(' ');
  await user.click(within(form).getByRole('button', { name: 'Save the dashboard' }));
  expect(await screen.findByText('Dashboard saved')).toBeVisible();
  expect(saved[0]?.widgets.map((widget) => `${widget.key} ${widget.shown}`)).toEqual([
    'trends true',
    'pareto true',
    'capasDue true',
    'openByAge true',
    'byMachine true',
    'byMaterial true',
    'byCustomer false',
  ]);
});

it('reads the dashboard’s widgets in German', async () => {
  open({}, 'de_DE');
  const form = await screen.findByRole('form', { name: 'Qualitäts-Dashboard' });
  expect(within(form).getByRole('checkbox', { name: 'Wiederkehrende Fehler' })).toBeChecked();
  expect(within(form).getByRole('button', { name: 'Fehlercodes (Pareto) nach oben schieben' })).toBeEnabled();
});

it('sets the reports’ header with a preview and the parts they include, and saves them', async () => {
  const saved: QualityReportConfig[] = [];
  const { user } = open({
    'PUT /api/v1/quality/settings/report': ({ body }: { body: QualityReportConfig }) => (saved.push(body), body),
  });
  const form = await screen.findByRole('form', { name: 'NCR and CAPA reports' });
  const preview = within(form).getByRole('group', { name: 'Preview of the header' });
  expect(preview).toHaveTextContent('Forge Works');
  expect(within(form).getByLabelText('Company name')).toHaveAttribute('placeholder', 'Forge Works');
  await user.type(within(form).getByLabelText('Address line'), '1 Printer Way, Austin');
  await user.type(within(form).getByLabelText('Document code'), 'QF-8.7-01');
  await user.type(within(form).getByLabelText('Revision'), '3');
  expect(preview).toHaveTextContent('1 Printer Way, Austin');
  expect(preview).toHaveTextContent('QF-8.7-01 Rev 3');
  await user.click(within(form).getByRole('checkbox', { name: 'Show the facility profile’s logo' }));
  await user.click(within(form).getByRole('checkbox', { name: 'History' }));
  await user.click(within(form).getByRole('checkbox', { name: 'The facility’s notes' }));
  await user.click(within(form).getByRole('button', { name: 'Save the reports' }));
  expect(await screen.findByText('Report settings saved')).toBeVisible();
  expect(saved).toEqual([
    {
      companyName: '',
      addressLine: '1 Printer Way, Austin',
      documentCode: 'QF-8.7-01',
      revision: '3',
      logo: false,
      sections: ['costs', 'evidence'],
    },
  ]);
});

it('offers no logo while the facility profile has none, and takes a document code of 40 characters at most', async () => {
  const { user } = open({ 'GET /api/v1/service-provider/profile': { ...PROFILE, logoUrl: null } });
  const form = await screen.findByRole('form', { name: 'NCR and CAPA reports' });
  expect(within(form).queryByRole('checkbox', { name: 'Show the facility profile’s logo' })).toBeNull();
  expect(form).toHaveTextContent('The facility profile has no logo yet');
  // A longer one pasted is cut there rather than refused by the server.
  await user.click(within(form).getByLabelText('Document code'));
  await user.paste('Q'.repeat(50));
  expect(within(form).getByLabelText('Document code')).toHaveValue('Q'.repeat(40));
});
