/**
 * Reordering from the inventory: one or several parts become a new DRAFT order
 * with each part's latest revision, as it was last ordered (quantity, units, process, material,
 * part number, finish, use), which New Order then opens (`/store-front?draft={id}`) for the
 * customer to check and submit.
 */
import type { OrderInput, OrderPartInput } from 'shared/orders';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { createDraft, type CustomerScope, storefrontRules } from '../orders/index.js';

export async function reorderParts(db: Db, scope: CustomerScope, partIds: number[], now: number): Promise<number> {
  const parts: OrderPartInput[] = [];
  const names: string[] = [];
  for (const partId of partIds) {
    const part = await db
      .selectFrom('parts')
      .select(['name', 'part_number'])
      .where('id', '=', partId)
      .where('company_id', '=', scope.companyId)
      .executeTakeFirst();
    if (!part) throw notFound(`Part ${partId} not found`);
    const latest = await db
      .selectFrom('files')
      .select('id')
      .where('part_id', '=', partId)
      .where('original_file_id', 'is', null)
      .orderBy('revision', 'desc')
      .executeTakeFirstOrThrow();
    const last = await db
      .selectFrom('rfq_files as rf')
      .innerJoin('files as f', 'f.id', 'rf.file_id')
      .select([
        'rf.id',
        'rf.quantity',
        'rf.units',
        'rf.am_process_id',
        'rf.primary_use_case',
        'rf.industry_focus',
        'rf.finish',
        (eb) =>
          eb
            .selectFrom('rfq_file_materials as m')
            .select((inner) => inner.fn.min('m.material_id').as('material_id'))
            .whereRef('m.rfq_file_id', '=', 'rf.id')
            .as('material_id'),
      ])
      .where('f.part_id', '=', partId)
      .orderBy('rf.id', 'desc')
      .executeTakeFirst();
    names.push(part.name);
    parts.push({
      fileId: latest.id,
      quantity: last?.quantity ?? 1,
      units: last?.units ?? 'MM',
      amProcessId: last?.am_process_id ?? null,
      materialId: last?.material_id === undefined || last.material_id === null ? null : Number(last.material_id),
      partNumber: part.part_number ?? '',
      primaryUseCase: (last?.primary_use_case as OrderPartInput['primaryUseCase']) ?? null,
      industryFocus: last?.industry_focus ?? '',
      finish: last?.finish ?? '',
      notes: '',
    });
  }
  const rules = await storefrontRules(db, scope.companyId);
  const address = await db
    .selectFrom('delivery_addresses')
    .select('id')
    .where('company_id', '=', scope.companyId)
    .where('removed_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const input: OrderInput = {
    kind: 'ORDER',
    displayTitle: `Reorder: ${names.join(', ')}`.slice(0, 200),
    estimatedDeliveryDate: null,
    quoteDueDate: null,
    deliveryMethod: 'SHIPPING',
    deliveryAddressId: address?.id ?? null,
    itar: false,
    ndaRequired: false,
    ndaFileId: null,
    distribution: rules.distributions.includes('APPROVED_VENDORS') ? 'APPROVED_VENDORS' : rules.distributions[0]!,
    thirdPartyOrderId: '',
    currency: rules.defaultCurrency,
    notes: '',
    parts,
  };
  return createDraft(db, scope, input, now);
}
