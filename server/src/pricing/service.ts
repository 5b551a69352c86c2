/**
 * A facility's pricing rules: read, saved as a new version after they are
 * checked (every material and process named exists, no two rows price the same thing, every
 * formula evaluates on sample orders to an amount a bid may hold), kept with who saved them, and
 * previewed on any part of the facility's inventory.
 */
import { type Db, inTransaction } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findPart } from '../parts/index.js';
import { recordSettingChange } from '../settings/index.js';
import { geometryOf, type VerifyMeasures } from './geometry.js';
import { FormulaFails, formulaData, orderCharges, pricePart, Unpriced, type PartToPrice, type PricingRules } from './price.js';
import { formulaProblem, runFormula } from './rule-language.js';

/** The rules of a facility that never saved any: nothing priced, no instant quotes. */
const NO_RULES: PricingRules = {
  currency: 'USD',
  setupMinor: 0,
  minimumOrderMinor: 0,
  postProcessingMinor: 0,
  materials: [],
  processes: [],
  finishes: [],
  quantityBreaks: [],
  rushSurcharges: [],
  formulas: [],
  autoQuote: false,
};

const CUBE: PartToPrice = {
  geometry: { volumeMm3: 8_000, surfaceAreaMm2: 2_400, boxMm: [20, 20, 20], facets: 12 },
  material: { id: 0, name: 'Sample material' },
  process: { id: 0, code: 'SAMPLE_PROCESS' },
  quantity: 10,
  finish: null,
  leadTimeDays: 14,
};
/**
 * What each formula must evaluate on to be saved: a usual order, and the edges of what an order
 * asks (one piece with no date, which a formula dividing by the quantity less one or by the days
 * fails on; the most pieces an order line may ask, where a formula growing with the quantity
 * passes what a bid may hold).
 */
const SAMPLES = [
  { name: '10 pieces of a 20 mm cube wanted in a fortnight', part: CUBE },
  { name: 'one piece with no delivery date asked', part: { ...CUBE, quantity: 1, leadTimeDays: null } },
  { name: 'a million pieces', part: { ...CUBE, quantity: 1_000_000 } },
].map(({ name, part }) => ({ name, data: formulaData(part, 1) }));

const savedBy = (row: { first_name: string | null; last_name: string | null }) =>
  row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim();

function versions(db: Db, facilityId: number) {
  return db
    .selectFrom('pricing_rules as r')
    .leftJoin('users as u', 'u.id', 'r.saved_by')
    .select(['r.version', 'r.rules', 'r.saved_at', 'u.first_name', 'u.last_name'])
    .where('r.facility_id', '=', facilityId);
}

/** The facility's rules now: the last version saved, or NO_RULES as version 0. */
export async function currentRules(db: Db, facilityId: number) {
  const row = await versions(db, facilityId).orderBy('r.version', 'desc').limit(1).executeTakeFirst();
  if (!row) return { version: 0, savedAt: null, savedBy: null, rules: NO_RULES };
  return { version: row.version, savedAt: row.saved_at.getTime(), savedBy: savedBy(row), rules: row.rules as PricingRules };
}

export async function rulesVersion(db: Db, facilityId: number, version: number) {
  const row = await versions(db, facilityId).where('r.version', '=', version).executeTakeFirst();
  if (!row) throw notFound(`Version ${version} of the pricing rules not found`);
  return { version: row.version, savedAt: row.saved_at.getTime(), savedBy: savedBy(row), rules: row.rules as PricingRules };
}

/** Every version saved, newest first. */
export async function rulesHistory(db: Db, facilityId: number) {
  const rows = await versions(db, facilityId).orderBy('r.version', 'desc').execute();
  return rows.map((row) => ({ version: row.version, savedAt: row.saved_at.getTime(), savedBy: savedBy(row) }));
}

/** The first index of a value seen before in the list, or -1. */
const repeatOf = <T>(values: T[]) => values.findIndex((value, index) => values.indexOf(value) !== index);

