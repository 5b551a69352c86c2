import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { CurrentAddress, ncrRow, partNcr, PEOPLE, savedViews, SETTINGS } from '../test-fixtures';
import ProcessNcrsPage from './process-ncrs-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const LASER = ncrRow(7, 'NCR-2026-0007', {
  kind: 'PROCESS',
  severity: 'CRITICAL',
  title: 'Laser power dropped mid-build',
  order: null,
  part: null,
  quantity: null,
  machine: { id: 3, name: 'SLS-01 · EOS P 396' },
  material: { id: 9, name: 'PA 2200' },
});
const MACHINES = [{ id: 3, displayName: 'SLS-01 · EOS P 396' }];
const MATERIALS = [{ id: 9, name: 'PA 2200' }];
// A facility that shows no widget: this page's tests are about its list.
const EMPTY_DASHBOARD = { widgets: [] };

function open(answers: Record<string, unknown> = {}, route = '/service-provider/quality-management/quality-dashboard') {
  api = stubApi({
    'GET /api/v1/quality/ncrs': { rows: [LASER], totalCount: 1, totalCountCapped: false },
    'GET /api/v1/quality/settings': SETTINGS,
    'GET /api/v3/sp/equipments': MACHINES,
    'GET /api/v3/sp/materials': MATERIALS,
    'GET /api/v1/quality/dashboard': EMPTY_DASHBOARD,
    ...answers,
  });
  return renderWithProviders(
    <>
      <ProcessNcrsPage />
      <CurrentAddress />
    </>,
    { route },
  );
}

