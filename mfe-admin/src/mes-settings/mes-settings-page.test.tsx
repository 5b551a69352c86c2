import { screen, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi, type ApiAnswers } from 'shared/testing';
import type { WorkCenter, WorkplanTemplate, WorkplanTemplateInput } from '../api';
import { facilityUser, signedInStore } from '../test-fixtures';
import MesSettingsPage from './mes-settings-page';

const CENTERS: WorkCenter[] = [
  { id: 1, name: 'Depowdering station', equipment: [], createdAt: 0 },
  { id: 2, name: 'Blaster', equipment: [{ id: 30, name: 'PP-01 · Powershot S' }], createdAt: 0 },
];
const PROCESSES = [
  { id: 5, name: 'HPBJ', displayName: 'MJF' },
  { id: 6, name: 'SELECTIVE_LASER_SINTERING', displayName: 'SLS' },
];
const MATERIALS = [{ id: 9, name: 'HP 3D HR PA 12', generalMaterialType: { id: 1, name: 'Polyamide' } }];
const SLS: WorkplanTemplate = {
  id: 4,
  name: 'SLS nylon',
  amProcess: { id: 6, name: 'SLS' },
  material: null,
  steps: [
    { name: 'Print', kind: 'PRINT', workCenterId: null, workCenter: null, standardMinutes: 0, timeBasis: 'BATCH', questions: [] },
    {
      name: 'Depowder',
      kind: 'WORK',
      workCenterId: 1,
      workCenter: { id: 1, name: 'Depowdering station' },
      standardMinutes: 3,
      timeBasis: 'PART',
      questions: [],
    },
  ],
  partsWithPlan: 12,
  updatedAt: 0,
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const open = async (answers: ApiAnswers = {}, permissions: Parameters<typeof facilityUser>[0] = ['MES_SETTINGS_EDITOR']) => {
  api = stubApi({
    'GET /api/v1/users/getUser': facilityUser(permissions),
    'GET /api/v1/mes/work-centers': CENTERS,
    'GET /api/v1/mes/workplan-templates': [SLS],
    'GET /api/v1/amprocess': PROCESSES,
    'GET /api/v1/sp/materials': MATERIALS,
    'GET /api/v3/sp/equipments': [],
    ...answers,
  });
  return renderWithProviders(<MesSettingsPage />, {
    route: '/service-provider/settings/mes',
    path: '/service-provider/settings/mes',
    store: await signedInStore(),
  });
};

describe('the MES settings page', () => {
  it('lists the work centers with their machines and the work plans with their steps', async () => {
    await open();
    const centers = await screen.findByRole('table', { name: 'Work centers' });
    expect(within(centers).getByRole('row', { name: /Blaster/ })).toHaveTextContent('PP-01 · Powershot S');
    expect(within(centers).getByRole('row', { name: /Depowdering station/ })).toHaveTextContent('A station');
    const plans = await screen.findByRole('table', { name: 'Work plans' });
    expect(within(plans).getByRole('row', { name: /SLS nylon/ })).toHaveTextContent('Print → Depowder');
    expect(within(plans).getByRole('row', { name: /SLS nylon/ })).toHaveTextContent('Any material');
  });

  it('makes a work plan of steps and questions: printing first, a work center for every other step, a limit for a measured value', async () => {
    const sent: WorkplanTemplateInput[] = [];
    const { user } = await open({
      'POST /api/v1/mes/workplan-templates': ({ body }: { body: WorkplanTemplateInput }) => {
        sent.push(body);
        return body.name === 'Taken'
          ? new ApiRefusal(409, {
              code: 'CONFLICT',
              message: 'The work plan ‘SLS nylon’ is already the plan of this process and material',
            })
          : { ...SLS, id: 8, name: body.name, partsWithPlan: 3 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New work plan' }));
    const form = screen.getByRole('form', { name: 'New work plan' });
    await user.type(within(form).getByLabelText('Name'), 'MJF PA 12, dyed');
    await user.selectOptions(within(form).getByLabelText('Process'), 'MJF');
    await user.selectOptions(within(form).getByLabelText('Material'), 'HP 3D HR PA 12');
    const print = within(form).getByRole('group', { name: /Step 1/ });
    await user.type(within(print).getByLabelText('Step'), 'Print');
    await user.click(within(form).getByRole('button', { name: 'Add step' }));
    const depowder = within(form).getByRole('group', { name: /Step 2/ });
    await user.type(within(depowder).getByLabelText('Step'), 'Depowder');
    await user.click(within(depowder).getByRole('button', { name: 'Add question' }));
    await user.selectOptions(
      within(depowder).getByLabelText('Kind', { selector: '[name="steps.1.questions.0.kind"]' }),
      'Measured value',
    );
    await user.type(within(depowder).getByLabelText('Question'), 'Wall thickness');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose where the step is done')).toBeVisible();
    expect(within(form).getByText('Enter a lower or an upper limit')).toBeVisible();
    expect(sent).toEqual([]);

    await user.selectOptions(within(depowder).getByLabelText('Work center'), 'Depowdering station');
    await user.type(within(depowder).getByLabelText('Unit'), 'mm');
    await user.type(within(depowder).getByLabelText('Lowest value that passes'), '1.8');
    await user.type(within(depowder).getByLabelText('Highest value that passes'), '2.2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('MJF PA 12, dyed saved. 3 awarded parts have it.')).toBeVisible();
    expect(sent).toEqual([
      {
        name: 'MJF PA 12, dyed',
        amProcessId: 5,
        materialId: 9,
        steps: [
          { name: 'Print', kind: 'PRINT', workCenterId: null, standardMinutes: 0, timeBasis: 'PART', questions: [] },
          {
            name: 'Depowder',
            kind: 'WORK',
            workCenterId: 1,
            standardMinutes: 0,
            timeBasis: 'PART',
            questions: [{ id: 'wall-thickness', kind: 'MEASURE', text: 'Wall thickness', unit: 'mm', min: 1.8, max: 2.2 }],
          },
        ],
      },
    ]);
  });

  it('shows the work centers and plans without their buttons to someone who may not change them', async () => {
    await open({}, []);
    await screen.findByRole('table', { name: 'Work plans' });
    expect(screen.queryByRole('button', { name: 'New work plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Blaster' })).toBeNull();
  });
});
