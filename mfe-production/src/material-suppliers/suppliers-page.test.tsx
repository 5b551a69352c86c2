import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { apiFileClient, fileDto } from 'shared/ui';
import type { Supplier, SupplierRow } from './api';
import SuppliersPage from './suppliers-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

jest.setTimeout(30_000);

const PATH = '/api/v1/materials/suppliers';
const user = (permissions: string[]) => ({ id: 1, roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }], permissions });
const EDITOR = user(['MATERIAL_MANAGEMENT_EDITOR']);
const MATERIALS = [
  { id: 7, name: 'PA 2200', generalMaterialType: { id: 1, name: 'Polymer' } },
  { id: 8, name: 'EOS Titanium Ti64', generalMaterialType: { id: 2, name: 'Metal' } },
];

const row = (id: number, name: string, extra: Partial<SupplierRow> = {}): SupplierRow => ({
  id,
  name,
  contacts: [{ name: 'Jane Reyes', email: 'jane@keystone.test' }],
  address: '1600 Powder Lane',
  approval: 'APPROVED',
  approvalDate: '2026-03-31',
  materials: [{ id: 7, name: 'PA 2200' }],
  lots: 0,
  ...extra,
});
const ROWS = [
  row(1, 'Keystone Additive', { lots: 3 }),
  row(2, 'Zephyr Metals', { approval: 'DISAPPROVED', materials: [{ id: 8, name: 'EOS Titanium Ti64' }], contacts: [] }),
];
const supplier = (extra: Partial<Supplier> = {}): Supplier => ({
  ...row(2, 'Zephyr Metals', { approval: 'DISAPPROVED' }),
  notes: 'Failed the powder audit',
  evidence: [{ id: 40, fileName: 'audit-2026.pdf', fileURL: '/files/40?signature=x' }],
  createdAt: 0,
  updatedAt: 0,
  ...extra,
});

/** The list as the server answers it, narrowed by approval; each query asked is kept. */
const suppliers =
  (asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const rows = ROWS.filter((one) => !query.get('approval') || one.approval === query.get('approval'));
    return { rows, totalCount: rows.length };
  };

const open = (route = '/service-provider/material-management/suppliers', language: 'en_US' | 'de_DE' = 'en_US') =>
  renderWithProviders(<SuppliersPage />, { route, language });

describe('the material suppliers page', () => {
  it('lists the suppliers with their approval in words, narrowed on the server, and deletes only one without lots', async () => {
    const asked: URLSearchParams[] = [];
    const deleted: string[] = [];
    api = stubApi({
      'GET /api/v1/users/getUser': EDITOR,
      'GET /api/v1/sp/materials': MATERIALS,
      [`GET ${PATH}`]: suppliers(asked),
      [`DELETE ${PATH}/2`]: () => void deleted.push('2'),
    });
    const { user: clicker } = open();
    const table = await screen.findByRole('table', { name: 'Material suppliers' });
    const keystone = await within(table).findByRole('row', { name: /Keystone Additive/ });
    expect(keystone).toHaveTextContent('Approved');
    expect(keystone).toHaveTextContent('Mar 31, 2026');
    expect(keystone).toHaveTextContent('jane@keystone.test');
    expect(keystone).not.toHaveTextContent('APPROVED');
    const zephyr = within(table).getByRole('row', { name: /Zephyr Metals/ });
    expect(zephyr).toHaveTextContent('Disapproved');
    // Keystone delivered lots: there is nothing to delete.
    expect(within(keystone).queryByRole('button', { name: 'Delete Keystone Additive' })).toBeNull();

    await clicker.selectOptions(screen.getByRole('combobox', { name: 'Approval' }), 'Disapproved');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Keystone/ })).toBeNull());
    expect(asked.at(-1)?.get('approval')).toBe('DISAPPROVED');
    await clicker.selectOptions(screen.getByRole('combobox', { name: 'Material' }), 'EOS Titanium Ti64');
    await waitFor(() => expect(asked.at(-1)?.get('materialId')).toBe('8'));

    await clicker.click(within(table).getByRole('button', { name: 'Delete Zephyr Metals' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Zephyr Metals?' });
    await clicker.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Zephyr Metals deleted')).toBeVisible();
    expect(deleted).toEqual(['2']);
  });

  it('adds a supplier with a contact, a material and an uploaded certificate, and shows the server’s refusal', async () => {
    const sent: unknown[] = [];
    const answers: Record<string, unknown> = {
      'GET /api/v1/users/getUser': EDITOR,
      'GET /api/v1/sp/materials': MATERIALS,
      [`GET ${PATH}`]: suppliers(),
      [`POST ${PATH}`]: new ApiRefusal(409, { code: 'CONFLICT', message: 'A supplier named Brightmoor Alloys already exists' }),
    };
    api = stubApi(answers);
    const upload = jest.spyOn(apiFileClient, 'upload').mockResolvedValue(fileDto(41, 'iso-9001.pdf'));
    const { user: clicker } = open();
    await clicker.click(await screen.findByRole('button', { name: 'New supplier' }));
    const form = await screen.findByRole('form', { name: 'New supplier' });
    await clicker.click(within(form).getByRole('button', { name: 'Save supplier' }));
    expect(await within(form).findByText('Enter the supplier’s name.')).toBeVisible();
    expect(within(form).getByText('Enter the day of the approval.')).toBeVisible();

    await clicker.type(within(form).getByRole('textbox', { name: 'Name' }), 'Brightmoor Alloys');
    await clicker.selectOptions(within(form).getByRole('combobox', { name: 'Approval' }), 'Conditionally approved');
    await clicker.type(within(form).getByRole('textbox', { name: 'Approval date' }), '15.01.2026{Enter}');
    await clicker.click(within(form).getByRole('button', { name: 'Add a contact' }));
    const contact = within(form).getByRole('group', { name: 'Contact 1' });
    await clicker.type(within(contact).getByRole('textbox', { name: 'Contact name' }), 'Ana Ortiz');
    await clicker.type(within(contact).getByRole('textbox', { name: 'Email' }), 'ana@brightmoor.test');
    await clicker.click(within(form).getByRole('checkbox', { name: 'EOS Titanium Ti64' }));
    const certificate = new File(['%PDF-1.4'], 'iso-9001.pdf', { type: 'application/pdf' });
    await clicker.upload(within(form).getByLabelText('Upload a certificate (PDF, PNG or JPEG)'), certificate);
    expect(await within(form).findByText('iso-9001.pdf uploaded: saved with the supplier')).toBeVisible();
    expect(upload).toHaveBeenCalledWith(certificate);

    await clicker.click(within(form).getByRole('button', { name: 'Save supplier' }));
    expect(await within(form).findByText('A supplier named Brightmoor Alloys already exists')).toBeVisible();

    answers[`POST ${PATH}`] = ({ body }: { body: unknown }) => {
      sent.push(body);
      return supplier({ id: 5, name: 'Brightmoor Alloys' });
    };
    await clicker.click(within(form).getByRole('button', { name: 'Save supplier' }));
    expect(await screen.findByText('Brightmoor Alloys saved')).toBeVisible();
    expect(sent).toEqual([
      {
        name: 'Brightmoor Alloys',
        approval: 'CONDITIONAL',
        approvalDate: '2026-01-15',
        address: '',
        notes: '',
        contacts: [{ name: 'Ana Ortiz', email: 'ana@brightmoor.test' }],
        materialIds: [8],
        evidenceFileIds: [41],
      },
    ]);
    expect(await screen.findByRole('table', { name: 'Material suppliers' })).toBeVisible();
  });
});

