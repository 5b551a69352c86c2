import { currentRules, previewPrice } from './service.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Session; // Austin's admin: ROLE_ADMIN and PRICING_RULES_EDITOR
let operator: Session; // Austin's operator: no ROLE_ADMIN
let northwind: Session;
beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, northwind] = await logins(t.app, 'admin', 'operator', 'vendor');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = callsAs(() => t);

/** A part of Austin's inventory with its last material and process, as ids. */
async function inventoryPart() {
  const part = await t.db
    .selectFrom('parts as p')
    .innerJoin('part_facilities as pf', 'pf.part_id', 'p.id')
    .innerJoin('companies as c', 'c.id', 'pf.facility_id')
    .select(['p.id', 'p.last_material_id', 'p.last_process_id'])
    .where('c.company_name', 'like', '%Austin%')
    .where('p.last_material_id', 'is not', null)
    .where('p.last_process_id', 'is not', null)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return { partId: part.id, materialId: part.last_material_id!, processId: part.last_process_id! };
}

const rulesFor = (materialId: number, processId: number) => ({
  currency: 'USD',
  setupMinor: 5_000,
  minimumOrderMinor: 0,
  postProcessingMinor: 250,
  materials: [{ materialId, pricePerCm3Minor: 15 }],
  processes: [{ processId, machineHourRateMinor: 4_500, buildRateCm3PerHour: 40 }],
  finishes: [{ finish: 'Dyed black', surchargeMinor: 300 }],
  quantityBreaks: [{ minQuantity: 10, discountBasisPoints: 1_000 }],
  rushSurcharges: [],
  formulas: [{ label: 'Handling by size', formula: { '*': [{ var: 'boxVolumeCm3' }, 2] } }],
  autoQuote: true,
});

