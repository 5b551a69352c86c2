import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import BatchesPage from '../material-batches/batches-page';
import type { MaterialSettings } from './api';
import MaterialSettingsPage from './material-settings-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(30_000);

const URL = '/api/v1/materials/settings';
const PAGE = '/service-provider/material-management/settings';

const person = (permissions: string[]) => ({ id: 1, roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }], permissions });
const EDITOR = person(['MATERIAL_MANAGEMENT_EDITOR']);
const READER = person([]);

const MATERIALS = [
  { id: 7, name: 'PA 2200', generalMaterialType: { id: 1, name: 'Polymer' } },
  { id: 8, name: 'EOS Titanium Ti64', generalMaterialType: { id: 2, name: 'Metal' } },
];

const SAVED: MaterialSettings = {
  massTolerancePercent: 0.5,
  rules: [
    { material: { id: 7, name: 'PA 2200' }, minVirginPercent: 20, maxCycles: 1, sieveRequired: true, reorderPointMg: 12_500_000 },
  ],
};

/** The server as the page calls it; each PUT body is kept in `sent`, and answered by `put` when given. */
function serve(user: object, sent: unknown[] = [], put?: unknown) {
  return stubApi({
    'GET /api/v1/users/getUser': user,
    'GET /api/v1/sp/materials': MATERIALS,
    [`GET ${URL}`]: SAVED,
    [`PUT ${URL}`]: ({ body }: { body: MaterialSettings }) => {
      sent.push(body);
      return (
        put ?? {
          ...body,
          rules: body.rules.map((rule) => ({ ...rule, material: MATERIALS.find((m) => m.id === rule.material.id) })),
        }
      );
    },
  });
}

const open = (language: 'en_US' | 'de_DE' = 'en_US') => renderWithProviders(<MaterialSettingsPage />, { route: PAGE, language });

