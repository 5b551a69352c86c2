/**
 * Genealogy both ways. Forward, from a supplier lot: every batch that holds any of it (a batch's
 * split by lot already carries its whole ancestry, so this is one index read, however many blends
 * lie between), every job that drew from those batches, the parts and orders those jobs made,
 * what shipped them to whom, and the NCRs on them. Backward, from a job, a part, a shipment or an
 * NCR: the jobs behind it, the batches they drew from, and each supplier lot's share of that powder.
 *
 * A shipment carries pieces of a part, not of a job: when several jobs made a part, every shipment
 * of it counts as affected by each of them, which is what a recall must assume.
 */
import { sql } from 'kysely';
import { batchNumber, lotNumber } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { apportionShares } from './composition.js';

export interface GenealogyScope {
  facilityId: number;
  /** Sees export-controlled orders (ITAR_ADMIN): others find them left out. */
  itarCleared: boolean;
}

/** The parts and orders the jobs made, what shipped them and the NCRs on them. */
async function downstream(db: Db, scope: GenealogyScope, jobIds: number[]) {
  if (!jobIds.length) return { parts: [], shipments: [], ncrs: [] };
  const parts = await db
    .selectFrom('job_files as jf')
    .innerJoin('rfq_files as f', 'f.id', 'jf.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .where('jf.job_id', 'in', jobIds)
    .$if(!scope.itarCleared, (q) => q.where('r.itar', '=', false))
    .groupBy(['f.id', 'f.original_file_name', 'r.id', 'r.display_title', 'c.id', 'c.company_name'])
    .select([
      'f.id as partId',
      'f.original_file_name as fileName',
      'r.id as orderId',
      'r.display_title as orderTitle',
      'c.id as customerId',
      'c.company_name as customerName',
      sql<number>`sum(jf.completed_quantity)::int`.as('made'),
      sql<number[]>`array_agg(distinct jf.job_id order by jf.job_id)`.as('jobIds'),
    ])
    .orderBy('r.id')
    .orderBy('f.id')
    .execute();
  const partIds = parts.map((part) => part.partId);
  const [shipments, ncrs] = await Promise.all([
    partIds.length
      ? db
          .selectFrom('shipment_lines as l')
          .innerJoin('shipments as s', 's.id', 'l.shipment_id')
          .where('l.rfq_file_id', 'in', partIds)
          .select([
            's.id',
            's.rfq_id as orderId',
            'l.rfq_file_id as partId',
            'l.quantity',
            's.status',
            's.carrier',
            's.tracking_number as trackingNumber',
            's.ship_date',
          ])
          .orderBy('s.id')
          .execute()
      : [],
    db
      .selectFrom('ncrs as n')
      .where('n.facility_id', '=', scope.facilityId)
      .where((eb) => eb.or([eb('n.job_id', 'in', jobIds), ...(partIds.length ? [eb('n.rfq_file_id', 'in', partIds)] : [])]))
      .$if(!scope.itarCleared, (q) =>
        q.where((eb) =>
          eb.or([eb('n.rfq_id', 'is', null), eb('n.rfq_id', 'in', partIds.length ? parts.map((p) => p.orderId) : [-1])]),
        ),
      )
      .select(['n.id', 'n.number', 'n.kind', 'n.status', 'n.title', 'n.rfq_file_id as partId', 'n.job_id as jobId'])
      .orderBy('n.id')
      .execute(),
  ]);
  return {
    parts,
    shipments: shipments.map(({ ship_date, ...shipment }) => ({ ...shipment, shippedAt: ship_date.toISOString() })),
    ncrs,
  };
}

async function jobsOf(db: Db, jobIds: number[]) {
  if (!jobIds.length) return [];
  return db
    .selectFrom('jobs as j')
    .innerJoin('equipment as e', 'e.id', 'j.equipment_id')
    .where('j.id', 'in', jobIds)
    .select(['j.id', 'j.job_name as name', 'j.job_status as status', 'e.display_name as machine', 'j.from_date'])
    .orderBy('j.from_date')
    .execute()
    .then((rows) => rows.map(({ from_date, ...job }) => ({ ...job, startsAt: from_date.toISOString() })));
}

/** Forward from a supplier lot, to every customer's part. */
export async function traceLot(db: Db, scope: GenealogyScope, lotId: number) {
  const lot = await db
    .selectFrom('material_lots as l')
    .innerJoin('material_suppliers as s', 's.id', 'l.supplier_id')
    .innerJoin('materials as m', 'm.id', 'l.material_id')
    .where('l.id', '=', lotId)
    .where('l.facility_id', '=', scope.facilityId)
    .select(['l.id', 'l.supplier_lot_number', 's.name as supplier', 'm.name as material'])
    .executeTakeFirst();
  if (!lot) throw notFound(`Lot ${lotId} not found`);
  const batches = await db
    .selectFrom('material_batch_lots as bl')
    .innerJoin('material_batches as b', 'b.id', 'bl.batch_id')
    .where('bl.lot_id', '=', lotId)
    .select(['b.id', 'bl.created_mg as lotMg', 'b.created_mg as batchMg'])
    .orderBy('b.id')
    .execute();
  const draws = batches.length
    ? await db
        .selectFrom('material_job_batches')
        .where(
          'batch_id',
          'in',
          batches.map((b) => b.id),
        )
        .select(['job_id', 'batch_id', 'mass_mg'])
        .execute()
    : [];
  const jobIds = [...new Set(draws.map((draw) => draw.job_id))];
  const [jobs, below] = await Promise.all([jobsOf(db, jobIds), downstream(db, scope, jobIds)]);
  return {
    lot: {
      id: lot.id,
      number: lotNumber(lot.id),
      supplier: lot.supplier,
      supplierLotNumber: lot.supplier_lot_number,
      material: lot.material,
    },
    batches: batches.map((batch) => ({
      id: batch.id,
      number: batchNumber(batch.id),
      lotMassMg: batch.lotMg,
      thousandths: Number((BigInt(batch.lotMg) * 100_000n) / BigInt(batch.batchMg)),
    })),
    jobs: jobs.map((job) => ({ ...job, batchIds: draws.filter((d) => d.job_id === job.id).map((d) => d.batch_id) })),
    ...below,
  };
}

/** Where a backward trace starts: a job, a part (all its jobs), a shipment (its parts') or an NCR (its job, or its part's). */
export type TraceStart = { jobId: number } | { partId: number } | { shipmentId: number } | { ncrId: number };

export async function startingJobs(db: Db, scope: GenealogyScope, start: TraceStart): Promise<number[]> {
  const partJobs = (partIds: number[]) =>
    partIds.length
      ? db
          .selectFrom('job_files as jf')
          .innerJoin('jobs as j', 'j.id', 'jf.job_id')
          .where('jf.rfq_file_id', 'in', partIds)
          .where('j.facility_id', '=', scope.facilityId)
          .select('jf.job_id')
          .execute()
          .then((rows) => rows.map((row) => row.job_id))
      : Promise.resolve([]);
  if ('jobId' in start) {
    const job = await db
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', start.jobId)
      .where('facility_id', '=', scope.facilityId)
      .executeTakeFirst();
    if (!job) throw notFound(`Job ${start.jobId} not found`);
    return [job.id];
  }
  if ('partId' in start) return partJobs([start.partId]);
  if ('shipmentId' in start) {
    const lines = await db
      .selectFrom('shipment_lines as l')
      .innerJoin('shipments as s', 's.id', 'l.shipment_id')
      .where('s.id', '=', start.shipmentId)
      .where('s.facility_id', '=', scope.facilityId)
      .select('l.rfq_file_id')
      .execute();
    if (!lines.length) throw notFound(`Shipment ${start.shipmentId} not found`);
    return partJobs(lines.map((line) => line.rfq_file_id));
  }
  const ncr = await db
    .selectFrom('ncrs')
    .select(['job_id', 'rfq_file_id'])
    .where('id', '=', start.ncrId)
    .where('facility_id', '=', scope.facilityId)
    .executeTakeFirst();
  if (!ncr) throw notFound(`NCR ${start.ncrId} not found`);
  return ncr.job_id !== null ? [ncr.job_id] : partJobs(ncr.rfq_file_id === null ? [] : [ncr.rfq_file_id]);
}

/**
 * Backward to the supplier lots: each lot's share of the powder the jobs drew, weighted by how
 * much each job drew from each batch.
 */
export async function traceBack(db: Db, scope: GenealogyScope, start: TraceStart) {
  const jobIds = [...new Set(await startingJobs(db, scope, start))];
  const draws = jobIds.length
    ? await db
        .selectFrom('material_job_batches')
        .where('job_id', 'in', jobIds)
        .select(['job_id', 'batch_id', 'mass_mg'])
        .execute()
    : [];
  const batchIds = [...new Set(draws.map((draw) => draw.batch_id))];
  const shares = batchIds.length
    ? await db
        .selectFrom('material_batch_lots as bl')
        .innerJoin('material_batches as b', 'b.id', 'bl.batch_id')
        .innerJoin('material_lots as l', 'l.id', 'bl.lot_id')
        .innerJoin('material_suppliers as s', 's.id', 'l.supplier_id')
        .where('bl.batch_id', 'in', batchIds)
        .select([
          'bl.batch_id',
          'bl.lot_id',
          'bl.created_mg',
          'b.created_mg as batch_mg',
          'l.supplier_lot_number',
          's.name as supplier',
        ])
        .execute()
    : [];
  const jobs = await jobsOf(db, jobIds);
  // A draw that recorded no mass still names its batch: it weighs a milligram, so its lots are
  // listed, and when no draw recorded any, the batches count alike.
  const lots = apportionShares(
    draws.flatMap((draw) =>
      shares
        .filter((share) => share.batch_id === draw.batch_id)
        .map((share) => ({
          key: share.lot_id,
          weight: BigInt(share.created_mg) * BigInt(draw.mass_mg || 1),
          per: BigInt(share.batch_mg),
        })),
    ),
  );
  return {
    jobs: jobs.map((job) => ({ ...job, batchIds: draws.filter((d) => d.job_id === job.id).map((d) => d.batch_id) })),
    batches: batchIds.map((id) => ({
      id,
      number: batchNumber(id),
      drawnMg: draws.filter((d) => d.batch_id === id).reduce((sum, d) => sum + d.mass_mg, 0),
    })),
    lots: [...lots].map(([lotId, thousandths]) => {
      const share = shares.find((s) => s.lot_id === lotId)!;
      return {
        id: lotId,
        number: lotNumber(lotId),
        supplier: share.supplier,
        supplierLotNumber: share.supplier_lot_number,
        thousandths,
      };
    }),
  };
}
