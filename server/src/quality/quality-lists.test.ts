import { callsAs, logins, type Session, type TestApp, createTestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let austin: Session; // admin of the Austin plant
let operator: Session; // Austin's operator
let northwind: Session; // another tenant's facility
const ids = { admin: 0, planner: 0, operator: 0, vendor: 0 };
const call = callsAs(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [austin, operator, northwind] = await logins(t.app, 'admin', 'operator', 'vendor');
  // Northwind turns its quality area on, to show it never sees Austin's people.
  expect((await call(northwind, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: true })).statusCode).toBe(200);
  [northwind] = await logins(t.app, 'vendor');
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    ids[name] = (
      await t.db.selectFrom('users').select('id').where('email', '=', `${name}@demo.test`).executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => t.close());

const refusal = (response: { statusCode: number; json(): { message: string; details?: { field: string }[] } }) => [
  response.statusCode,
  response.json().details?.[0]?.field ?? response.json().message,
];

/** Process NCRs raised for a test, under titles that start with `probe` so a search finds only them. */
async function processNcrs(probe: string, ncrs: { severity: string; title: string; assignedUserId?: number }[]) {
  const raised: { id: number; number: string }[] = [];
  for (const ncr of ncrs) {
    const response = await call(austin, 'POST', '/api/v1/quality/ncrs', {
      kind: 'PROCESS',
      defectCode: 'POR',
      cause: 'MACHINE_FAULT',
      ...ncr,
      title: `${probe} ${ncr.title}`,
    });
    expect(response.statusCode).toBe(201);
    raised.push(response.json());
  }
  return raised;
}

describe('the people who may be assigned quality records', () => {
  it('are the facility’s members by name, never another facility’s, and a deactivated one is neither listed nor assignable', async () => {
    const people = async (session: Session) => {
      const response = await call(session, 'GET', '/api/v1/quality/people');
      expect(response.statusCode).toBe(200);
      return response.json() as { id: number; name: string }[];
    };
    const austins = await people(operator);
    expect(austins).toEqual(
      expect.arrayContaining([
        { id: ids.admin, name: 'Alex Admin' },
        { id: ids.operator, name: 'Oscar Operator' },
        { id: ids.planner, name: 'Paula Planner' },
      ]),
    );
    expect(austins.map((person) => person.name)).toEqual(austins.map((person) => person.name).sort());
    expect(austins.map((person) => person.id)).not.toContain(ids.vendor);
    expect((await people(northwind)).map((person) => person.id)).toEqual([ids.vendor]);

    const [ncr] = await processNcrs('People probe', [{ severity: 'MINOR', title: 'Recoater chatter' }]);
    expect((await call(austin, 'POST', `/api/v1/sp/team/members/${ids.operator}/deactivate`)).statusCode).toBe(200);
    try {
      expect((await people(austin)).map((person) => person.id)).not.toContain(ids.operator);
      const assigned = await call(austin, 'PATCH', `/api/v1/quality/ncrs/${ncr!.id}`, { assignedUserId: ids.operator });
      expect(refusal(assigned)).toEqual([400, 'body.assignedUserId']);
      const owned = await call(austin, 'POST', '/api/v1/quality/capas', {
        type: 'CORRECTIVE',
        title: 'Recoater chatter',
        ownerUserId: ids.operator,
      });
      expect(refusal(owned)).toEqual([400, 'body.ownerUserId']);
    } finally {
      // Deactivating ended the operator's sessions: the other tests sign in again.
      await call(austin, 'POST', `/api/v1/sp/team/members/${ids.operator}/reactivate`);
      [operator] = await logins(t.app, 'operator');
    }
    expect((await people(austin)).map((person) => person.id)).toContain(ids.operator);
  });
});

describe('the NCR list', () => {
  it('finds the NCRs of one assignee or of nobody, and sorts by severity, status or title either way', async () => {
    const [chatter, streaks, pores] = await processNcrs('Sort probe', [
      { severity: 'MAJOR', title: 'B recoater chatter', assignedUserId: ids.planner },
      { severity: 'CRITICAL', title: 'C laser streaks', assignedUserId: ids.admin },
      { severity: 'MINOR', title: 'A pores' },
    ]);
    await call(austin, 'POST', `/api/v1/quality/ncrs/${streaks!.id}/cancel`, { reason: 'Raised twice' });
    const numbers = async (query: string) => {
      const list = await call(austin, 'GET', `/api/v1/quality/ncrs?search=sort%20probe&${query}`);
      expect(list.statusCode).toBe(200);
      return list.json().rows.map((row: { number: string }) => row.number) as string[];
    };
    expect(await numbers(`assignedUserId=${ids.planner}`)).toEqual([chatter!.number]);
    expect(await numbers('assignedUserId=0')).toEqual([pores!.number]);
    expect(await numbers('')).toEqual([pores!.number, streaks!.number, chatter!.number]);
    expect(await numbers('sort=severity&direction=desc')).toEqual([streaks!.number, chatter!.number, pores!.number]);
    expect(await numbers('sort=severity&direction=asc')).toEqual([pores!.number, chatter!.number, streaks!.number]);
    expect(await numbers('sort=title&direction=asc')).toEqual([pores!.number, chatter!.number, streaks!.number]);
    // Open before cancelled, as an NCR lives; alike ones by number the same way round.
    expect(await numbers('sort=status&direction=asc')).toEqual([chatter!.number, pores!.number, streaks!.number]);
    expect(await numbers('sort=status&direction=desc')).toEqual([streaks!.number, pores!.number, chatter!.number]);
    expect(refusal(await call(austin, 'GET', '/api/v1/quality/ncrs?sort=colour'))).toEqual([400, 'querystring.sort']);
    expect(refusal(await call(austin, 'GET', '/api/v1/quality/ncrs?assignedUserId=-1'))).toEqual([
      400,
      'querystring.assignedUserId',
    ]);
  });
});

describe('the CAPA list', () => {
  it('finds the CAPAs of one owner or of nobody, and sorts by title or status either way', async () => {
    const raise = async (title: string, ownerUserId?: number) => {
      const raised = await call(austin, 'POST', '/api/v1/quality/capas', { type: 'PREVENTIVE', title, ownerUserId });
      expect(raised.statusCode).toBe(201);
      return raised.json() as { id: number; number: string };
    };
    const blade = await raise('Owner probe: blade wear', ids.planner);
    const hopper = await raise('Owner probe: argon leaks');
    await call(austin, 'POST', `/api/v1/quality/capas/${blade.id}/cancel`, { reason: 'Raised twice' });
    const numbers = async (query: string) =>
      (await call(austin, 'GET', `/api/v1/quality/capas?search=owner%20probe&${query}`))
        .json()
        .rows.map((row: { number: string }) => row.number) as string[];
    expect(await numbers(`ownerUserId=${ids.planner}`)).toEqual([blade.number]);
    expect(await numbers('ownerUserId=0')).toEqual([hopper.number]);
    expect(await numbers('sort=title&direction=asc')).toEqual([hopper.number, blade.number]);
    expect(await numbers('sort=status&direction=desc')).toEqual([blade.number, hopper.number]);
    expect(refusal(await call(austin, 'GET', '/api/v1/quality/capas?sort=severity'))).toEqual([400, 'querystring.sort']);
  });
});

describe('saved views of the quality lists', () => {
  const save = (type: string, preference: unknown, session = operator) =>
    call(session, 'POST', `/api/v1/userPreference/${type}`, { preferenceType: type, preference: preference as object });
  const read = async (type: string, session = operator) =>
    JSON.parse((await call(session, 'GET', `/api/v1/userPreference/${type}`)).json().preference) as unknown;

  it('keeps each list’s named views — search, filters with the assignee, sort — apart from the other lists’', async () => {
    const partViews = [
      {
        label: 'Mine, worst first',
        search: 'jaw',
        filter: { status: ['OPEN'], assignedUserId: ids.operator, disposition: ['SCRAP'] },
        sort: 'severity',
        direction: 'desc',
      },
      { label: 'Nobody’s', filter: { assignedUserId: 0, createdFrom: 0, createdTo: 604_800_000 } },
    ];
    const capaViews = [{ label: 'Planner’s', filter: { ownerUserId: ids.planner, type: 'CORRECTIVE' }, sort: 'checkDue' }];
    expect((await save('PART_NCR_VIEWS', partViews)).statusCode).toBe(200);
    expect((await save('CAPA_VIEWS', capaViews)).statusCode).toBe(200);
    expect(await read('PART_NCR_VIEWS')).toEqual(partViews);
    expect(await read('CAPA_VIEWS')).toEqual(capaViews);
    expect(await read('PROCESS_NCR_VIEWS')).toEqual([]);
    expect(await read('PART_NCR_VIEWS', austin)).toEqual([]);
  });

  it.each([
    ['PART_NCR_VIEWS', 'a view without a name', [{ label: ' ', filter: {} }], 'body.preference.0.label'],
    [
      'PROCESS_NCR_VIEWS',
      'two views of one name',
      [
        { label: 'Mine', filter: {} },
        { label: 'mine', filter: { severity: ['MAJOR'] } },
      ],
      'body.preference.1.label',
    ],
    ['CAPA_VIEWS', 'an NCR list’s sort in a CAPA view', [{ label: 'Worst', filter: {}, sort: 'severity' }], 'body.preference.0'],
    ['PART_NCR_VIEWS', 'a CAPA’s owner in an NCR view', [{ label: 'Paula’s', filter: { ownerUserId: 2 } }], 'body.preference.0'],
    ['PART_NCR_VIEWS', 'a part orders view', [{ label: 'New', stage: 'NEW', filter: {} }], 'body.preference.0'],
    ['CAPA_VIEWS', 'columns in place of views', { columns: ['id'] }, 'body.preference'],
  ])('refuses, naming the field, %s: %s', async (type, _case, preference, field) => {
    expect(refusal(await save(type, preference))).toEqual([400, field]);
  });

  it('refuses a filter no quality list has, and an assignee that is no one', async () => {
    const unknown = await save('PART_NCR_VIEWS', [{ label: 'Red', filter: { colour: ['red'] } }]);
    expect(unknown.statusCode).toBe(400);
    const negative = await save('PROCESS_NCR_VIEWS', [{ label: 'Nobody', filter: { assignedUserId: -1 } }]);
    expect(negative.statusCode).toBe(400);
  });
});
