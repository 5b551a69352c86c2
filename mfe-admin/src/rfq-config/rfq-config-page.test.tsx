import { screen, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { RfqConfig, RfqConfigInput } from '../api';
import { DAY } from '../test-fixtures';
import RfqConfigPage from './rfq-config-page';

const SAVED: RfqConfig = {
  requiredFields: ['displayTitle', 'partNumber'],
  distributions: ['INTERNAL_FACILITY', 'APPROVED_VENDORS'],
  quoteDueDays: 7,
  ndaTemplate: 'Both parties keep the drawings confidential.',
  termsText: 'Payment within 30 days of delivery.',
  termsVersion: 3,
  termsChangedAt: Date.now() - 10 * DAY,
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () =>
  renderWithProviders(<RfqConfigPage />, { route: '/service-provider/rfq/config', path: '/service-provider/rfq/config' });

describe('the RFQ configuration page', () => {
  it('shows what New Order asks and the terms in force; Discard changes puts them back', async () => {
    api = stubApi({ 'GET /api/v1/sp/rfq-config': SAVED });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'RFQ Config' });
    expect(within(form).getByRole('checkbox', { name: 'Title (also of a quote request)' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Notes' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'The customer’s own facilities' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Every capable facility' })).not.toBeChecked();
    expect(within(form).getByLabelText('Quotes due after (days)')).toHaveValue(7);
    expect(within(form).getByLabelText('Terms and conditions')).toHaveValue(SAVED.termsText);
    expect(within(form).getByText(/^Version 3 in force since/)).toBeVisible();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(within(form).getByRole('checkbox', { name: 'Notes' }));
    await user.clear(within(form).getByLabelText('Quotes due after (days)'));
    await user.type(within(form).getByLabelText('Quotes due after (days)'), '14');
    expect(save).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }));
    expect(within(form).getByRole('checkbox', { name: 'Notes' })).not.toBeChecked();
    expect(within(form).getByLabelText('Quotes due after (days)')).toHaveValue(7);
    expect(save).toBeDisabled();
  });

  it('asks for a place to send orders and a due period, keeps it within a year, then saves', async () => {
    const sent: RfqConfigInput[] = [];
    api = stubApi({
      'GET /api/v1/sp/rfq-config': SAVED,
      'PUT /api/v1/sp/rfq-config': ({ body }: { body: RfqConfigInput }) => {
        sent.push(body);
        return { ...SAVED, ...body };
      },
    });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'RFQ Config' });
    await user.click(within(form).getByRole('checkbox', { name: 'The customer’s own facilities' }));
    await user.click(within(form).getByRole('checkbox', { name: 'The customer’s approved vendors and this store front' }));
    await user.clear(within(form).getByLabelText('Quotes due after (days)'));
    await user.type(within(form).getByLabelText('Quotes due after (days)'), '400');
    await user.tab();
    expect(within(form).getByLabelText('Quotes due after (days)')).toHaveValue(365);
    await user.clear(within(form).getByLabelText('Quotes due after (days)'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose at least one place orders may go')).toBeVisible();
    expect(within(form).getByText('Please enter a whole number of days from 1 to 365')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Every capable facility' }));
    await user.type(within(form).getByLabelText('Quotes due after (days)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration has been updated successfully')).toBeVisible();
    expect(sent).toEqual([
      {
        requiredFields: ['displayTitle', 'partNumber'],
        distributions: ['LINK3D'],
        quoteDueDays: 10,
        ndaTemplate: SAVED.ndaTemplate,
        termsText: SAVED.termsText,
      },
    ]);
  });

  it('offers Try again when the configuration fails to load, and says why a save was refused', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/sp/rfq-config': () =>
        fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : { ...SAVED, termsText: '', termsChangedAt: null },
      'PUT /api/v1/sp/rfq-config': new ApiRefusal(400, { code: 'VALIDATION', message: 'The NDA template is too long' }),
    });
    const { user } = open();
    expect(await screen.findByText('Could not load the RFQ configuration')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const form = await screen.findByRole('form', { name: 'RFQ Config' });
    expect(within(form).getByText(/^No terms and conditions in force\./)).toBeVisible();
    await user.type(within(form).getByLabelText('NDA template'), ' Signed by both.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, we could not save the RFQ configuration')).toBeVisible();
    expect(within(form).getByText('The NDA template is too long')).toBeVisible();
  });
});
