import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
import type { BackTrace, LotTrace, RecallRow } from './api';
import GenealogyPage from './genealogy-page';

// React Flow measures its box with ResizeObserver, which jsdom lacks: the drawing is left out
// here, and the tables, which say the same, are what is checked.
jest.mock('./genealogy-graph', () => ({ __esModule: true, default: () => null }));

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(30_000);

const URL_ = '/api/v1/materials/genealogy';
const PAGE = '/service-provider/material-management/genealogy';

const LOT_TRACE: LotTrace = {
  lot: { id: 12, number: 'LOT-00012', supplier: 'Keystone Additive', supplierLotNumber: 'K-12', material: 'PA 2200' },
  batches: [
    { id: 3, number: 'B-00003', lotMassMg: 5_000_000, thousandths: 42_500 },
    { id: 4, number: 'B-00004', lotMassMg: 1_000_000, thousandths: 100_000 },
  ],
  jobs: [{ id: 40, name: 'Build 40', status: 'COMPLETED', machine: 'EOS P396', startsAt: '2026-03-04T08:00:00Z', batchIds: [3] }],
  parts: [
    {
      partId: 70,
      fileName: 'bracket.stl',
      orderId: 900,
      orderTitle: 'Brackets for line 2',
      customerId: 5,
      customerName: 'Acme Robotics',
      made: 24,
      jobIds: [40],
    },
  ],
  shipments: [
    {
      id: 8,
      orderId: 900,
      partId: 70,
      quantity: 20,
      status: 'DELIVERED',
      carrier: 'DHL',
      trackingNumber: 'JD0001',
      shippedAt: '2026-03-10T12:00:00Z',
    },
  ],
  ncrs: [{ id: 5, number: 'NCR-2026-0005', kind: 'PART', status: 'OPEN', title: 'Warped', partId: 70, jobId: null }],
};

const RECALL: RecallRow[] = [
  {
    customer: 'Acme Robotics',
    orderId: 900,
    orderTitle: 'Brackets for line 2',
    part: 'bracket.stl',
    made: 24,
    shipped: 20,
    delivered: 20,
    ncrs: ['NCR-2026-0005'],
  },
];

const BACK_TRACE: BackTrace = {
  jobs: [
    { id: 40, name: 'Build 40', status: 'IN_PROGRESS', machine: 'EOS P396', startsAt: '2026-03-04T08:00:00Z', batchIds: [3] },
  ],
  batches: [{ id: 3, number: 'B-00003', drawnMg: 2_500_000 }],
  lots: [
    { id: 12, number: 'LOT-00012', supplier: 'Keystone Additive', supplierLotNumber: 'K-12', thousandths: 42_500 },
    { id: 13, number: 'LOT-00013', supplier: 'Zephyr Metals', supplierLotNumber: 'Z-7', thousandths: 57_500 },
  ],
};

const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const table = async (name: string) => screen.findByRole('table', { name });

describe('the genealogy page', () => {
  it('traces a lot forward: batches with the lot’s share, jobs, parts with customer and order, shipments and NCRs in words', async () => {
    api = stubApi({ [`GET ${URL_}/lots/12`]: LOT_TRACE, [`GET ${URL_}/lots/12/recall`]: RECALL });
    renderWithProviders(<GenealogyPage />, { route: `${PAGE}?lot=12` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lot LOT-00012 traced forward' })).toBeVisible();
    const batches = await table('Batches');
    expect(within(batches).getByRole('row', { name: /B-00003/ })).toHaveTextContent('42.5%');
    expect(within(batches).getByRole('row', { name: /B-00003/ })).toHaveTextContent('5 kg');
    expect(within(batches).getByRole('row', { name: /B-00004/ })).toHaveTextContent('100%');
    expect(within(batches).getByRole('link', { name: 'B-00003' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/batches?batch=3',
    );
    const jobs = await table('Jobs');
    expect(within(jobs).getByRole('row', { name: /Build 40/ })).toHaveTextContent('Completed');
    expect(jobs).not.toHaveTextContent('COMPLETED');
    expect(within(jobs).getByRole('link', { name: 'Build 40' })).toHaveAttribute('href', '/service-provider/schedules/40');
    const parts = await table('Parts and orders');
    const part = within(parts).getByRole('row', { name: /bracket\.stl/ });
    expect(part).toHaveTextContent('Acme Robotics');
    expect(within(part).getByRole('link', { name: 'Brackets for line 2' })).toHaveAttribute(
      'href',
      '/service-provider/part-orders/900',
    );
    expect(part).toHaveTextContent('24');
    const shipments = await table('Shipments');
    expect(within(shipments).getByRole('row', { name: /JD0001/ })).toHaveTextContent('Delivered');
    expect(shipments).not.toHaveTextContent('DELIVERED');
    const ncrs = await table('NCRs');
    const ncr = within(ncrs).getByRole('row', { name: /NCR-2026-0005/ });
    expect(ncr).toHaveTextContent('Open');
    expect(ncr).toHaveTextContent('Part NCR');
    expect(ncr).not.toHaveTextContent('OPEN');
  });

  it('lists the recall’s customers and orders and downloads them as CSV from the rows, and the PDF in the reader’s language', async () => {
    const exported: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (exported.push(blob), 'blob:recall');
    URL.revokeObjectURL = () => {};
    api = stubApi({ [`GET ${URL_}/lots/12`]: LOT_TRACE, [`GET ${URL_}/lots/12/recall`]: RECALL });
    const { user } = renderWithProviders(<GenealogyPage />, { route: `${PAGE}?lot=12`, language: 'de_DE' });
    const recall = await table('Rückrufliste');
    const row = within(recall).getByRole('row', { name: /Acme Robotics/ });
    expect(row).toHaveTextContent('Brackets for line 2');
    expect(row).toHaveTextContent('NCR-2026-0005');
    expect(screen.getByRole('link', { name: 'PDF herunterladen: Rückrufliste von LOT-00012' })).toHaveAttribute(
      'href',
      `${URL_}/lots/12/recall?format=pdf&language=de_DE`,
    );
    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    expect(exported).toHaveLength(1);
    expect((await read(exported[0]!)).replace('\ufeff', '')).toBe(
      'Kunde,Auftrag,Teil,Gefertigt,Versandt,Zugestellt,NCRs\r\nAcme Robotics,Brackets for line 2,bracket.stl,24,20,20,NCR-2026-0005',
    );
  });

  it('traces a part back to its batches and supplier lots, with each lot’s share', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({
      [`GET ${URL_}/trace`]: ({ query }: { query: URLSearchParams }) => (asked.push(query), BACK_TRACE),
    });
    renderWithProviders(<GenealogyPage />, { route: `${PAGE}?part=70` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Part 70 traced back to its material' })).toBeVisible();
    const lots = await table('Supplier lots');
    expect(within(lots).getByRole('row', { name: /LOT-00012/ })).toHaveTextContent('42.5%');
    expect(within(lots).getByRole('row', { name: /LOT-00013/ })).toHaveTextContent('Zephyr Metals');
    expect(within(lots).getByRole('row', { name: /LOT-00013/ })).toHaveTextContent('57.5%');
    expect(within(lots).getByRole('link', { name: 'LOT-00012' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/lots?lot=12',
    );
    expect(within(await table('Batches')).getByRole('row', { name: /B-00003/ })).toHaveTextContent('2.5 kg');
    expect(within(await table('Jobs')).getByRole('row', { name: /Build 40/ })).toHaveTextContent('In progress');
    expect(Object.fromEntries(asked[0]!)).toEqual({ partId: '70' });
  });
});