describe('the Process NCR page', () => {
  it('lists the process NCRs with their machine and material, each opening its record', async () => {
    const asked: URLSearchParams[] = [];
    open({
      'GET /api/v1/quality/ncrs': ({ query }: { query: URLSearchParams }) => {
        asked.push(query);
        return { rows: [LASER], totalCount: 1, totalCountCapped: false };
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Process NCR' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Process NCRs' });
    const laser = await within(table).findByRole('row', { name: /NCR-2026-0007/ });
    expect(within(laser).getByRole('link', { name: 'NCR-2026-0007' })).toHaveAttribute(
      'href',
      '/service-provider/quality-management/ncrs/7',
    );
    expect(laser).toHaveTextContent('Critical');
    expect(laser).toHaveTextContent('SLS-01 · EOS P 396');
    expect(laser).toHaveTextContent('PA 2200');
    expect(asked[0]?.get('kind')).toBe('PROCESS');
    // Process NCRs have no disposition to filter by.
    expect(screen.queryByRole('combobox', { name: 'Disposition' })).toBeNull();
  });

  it('applies a saved view of its own list, and saves one of an assignee and a sort', async () => {
    const asked: URLSearchParams[] = [];
    const saved: unknown[] = [];
    const critical = { label: 'Critical, open', filter: { status: ['OPEN'], severity: ['CRITICAL'] }, sort: 'created' };
    const { user } = open({
      'GET /api/v1/quality/ncrs': ({ query }: { query: URLSearchParams }) => {
        asked.push(query);
        return { rows: [LASER], totalCount: 1, totalCountCapped: false };
      },
      'GET /api/v1/quality/people': PEOPLE,
      ...savedViews('PROCESS_NCR_VIEWS', saved, [critical]),
    });
    const table = await screen.findByRole('table', { name: 'Process NCRs' });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Critical, open' }));
    await waitFor(() => expect(asked.at(-1)?.get('severity')).toBe('CRITICAL'));
    expect([asked.at(-1)?.get('status'), asked.at(-1)?.get('sort'), asked.at(-1)?.get('direction')]).toEqual([
      'OPEN',
      'created',
      'desc',
    ]);
    expect(screen.getByRole('combobox', { name: 'Severity' })).toHaveDisplayValue('Critical');
    expect(within(table).getByRole('columnheader', { name: /Raised/ })).toHaveAttribute('aria-sort', 'descending');

    await user.keyboard('{Escape}');
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    await within(assignee).findByRole('option', { name: 'Alex Admin' });
    await user.selectOptions(assignee, 'Alex Admin');
    await user.click(within(table).getByRole('button', { name: /Title/ }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('title'));
    expect([asked.at(-1)?.get('assignedUserId'), asked.at(-1)?.get('direction')]).toEqual(['1', 'asc']);
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const views = await screen.findByRole('dialog', { name: 'Views' });
    await user.type(within(views).getByRole('textbox', { name: 'Name of the view' }), 'Alex’s');
    await user.click(within(views).getByRole('button', { name: 'Save this view' }));
    await within(views).findByRole('button', { name: 'Alex’s' });
    expect(saved).toEqual([
      {
        preferenceType: 'PROCESS_NCR_VIEWS',
        preference: [
          critical,
          {
            label: 'Alex’s',
            filter: { status: ['OPEN'], severity: ['CRITICAL'], assignedUserId: 1 },
            sort: 'title',
            direction: 'asc',
          },
        ],
      },
    ]);
  });

  it('raises a process NCR, saying first what is missing, and opens it', async () => {
    const raised: unknown[] = [];
    const { user } = open({
      'POST /api/v1/quality/ncrs': ({ body }: { body: unknown }) => {
        raised.push(body);
        return { ...partNcr({ id: 8, kind: 'PROCESS' }) };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Raise a process NCR' }));
    const form = await screen.findByRole('form', { name: 'Raise a process NCR' });
    await user.click(within(form).getByRole('button', { name: 'Raise NCR' }));
    expect(await within(form).findByText('Choose the defect code')).toBeVisible();
    expect(within(form).getByText('Give the NCR a title')).toBeVisible();
    expect(within(form).getByText('Say what went wrong in the process')).toBeVisible();
    expect(raised).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Severity' }), 'Critical');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Defect code' }), 'POR — Porosity');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'What went wrong' }), 'Machine fault');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Laser power dropped mid-build');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Machine' }), 'SLS-01 · EOS P 396');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Material' }), 'PA 2200');
    await user.type(within(form).getByRole('spinbutton', { name: 'Job number (optional)' }), '1188');
    await user.click(within(form).getByRole('button', { name: 'Raise NCR' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/service-provider/quality-management/ncrs/8'),
    );
    expect(raised).toEqual([
      {
        kind: 'PROCESS',
        severity: 'CRITICAL',
        defectCode: 'POR',
        title: 'Laser power dropped mid-build',
        cause: 'MACHINE_FAULT',
        equipmentId: 3,
        materialId: 9,
        jobId: 1188,
      },
    ]);
  });

  it('shows a field the server refuses at the field', async () => {
    const refused = {
      code: 'BAD_REQUEST',
      message: 'Job 99 not found',
      details: [{ field: 'body.jobId', message: 'Job 99 not found' }],
    };
    const { user } = open({ 'POST /api/v1/quality/ncrs': new ApiRefusal(400, refused) });
    await user.click(screen.getByRole('button', { name: 'Raise a process NCR' }));
    const form = await screen.findByRole('form', { name: 'Raise a process NCR' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Defect code' }), 'POR — Porosity');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'What went wrong' }), 'Failed build');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Build 99 failed');
    await user.type(within(form).getByRole('spinbutton', { name: 'Job number (optional)' }), '99');
    await user.click(within(form).getByRole('button', { name: 'Raise NCR' }));
    expect(await within(form).findByText('Job 99 not found')).toBeVisible();
    expect(within(form).getByRole('spinbutton', { name: 'Job number (optional)' })).toHaveAccessibleDescription(
      'Job 99 not found',
    );
  });
});

it('opens the process NCR form filled in from a machine’s alarm', async () => {
  const raised: unknown[] = [];
  const { user } = open(
    {
      'POST /api/v1/quality/ncrs': ({ body }: { body: unknown }) => {
        raised.push(body);
        return { ...partNcr({ id: 9, kind: 'PROCESS' }) };
      },
    },
    '/service-provider/quality-management/quality-dashboard?raise=process&equipmentId=3&jobId=1188&title=RecoaterBlocked%3A%20Recoater%20blocked',
  );
  const form = await screen.findByRole('form', { name: 'Raise a process NCR' });
  expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('RecoaterBlocked: Recoater blocked');
  expect(await within(form).findByRole('combobox', { name: 'Machine' })).toHaveDisplayValue('SLS-01 · EOS P 396');
  expect(within(form).getByRole('combobox', { name: 'What went wrong' })).toHaveDisplayValue('Machine fault');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Defect code' }), 'POR — Porosity');
  await user.click(within(form).getByRole('button', { name: 'Raise NCR' }));
  await waitFor(() => expect(raised).toHaveLength(1));
  expect(raised[0]).toMatchObject({
    cause: 'MACHINE_FAULT',
    equipmentId: 3,
    jobId: 1188,
    title: 'RecoaterBlocked: Recoater blocked',
  });
});
