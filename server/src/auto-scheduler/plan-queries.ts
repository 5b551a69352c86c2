/**
 * What the plan reads of a facility's jobs: those still to end, and the parts each makes with its
 * orders' due dates and customers' weights.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** When an order is due: the awarded bid's promised date, else the customer's requested one (`r`: the order). */
export const orderDue = sql<Date | null>`coalesce((
  select b.delivery_date from matches m join bids b on b.match_id = m.id
  where m.rfq_id = r.id and m.facility_id = r.awarded_facility_id
  order by b.revision desc limit 1
), r.estimated_delivery_date)`;

export interface JobRow {
  id: number;
  job_name: string;
  equipment_id: number;
  from_date: Date;
  to_date: Date;
  updated_at: Date;
  job_status: string;
  job_type: string;
  material_id: number | null;
  pinned: boolean;
  weight: number;
}

export async function liveJobs(db: Db, facilityId: number, now: number): Promise<JobRow[]> {
  return db
    .selectFrom('jobs as j')
    .leftJoin('priority_labels as l', 'l.id', 'j.priority_label_id')
    .select(['j.id', 'j.job_name', 'j.equipment_id', 'j.from_date', 'j.to_date', 'j.updated_at', 'j.job_status'])
    .select(['j.job_type', 'j.material_id', 'j.pinned', sql<number>`coalesce(l.plan_weight, 1)`.as('weight')])
    .where('j.facility_id', '=', facilityId)
    .where('j.active', '=', true)
    .where('j.job_status', '<>', 'CANCELLED')
    .where('j.job_creation_type', '<>', 'MACHINE_CONNECTIVITY')
    .where('j.to_date', '>', new Date(now))
    .orderBy('j.from_date')
    .orderBy('j.id')
    .execute();
}

/** The parts each job makes, with their orders' due dates and customers' weights. */
export async function jobParts(db: Db, facilityId: number, jobIds: number[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('job_files as jf')
    .innerJoin('rfq_files as f', 'f.id', 'jf.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .leftJoin('customer_plan_weights as w', (join) =>
      join.onRef('w.customer_id', '=', 'r.customer_id').on('w.facility_id', '=', facilityId),
    )
    .select(['jf.job_id', 'f.id as part_id', 'f.file_id', 'f.units', 'r.id as rfq_id', 'r.display_title'])
    .select(sql<number>`coalesce(w.weight, 1)`.as('customer_weight'))
    .select(orderDue.as('due'))
    .where('jf.job_id', 'in', jobIds)
    .execute();
}