/** Refuses rules that could not price anything as written: 400 naming the row and field. */
async function checkRules(db: Db, rules: PricingRules): Promise<void> {
  const field = 'body.rules';
  const materialIds = rules.materials.map((row) => row.materialId);
  const twiceMaterial = repeatOf(materialIds);
  if (twiceMaterial >= 0) throw badRequest('This material is priced twice', `${field}.materials.${twiceMaterial}.materialId`);
  if (materialIds.length) {
    const known = new Set(
      (await db.selectFrom('materials').select('id').where('id', 'in', materialIds).execute()).map((row) => row.id),
    );
    const unknown = materialIds.findIndex((id) => !known.has(id));
    if (unknown >= 0)
      throw badRequest(`Material ${materialIds[unknown]} does not exist`, `${field}.materials.${unknown}.materialId`);
  }
  const processIds = rules.processes.map((row) => row.processId);
  const twiceProcess = repeatOf(processIds);
  if (twiceProcess >= 0) throw badRequest('This process has two rates', `${field}.processes.${twiceProcess}.processId`);
  if (processIds.length) {
    const known = new Set(
      (await db.selectFrom('am_processes').select('id').where('id', 'in', processIds).execute()).map((row) => row.id),
    );
    const unknown = processIds.findIndex((id) => !known.has(id));
    if (unknown >= 0)
      throw badRequest(`Process ${processIds[unknown]} does not exist`, `${field}.processes.${unknown}.processId`);
  }
  const twiceFinish = repeatOf(rules.finishes.map((row) => row.finish.trim()));
  if (twiceFinish >= 0) throw badRequest('This finish has two surcharges', `${field}.finishes.${twiceFinish}.finish`);
  const twiceBreak = repeatOf(rules.quantityBreaks.map((row) => row.minQuantity));
  if (twiceBreak >= 0)
    throw badRequest('Two quantity breaks start at this quantity', `${field}.quantityBreaks.${twiceBreak}.minQuantity`);
  const twiceRush = repeatOf(rules.rushSurcharges.map((row) => row.withinDays));
  if (twiceRush >= 0)
    throw badRequest('Two rush surcharges have this many days', `${field}.rushSurcharges.${twiceRush}.withinDays`);
  rules.formulas.forEach(({ label, formula }, index) => {
    const at = `${field}.formulas.${index}.formula`;
    // Its depth first (formulaProblem measures it without recursion): the length below is measured by JSON.stringify.
    const problem = formulaProblem(formula);
    if (problem) throw badRequest(`The formula “${label}” cannot be evaluated: ${problem}`, at);
    if (JSON.stringify(formula ?? null).length > 10_000) throw badRequest(`The formula “${label}” is too long`, at);
    for (const sample of SAMPLES) {
      const result = runFormula(formula, sample.data);
      if ('problem' in result) {
        throw badRequest(`The formula “${label}” cannot be evaluated for ${sample.name}: ${result.problem}`, at);
      }
    }
  });
}

/** Saves the rules as the next version; 409 when another was saved since `baseVersion`. */
export async function saveRules(db: Db, scope: { facilityId: number; userId: number }, baseVersion: number, rules: PricingRules) {
  await checkRules(db, rules);
  const cleaned: PricingRules = { ...rules, finishes: rules.finishes.map((row) => ({ ...row, finish: row.finish.trim() })) };
  // In the caller's transaction when it has one (the demo seed's), else in one of its own.
  const save = async (trx: Db) => {
    const before = await currentRules(trx, scope.facilityId);
    if (before.version !== baseVersion) {
      throw conflict(
        `${before.savedBy ?? 'Someone'} saved version ${before.version} of the pricing rules after you opened them; reload to see it`,
      );
    }
    await trx
      .insertInto('pricing_rules')
      .values({
        facility_id: scope.facilityId,
        version: baseVersion + 1,
        rules: JSON.stringify(cleaned),
        saved_by: scope.userId,
      })
      .execute();
    await recordSettingChange(trx, {
      ...scope,
      setting: 'PRICING_RULES',
      before: before.version ? before.rules : null,
      after: cleaned,
    });
  };
  await inTransaction(db, save);
  return currentRules(db, scope.facilityId);
}

export interface PreviewInput {
  rules: PricingRules;
  partId: number;
  materialId: number;
  processId: number;
  quantity: number;
  finish: string | null;
  leadTimeDays: number | null;
}

/**
 * What the rules (saved or not) make of one part of the facility's inventory ordered as asked:
 * every term, or why there is no price. The part is measured by its latest revision's analysis.
 */
export async function previewPrice(db: Db, facilityId: number, input: PreviewInput) {
  await checkRules(db, input.rules);
  const found = await findPart(db, { side: 'facility', facilityId }, input.partId);
  if (!found) throw notFound(`Part ${input.partId} not found`);
  const latest = found.revisions[0];
  const report = latest?.report as VerifyMeasures | null | undefined;
  if (!latest || !report) throw badRequest('This part has no analysed file to price', 'body.partId');
  const units = await db
    .selectFrom('rfq_files')
    .select('units')
    .where('file_id', '=', latest.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const geometry = geometryOf(report, units?.units ?? 'MM');
  const material = await db.selectFrom('materials').select(['id', 'name']).where('id', '=', input.materialId).executeTakeFirst();
  if (!material) throw badRequest(`Material ${input.materialId} does not exist`, 'body.materialId');
  const process = await db.selectFrom('am_processes').select(['id', 'code']).where('id', '=', input.processId).executeTakeFirst();
  if (!process) throw badRequest(`Process ${input.processId} does not exist`, 'body.processId');

  const part = {
    name: found.part.name,
    fileName: latest.file_name,
    volumeCm3: geometry.volumeMm3 / 1_000,
    surfaceAreaCm2: geometry.surfaceAreaMm2 / 100,
    boxMm: geometry.boxMm,
    facets: geometry.facets,
  };
  try {
    const price = pricePart(input.rules, {
      geometry,
      material,
      process,
      quantity: input.quantity,
      finish: input.finish?.trim() || null,
      leadTimeDays: input.leadTimeDays,
    });
    return {
      currency: input.rules.currency,
      part,
      price: { ...price, ...orderCharges(input.rules, price.amountMinor) },
      problem: null,
    };
  } catch (error) {
    // A formula that fails on this part is a fault of the rules given, named as a field; any other
    // reason (a material the rules leave unpriced) is the answer for this part.
    if (error instanceof FormulaFails) throw badRequest(error.message, `body.rules.formulas.${error.index}.formula`);
    if (error instanceof Unpriced) return { currency: input.rules.currency, part, price: null, problem: error.message };
    throw error;
  }
}
