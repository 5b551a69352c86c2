import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { Lot, LotRow } from './api';
import LotsPage from './lots-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

jest.setTimeout(30_000);

const PATH = '/api/v1/materials/lots';
const MATERIALS = [
  { id: 7, name: 'PA 2200', generalMaterialType: { id: 1, name: 'Polymer' } },
  { id: 8, name: 'EOS Titanium Ti64', generalMaterialType: { id: 2, name: 'Metal' } },
];
const supplierRow = (id: number, name: string, approval: string) => ({
  id,
  name,
  approval,
  approvalDate: '2026-01-15',
  address: '',
  contacts: [],
  materials: [{ id: 7, name: 'PA 2200' }],
  lots: 0,
});
const SUPPLIERS = {
  rows: [supplierRow(1, 'Keystone Additive', 'APPROVED'), supplierRow(2, 'Zephyr Metals', 'DISAPPROVED')],
  totalCount: 2,
};

const row = (id: number, extra: Partial<LotRow> = {}): LotRow => ({
  id,
  number: `LOT-${String(id).padStart(5, '0')}`,
  material: { id: 7, name: 'PA 2200' },
  supplier: { id: 1, name: 'Keystone Additive' },
  supplierLotNumber: `K-${id}`,
  quantity: '12.5',
  unit: 'KILOGRAM',
  massMg: 12_500_000,
  remainingMg: 12_500_000,
  receivedOn: '2026-03-02',
  expiresOn: '2027-03-31',
  location: 'Cage 3',
  status: 'QUARANTINE',
  ...extra,
});
const ROWS = [row(12), row(11, { status: 'RELEASED', remainingMg: 8_250_000, expiresOn: null })];
const lot = (extra: Partial<Lot> = {}): Lot => ({
  ...row(12),
  certificate: { id: 40, fileName: 'coa-k12.pdf', fileURL: '/files/40?signature=x' },
  statusReason: '',
  release: null,
  signatureMeanings: ['REVIEWED', 'APPROVED'],
  batches: [],
  createdAt: '2026-03-02T09:00:00.000Z',
  ...extra,
});

/** The list as the server answers it, narrowed by status; each query asked is kept. */
const lots =
  (asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const rows = ROWS.filter((one) => !query.get('status') || query.getAll('status').includes(one.status));
    return { totalCount: rows.length, rows };
  };

/** A 400 as the server words it: the message, and the field it is about. */
const refusedAt = (field: string, message: string) => {
  const body = { code: 'BAD_REQUEST', message, details: [{ field, message }] };
  return new ApiRefusal(400, body);
};

const open = (route = '/service-provider/material-management/lots', language: 'en_US' | 'de_DE' = 'en_US') =>
  renderWithProviders(<LotsPage />, { route, language });

const answers = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  'GET /api/v1/sp/materials': MATERIALS,
  'GET /api/v1/materials/suppliers': SUPPLIERS,
  [`GET ${PATH}`]: lots(),
  ...extra,
});

describe('the material lots page', () => {
  it('lists the lots with their status, dates and masses in words, narrowed on the server', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi(answers({ [`GET ${PATH}`]: lots(asked) }));
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Material lots' });
    const quarantined = await within(table).findByRole('row', { name: /LOT-00012/ });
    expect(quarantined).toHaveTextContent('Quarantine');
    expect(quarantined).not.toHaveTextContent('QUARANTINE');
    expect(quarantined).toHaveTextContent('Mar 2, 2026');
    expect(quarantined).toHaveTextContent('12.5 kg of 12.5 kg');
    const released = within(table).getByRole('row', { name: /LOT-00011/ });
    expect(released).toHaveTextContent('Released');
    expect(released).toHaveTextContent('8.25 kg of 12.5 kg');
    expect(released).toHaveTextContent('None');
    expect(table).not.toHaveTextContent(/KILOGRAM|RELEASED/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Released');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /LOT-00012/ })).toBeNull());
    expect(asked.at(-1)?.getAll('status')).toEqual(['RELEASED']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Supplier' }), 'Keystone Additive');
    await waitFor(() => expect(asked.at(-1)?.get('supplierId')).toBe('1'));
  });

  it('receives a lot with the typed quantity and unit, shows the server’s refusal at its field, then opens the lot', async () => {
    const sent: unknown[] = [];
    const stubbed = answers({
      [`POST ${PATH}`]: refusedAt('body.materialId', 'Keystone Additive is not approved to supply this material'),
      [`GET ${PATH}/13`]: lot({ id: 13, number: 'LOT-00013', unit: 'POUND', quantity: '12.5', massMg: 5_669_905 }),
    });
    api = stubApi(stubbed);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Receive lot' }));
    const form = await screen.findByRole('form', { name: 'Receive a lot' });
    await user.click(within(form).getByRole('button', { name: 'Receive lot' }));
    expect(await within(form).findByText('Choose the material.')).toBeVisible();
    expect(within(form).getByText('Enter the quantity.')).toBeVisible();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Material' }), 'PA 2200');
    const supplier = within(form).getByRole('combobox', { name: 'Supplier' });
    await waitFor(() => expect(within(supplier).getByRole('option', { name: 'Keystone Additive' })).toBeInTheDocument());
    // Nothing is received from a disapproved supplier: it is not offered.
    expect(within(supplier).queryByRole('option', { name: /Zephyr/ })).toBeNull();
    await user.selectOptions(supplier, 'Keystone Additive');
    await user.type(within(form).getByRole('textbox', { name: 'Supplier’s lot number' }), 'K-778');
    await user.type(within(form).getByRole('textbox', { name: 'Quantity' }), '12.5');
    expect(within(form).getByText('= 12.5 kg')).toBeVisible();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Unit' }), 'Pounds (lb)');
    expect(within(form).getByText('= 5.669905 kg')).toBeVisible();
    const received = within(form).getByRole('textbox', { name: 'Received' });
    await user.clear(received);
    await user.type(received, '02.03.2026{Enter}');

    await user.click(within(form).getByRole('button', { name: 'Receive lot' }));
    const material = within(form).getByRole('combobox', { name: 'Material' });
    await waitFor(() => expect(material).toHaveAccessibleDescription(/not approved to supply this material/));

    stubbed[`POST ${PATH}`] = ({ body }: { body: unknown }) => {
      sent.push(body);
      return lot({ id: 13, number: 'LOT-00013' });
    };
    await user.click(within(form).getByRole('button', { name: 'Receive lot' }));
    expect(await screen.findByText('LOT-00013 received into quarantine')).toBeVisible();
    expect(sent).toEqual([
      { materialId: 7, supplierId: 1, supplierLotNumber: 'K-778', quantity: '12.5', unit: 'POUND', receivedOn: '2026-03-02' },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'LOT-00013: PA 2200' })).toBeVisible();
    expect(screen.getByText('12.5 lb')).toBeVisible();
  });
});

