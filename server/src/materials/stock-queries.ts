/**
 * A facility's stock of each material, computed from the records whenever it is read, so it never
 * drifts from them: on hand is the virgin powder of released, unexpired lots and the batches not
 * used up (in storage, or loaded on a machine); quarantined lots are counted apart, as nothing may
 * use them yet. The queued and waiting jobs reserve what they will use, weighed exactly as a
 * completed job draws it (`toMilligrams`, a volume through the material's density). What is
 * available — on hand less reserved — below the material's reorder point calls for a reorder.
 */
import { sql } from 'kysely';
import { toMilligrams } from 'shared/contracts';
import { enabledFeatures } from '../config/index.js';
import type { Db } from '../db/database.js';
import { lotStatus } from './lot-queries.js';
import type { Stock, StockLine, StockListFilter } from './stock-schemas.js';

const FLAG = 'MATERIAL_MANAGEMENT_CONFIG';

/** The facilities among `ids` with material management on: only they keep stock. */
export async function materialFacilities(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const records = await db
    .selectFrom('config_records')
    .select(['element_id', 'config_value'])
    .where('config_type', '=', FLAG)
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .where('active', '=', true)
    .where('element_id', 'in', ids.map(String))
    .execute();
  const on = new Set(
    records.filter((row) => enabledFeatures({ [FLAG]: row.config_value }).includes(FLAG)).map((row) => Number(row.element_id)),
  );
  return ids.filter((id) => on.has(id));
}

/** A sum of a bigint column: PostgreSQL answers it as a decimal. */
const total = (column: string) => sql<string>`sum(${sql.ref(column)})`;

const lotSums = (db: Db, facilityIds: number[]) =>
  db
    .selectFrom('material_lots as l')
    .select(['l.facility_id', 'l.material_id', 'l.location', 'l.status', total('l.remaining_mg').as('mg')])
    .where('l.facility_id', 'in', facilityIds)
    .where('l.remaining_mg', '>', 0)
    // An expired lot's status reads EXPIRED here, so the status kept is the one that counts.
    .where(lotStatus(), 'in', ['RELEASED', 'QUARANTINE'])
    .groupBy(['l.facility_id', 'l.material_id', 'l.location', 'l.status'])
    .execute();

const batchSums = (db: Db, facilityIds: number[]) =>
  db
    .selectFrom('material_batches as b')
    .leftJoin('equipment as e', 'e.id', 'b.equipment_id')
    .select(['b.facility_id', 'b.material_id', 'b.location', 'b.equipment_id', 'e.display_name', total('b.mass_mg').as('mg')])
    .where('b.facility_id', 'in', facilityIds)
    .where('b.state', '!=', 'DONE')
    .where('b.mass_mg', '>', 0)
    .groupBy(['b.facility_id', 'b.material_id', 'b.location', 'b.equipment_id', 'e.display_name'])
    .execute();

const reorderPoints = (db: Db, facilityIds: number[]) =>
  db
    .selectFrom('material_rules')
    .select(['facility_id', 'material_id', 'reorder_point_mg'])
    .where('facility_id', 'in', facilityIds)
    .where('reorder_point_mg', 'is not', null)
    .execute();

/**
 * What each queued or waiting job will use of its material and of its secondary ones, in its
 * unit. A job a machine reported is drawn beside the plan, not in it: it reserves nothing.
 */
async function reservations(db: Db, facilityIds: number[]) {
  const open = (q: ReturnType<typeof jobs>) =>
    q
      .where('j.facility_id', 'in', facilityIds)
      .where('j.active', '=', true)
      .where('j.job_status', 'in', ['QUEUED', 'WAITING'])
      .where('j.job_creation_type', '!=', 'MACHINE_CONNECTIVITY');
  const jobs = () => db.selectFrom('jobs as j');
  const [primary, secondary] = await Promise.all([
    open(jobs())
      .leftJoin('material_data_sheets as d', 'd.material_id', 'j.material_id')
      .select(['j.facility_id', 'j.material_id', 'j.material_quantity_used as quantity', 'j.material_unit', 'd.density_g_cm3'])
      .where('j.material_id', 'is not', null)
      .where('j.material_quantity_used', '>', '0')
      .execute(),
    open(jobs())
      .innerJoin('job_secondary_materials as s', 's.job_id', 'j.id')
      .leftJoin('material_data_sheets as d', 'd.material_id', 's.material_id')
      .select(['j.facility_id', 's.material_id', 's.material_quantity_used as quantity', 'j.material_unit', 'd.density_g_cm3'])
      .where('s.material_quantity_used', '>', '0')
      .execute(),
  ]);
  return [...primary, ...secondary].map((row) => ({
    facilityId: row.facility_id,
    materialId: row.material_id!,
    mg: toMilligrams(row.quantity, row.material_unit, row.density_g_cm3),
  }));
}

const emptyLine = (location: string, machine: StockLine['machine']): StockLine => ({
  location,
  machine,
  lotsMg: 0,
  batchesMg: 0,
  onMachineMg: 0,
  quarantinedMg: 0,
});

type Draft = Omit<Stock, 'locations'> & { lines: Map<string, StockLine> };