describe('a facility’s pricing rules', () => {
  it('are saved as versions by an admin, refused when another was saved since, and audited', async () => {
    const { materialId, processId } = await inventoryPart();
    // A facility that never saved any has none: version 0, pricing nothing, quoting nobody at once.
    const munich = (
      await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Munich%').executeTakeFirstOrThrow()
    ).id;
    expect(await currentRules(t.db, munich)).toMatchObject({
      version: 0,
      savedBy: null,
      rules: { materials: [], autoQuote: false },
    });
    // Austin set its rules up before the demo starts: the seed's, version 1.
    const seeded = await call(admin, 'GET', '/api/v1/pricing-rules');
    expect(seeded.json()).toMatchObject({ version: 1, savedBy: 'Alex Admin', rules: { autoQuote: true } });
    expect((await call(operator, 'GET', '/api/v1/pricing-rules')).statusCode).toBe(403);

    const rules = rulesFor(materialId, processId);
    const saved = await call(admin, 'PUT', '/api/v1/pricing-rules', { baseVersion: 1, rules });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, savedBy: 'Alex Admin', rules });
    const stale = await call(admin, 'PUT', '/api/v1/pricing-rules', { baseVersion: 1, rules: { ...rules, setupMinor: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Alex Admin saved version 2 of the pricing rules after you opened them; reload to see it');
    const second = await call(admin, 'PUT', '/api/v1/pricing-rules', { baseVersion: 2, rules: { ...rules, setupMinor: 6_000 } });
    expect(second.json()).toMatchObject({ version: 3, rules: { setupMinor: 6_000 } });

    const history = (await call(admin, 'GET', '/api/v1/pricing-rules/versions')).json();
    expect(history.map((row: { version: number }) => row.version)).toEqual([3, 2, 1]);
    expect((await call(admin, 'GET', '/api/v1/pricing-rules/versions/2')).json()).toMatchObject({
      version: 2,
      rules: { setupMinor: 5_000 },
    });
    expect((await call(admin, 'GET', '/api/v1/pricing-rules/versions/9')).statusCode).toBe(404);
    // Another facility has its own rules.
    expect((await call(northwind, 'GET', '/api/v1/pricing-rules/versions')).statusCode).toBe(403);
    const audit = (await call(admin, 'GET', '/api/v1/sp/settings/audit?offset=0&limit=1&setting=PRICING_RULES')).json();
    expect(audit.rows[0]).toMatchObject({
      setting: 'PRICING_RULES',
      before: { setupMinor: 5_000 },
      after: { setupMinor: 6_000 },
    });
  });

  it('refuses a formula that cannot be evaluated, and rows that price one thing twice, naming the field', async () => {
    const { materialId, processId } = await inventoryPart();
    const base = (await call(admin, 'GET', '/api/v1/pricing-rules')).json().version;
    const rules = rulesFor(materialId, processId);
    const refused = async (changed: object) => {
      const reply = await call(admin, 'PUT', '/api/v1/pricing-rules', { baseVersion: base, rules: { ...rules, ...changed } });
      expect(reply.statusCode).toBe(400);
      const { message, details } = reply.json();
      return [message, details[0].field];
    };
    expect(await refused({ formulas: [{ label: 'Shout', formula: { method: [{ var: 'material' }, 'toUpperCase'] } }] })).toEqual([
      'The formula “Shout” cannot be evaluated: The operator "method" is not allowed',
      'body.rules.formulas.0.formula',
    ]);
    expect(await refused({ formulas: [{ label: 'Volume', formula: { '*': [{ var: 'volume' }, 2] } }] })).toEqual([
      expect.stringMatching(/^The formula “Volume” cannot be evaluated: The variable "volume" is unknown/),
      'body.rules.formulas.0.formula',
    ]);
    expect(await refused({ formulas: [{ label: 'Zero', formula: { '/': [1, { '-': [{ var: 'quantity' }, 10] }] } }] })).toEqual([
      'The formula “Zero” cannot be evaluated for 10 pieces of a 20 mm cube wanted in a fortnight: It gives Infinity, not a finite number (a division by zero?)',
      'body.rules.formulas.0.formula',
    ]);
    expect(await refused({ materials: [...rules.materials, { materialId, pricePerCm3Minor: 20 }] })).toEqual([
      'This material is priced twice',
      'body.rules.materials.1.materialId',
    ]);
    expect(await refused({ processes: [{ processId: 999_999, machineHourRateMinor: 1, buildRateCm3PerHour: 1 }] })).toEqual([
      'Process 999999 does not exist',
      'body.rules.processes.0.processId',
    ]);
    expect((await call(admin, 'GET', '/api/v1/pricing-rules')).json().version).toBe(base);
  });

  it('refuses a formula nested 10,000 deep, on save and on preview, with 400 naming it', async () => {
    const { partId, materialId, processId } = await inventoryPart();
    const base = (await call(admin, 'GET', '/api/v1/pricing-rules')).json().version;
    const rules = { ...rulesFor(materialId, processId), formulas: [{ label: 'Deep', formula: 'DEEP' }] };
    // Sent as JSON text, as a client sends it: building it with JSON.stringify would overflow the test's own stack.
    const deep = '{"+":['.repeat(10_000) + '1' + ']}'.repeat(10_000);
    const send = (method: Method, url: string, body: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...admin.bearer, 'content-type': 'application/json' },
        payload: JSON.stringify(body).replace('"DEEP"', deep),
      });
    const ask = { rules, partId, materialId, processId, quantity: 1, finish: null, leadTimeDays: null };
    for (const reply of [
      await send('PUT', '/api/v1/pricing-rules', { baseVersion: base, rules }),
      await send('POST', '/api/v1/pricing-rules/preview', ask),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        message: 'The formula “Deep” cannot be evaluated: It is nested more than 100 levels deep',
        details: [{ field: 'body.rules.formulas.0.formula' }],
      });
    }
    expect((await call(admin, 'GET', '/api/v1/pricing-rules')).json().version).toBe(base);
  });

  it('refuses a formula whose price is not finite, or more than a bid may hold, on save and on preview', async () => {
    const { partId, materialId, processId } = await inventoryPart();
    const base = (await call(admin, 'GET', '/api/v1/pricing-rules')).json().version;
    const withFormula = (formula: unknown) => ({ ...rulesFor(materialId, processId), formulas: [{ label: 'F', formula }] });
    const refusal = async (reply: { statusCode: number; json: () => { message: string; details: { field: string }[] } }) => {
      expect(reply.statusCode).toBe(400);
      const { message, details } = reply.json();
      expect(details[0]!.field).toBe('body.rules.formulas.0.formula');
      return message;
    };
    const save = (formula: unknown) =>
      call(admin, 'PUT', '/api/v1/pricing-rules', { baseVersion: base, rules: withFormula(formula) });
    const preview = (formula: unknown, quantity: number) =>
      call(admin, 'POST', '/api/v1/pricing-rules/preview', {
        rules: withFormula(formula),
        ...{ partId, materialId, processId, quantity, finish: null, leadTimeDays: null },
      });

    // A price a bid could not ask, and one that overflows to Infinity for a million pieces.
    const huge = { '*': [1e300, { var: 'quantity' }] };
    expect(await refusal(await save(huge))).toBe(
      'The formula “F” cannot be evaluated for 10 pieces of a 20 mm cube wanted in a fortnight: It gives 1e+301, beyond what a bid may hold (9007199254740991 minor units a piece)',
    );
    expect(await refusal(await preview(huge, 1_000_000))).toMatch(/^The formula “F” cannot be evaluated for 10 pieces/);
    // 1e300 a piece, with the rules quoting customers at once.
    expect(await refusal(await save(1e300))).toMatch(/It gives 1e\+300, beyond what a bid may hold/);
    // Past what a bid may hold only for the most pieces an order line may ask.
    expect(await refusal(await save({ '*': [{ var: 'quantity' }, 1e10] }))).toMatch(
      /^The formula “F” cannot be evaluated for a million pieces: /,
    );
    // Dividing by the days fails on an order that asks no date.
    expect(await refusal(await save({ '/': [1_000, { var: 'leadTimeDays' }] }))).toBe(
      'The formula “F” cannot be evaluated for one piece with no delivery date asked: It gives Infinity, not a finite number (a division by zero?)',
    );
    // Infinite on the part previewed alone: the samples pass, the part does not.
    const { boxMm } = (await preview(0, 1)).json().part;
    expect(await refusal(await preview({ '/': [1, { '-': [{ var: 'boxXMm' }, boxMm[0]] }] }, 1))).toBe(
      'The formula “F” cannot be evaluated: It gives Infinity, not a finite number (a division by zero?)',
    );
    expect((await call(admin, 'GET', '/api/v1/pricing-rules')).json().version).toBe(base);

    // A formula of a usual price, nested well within the limit, is still saved and priced.
    let nested: unknown = { var: 'volumeCm3' };
    for (let level = 0; level < 40; level++) nested = { '+': [nested, 1] };
    expect((await save(nested)).statusCode).toBe(200);
    const priced = (await preview(nested, 10)).json();
    expect(priced.price.terms.find((term: { key: string }) => term.key === 'formula').amountMinor).toBe(
      Math.floor(priced.part.volumeCm3 + 40 + 0.5),
    );
  });

  it('previews a part of the inventory term by term, with draft rules, and says when it cannot be priced', async () => {
    const { partId, materialId, processId } = await inventoryPart();
    const rules = rulesFor(materialId, processId);
    const ask = { rules, partId, materialId, processId, quantity: 10, finish: 'Dyed black', leadTimeDays: null };
    const preview = await call(admin, 'POST', '/api/v1/pricing-rules/preview', ask);
    expect(preview.statusCode).toBe(200);
    const { part, price, problem, currency } = preview.json();
    expect([currency, problem]).toEqual(['USD', null]);
    expect(part.volumeCm3).toBeGreaterThan(0);
    const terms = Object.fromEntries(
      price.terms.map((term: { key: string; amountMinor: number }) => [term.key, term.amountMinor]),
    );
    expect(terms.material).toBe(Math.floor(part.volumeCm3 * 15 + 0.5));
    expect(terms.machine).toBe(Math.floor((part.volumeCm3 / 40) * 4_500 + 0.5));
    expect(terms.finish).toBe(300);
    const [x, y, z] = part.boxMm as number[];
    expect(terms.formula).toBe(Math.floor(((x! * y! * z!) / 1_000) * 2 + 0.5));
    const piece = terms.material + terms.machine + 250 + 300 + terms.formula;
    expect(terms.quantityBreak).toBe(-Math.floor(piece / 10 + 0.5));
    expect(price.unitPriceMinor).toBe(piece + terms.quantityBreak);
    expect(price).toMatchObject({ quantity: 10, amountMinor: price.unitPriceMinor * 10, setupMinor: 5_000 });
    expect(price.totalMinor).toBe(price.amountMinor + 5_000);

    const unpriced = await call(admin, 'POST', '/api/v1/pricing-rules/preview', { ...ask, rules: { ...rules, materials: [] } });
    expect(unpriced.json()).toMatchObject({
      price: null,
      problem: expect.stringMatching(/^The pricing rules give no price for /),
    });
    // Another facility does not reach Austin's parts (Northwind's people have no ROLE_ADMIN to ask through HTTP).
    const northwindId = (
      await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Northwind%').executeTakeFirstOrThrow()
    ).id;
    await expect(previewPrice(t.db, northwindId, ask)).rejects.toThrow(`Part ${partId} not found`);
  });

  it('close with the facility’s rule engine flag', async () => {
    const off = await call(admin, 'PUT', '/api/v1/sp/settings/features/QUOTE_RULE_ENGINE_ENABLED', { enabled: false });
    expect(off.statusCode).toBe(200);
    const closed = await call(admin, 'GET', '/api/v1/pricing-rules');
    expect([closed.statusCode, closed.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    await call(admin, 'PUT', '/api/v1/sp/settings/features/QUOTE_RULE_ENGINE_ENABLED', { enabled: true });
    expect((await call(admin, 'GET', '/api/v1/pricing-rules')).statusCode).toBe(200);
  });

  it('price a facility’s offer of an order part by part, for its bid form', async () => {
    const austin = (
      await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Austin%').executeTakeFirstOrThrow()
    ).id;
    const match = await t.db
      .selectFrom('matches as m')
      .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
      .select(['m.id', 'm.rfq_id', 'r.currency'])
      .where('m.facility_id', '=', austin)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('rfq_files as f')
              .select('f.id')
              .whereRef('f.rfq_id', '=', 'r.id')
              .where((inner) => inner.or([inner('f.file_id', 'is', null), inner('f.am_process_id', 'is', null)])),
          ),
        ),
      )
      .where((eb) => eb.exists(eb.selectFrom('rfq_files as f').select('f.id').whereRef('f.rfq_id', '=', 'r.id')))
      .orderBy('m.id')
      .executeTakeFirstOrThrow();
    const parts = await t.db
      .selectFrom('rfq_files as f')
      .innerJoin('rfq_file_materials as fm', 'fm.rfq_file_id', 'f.id')
      .select(['f.am_process_id', 'fm.material_id'])
      .where('f.rfq_id', '=', match.rfq_id)
      .execute();
    const materialIds = [...new Set(parts.map((part) => part.material_id))];
    const processIds = [...new Set(parts.map((part) => part.am_process_id!))];
    const rules = {
      ...rulesFor(materialIds[0]!, processIds[0]!),
      currency: match.currency,
      formulas: [],
      finishes: [],
      minimumOrderMinor: 1_000_000,
      materials: materialIds.map((materialId) => ({ materialId, pricePerCm3Minor: 20 })),
      processes: processIds.map((processId) => ({ processId, machineHourRateMinor: 3_000, buildRateCm3PerHour: 25 })),
    };
    const base = (await call(admin, 'GET', '/api/v1/pricing-rules')).json().version;
    expect((await call(admin, 'PUT', '/api/v1/pricing-rules', { baseVersion: base, rules })).statusCode).toBe(200);

    // Anyone bidding for the facility reads it, not only admins.
    const priced = await call(operator, 'GET', `/api/v1/matches/${match.id}/rule-price`);
    expect(priced.statusCode).toBe(200);
    const body = priced.json();
    expect(body).toMatchObject({ version: base + 1, currency: match.currency, problem: null, setupMinor: 5_000 });
    expect(body.parts.length).toBeGreaterThan(0);
    const partsMinor = body.parts.reduce(
      (sum: number, part: { price: { amountMinor: number } }) => sum + part.price.amountMinor,
      0,
    );
    expect(body.minimumTopUpMinor).toBe(Math.max(0, 1_000_000 - partsMinor - 5_000));
    expect(body.totalMinor).toBe(Math.max(1_000_000, partsMinor + 5_000));

    const otherCurrency = match.currency === 'EUR' ? 'USD' : 'EUR';
    await call(admin, 'PUT', '/api/v1/pricing-rules', { baseVersion: base + 1, rules: { ...rules, currency: otherCurrency } });
    expect((await call(operator, 'GET', `/api/v1/matches/${match.id}/rule-price`)).json()).toMatchObject({
      totalMinor: null,
      problem: `The pricing rules are in ${otherCurrency}; the order is in ${match.currency}`,
    });
    // Northwind has no rule engine; with one, Austin's offer is still not found there.
    const refused = await call(northwind, 'GET', `/api/v1/matches/${match.id}/rule-price`);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    const northwindId = (
      await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Northwind%').executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('config_records')
      .values({
        facility_id: northwindId,
        config_type: 'QUOTE_RULE_ENGINE_ENABLED',
        element_type: 'SERVICE_PROVIDER',
        element_id: String(northwindId),
        config_value: JSON.stringify({ enabled: true }),
      })
      .execute();
    expect((await call(northwind, 'GET', `/api/v1/matches/${match.id}/rule-price`)).statusCode).toBe(404);
  });
});
