/**
 * Where a customer's order may go (its distribution) and which of those facilities can make it:
 * a facility can make a part when one of its machines runs the part's process with the part's
 * material loaded as a primary material and holds the part. New Order offers only what these
 * facilities run, and submitting matches the order against them.
 */
import { FEATURE_FLAGS, type Distribution, type LengthUnit, type StorefrontConfig } from 'shared/contracts';
import type { RfqRequirableField, StorefrontAsks } from 'shared/orders';
import { parseConfigValue } from '../config/index.js';
import { rfqConfigRow, termsOfRow } from '../rfq-config/index.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { holds, partSizes } from '../job-bookings/index.js';

type Db = Kysely<Database>;

/**
 * The plants of the enterprise a customer company belongs to (the enterprise's own engineers):
 * its INTERNAL vendor relations. Their orders are INTERNAL ones (INTERNAL_SHIPPED, …).
 */
const internalVendors = (db: Db, companyId: number) =>
  db.selectFrom('vendor_relations').select('vendor_id').where('facility_id', '=', companyId).where('relation', '=', 'INTERNAL');

/** The facilities an order of `companyId` may go to under `distribution`, never one the company blacklisted. */
export async function reachableFacilities(db: Db, companyId: number, distribution: Distribution): Promise<number[]> {
  const company = await db
    .selectFrom('companies')
    .select(['storefront_provider_id'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const blacklisted = db
    .selectFrom('vendor_relations')
    .select('vendor_id')
    .where('facility_id', '=', companyId)
    .where('relation', '=', 'BLACK_LISTED');
  let facilities = db
    .selectFrom('companies as c')
    .select('c.id')
    .where('c.kind', '=', 'SERVICE_PROVIDER')
    .where('c.id', 'not in', blacklisted);
  if (distribution === 'INTERNAL_FACILITY') {
    // An enterprise's own engineers send to its own plants: their INTERNAL vendors.
    facilities = facilities.where('c.id', 'in', internalVendors(db, companyId));
  } else if (distribution === 'APPROVED_VENDORS') {
    // The company's approved vendors and the facility whose store front it orders through.
    facilities = facilities.where((eb) =>
      eb.or([
        eb('c.id', '=', company.storefront_provider_id ?? -1),
        eb(
          'c.id',
          'in',
          eb
            .selectFrom('vendor_relations')
            .select('vendor_id')
            .where('facility_id', '=', companyId)
            .where('relation', 'in', ['INTERNAL', 'PRIVATE', 'MATCHED']),
        ),
      ]),
    );
  }
  return (await facilities.orderBy('c.id').execute()).map((row) => row.id);
}

/** What the facilities run: each process and material pair, with the facilities that run it. */
export async function processMaterialOffer(db: Db, facilityIds: number[]) {
  if (facilityIds.length === 0) return [];
  return db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .innerJoin('am_processes as p', 'p.id', 'm.am_process_id')
    .innerJoin('equipment_materials as em', (join) => join.onRef('em.equipment_id', '=', 'e.id').on('em.role', '=', 'PRIMARY'))
    .innerJoin('materials as x', 'x.id', 'em.material_id')
    .where('e.facility_id', 'in', facilityIds)
    .where('m.kind', '=', 'THREED_PRINTER')
    .select([
      'p.id as processId',
      'p.code as processCode',
      'p.display_name as processName',
      'x.id as materialId',
      'x.name as materialName',
      sql<number[]>`json_agg(distinct e.facility_id order by e.facility_id)`.as('facilityIds'),
    ])
    .groupBy(['p.id', 'p.code', 'p.display_name', 'x.id', 'x.name'])
    .orderBy('p.display_name')
    .orderBy('x.name')
    .execute();
}

/** The facilities' printers: each with its process, its primary materials and its build volume. */
function printersOf(db: Db, facilityIds: number[]) {
  return db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .where('e.facility_id', 'in', facilityIds)
    .where('m.kind', '=', 'THREED_PRINTER')
    .select(['e.facility_id', 'm.am_process_id', 'm.build_x_mm', 'm.build_y_mm', 'm.build_z_mm', 'e.packing_margin_mm'])
    .select(
      sql<number[]>`coalesce((select json_agg(em.material_id) from equipment_materials em
        where em.equipment_id = e.id and em.role = 'PRIMARY'), '[]'::json)`.as('materialIds'),
    )
    .execute();
}

/** A part of an order as matching reads it: what it is made of and its file, drawn in `units`. */
interface OrderedPart {
  amProcessId: number;
  materialId: number;
  fileId: number | null;
  units: LengthUnit;
}

/**
 * Of `facilityIds`, those that can make every part: a printer of the facility runs its process
 * with its material and holds it. When none can, the first part no facility makes, for the
 * customer's reason: its process and material when no one runs them ('No facility runs PA 12 on
 * SLS'), and its size as well when they are run but on machines too small for it.
 */
export async function capableFacilities(
  db: Db,
  facilityIds: number[],
  parts: OrderedPart[],
): Promise<{ facilities: number[]; unmakeable?: { processName: string; materialName: string; sizeMm?: number[] } }> {
  const printers = facilityIds.length ? await printersOf(db, facilityIds) : [];
  const sizes = await partSizes(
    db,
    parts.map((part, index) => ({ key: index, fileId: part.fileId, units: part.units })),
  );
  const runners = (part: OrderedPart) =>
    printers.filter((p) => p.am_process_id === part.amProcessId && p.materialIds.includes(part.materialId));
  const makers = (part: OrderedPart, index: number) =>
    runners(part)
      .filter((printer) => holds(printer, sizes.get(index)))
      .map((printer) => printer.facility_id);
  const facilities = facilityIds.filter((id) => parts.every((part, index) => makers(part, index).includes(id)));
  if (facilities.length) return { facilities };
  const unrun = parts.findIndex((part) => runners(part).length === 0);
  const unmade = unrun >= 0 ? unrun : parts.findIndex((part, index) => makers(part, index).length === 0);
  // Every part has a maker, but no one facility makes them all.
  if (unmade < 0) return { facilities };
  const names = await db
    .selectFrom('am_processes as p')
    .crossJoin('materials as x')
    .select(['p.display_name as processName', 'x.name as materialName'])
    .where('p.id', '=', parts[unmade]!.amProcessId)
    .where('x.id', '=', parts[unmade]!.materialId)
    .executeTakeFirstOrThrow();
  return { facilities, unmakeable: unrun >= 0 ? names : { ...names, sizeMm: sizes.get(unmade) } };
}

/** What the store front a company orders through allows: the currencies, where orders go, finishes. */
export interface StorefrontRules {
  /** The facility whose store front the company orders through, if any. */
  providerId: number | null;
  currencies: string[];
  defaultCurrency: string;
  distributions: Distribution[];
  /** A finish per part is asked for (the store front's MACHINE_FINISH_TYPE flag). */
  finishEnabled: boolean;
  /** Export-controlled orders are taken (the store front's ITAR flag). */
  itarEnabled: boolean;
  /** An order goes to every facility that can make it, to quote against each other (MULTI_RFQ_CONFIG); else to one. */
  multiRfq: boolean;
  /** What its RFQ configuration requires of New Order, beyond what every order needs. */
  requiredFields: RfqRequirableField[];
  /** New Order proposes a quote due date this many days ahead. */
  quoteDueDays: number;
  /** The NDA the store front offers to sign, when an order asks for one; empty: none. */
  ndaTemplate: string;
  /** The terms and conditions a customer accepts on ordering (version and text); null: none. */
  terms: { version: number; text: string } | null;
}

/** What submitting an order of this store front must show: its required fields, its terms accepted. */
export const asksOf = (rules: StorefrontRules): StorefrontAsks => ({
  requiredFields: rules.requiredFields,
  termsVersion: rules.terms?.version ?? null,
});

/**
 * The rules of the company's store front (its provider's STORE_FRONT_CONFIG, its
 * MACHINE_FINISH_TYPE, ITAR and MULTI_RFQ_CONFIG flags and its RFQ configuration): the
 * currencies offered when enableCurrency is on, else the default only; the distributions the RFQ
 * configuration lists, else all; without a config, USD and every distribution. A company without a store front provider orders
 * as the platform allows: every facility quotes, ITAR orders are taken, no finishes asked.
 */
export async function storefrontRules(db: Kysely<Database>, companyId: number): Promise<StorefrontRules> {
  // The company with its provider's records: one row without a record when it has none.
  const rows = await db
    .selectFrom('companies as c')
    .leftJoin('config_records as cr', (join) =>
      join
        .on(sql`cr.element_id`, '=', sql`c.storefront_provider_id::text`)
        .on('cr.element_type', '=', 'SERVICE_PROVIDER')
        .on('cr.active', '=', true)
        .on('cr.config_type', 'in', ['STORE_FRONT_CONFIG', ...STOREFRONT_FLAGS]),
    )
    .select(['c.storefront_provider_id', 'cr.config_type', 'cr.config_value'])
    .where('c.id', '=', companyId)
    .execute();
  const providerId = rows[0]?.storefront_provider_id ?? null;
  const rfq = await rfqConfigRow(db, providerId);
  const stored = rows.find((row) => row.config_type === 'STORE_FRONT_CONFIG');
  const config = stored?.config_value ? (JSON.parse(stored.config_value) as Partial<StorefrontConfig>) : {};
  const defaultCurrency = config.defaultCurrency ?? 'USD';
  const on = (flag: (typeof STOREFRONT_FLAGS)[number]) => {
    if (providerId === null) return flag !== 'MACHINE_FINISH_TYPE';
    const row = rows.find((r) => r.config_type === flag);
    return row?.config_value != null && parseConfigValue(row.config_value)[FEATURE_FLAGS[flag]] === true;
  };
  return {
    providerId,
    currencies: config.enableCurrency && config.currencies ? Object.keys(config.currencies) : [defaultCurrency],
    defaultCurrency,
    distributions: rfq.distributions,
    finishEnabled: on('MACHINE_FINISH_TYPE'),
    itarEnabled: on('ITAR'),
    multiRfq: on('MULTI_RFQ_CONFIG'),
    requiredFields: rfq.requiredFields,
    quoteDueDays: rfq.quoteDueDays,
    ndaTemplate: rfq.ndaTemplate,
    terms: termsOfRow(rfq),
  };
}

/** The store front flags its provider's facility switches on the settings home. */
const STOREFRONT_FLAGS = ['MACHINE_FINISH_TYPE', 'ITAR', 'MULTI_RFQ_CONFIG'] as const;