describe('a lot of the material lots page', () => {
  it('releases a lot in quarantine with a signature: the password and its meaning, a wrong password said in the dialog', async () => {
    const sent: unknown[] = [];
    let current = lot();
    api = stubApi(
      answers({
        [`GET ${PATH}/12`]: () => current,
        [`POST ${PATH}/12/release`]: ({ body }: { body: { signature: { password: string } } }) => {
          sent.push(body);
          if (body.signature.password !== 'Demo-Password-1')
            return new ApiRefusal(401, { code: 'INVALID_PASSWORD', message: 'The password is not correct' });
          const signedAt = '2026-03-03T10:00:00.000Z';
          current = lot({
            status: 'RELEASED',
            release: { id: 5, signerName: 'Alex Admin', meaning: 'APPROVED', signedAt, method: 'PASSWORD', valid: true },
          });
          return current;
        },
      }),
    );
    const { user } = open('/service-provider/material-management/lots?lot=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'LOT-00012: PA 2200' })).toBeVisible();
    // Among the facts, and in the form that replaces it.
    const certificates = screen.getAllByRole('link', { name: 'coa-k12.pdf' });
    certificates.forEach((link) => expect(link).toHaveAttribute('href', '/files/40?signature=x'));

    await user.click(await screen.findByRole('button', { name: 'Release…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release LOT-00012' });
    expect(dialog).toHaveTextContent('12.5 kg of PA 2200 from Keystone Additive (their lot K-12)');
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meaning of your signature' }), 'Approved');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('The password is not correct')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Your password'), 'Demo-Password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('LOT-00012 released')).toBeVisible();
    expect(sent.at(-1)).toEqual({ signature: { password: 'Demo-Password-1', meaning: 'APPROVED' } });
    const release = await screen.findByRole('region', { name: 'Release' });
    expect(await within(release).findByText(/Alex Admin: Approved/)).toBeVisible();
    expect(within(release).getByText('Valid')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Release…' })).toBeNull();
  });

  it('rejects a lot only with a reason, asked in a dialog', async () => {
    const sent: unknown[] = [];
    api = stubApi(
      answers({
        [`GET ${PATH}/12`]: lot({ certificate: null }),
        [`POST ${PATH}/12/reject`]: ({ body }: { body: unknown }) => {
          sent.push(body);
          return lot({ status: 'REJECTED', statusReason: 'Moisture above the limit' });
        },
      }),
    );
    const { user } = open('/service-provider/material-management/lots?lot=12');
    expect(await screen.findByText('Attach the certificate of analysis below to release the lot.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject LOT-00012' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the lot' }));
    expect(within(dialog).getByText('Say why the lot is rejected.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for rejection' }), 'Moisture above the limit');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the lot' }));
    expect(await screen.findByText('LOT-00012 rejected')).toBeVisible();
    expect(sent).toEqual([{ reason: 'Moisture above the limit' }]);
  });

  it('says when there is no lot in German, and when the list cannot be fetched, with a way to try again', async () => {
    const stubbed = answers({ [`GET ${PATH}`]: { totalCount: 0, rows: [] } });
    api = stubApi(stubbed);
    const german = open(undefined, 'de_DE');
    expect(await screen.findByText('Es wurde noch kein Los angenommen.')).toBeVisible();
    german.unmount();

    stubbed[`GET ${PATH}`] = new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' });
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the lots' });
    expect(failed).toHaveTextContent('The database is busy');
    stubbed[`GET ${PATH}`] = lots();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /LOT-00012/ })).toBeVisible();
  });
});
