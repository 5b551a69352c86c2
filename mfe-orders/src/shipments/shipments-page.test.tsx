import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { ShipmentRow } from '../api';
import { CUSTOMERS } from '../test-fixtures';
import ShipmentsPage from './shipments-page';

const row = (orderId: number, orderTitle: string, customerName: string, extra: Partial<ShipmentRow> = {}): ShipmentRow => ({
  orderId,
  orderTitle,
  orderStatus: 'IN_QUALITYCONTROL',
  customerName,
  estimatedDeliveryDate: Date.UTC(2026, 1, 15),
  pieces: 18,
  shipment: null,
  ...extra,
});
const shipment = { id: 7, carrier: 'UPS', service: 'Ground', trackingNumber: '1Z999AA10123456784', deliveredAt: null };
const ROWS: Record<string, ShipmentRow[]> = {
  TO_SHIP: [row(41, 'PA12 housings', 'Acme Robotics'), row(42, 'Gripper fingers', 'Globex', { pieces: 6 })],
  SHIPPED: [
    row(38, 'Drone arms', 'Acme Robotics', { orderStatus: 'SHIPPED', shipment: { ...shipment, shipDate: Date.UTC(2026, 1, 2) } }),
  ],
  DELIVERED: [],
};

/** The shipments of the stage asked for, narrowed by the customer and the search (title or tracking number) as the server does. */
const shipments =
  (asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const search = query.get('search')?.toLowerCase();
    const customer = CUSTOMERS.find((one) => String(one.id) === query.get('customerId'));
    const rows = (ROWS[query.get('stage')!] ?? []).filter(
      (one) =>
        (!customer || one.customerName === customer.name) &&
        (!search || [one.orderTitle, one.shipment?.trackingNumber ?? ''].some((value) => value.toLowerCase().includes(search))),
    );
    return { rows, totalCount: rows.length, totalCountCapped: false };
  };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = () => renderWithProviders(<ShipmentsPage />, { route: '/service-provider/shipments' });

describe('the shipments page', () => {
  it('lists what waits to ship, each opening its order, and what is on its way with carrier and tracking', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/shipments': shipments(asked), 'GET /api/v1/part-orders/customers': CUSTOMERS });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Shipments: To ship' });
    expect(await within(table).findByRole('link', { name: '41' })).toHaveAttribute('href', '/service-provider/part-orders/41');
    const housings = within(table).getByRole('row', { name: /PA12 housings/ });
    expect(housings).toHaveTextContent('Acme Robotics');
    expect(housings).toHaveTextContent('In quality control');
    expect(within(housings).getByRole('cell', { name: '18' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Pieces to ship' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'On their way' }));
    const onTheirWay = await screen.findByRole('table', { name: 'Shipments: On their way' });
    const arms = await within(onTheirWay).findByRole('row', { name: /Drone arms/ });
    expect(within(arms).getByRole('link', { name: '38' })).toHaveAttribute('href', '/service-provider/part-orders/38');
    expect(within(arms).getByRole('cell', { name: 'UPS Ground' })).toBeVisible();
    expect(within(arms).getByRole('cell', { name: '1Z999AA10123456784' })).toBeVisible();
    expect(asked.map((query) => query.get('stage'))).toEqual(['TO_SHIP', 'SHIPPED']);
  });

  it('narrows the list by customer and by a search, and says when nothing matches or nothing was delivered', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/shipments': shipments(asked), 'GET /api/v1/part-orders/customers': CUSTOMERS });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Shipments: To ship' });
    await within(table).findByRole('link', { name: '41' });

    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await within(customer).findByRole('option', { name: 'Globex' });
    await user.selectOptions(customer, 'Globex');
    await waitFor(() => expect(within(table).queryByRole('link', { name: '41' })).toBeNull());
    expect(within(table).getByRole('link', { name: '42' })).toBeVisible();
    expect(asked.at(-1)?.get('customerId')).toBe('4');

    await user.type(screen.getByRole('searchbox', { name: 'Search by order, customer or tracking number' }), 'housing');
    expect(await within(table).findByText('Nothing matches the search.')).toBeVisible();
    expect(asked.at(-1)?.get('search')).toBe('housing');
    expect(asked.at(-1)?.get('customerId')).toBe('4');

    await user.click(screen.getByRole('tab', { name: 'Delivered' }));
    const delivered = await screen.findByRole('table', { name: 'Shipments: Delivered' });
    expect(await within(delivered).findByText('No deliveries yet.')).toBeVisible();
  });

  it('says so, with a way to try again, when the shipments cannot be fetched', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/part-orders/customers': CUSTOMERS,
      'GET /api/v1/shipments': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    };
    api = stubApi(answers);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the shipments' });
    expect(failed).toHaveTextContent('The database is busy');
    answers['GET /api/v1/shipments'] = shipments();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '41' })).toBeVisible();
  });
});
