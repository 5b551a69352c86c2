import type { PartOrderList } from 'shared/contracts';

type PartOrderRow = PartOrderList['orders'][number];

/** A part order as the facility's lists get it (GET /api/v1/part-orders), for component tests; `extra` changes what a test needs. */
export const partOrderRow = (id: number, displayTitle: string, extra: Partial<PartOrderRow> = {}): PartOrderRow => ({
  id,
  matchId: 100 + id,
  matchStatus: 'BID_WAITING',
  status: 'DISTRIBUTED',
  displayTitle,
  createdAt: Date.UTC(2026, 0, 12, 9, 30),
  quoteDueDate: Date.UTC(2026, 0, 20),
  estimatedDeliveryDate: Date.UTC(2026, 1, 15),
  partCount: 2,
  quantity: 40,
  assigneeName: null,
  priorityLabel: null,
  tags: [],
  customerName: 'Acme Robotics',
  creatorName: 'Erin Engineer',
  creatorEmail: 'erin@acme.test',
  customerPhone: null,
  facilityName: 'Austin Plant',
  fileNames: ['housing.stl', 'lid.stl'],
  partNumbers: [],
  processes: ['SLS'],
  materials: ['PA12'],
  machines: [],
  primaryUseCases: [],
  industryFocus: [],
  itar: false,
  ndaRequired: false,
  deliveryMethod: 'SHIPPING',
  thirdPartyOrderId: null,
  currency: 'USD',
  bidCount: 0,
  bestQuoteMinor: null,
  ...extra,
});

/**
 * The part orders' answer: the rows of the stage asked for that match its search (title or file)
 * and its customer and order status filters, as the server narrows them; `asked` collects each request's query.
 */
export const partOrdersAnswer =
  (rows: Partial<Record<string, PartOrderRow[]>>, asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const search = query.get('search')?.toLowerCase();
    const customers = query.getAll('customerId').map(Number);
    const statuses = query.getAll('status');
    const orders = (rows[query.get('stage') ?? ''] ?? []).filter(
      (row) =>
        (!search || [row.displayTitle, ...row.fileNames].some((value) => value.toLowerCase().includes(search))) &&
        (!customers.length || customers.includes(customerIdOf(row))) &&
        (!statuses.length || statuses.includes(row.status)),
    );
    return { orders, totalCount: orders.length, totalCountCapped: false };
  };

/** The customer companies of the fixtures, as GET /api/v1/part-orders/customers lists them. */
export const CUSTOMERS = [
  { id: 3, name: 'Acme Robotics' },
  { id: 4, name: 'Globex' },
];
const customerIdOf = (row: PartOrderRow) => CUSTOMERS.find((customer) => customer.name === row.customerName)?.id ?? 0;
