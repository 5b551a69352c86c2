import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { BackTrace, SharedBatchParts } from '../api';
import { partNcr, PEOPLE, SETTINGS } from '../test-fixtures';
import NcrPage from './ncr-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const TRACE_URL = '/api/v1/materials/genealogy/trace';
const SHARED_URL = '/api/v1/materials/genealogy/ncrs/5/shared-batch-parts';

const TRACE: BackTrace = {
  jobs: [
    {
      id: 1188,
      name: 'Build 1188',
      status: 'COMPLETED',
      machine: 'SLS-01',
      startsAt: '2026-03-01T08:00:00.000Z',
      batchIds: [12],
    },
  ],
  batches: [{ id: 12, number: 'B-00012', drawnMg: 1_250_000 }],
  lots: [
    { id: 3, number: 'L-0003', supplier: 'EOS GmbH', supplierLotNumber: 'PA12-26-0917', thousandths: 62_500 },
    { id: 4, number: 'L-0004', supplier: 'EOS GmbH', supplierLotNumber: 'PA12-26-0918', thousandths: 37_500 },
  ],
};

const SHARED: SharedBatchParts = [
  {
    partId: 91,
    fileName: 'drone-arm.stl',
    orderId: 1051,
    orderTitle: 'Drone arms',
    customerName: 'Skyline Drones',
    made: 1200,
    batches: [
      { id: 12, number: 'B-00012' },
      { id: 13, number: 'B-00013' },
    ],
  },
];

/** The NCR page with material management's answers, or its refusal. */
function open(
  material: { trace: unknown; shared: unknown },
  language: 'en_US' | 'de_DE' = 'en_US',
  more: Parameters<typeof stubApi>[0] = {},
) {
  api = stubApi({
    ...more,
    'GET /api/v1/quality/ncrs/5': partNcr(),
    'GET /api/v1/quality/settings': SETTINGS,
    'GET /api/v1/quality/people': PEOPLE,
    // The trace starts from the NCR and nothing else.
    [`GET ${TRACE_URL}`]: ({ query }: { query: URLSearchParams }) =>
      query.toString() === 'ncrId=5' ? material.trace : new ApiRefusal(400, { code: 'BAD_REQUEST', message: 'Name one start' }),
    [`GET ${SHARED_URL}`]: material.shared,
  });
  return renderWithProviders(<NcrPage />, {
    route: '/service-provider/quality-management/ncrs/5',
    path: '/service-provider/quality-management/ncrs/:id',
    language,
  });
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });

