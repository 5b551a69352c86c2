import { screen, within } from '@testing-library/react';
import type { AmProcess, Material } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi, type ApiAnswers } from 'shared/testing';
import type { PricingRules, PricingRulesVersion } from '../api';
import { DAY, facilityUser, signedInStore } from '../test-fixtures';
import PricingRulesPage from './pricing-rules-page';

const MATERIALS: Material[] = [
  { id: 12, name: 'Nylon PA12', generalMaterialType: { id: 1, name: 'Polymer' } },
  { id: 31, name: 'Ti-6Al-4V', generalMaterialType: { id: 2, name: 'Metal' } },
];
const PROCESSES: AmProcess[] = [{ id: 3, name: 'SLS', displayName: 'Selective Laser Sintering' }];
const RULES: PricingRules = {
  currency: 'USD',
  setupMinor: 2500,
  minimumOrderMinor: 10000,
  postProcessingMinor: 300,
  materials: [{ materialId: 12, pricePerCm3Minor: 35 }],
  processes: [{ processId: 3, machineHourRateMinor: 4000, buildRateCm3PerHour: 60 }],
  finishes: [],
  quantityBreaks: [{ minQuantity: 10, discountBasisPoints: 500 }],
  rushSurcharges: [],
  formulas: [],
  autoQuote: false,
};
const VERSION: PricingRulesVersion = { version: 4, savedAt: Date.now() - 2 * DAY, savedBy: 'Ada Admin', rules: RULES };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

/** The page with the catalogue and the given answers, for a person with the given permissions. */
const open = async (answers: ApiAnswers, permissions: Parameters<typeof facilityUser>[0] = ['PRICING_RULES_EDITOR']) => {
  api = stubApi({
    'GET /api/v1/users/getUser': facilityUser(permissions),
    'GET /api/v1/sp/materials': MATERIALS,
    'GET /api/v1/amprocess': PROCESSES,
    'GET /api/v1/pricing-rules/versions': [{ version: 4, savedAt: VERSION.savedAt, savedBy: 'Ada Admin' }],
    'GET /api/v1/sp/part-inventory': { totalCount: 0, rows: [] },
    ...answers,
  });
  return renderWithProviders(<PricingRulesPage />, {
    route: '/pricing-rules',
    path: '/pricing-rules',
    store: await signedInStore(),
  });
};

