import { countUpTo } from './capped-count.js';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** The demo's users who belong to a company, with their company (a join and a filter, as a list has). */
const companyUsers = () =>
  handle.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.engineer_company_id')
    .where('c.company_name', 'is not', null);

async function exactCount() {
  const { n } = await companyUsers()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('countUpTo', () => {
  it('answers the cap with totalCountCapped when more rows match than the cap', async () => {
    const exact = await exactCount();
    expect(exact).toBeGreaterThan(2);
    expect(await countUpTo(handle.db, companyUsers(), 2)).toEqual({ totalCount: 2, totalCountCapped: true });
    expect(await countUpTo(handle.db, companyUsers(), exact - 1)).toEqual({
      totalCount: exact - 1,
      totalCountCapped: true,
    });
  });

  it('answers the exact count, not capped, when the rows are as many as the cap or fewer', async () => {
    const exact = await exactCount();
    expect(await countUpTo(handle.db, companyUsers(), exact)).toEqual({ totalCount: exact, totalCountCapped: false });
    expect(await countUpTo(handle.db, companyUsers(), exact + 10)).toEqual({ totalCount: exact, totalCountCapped: false });
    expect(await countUpTo(handle.db, companyUsers().where('u.id', '<', 0), 2)).toEqual({
      totalCount: 0,
      totalCountCapped: false,
    });
  });
});
