/** The part search of the job form and the desktop tool's part selection: the customer filter and its options, and ITAR left out for the tool. */
import type { OrderSearchResult } from 'shared/contracts';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let planner: Session;
const call = callsAs(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [planner] = await logins(t.app, 'planner');
});
afterAll(() => t.close());

const search = async (body: object, query = 'size=100&schedulingCall=true') => {
  const response = await call(planner, 'POST', `/api/v3/orders/search?${query}`, body);
  expect(response.statusCode).toBe(200);
  return response.json() as OrderSearchResult;
};

it('filters by customer, offering the customers of the facility’s orders', async () => {
  const { customers, rfqDTOs } = await search({ searchFilters: [{ filterType: 'ORDER_STATUS', values: ['AWARDED'] }] });
  expect(customers.map((customer) => customer.name)).toEqual([...customers.map((customer) => customer.name)].sort());
  const customer = customers.find((c) => rfqDTOs.some((order) => order.customerName === c.name))!;
  const filtered = await search({
    searchFilters: [
      { filterType: 'ORDER_STATUS', values: ['AWARDED'] },
      { filterType: 'CUSTOMER', values: [customer.id] },
    ],
  });
  expect(filtered.rfqDTOs.length).toBeGreaterThan(0);
  expect(filtered.rfqDTOs.every((order) => order.customerName === customer.name)).toBe(true);
  expect(filtered.totalCount).toBeLessThan(
    (await search({ searchFilters: [{ filterType: 'ORDER_STATUS', values: ['AWARDED'] }] })).totalCount,
  );
});

it('leaves every export-controlled part out for the desktop tool, even for an ITAR administrator', async () => {
  const fileNames = async (query: string) =>
    (await search({ searchString: 'manifold' }, query)).rfqDTOs.flatMap((order) =>
      order.rfqFileDTOs.map((file) => file.originalFileDTO.fileName),
    );
  expect(await fileNames('size=100')).toContain('hydraulic_manifold_ti64.stl');
  expect(await fileNames('size=100&excludeItar=true')).not.toContain('hydraulic_manifold_ti64.stl');
});
