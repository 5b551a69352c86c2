/**
 * An order's price from a facility's pricing rules: each part measured by its
 * file's analysis in the units the order gives it, in the first of its acceptable materials the
 * rules price, with the order's quantity, finish and the days to the delivery date it asks for;
 * then the order's setup and minimum. The facility's bid form fills its lines from it.
 */
import { sql } from 'kysely';
import type { LengthUnit } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { geometryOf, type VerifyMeasures } from './geometry.js';
import { orderCharges, pricePart, Unpriced, type PartPrice } from './price.js';
import { currentRules } from './service.js';

const DAY = 86_400_000;

interface PartRulePrice {
  rfqFileId: number;
  fileName: string;
  quantity: number;
  price: PartPrice | null;
  problem: string | null;
}

export interface OrderRulePrice {
  /** The version of the rules that made it (0: the facility has none). */
  version: number;
  currency: string;
  parts: PartRulePrice[];
  setupMinor: number;
  minimumTopUpMinor: number;
  /** Null when a part has no price, or the rules cannot price the order at all (`problem`). */
  totalMinor: number | null;
  problem: string | null;
}

export async function orderRulePrice(db: Db, facilityId: number, rfqId: number, now: number): Promise<OrderRulePrice> {
  const { version, rules } = await currentRules(db, facilityId);
  const order = await db
    .selectFrom('rfqs')
    .select(['currency', 'estimated_delivery_date'])
    .where('id', '=', rfqId)
    .executeTakeFirstOrThrow();
  const unpriced = (problem: string): OrderRulePrice => ({
    version,
    currency: order.currency,
    parts: [],
    setupMinor: 0,
    minimumTopUpMinor: 0,
    totalMinor: null,
    problem,
  });
  if (version === 0) return unpriced('The facility has no pricing rules yet');
  if (rules.currency !== order.currency) {
    return unpriced(`The pricing rules are in ${rules.currency}; the order is in ${order.currency}`);
  }
  const rows = await db
    .selectFrom('rfq_files as f')
    .leftJoin('am_processes as p', 'p.id', 'f.am_process_id')
    .select([
      'f.id',
      'f.original_file_name',
      'f.quantity',
      'f.finish',
      'f.units',
      'p.id as process_id',
      'p.code as process_code',
      sql<VerifyMeasures | null>`(select o.response_data from file_operations o where o.file_id = f.file_id
        and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)`.as('report'),
      sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name) order by m.id)
        from rfq_file_materials fm join materials m on m.id = fm.material_id where fm.rfq_file_id = f.id), '[]'::json)`.as(
        'materials',
      ),
    ])
    .where('f.rfq_id', '=', rfqId)
    .orderBy('f.id')
    .execute();
  const leadTimeDays =
    order.estimated_delivery_date === null ? null : Math.max(0, Math.ceil((order.estimated_delivery_date.getTime() - now) / DAY));

  const parts = rows.map((row): PartRulePrice => {
    const part = { rfqFileId: row.id, fileName: row.original_file_name, quantity: row.quantity };
    const fail = (problem: string) => ({ ...part, price: null, problem });
    if (!row.report) return fail('The part has not been analysed');
    if (row.process_id === null || row.process_code === null) return fail('The part names no process');
    // The first of the materials the customer accepts that the rules price.
    const material =
      row.materials.find((one) => rules.materials.some((priced) => priced.materialId === one.id)) ?? row.materials[0];
    if (!material) return fail('The part names no material');
    try {
      const price = pricePart(rules, {
        geometry: geometryOf(row.report, row.units as LengthUnit),
        material,
        process: { id: row.process_id, code: row.process_code },
        quantity: row.quantity,
        finish: row.finish,
        leadTimeDays,
      });
      return { ...part, price, problem: null };
    } catch (error) {
      if (error instanceof Unpriced) return fail(error.message);
      throw error;
    }
  });
  const partsMinor = parts.reduce((sum, part) => sum + (part.price?.amountMinor ?? 0), 0);
  let charges: ReturnType<typeof orderCharges>;
  try {
    charges = orderCharges(rules, partsMinor);
  } catch (error) {
    if (error instanceof Unpriced) return { ...unpriced(error.message), parts };
    throw error;
  }
  const complete = parts.length > 0 && parts.every((part) => part.price);
  return {
    version,
    currency: rules.currency,
    parts,
    setupMinor: charges.setupMinor,
    minimumTopUpMinor: charges.minimumTopUpMinor,
    totalMinor: complete ? charges.totalMinor : null,
    problem: complete ? null : 'Not every part can be priced by the rules',
  };
}