describe('the material settings page, for an editor', () => {
  it('saves the editor’s tolerance and new rule as the server takes them, the reorder point in milligrams', async () => {
    const sent: unknown[] = [];
    api = serve(EDITOR, sent);
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Material settings' })).toBeVisible();
    const tolerance = await screen.findByRole('textbox', { name: 'Scale tolerance (%)' });
    expect(tolerance).toHaveValue('0.5');
    const saved = screen.getByRole('region', { name: 'Rule 1: PA 2200' });
    expect(within(saved).getByRole('textbox', { name: 'Reorder point (kg)' })).toHaveValue('12.5');
    expect(within(saved).getByRole('checkbox', { name: 'Sieving required' })).toBeChecked();

    await user.clear(tolerance);
    await user.type(tolerance, '0.75');
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const added = screen.getByRole('region', { name: 'Rule 2' });
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Material' }), 'EOS Titanium Ti64');
    expect(added).toHaveAccessibleName('Rule 2: EOS Titanium Ti64');
    await user.type(within(added).getByRole('textbox', { name: 'Minimum virgin powder (%)' }), '30');
    await user.type(within(added).getByRole('textbox', { name: 'Maximum re-use cycles' }), '3');
    await user.click(within(added).getByRole('checkbox', { name: 'Sieving required' }));
    await user.type(within(added).getByRole('textbox', { name: 'Reorder point (kg)' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The material settings are saved.')).toBeVisible();
    expect(sent).toEqual([
      {
        massTolerancePercent: 0.75,
        rules: [
          { material: { id: 7 }, minVirginPercent: 20, maxCycles: 1, sieveRequired: true, reorderPointMg: 12_500_000 },
          { material: { id: 8 }, minVirginPercent: 30, maxCycles: 3, sieveRequired: true, reorderPointMg: 2_500_000 },
        ],
      },
    ]);
    // The form starts again from what was saved: nothing is left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    // And the settings are read again, for the batches' badges that are drawn against them.
    await waitFor(() => expect(api.calls.filter((call) => call === `GET ${URL}`)).toHaveLength(2));
  });

  it('keeps a reorder point’s mass when the editor types it in grams, and removes a rule only once asked', async () => {
    const sent: unknown[] = [];
    api = serve(EDITOR, sent);
    const { user } = open();
    const rule = await screen.findByRole('region', { name: 'Rule 1: PA 2200' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Masses in' }), 'Grams (g)');
    expect(within(rule).getByRole('textbox', { name: 'Reorder point (g)' })).toHaveValue('12500');

    await user.click(within(rule).getByRole('button', { name: 'Remove rule 1' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove the rule?' });
    expect(question).toHaveTextContent('Rule 1: PA 2200 goes when you save the settings.');
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('region', { name: 'Rule 1: PA 2200' })).toBeVisible();

    await user.click(within(rule).getByRole('button', { name: 'Remove rule 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('region', { name: /Rule 1/ })).toBeNull();
    expect(screen.getByText('No material has rules yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ massTolerancePercent: 0.5, rules: [] }]));
  });

  it('says at each field what is wrong, one rule per material among it, and sends nothing', async () => {
    const sent: unknown[] = [];
    api = serve(EDITOR, sent);
    const { user } = open();
    await user.clear(await screen.findByRole('textbox', { name: 'Scale tolerance (%)' }));
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    const twice = screen.getByRole('region', { name: 'Rule 2' });
    await user.selectOptions(within(twice).getByRole('combobox', { name: 'Material' }), 'PA 2200');
    await user.type(within(twice).getByRole('textbox', { name: 'Minimum virgin powder (%)' }), '101');
    await user.type(within(twice).getByRole('textbox', { name: 'Maximum re-use cycles' }), '1.5');
    await user.type(within(twice).getByRole('textbox', { name: 'Reorder point (kg)' }), '1,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter the tolerance.')).toBeVisible();
    expect(within(twice).getByText('This material has a rule already: one rule per material.')).toBeVisible();
    expect(within(twice).getByText('Enter a percentage from 0 to 100, such as 12.5.')).toBeVisible();
    expect(within(twice).getByText('Enter a whole number from 0 to 100.')).toBeVisible();
    expect(within(twice).getByText('Enter a mass such as 12.5, with at most six decimals.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Rule 3' })).getByText('Choose the material.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Rule 1: PA 2200' })).queryByText(/rule already/)).toBeNull();
    expect(sent).toEqual([]);
    expect(api.calls).not.toContain(`PUT ${URL}`);
  });

  it('shows the server’s refusal above the form and keeps what was typed', async () => {
    api = serve(EDITOR, [], new ApiRefusal(403, { code: 'FORBIDDEN', message: 'You may not change the material settings' }));
    const { user } = open();
    const tolerance = await screen.findByRole('textbox', { name: 'Scale tolerance (%)' });
    await user.clear(tolerance);
    await user.type(tolerance, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not change the material settings');
    expect(tolerance).toHaveValue('2');
    expect(screen.queryByText('The material settings are saved.')).toBeNull();
  });

  it('writes and reads numbers with the German decimal comma', async () => {
    const sent: unknown[] = [];
    api = serve(EDITOR, sent);
    const { user } = open('de_DE');
    const tolerance = await screen.findByRole('textbox', { name: 'Waagentoleranz (%)' });
    expect(tolerance).toHaveValue('0,5');
    const rule = screen.getByRole('region', { name: 'Regel 1: PA 2200' });
    const reorder = within(rule).getByRole('textbox', { name: 'Meldebestand (kg)' });
    expect(reorder).toHaveValue('12,5');
    await user.clear(tolerance);
    await user.type(tolerance, '0,75');
    await user.clear(reorder);
    await user.type(reorder, '7,25');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ massTolerancePercent: 0.75, rules: [{ reorderPointMg: 7_250_000 }] });
  });
});

describe('the material settings page, for a reader', () => {
  it('shows a reader the same values in words, with nothing to change', async () => {
    api = serve(READER);
    open();
    const rules = await screen.findByRole('table', { name: 'Rules per material' });
    const row = within(rules).getByRole('row', { name: /PA 2200/ });
    expect(row).toHaveTextContent(/20%.*1.*Yes.*12\.5 kg/);
    expect(screen.getByText('0.5%')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a rule' })).toBeNull();
  });

  it('shows a German reader the tolerance and masses with the decimal comma', async () => {
    api = serve(READER);
    open('de_DE');
    const row = await screen.findByRole('row', { name: /PA 2200/ });
    expect(row).toHaveTextContent(/20\s%.*Ja.*12,5\skg/);
    expect(screen.getByText(/^0,5\s%$/)).toBeVisible();
  });

  it('says when the settings cannot be read, with a way to try again', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': READER,
      [`GET ${URL}`]: new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    });
    open();
    const failed = await screen.findByRole('region', { name: 'Could not load the material settings' });
    expect(failed).toHaveTextContent('The database is busy');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('is reached from any material page by the area’s navigation, which marks the page shown', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': READER,
      'GET /api/v1/sp/materials': MATERIALS,
      'GET /api/v1/materials/batches': { totalCount: 0, rows: [] },
    });
    renderWithProviders(<BatchesPage />, { route: '/service-provider/material-management/batches' });
    const nav = await screen.findByRole('navigation', { name: 'Material management' });
    expect(within(nav).getByRole('link', { name: 'Rules and tolerance' })).toHaveAttribute('href', PAGE);
    expect(within(nav).getByRole('link', { name: 'Batches' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Lots' })).not.toHaveAttribute('aria-current');
  });
});