describe('the material behind an NCR', () => {
  it('shows the supplier lots with their shares, the batches drawn and the whole trace', async () => {
    open({ trace: TRACE, shared: SHARED });
    const material = await screen.findByRole('region', { name: 'Material' });
    expect(api.calls).toContain(`GET ${TRACE_URL}`);

    const lots = within(material).getByRole('table', { name: 'Supplier lots' });
    expect(rowOf(lots, 'L-0003')).toHaveTextContent('L-0003EOS GmbHPA12-26-091762.5%');
    expect(rowOf(lots, 'L-0004')).toHaveTextContent('37.5%');
    expect(within(lots).getByRole('link', { name: 'L-0003' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/genealogy?lot=3',
    );

    const batches = within(material).getByRole('table', { name: 'Batches drawn from' });
    expect(rowOf(batches, 'B-00012')).toHaveTextContent('B-000121.25 kg');
    expect(within(batches).getByRole('link', { name: 'B-00012' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/batches?batch=12',
    );
    expect(within(material).getByRole('link', { name: 'Trace the material' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/genealogy?ncr=5',
    );
  });

  it('offers the other parts built from the same batch, with their order, customer, pieces and shared batches', async () => {
    open({ trace: TRACE, shared: SHARED });
    const material = await screen.findByRole('region', { name: 'Material' });
    const shared = await within(material).findByRole('table', { name: 'Other parts built from the same batch' });
    const row = rowOf(shared, 'drone-arm.stl');
    expect(row).toHaveTextContent('drone-arm.stl1051 · Drone armsSkyline Drones1,200B-00012, B-00013Raise an NCR');
    expect(within(row).getByRole('link', { name: '1051 · Drone arms' })).toHaveAttribute(
      'href',
      '/service-provider/part-orders/1051',
    );
    expect(within(row).getByRole('link', { name: 'B-00013' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/batches?batch=13',
    );
  });

  it('raises an NCR for a part that shares the batch, from the NCR’s class and title, and opens it', async () => {
    const raised: unknown[] = [];
    const { user } = open({ trace: TRACE, shared: SHARED }, 'en_US', {
      'POST /api/v1/quality/ncrs': ({ body }: { body: unknown }) => (
        raised.push(body),
        partNcr({ id: 6, number: 'NCR-2026-0006' })
      ),
      'GET /api/v1/quality/ncrs/6': partNcr({ id: 6, number: 'NCR-2026-0006', title: 'Suspect drone arms' }),
    });
    const material = await screen.findByRole('region', { name: 'Material' });
    await user.click(await within(material).findByRole('button', { name: 'Raise an NCR for drone-arm.stl' }));
    const form = screen.getByRole('form', { name: 'Raise an NCR for drone-arm.stl' });
    expect(within(form).getByLabelText('Pieces affected')).toHaveValue(1200);
    expect(within(form).getByLabelText('Title')).toHaveValue('2 × clamp-jaw.stl failed inspection');
    expect(within(form).getByLabelText('Description')).toHaveValue(
      'Built from B-00012, B-00013, which NCR-2026-0005’s part was built from too.',
    );

    const pieces = within(form).getByLabelText('Pieces affected');
    // No more than were made: more is brought back to that as the field is left.
    await user.clear(pieces);
    await user.type(pieces, '1201');
    await user.tab();
    expect(pieces).toHaveValue(1200);
    await user.clear(pieces);
    await user.click(within(form).getByRole('button', { name: 'Raise NCR' }));
    expect(await within(form).findByText('From 1 to 1,200 pieces: as many as were made')).toBeVisible();
    expect(raised).toEqual([]);

    await user.clear(pieces);
    await user.type(pieces, '40');
    await user.selectOptions(within(form).getByLabelText('Found'), 'Returned by the customer');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Suspect drone arms');
    await user.click(within(form).getByRole('button', { name: 'Raise NCR' }));
    expect(await screen.findByRole('heading', { level: 1, name: /NCR-2026-0006/ })).toBeVisible();
    expect(raised).toEqual([
      {
        kind: 'PART',
        rfqFileId: 91,
        quantity: 40,
        foundAt: 'CUSTOMER_RETURN',
        severity: 'MAJOR',
        defectCode: 'DIM',
        title: 'Suspect drone arms',
        description: 'Built from B-00012, B-00013, which NCR-2026-0005’s part was built from too.',
      },
    ]);
  });

  it('says so where no other part shares the batch', async () => {
    open({ trace: TRACE, shared: [] });
    const material = await screen.findByRole('region', { name: 'Material' });
    expect(await within(material).findByText('No other part was built from these batches.')).toBeVisible();
  });

  it('writes the shares, masses and pieces in German for a German user', async () => {
    open({ trace: TRACE, shared: SHARED }, 'de_DE');
    const material = await screen.findByRole('region', { name: 'Material' });
    const lots = within(material).getByRole('table', { name: 'Lieferantenlose' });
    expect(rowOf(lots, 'L-0003')).toHaveTextContent('62,5 %');
    expect(within(material).getByRole('table', { name: 'Entnommene Chargen' })).toHaveTextContent('1,25 kg');
    const shared = await within(material).findByRole('table', { name: 'Andere Teile aus derselben Charge' });
    expect(shared).toHaveTextContent('1.200');
    expect(within(material).getByRole('link', { name: 'Material zurückverfolgen' })).toBeVisible();
  });

  it('shows nothing, and no error, where the facility does not manage its material (403)', async () => {
    const refusal = () => new ApiRefusal(403, { code: 'FORBIDDEN', message: 'Material management is off' });
    const { store } = open({ trace: refusal(), shared: refusal() });
    expect(await screen.findByRole('region', { name: 'Description' })).toBeVisible();
    // The material was asked for and refused: the page says nothing of it.
    await waitFor(() => expect(store.getState().api.queries['ncrMaterial(5)']?.status).toBe('rejected'));
    expect(screen.queryByRole('region', { name: 'Material' })).toBeNull();
    expect(screen.queryByText('Material management is off')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
