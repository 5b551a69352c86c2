import { screen, waitFor, within } from '@testing-library/react';
import type { OrderOffer } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import RequestQuotePage from './request-quote-page';

// The upload itself (sending, VERIFY, polling) is FileUpload's own (shared/src/ui/file-upload.test.tsx);
// here: what the page does with a processed part file.
jest.mock('shared/ui', () => ({
  ...jest.requireActual('shared/ui'),
  FileUpload: ({ onProcessed }: { onProcessed: (outcome: never, file: never) => void }) => (
    <button
      type="button"
      onClick={() =>
        onProcessed({ file: { id: 7, fileName: 'Bracket.stl' }, report: { closedManifold: true } } as never, {} as never)
      }
    >
      Upload Bracket.stl
    </button>
  ),
}));

const ADDRESS = {
  id: 3,
  label: 'Denver HQ',
  recipient: 'Acme Robotics Receiving',
  line1: '1550 Wewatta St',
  line2: null,
  city: 'Denver',
  region: 'CO',
  postalCode: '80202',
  countryCode: 'US',
  phone: null,
  isDefault: true,
};
const OFFER: OrderOffer = {
  facilityCount: 2,
  finishEnabled: false,
  itarEnabled: true,
  multiRfq: true,
  currencies: ['USD', 'EUR'],
  defaultCurrency: 'USD',
  distributions: ['INTERNAL_FACILITY', 'APPROVED_VENDORS'],
  requiredFields: ['displayTitle'],
  quoteDueDays: 7,
  ndaTemplate: '',
  terms: null,
  options: [],
};
const answers = (more: Record<string, unknown> = {}) => ({
  'GET /api/v1/deliveryAddress': [ADDRESS],
  'GET /api/v1/orders/offer': OFFER,
  ...more,
});

const render = () => renderWithProviders(<RequestQuotePage />, { route: '/order/create?from=sf', path: '/order/create' });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the Request Quote page', () => {
  it('asks what the store front requires, and sends nothing without a part', async () => {
    api = stubApi(answers());
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Request Quote' })).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Quote request' });
    expect(within(form).getByRole('textbox', { name: 'Order title (required)' })).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Note for the facilities' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Request quotes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add at least one part');
    expect(api.calls).not.toContain('POST /api/v1/orders');
  });

  it('requests quotes for the uploaded part: saves the order, submits it and opens it', async () => {
    const sent: unknown[] = [];
    api = stubApi(
      answers({
        'POST /api/v1/orders': ({ body }: { body: unknown }) => {
          sent.push(body);
          return { id: 41, updatedAt: 1_000, status: 'DRAFT' };
        },
        'POST /api/v1/orders/41/submit': () => {
          sent.push('submit');
          return { id: 41, updatedAt: 2_000, status: 'SUBMITTED' };
        },
      }),
    );
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Quote request' });
    await user.click(within(form).getByRole('button', { name: 'Upload Bracket.stl' }));
    const quantity = within(form).getByRole('spinbutton', { name: 'Quantity of Bracket.stl' });
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.type(within(form).getByRole('textbox', { name: 'Order title (required)' }), 'Sensor brackets');
    await user.type(within(form).getByRole('textbox', { name: 'Note for the facilities' }), 'Bead-blasted, please');
    await user.click(within(form).getByRole('button', { name: 'Request quotes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Quote request' })).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      displayTitle: 'Sensor brackets',
      notes: 'Bead-blasted, please',
      deliveryAddressId: 3,
      currency: 'USD',
      parts: [{ fileId: 7, quantity: 25 }],
    });
    expect(sent[1]).toBe('submit');
  });

  it('says why when the request is refused, and lets the user send it again', async () => {
    api = stubApi(
      answers({ 'POST /api/v1/orders': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The platform is busy' }) }),
    );
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Quote request' });
    await user.click(within(form).getByRole('button', { name: 'Upload Bracket.stl' }));
    await user.type(within(form).getByRole('textbox', { name: 'Order title (required)' }), 'Sensor brackets');
    await user.click(within(form).getByRole('button', { name: 'Request quotes' }));
    expect(await within(form).findByText('The platform is busy')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Request quotes' })).toBeEnabled();
  });

  it('asks each part what the store front requires of a part, and sends it with the part', async () => {
    const sent: unknown[] = [];
    api = stubApi(
      answers({
        'GET /api/v1/orders/offer': { ...OFFER, requiredFields: ['partNumber', 'primaryUseCase'] },
        'POST /api/v1/orders': ({ body }: { body: unknown }) => {
          sent.push(body);
          return { id: 41, updatedAt: 1_000, status: 'DRAFT' };
        },
        'POST /api/v1/orders/41/submit': { id: 41, updatedAt: 2_000, status: 'SUBMITTED' },
      }),
    );
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Quote request' });
    await user.click(within(form).getByRole('button', { name: 'Upload Bracket.stl' }));
    const parts = within(form).getByRole('list', { name: 'Parts to quote' });
    await user.type(within(parts).getByRole('textbox', { name: 'Part number (required)' }), 'BR-100');
    await user.selectOptions(within(parts).getByRole('combobox', { name: 'Primary use case (required)' }), 'End-use part');
    await user.click(within(form).getByRole('button', { name: 'Request quotes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ parts: [{ fileId: 7, partNumber: 'BR-100', primaryUseCase: 'END_USE_PART' }] });
  });
});