describe('a material supplier’s record', () => {
  it('edits a supplier in place: disapproves it, takes a certificate off, and sends the whole record', async () => {
    const sent: unknown[] = [];
    api = stubApi({
      'GET /api/v1/users/getUser': EDITOR,
      'GET /api/v1/sp/materials': MATERIALS,
      [`GET ${PATH}`]: suppliers(),
      [`GET ${PATH}/2`]: supplier({ approval: 'APPROVED' }),
      [`PUT ${PATH}/2`]: ({ body }: { body: unknown }) => {
        sent.push(body);
        return supplier();
      },
    });
    const { user: clicker } = open();
    const table = await screen.findByRole('table', { name: 'Material suppliers' });
    await clicker.click(await within(table).findByRole('button', { name: 'Edit Zephyr Metals' }));
    const form = await screen.findByRole('form', { name: 'Edit Zephyr Metals' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Zephyr Metals');
    expect(within(form).getByRole('link', { name: 'audit-2026.pdf' })).toHaveAttribute('href', '/files/40?signature=x');
    await clicker.selectOptions(within(form).getByRole('combobox', { name: 'Approval' }), 'Disapproved');
    expect(within(form).getByRole('note')).toHaveTextContent('No lot is received from a disapproved supplier.');
    await clicker.click(within(form).getByRole('button', { name: 'Remove audit-2026.pdf' }));
    expect(within(form).getByText('No certificate yet.')).toBeVisible();
    await clicker.click(within(form).getByRole('button', { name: 'Save supplier' }));
    expect(await screen.findByText('Zephyr Metals saved')).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Zephyr Metals',
        approval: 'DISAPPROVED',
        approvalDate: '2026-03-31',
        evidenceFileIds: [],
      }),
    ]);
  });

  it('shows a reader the supplier with its certificates, and nothing to change', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': user([]),
      'GET /api/v1/sp/materials': MATERIALS,
      [`GET ${PATH}`]: suppliers(),
      [`GET ${PATH}/2`]: supplier(),
    });
    const { user: clicker } = open();
    const table = await screen.findByRole('table', { name: 'Material suppliers' });
    expect(screen.queryByRole('button', { name: 'New supplier' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await clicker.click(await within(table).findByRole('button', { name: 'Zephyr Metals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zephyr Metals' })).toBeVisible();
    expect(screen.getByText('Disapproved')).toBeVisible();
    expect(screen.getByRole('link', { name: 'audit-2026.pdf' })).toHaveAttribute('href', '/files/40?signature=x');
    expect(screen.getByText('Failed the powder audit')).toBeVisible();
    await clicker.click(screen.getByRole('button', { name: 'Back to the suppliers' }));
    expect(await screen.findByRole('table', { name: 'Material suppliers' })).toBeVisible();
  });

  it('says when there is no supplier in German, and when the list cannot be fetched, with a way to try again', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/users/getUser': EDITOR,
      'GET /api/v1/sp/materials': MATERIALS,
      [`GET ${PATH}`]: { rows: [], totalCount: 0 },
    };
    api = stubApi(answers);
    const german = open(undefined, 'de_DE');
    expect(await screen.findByText('Es wurde noch kein Lieferant angelegt.')).toBeVisible();
    german.unmount();

    answers[`GET ${PATH}`] = new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' });
    const { user: clicker } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the suppliers' });
    answers[`GET ${PATH}`] = suppliers();
    await clicker.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Keystone Additive/ })).toBeVisible();
  });
});
