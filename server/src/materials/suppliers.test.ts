import { textPdf } from '../files/index.js';
import { uploadFile } from '../test-support/part-files.js';
import { callsAs, createTestApp, login, logins, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let planner: Session; // Austin's MATERIAL_MANAGEMENT_EDITOR
let operator: Session; // Austin's member without it: reads only
let northwind: Session; // another tenant's facility
const call = callsAs(() => t);
const PATH = '/api/v1/materials/suppliers';
const material: Record<string, number> = {};
let certificate: number;

beforeAll(async () => {
  t = await createTestApp();
  [planner, operator, northwind] = await logins(t.app, 'planner', 'operator', 'vendor');
  // Northwind turns material management on, to show it never reaches Austin's suppliers.
  const on = await call(northwind, 'PUT', '/api/v1/sp/settings/features/MATERIAL_MANAGEMENT_CONFIG', { enabled: true });
  expect(on.statusCode).toBe(200);
  northwind = await login(t.app, 'vendor@demo.test');
  const rows = await t.db
    .selectFrom('materials')
    .select(['id', 'name'])
    .where('name', 'in', ['PA 2200', 'PA 1101', 'EOS Titanium Ti64'])
    .execute();
  for (const row of rows) material[row.name] = row.id;
  certificate = await uploadFile(t, planner, 'iso-9001.pdf', Buffer.from(textPdf(['ISO 9001:2015 certificate'])));
});
afterAll(() => t.close());

/** A supplier's body, approved unless `extra` says otherwise. */
const supplier = <T extends object>(name: string, extra: T = {} as T) => ({
  name,
  approval: 'APPROVED',
  approvalDate: '2026-03-31',
  ...extra,
});
const create = async (session: Session, body: object) => {
  const response = await call(session, 'POST', PATH, body);
  expect(response.statusCode).toBe(201);
  return response.json();
};
const trail = (entityId: number) =>
  t.db
    .selectFrom('audit_trail')
    .select(['action', 'user_name', 'old_value', 'new_value'])
    .where('entity', '=', 'MATERIAL_SUPPLIER')
    .where('entity_id', '=', entityId)
    .orderBy('position')
    .execute();
/** A lot the supplier delivered, as receiving records it (the lots' own rules are tested with them). */
async function receiveLot(supplierId: number, materialId: number) {
  const { facility_id } = await t.db
    .selectFrom('material_suppliers')
    .select('facility_id')
    .where('id', '=', supplierId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('material_lots')
    .values({
      facility_id,
      material_id: materialId,
      supplier_id: supplierId,
      supplier_lot_number: `L-${supplierId}`,
      quantity: 10,
      unit: 'KILOGRAM',
      mass_mg: 10_000_000,
      remaining_mg: 10_000_000,
      received_on: '2026-04-01',
    })
    .execute();
}

describe('a facility’s material suppliers, added and listed', () => {
  it('keeps a supplier with its contacts, approval, materials and certificates, and writes the audit trail', async () => {
    const body = supplier('  Keystone Additive ', {
      contacts: [{ name: 'Jane Reyes', email: 'jane@carpenter.test', phone: '+1 512 555 0100' }, { name: 'Goods in' }],
      address: '1600 Powder Lane\nPhiladelphia, PA',
      approvalDate: '2026-02-28',
      notes: 'Audited on site',
      materialIds: [material['EOS Titanium Ti64'], material['PA 2200']],
      evidenceFileIds: [certificate],
    });
    const created = await create(planner, body);
    expect(created).toEqual(
      expect.objectContaining({
        name: 'Keystone Additive',
        contacts: body.contacts,
        address: '1600 Powder Lane\nPhiladelphia, PA',
        approval: 'APPROVED',
        // The calendar day as sent, whatever the server's time zone.
        approvalDate: '2026-02-28',
        notes: 'Audited on site',
        materials: [
          { id: material['EOS Titanium Ti64'], name: 'EOS Titanium Ti64' },
          { id: material['PA 2200'], name: 'PA 2200' },
        ],
        lots: 0,
      }),
    );
    expect(created.evidence).toEqual([
      { id: certificate, fileName: 'iso-9001.pdf', fileURL: expect.stringContaining(`/files/${certificate}?`) },
    ]);
    const download = await t.app.inject({ method: 'GET', url: created.evidence[0].fileURL });
    expect([download.statusCode, download.body.startsWith('%PDF-')]).toEqual([200, true]);

    // Every reader of the facility sees it; only the editor may write.
    expect((await call(operator, 'GET', `${PATH}/${created.id}`)).json().name).toBe('Keystone Additive');
    expect((await call(operator, 'POST', PATH, supplier('Operator’s own'))).statusCode).toBe(403);

    expect(await trail(created.id)).toEqual([
      expect.objectContaining({
        action: 'CREATE',
        user_name: 'Paula Planner',
        new_value: expect.objectContaining({ name: 'Keystone Additive', approval: 'APPROVED', evidenceFileIds: [certificate] }),
      }),
    ]);
  });

  it('refuses bad input naming the field, and a name the facility has already in any case', async () => {
    const refused = async (body: object, status = 400) => {
      const response = await call(planner, 'POST', PATH, body);
      expect(response.statusCode).toBe(status);
      return [response.json().details?.[0]?.field, response.json().message];
    };
    expect((await refused({ approval: 'APPROVED', approvalDate: '2026-01-01' }))[0]).toBe('body.name');
    expect((await refused(supplier('Blank date', { approvalDate: '31.01.2026' })))[0]).toBe('body.approvalDate');
    expect((await refused(supplier('No such day', { approvalDate: '2026-02-30' })))[0]).toBe('body.approvalDate');
    expect((await refused(supplier('Odd approval', { approval: 'MAYBE' })))[0]).toBe('body.approval');
    expect((await refused(supplier('Bad mail', { contacts: [{ name: 'Al', email: 'not-an-address' }] })))[0]).toBe(
      'body.contacts.0.email',
    );
    expect(await refused(supplier('Unknown powder', { materialIds: [material['PA 1101'], 999_999] }))).toEqual([
      'body.materialIds.1',
      'Material 999999 not found',
    ]);
    // A file of another company is not evidence this facility may name.
    const theirs = await uploadFile(t, northwind, 'their-cert.pdf', Buffer.from(textPdf(['Not Austin’s'])));
    expect(await refused(supplier('Borrowed certificate', { evidenceFileIds: [theirs] }))).toEqual([
      'body.evidenceFileIds.0',
      `File ${theirs} not found`,
    ]);

    await create(planner, supplier('Brightmoor Alloys'));
    expect(await refused(supplier('brightmoor ALLOYS '), 409)).toEqual([
      'body.name',
      'A supplier named brightmoor ALLOYS already exists',
    ]);
    // The same name is another facility's to use.
    expect((await call(northwind, 'POST', PATH, supplier('Brightmoor Alloys'))).statusCode).toBe(201);
  });

  it('lists the facility’s suppliers by name, searched, filtered by approval and material, a page at a time', async () => {
    for (const [name, approval, materials] of [
      ['finepoint Powders', 'CONDITIONAL', ['PA 1101']],
      ['Zephyr Metals', 'DISAPPROVED', ['EOS Titanium Ti64']],
      ['AP&Q', 'APPROVED', ['EOS Titanium Ti64', 'PA 1101']],
    ] as const) {
      await create(planner, supplier(name, { approval, materialIds: materials.map((m) => material[m]) }));
    }
    const list = async (query: string, session = operator) => {
      const response = await call(session, 'GET', `${PATH}?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json() as { totalCount: number; rows: { name: string; approval: string; approvalDate: string }[] };
    };
    // Only this file's suppliers: the demo's own may stand between them.
    const mine = ['AP&Q', 'Brightmoor Alloys', 'finepoint Powders', 'Keystone Additive', 'Zephyr Metals'];
    const names = async (query: string) => (await list(query)).rows.map((row) => row.name).filter((name) => mine.includes(name));
    // By name whatever its case: 'finepoint' between 'Brightmoor' and 'Keystone'.
    expect(await names('limit=200')).toEqual(mine);
    expect(await names('search=POWDER')).toEqual(['finepoint Powders']);
    // LIKE's own characters are taken literally.
    expect(await names('search=%25')).toEqual([]);
    expect(await names('approval=DISAPPROVED')).toEqual(['Zephyr Metals']);
    expect(await names(`materialId=${material['EOS Titanium Ti64']}`)).toEqual(['AP&Q', 'Keystone Additive', 'Zephyr Metals']);
    expect(await names(`materialId=${material['PA 1101']}&approval=APPROVED`)).toEqual(['AP&Q']);
    const all = await list('limit=200');
    const page = await list('offset=2&limit=2');
    expect([page.totalCount, page.rows]).toEqual([all.totalCount, all.rows.slice(2, 4)]);
    const finepoint = all.rows.find((row) => row.name === 'finepoint Powders');
    expect(finepoint).toEqual(expect.objectContaining({ approval: 'CONDITIONAL', approvalDate: '2026-03-31' }));

    const bad = await call(operator, 'GET', `${PATH}?approval=MAYBE`);
    expect([bad.statusCode, bad.json().details[0].field]).toEqual([400, 'querystring.approval']);
    // Another facility lists its own only.
    const theirs = (await list('limit=200', northwind)).rows.map((row) => row.name);
    expect([
      theirs.includes('Brightmoor Alloys'),
      theirs.some((name) => mine.includes(name) && name !== 'Brightmoor Alloys'),
    ]).toEqual([true, false]);
  });
});

describe('a supplier changed and deleted', () => {
  it('changes a supplier, recording what changed, and never another facility’s', async () => {
    const { id } = await create(planner, supplier('Västerby', { materialIds: [material['PA 2200']] }));
    const change = supplier('Västerby AB', {
      approval: 'CONDITIONAL',
      approvalDate: '2026-04-15',
      materialIds: [material['PA 2200']],
      evidenceFileIds: [certificate],
    });
    const changed = await call(planner, 'PUT', `${PATH}/${id}`, change);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(
      expect.objectContaining({
        name: 'Västerby AB',
        approval: 'CONDITIONAL',
        approvalDate: '2026-04-15',
        evidence: [expect.objectContaining({ id: certificate })],
      }),
    );
    // The same again changes nothing, and writes nothing.
    expect((await call(planner, 'PUT', `${PATH}/${id}`, change)).statusCode).toBe(200);
    const history = await trail(id);
    expect(history.map((entry) => entry.action)).toEqual(['CREATE', 'UPDATE']);
    expect([history[1]!.old_value, history[1]!.new_value]).toEqual([
      { name: 'Västerby', approval: 'APPROVED', approvalDate: '2026-03-31', evidenceFileIds: [] },
      { name: 'Västerby AB', approval: 'CONDITIONAL', approvalDate: '2026-04-15', evidenceFileIds: [certificate] },
    ]);
    // Renamed to another supplier's name: refused.
    const clash = await call(planner, 'PUT', `${PATH}/${id}`, { ...change, name: 'AP&Q' });
    expect([clash.statusCode, clash.json().message]).toEqual([409, 'A supplier named AP&Q already exists']);

    // Northwind, with material management on and every permission, finds none of Austin's.
    for (const [method, body] of [['GET'], ['PUT', change], ['DELETE']] as const) {
      const response = await call(northwind, method, `${PATH}/${id}`, body);
      expect([method, response.statusCode, response.json().message]).toEqual([method, 404, `Supplier ${id} not found`]);
    }
    expect((await call(operator, 'PUT', `${PATH}/${id}`, change)).statusCode).toBe(403);
    expect((await call(planner, 'GET', `${PATH}/${id}`)).json().name).toBe('Västerby AB');
  });

  it('deletes a supplier that delivered no lot, and keeps one that did', async () => {
    const { id: unused } = await create(planner, supplier('Never ordered from'));
    const { id: delivering } = await create(planner, supplier('Delivered once', { materialIds: [material['PA 2200']] }));
    await receiveLot(delivering, material['PA 2200']!);
    expect((await call(planner, 'GET', `${PATH}/${delivering}`)).json().lots).toBe(1);

    const kept = await call(planner, 'DELETE', `${PATH}/${delivering}`);
    expect([kept.statusCode, kept.json().message]).toEqual([409, 'This supplier has delivered lots: it cannot be deleted']);
    expect((await call(operator, 'DELETE', `${PATH}/${unused}`)).statusCode).toBe(403);

    expect((await call(planner, 'DELETE', `${PATH}/${unused}`)).statusCode).toBe(204);
    expect((await call(planner, 'GET', `${PATH}/${unused}`)).statusCode).toBe(404);
    expect((await call(planner, 'DELETE', `${PATH}/${unused}`)).statusCode).toBe(404);
    expect((await trail(unused)).map((entry) => [entry.action, entry.old_value])).toEqual([
      ['CREATE', null],
      ['DELETE', expect.objectContaining({ name: 'Never ordered from' })],
    ]);
  });
});