/** Every material's stock in these facilities: those with any stock, reservation or reorder point. */
export async function stocksOf(db: Db, facilityIds: number[]): Promise<Stock[]> {
  if (!facilityIds.length) return [];
  const [lots, batches, rules, reserved] = await Promise.all([
    lotSums(db, facilityIds),
    batchSums(db, facilityIds),
    reorderPoints(db, facilityIds),
    reservations(db, facilityIds),
  ]);
  const drafts = new Map<string, Draft>();
  const draft = (facilityId: number, materialId: number) => {
    const key = `${facilityId}:${materialId}`;
    let found = drafts.get(key);
    if (!found) {
      found = {
        facility: { id: facilityId, name: '' },
        material: { id: materialId, name: '' },
        ...{ onHandMg: 0, lotsMg: 0, batchesMg: 0, onMachinesMg: 0, quarantinedMg: 0, reservedMg: 0, unweighedJobs: 0 },
        ...{ availableMg: 0, reorderPointMg: null, belowReorder: false, lines: new Map() },
      };
      drafts.set(key, found);
    }
    return found;
  };
  const line = (stock: Draft, location: string, machine: StockLine['machine']) => {
    const key = `${location}\u0000${machine?.id ?? ''}`;
    if (!stock.lines.has(key)) stock.lines.set(key, emptyLine(location, machine));
    return stock.lines.get(key)!;
  };
  for (const row of lots) {
    const field = row.status === 'RELEASED' ? 'lotsMg' : 'quarantinedMg';
    line(draft(row.facility_id, row.material_id), row.location, null)[field] += Number(row.mg);
  }
  for (const row of batches) {
    const machine = row.equipment_id === null ? null : { id: row.equipment_id, name: row.display_name ?? '' };
    // A loaded batch is on its machine, wherever it was stored before.
    const where = line(draft(row.facility_id, row.material_id), machine ? '' : row.location, machine);
    where[machine ? 'onMachineMg' : 'batchesMg'] += Number(row.mg);
  }
  for (const rule of rules) draft(rule.facility_id, rule.material_id).reorderPointMg = rule.reorder_point_mg;
  for (const job of reserved) {
    const stock = draft(job.facilityId, job.materialId);
    if (job.mg === undefined) stock.unweighedJobs += 1;
    else stock.reservedMg += job.mg;
  }
  await name(db, [...drafts.values()]);
  return [...drafts.values()].map(finished).sort(byName);
}

/** The material's and the facility's names, in one read of each. */
async function name(db: Db, drafts: Draft[]) {
  if (!drafts.length) return;
  const [materials, facilities] = await Promise.all([
    db
      .selectFrom('materials')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(drafts.map((d) => d.material.id))])
      .execute(),
    db
      .selectFrom('companies')
      .select(['id', 'company_name as name'])
      .where('id', 'in', [...new Set(drafts.map((d) => d.facility.id))])
      .execute(),
  ]);
  const materialName = new Map(materials.map((row) => [row.id, row.name]));
  const facilityName = new Map(facilities.map((row) => [row.id, row.name]));
  for (const d of drafts) {
    d.material.name = materialName.get(d.material.id) ?? '';
    d.facility.name = facilityName.get(d.facility.id) ?? '';
  }
}

function finished({ lines, ...stock }: Draft): Stock {
  const locations = [...lines.values()].sort(
    (a, b) => compare(a.location, b.location) || compare(a.machine?.name ?? '', b.machine?.name ?? ''),
  );
  for (const l of locations) {
    stock.lotsMg += l.lotsMg;
    stock.batchesMg += l.batchesMg;
    stock.onMachinesMg += l.onMachineMg;
    stock.quarantinedMg += l.quarantinedMg;
  }
  stock.onHandMg = stock.lotsMg + stock.batchesMg + stock.onMachinesMg;
  stock.availableMg = stock.onHandMg - stock.reservedMg;
  stock.belowReorder = stock.reorderPointMg !== null && stock.availableMg < stock.reorderPointMg;
  return { ...stock, locations };
}

/** Names in a fixed order, whatever the server's locale: an empty location last. */
const compare = (a: string, b: string) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0) || a.localeCompare(b, 'en');
const byName = (a: Stock, b: Stock) =>
  compare(a.material.name, b.material.name) || compare(a.facility.name, b.facility.name) || a.facility.id - b.facility.id;

/** A page of the stocks, searched and filtered; how many are below their reorder point is counted before either. */
export function stockPage(stocks: Stock[], facilityId: number, filter: StockListFilter) {
  const words = filter.search?.trim().toLowerCase() ?? '';
  const rows = stocks.filter(
    (stock) =>
      (filter.belowReorder !== true || stock.belowReorder) &&
      (filter.materialId === undefined || stock.material.id === filter.materialId) &&
      (filter.facilityId === undefined || stock.facility.id === filter.facilityId) &&
      (words === '' ||
        [stock.material.name, stock.facility.name, ...stock.locations.flatMap((l) => [l.location, l.machine?.name ?? ''])].some(
          (text) => text.toLowerCase().includes(words),
        )),
  );
  return {
    facilityId,
    totalCount: rows.length,
    belowReorderCount: stocks.filter((stock) => stock.belowReorder).length,
    rows: rows.slice(filter.offset, filter.offset + filter.limit),
  };
}