describe('the pricing rules page', () => {
  it('shows the version in force in units of its currency; Discard changes puts it back', async () => {
    const { user } = await open({ 'GET /api/v1/pricing-rules': VERSION });
    expect(await screen.findByText(/^Version 4, saved by Ada Admin on/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Pricing rules' });
    expect(within(form).getByLabelText('Setup per order (USD)')).toHaveValue(25);
    expect(within(form).getByLabelText('Minimum order value (USD)')).toHaveValue(100);
    expect(await within(form).findByRole('option', { name: 'Nylon PA12', selected: true })).toBeInTheDocument();
    expect(within(form).getByLabelText('Price per cm³ 1 (USD)')).toHaveValue(0.35);
    expect(within(form).getByLabelText('Discount % 1')).toHaveValue(5);
    expect(within(form).getByText('No formula.')).toBeVisible();
    const save = within(form).getByRole('button', { name: 'Save as a new version' });
    expect(save).toBeDisabled();

    await user.clear(within(form).getByLabelText('Setup per order (USD)'));
    await user.type(within(form).getByLabelText('Setup per order (USD)'), '40');
    await user.click(within(form).getByRole('button', { name: 'Remove quantity break 1' }));
    expect(save).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByLabelText('Setup per order (USD)')).toHaveValue(25);
    expect(within(form).getByLabelText('Discount % 1')).toHaveValue(5);
    expect(save).toBeDisabled();
  });

  it('asks for a material and a formula in JSON, then saves a new version in minor units', async () => {
    const sent: unknown[] = [];
    let saved = VERSION;
    const { user } = await open({
      'GET /api/v1/pricing-rules': () => saved,
      'PUT /api/v1/pricing-rules': ({ body }: { body: { baseVersion: number; rules: PricingRules } }) => {
        sent.push(body);
        saved = { version: 5, savedAt: Date.now(), savedBy: 'Ada Admin', rules: body.rules };
        return saved;
      },
    });
    const form = await screen.findByRole('form', { name: 'Pricing rules' });
    await user.click(within(form).getByRole('button', { name: 'Add a material' }));
    await user.click(within(form).getByRole('button', { name: 'Add a formula' }));
    await user.type(within(form).getByLabelText('Name of formula 1'), 'Surface');
    await user.type(within(form).getByLabelText('Formula 1 (JSON Logic)'), '{{"var": "surfaceAreaCm2"');
    await user.click(within(form).getByRole('button', { name: 'Save as a new version' }));
    expect(await within(form).findByText('Please choose a material')).toBeVisible();
    expect(within(form).getByText(/^The formula is not JSON:/)).toBeVisible();
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Material 2'), 'Ti-6Al-4V');
    await user.type(within(form).getByLabelText('Price per cm³ 2 (USD)'), '2');
    await user.type(within(form).getByLabelText('Formula 1 (JSON Logic)'), '}');
    await user.click(within(form).getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Version 5 of the pricing rules saved')).toBeVisible();
    expect(sent).toEqual([
      {
        baseVersion: 4,
        rules: {
          ...RULES,
          materials: [...RULES.materials, { materialId: 31, pricePerCm3Minor: 200 }],
          formulas: [{ label: 'Surface', formula: { var: 'surfaceAreaCm2' } }],
        },
      },
    ]);
  });

  it('refuses a finish given twice, then saves the finishes, quantity breaks and rush surcharges', async () => {
    const sent: unknown[] = [];
    const { user } = await open({
      'GET /api/v1/pricing-rules': VERSION,
      'PUT /api/v1/pricing-rules': ({ body }: { body: { baseVersion: number; rules: PricingRules } }) => {
        sent.push(body);
        return { version: 5, savedAt: Date.now(), savedBy: 'Ada Admin', rules: body.rules };
      },
    });
    const form = await screen.findByRole('form', { name: 'Pricing rules' });
    await user.click(within(form).getByRole('button', { name: 'Add a finish' }));
    await user.click(within(form).getByRole('button', { name: 'Add a finish' }));
    for (const number of [1, 2]) {
      await user.type(within(form).getByLabelText(`Finish ${number}`), 'Dyed black');
      await user.type(within(form).getByLabelText(`Surcharge per piece ${number} (USD)`), '1.5');
    }
    await user.click(within(form).getByRole('button', { name: 'Save as a new version' }));
    expect(await within(form).findByText('A finish has two surcharges')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Remove finish 2' }));
    await user.click(within(form).getByRole('button', { name: 'Add a quantity break' }));
    await user.type(within(form).getByLabelText('From pieces 2'), '50');
    await user.type(within(form).getByLabelText('Discount % 2'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Add a rush surcharge' }));
    await user.type(within(form).getByLabelText('Within days 1'), '3');
    await user.type(within(form).getByLabelText('Surcharge % 1'), '25');
    await user.click(within(form).getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Version 5 of the pricing rules saved')).toBeVisible();
    expect(sent).toEqual([
      {
        baseVersion: 4,
        rules: {
          ...RULES,
          finishes: [{ finish: 'Dyed black', surchargeMinor: 150 }],
          quantityBreaks: [...RULES.quantityBreaks, { minQuantity: 50, discountBasisPoints: 1250 }],
          rushSurcharges: [{ withinDays: 3, surchargeBasisPoints: 2500 }],
        },
      },
    ]);
  });

  it('only reads without the permission, and offers Try again when the rules fail to load', async () => {
    let fail = true;
    const { user } = await open(
      {
        'GET /api/v1/pricing-rules': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : VERSION),
      },
      [],
    );
    expect(await screen.findByText('The pricing rules could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const form = await screen.findByRole('form', { name: 'Pricing rules' });
    expect(within(form).getByText('Only people with the pricing rules permission can change the rules.')).toBeVisible();
    expect(within(form).getByLabelText('Setup per order (USD)')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save as a new version' })).toBeNull();
  });
});
