/**
 * The planning list bench's rows, written in bulk with SQL: customers, orders awarded to the
 * facility in each awarded state with their matches, and their parts — each a customer's verified
 * part file with the verify and analyze answers of a demo part (the size and volume its own), in a
 * process of the catalogue and one or two materials, some drawn in centimetres or inches, one in
 * fifty export controlled, and one in four with pieces on a job already.
 */
import { sql } from 'kysely';
import { AWARDED_RFQ_STATUSES } from 'shared/contracts';
import type { Db } from '../db/database.js';

export const ORDERS = 1_000;
export const CUSTOMERS = 300;

/** The match of an order in each awarded state, as accepting and confirming a bid leave it. */
const MATCH_OF: Record<string, string> = {
  BID_ACCEPTED: 'BID_APPROVED',
  AGREEMENT_DONE: 'SP_BID_ACCEPTED',
  IN_MANUFACTURING: 'IN_PROGRESS',
  IN_POSTPROCESSING: 'IN_POSTPROCESSING',
  IN_QUALITYCONTROL: 'IN_QUALITYCONTROL',
};

/** `parts` parts of ORDERS orders of CUSTOMERS customers, awarded to `facility`; files uploaded by `engineer`. */
export async function seedPlanningBench(db: Db, facility: number, engineer: number, parts: number): Promise<void> {
  const statuses = sql.raw(`array[${AWARDED_RFQ_STATUSES.map((s) => `'${s}'`).join(', ')}]`);
  await sql`insert into companies (kind, company_name)
    select 'ENGINEER', 'Bench customer ' || lpad(c::text, 3, '0') from generate_series(1, ${CUSTOMERS}) c`.execute(db);
  await sql`insert into rfqs (customer_id, awarded_facility_id, created_by, display_title, status, estimated_delivery_date,
      created_at, submitted_at)
    select (select array_agg(id order by id) from companies where company_name like 'Bench customer %')[o % ${CUSTOMERS} + 1],
      ${facility}, ${engineer}, 'Bench build order ' || o, (${statuses})[o % ${AWARDED_RFQ_STATUSES.length} + 1],
      case when o % 20 <> 0 then date_trunc('day', now()) + (o * 37 % 240 - 30) * interval '1 day' end,
      now() - o * interval '1 hour', now() - o * interval '1 hour'
    from generate_series(1, ${ORDERS}) o`.execute(db);
  await sql`insert into matches (rfq_id, facility_id, status)
    select r.id, ${facility}, (${JSON.stringify(MATCH_OF)}::jsonb) ->> r.status
    from rfqs r where r.display_title like 'Bench build order %'`.execute(db);
  // Each part's file is its customer's upload; its number g says its order (an order's parts are
  // written together, as submitting it writes them), its process and its materials.
  await sql`insert into files (company_id, uploaded_by, file_name, extension, size, sha256, storage_key)
    select (select array_agg(customer_id order by id) from rfqs where display_title like 'Bench build order %')[(g - 1) * ${ORDERS} / ${parts} + 1],
      ${engineer}, 'bench-plan-' || g || '.stl', 'stl', 684 + g % 5000, md5(g::text) || md5(g::text), 'files/bench-plan/' || g
    from generate_series(1, ${parts}) g`.execute(db);
  await sql`insert into rfq_files (rfq_id, file_id, original_file_name, quantity, am_process_id, units, itar)
    select (select array_agg(id order by id) from rfqs where display_title like 'Bench build order %')[(b.g - 1) * ${ORDERS} / ${parts} + 1],
      b.id, b.file_name, 2 + b.g % 19,
      case when b.g % 20 <> 0 then (select array_agg(id order by id) from am_processes)[b.g % (select count(*) from am_processes) + 1] end,
      (array['MM', 'MM', 'MM', 'CM', 'IN'])[b.g % 5 + 1], b.g % 50 = 0
    from (select id, file_name, substr(storage_key, 18)::int as g from files
      where storage_key like 'files/bench-plan/%') b`.execute(db);
  await sql`insert into rfq_file_materials (rfq_file_id, material_id)
    select f.id, (select array_agg(id order by id) from materials)[(f.id + m) % (select count(*) from materials) + 1]
    from rfq_files f cross join generate_series(0, 1) m
    where f.original_file_name like 'bench-plan-%' and (m = 0 or f.id % 3 = 0)`.execute(db);
  // The verify and analyze answers of a demo part, with each bench part's own size and volume.
  await sql`insert into file_operations (file_id, company_id, requested_by, operation_type, status, response_data,
      created_at, finished_at)
    select fl.id, fl.company_id, ${engineer}, o.operation_type, 'SUCCESS',
      case when o.operation_type = 'VERIFY' then o.response_data || jsonb_build_object('volume', 500 + fl.id % 90000,
        'boundingBox', jsonb_build_object('min', jsonb_build_array(0, 0, 0),
          'max', jsonb_build_array(10 + fl.id % 300, 10 + fl.id % 170, 5 + fl.id % 90))) else o.response_data end,
      fl.created_at, fl.created_at
    from files fl cross join (select distinct on (operation_type) operation_type, response_data from file_operations
      where operation_type in ('VERIFY', 'analyze') and status = 'SUCCESS' order by operation_type, id) o
    where fl.storage_key like 'files/bench-plan/%'`.execute(db);
  // One part in four has two pieces on a job of one of the facility's printers already, 25 parts a job.
  await sql`insert into jobs (facility_id, equipment_id, job_name, job_status, from_date, to_date, estimated_time)
    select ${facility}, e.id, 'Bench build ' || e.id || '-' || g, 'QUEUED',
      date_trunc('day', now()) + interval '400 days' + g * interval '8 hours',
      date_trunc('day', now()) + interval '400 days' + g * interval '8 hours' + interval '7 hours', 7
    from equipment e cross join generate_series(0, ${Math.ceil(parts / 100)}) g
    where e.id = (select min(id) from equipment where facility_id = ${facility})`.execute(db);
  await sql`insert into job_files (job_id, rfq_file_id, quantity)
    select (select array_agg(id order by id) from jobs where job_name like 'Bench build %')[f.n / 25 + 1], f.id, 2
    from (select id, row_number() over (order by id) - 1 as n from rfq_files
      where original_file_name like 'bench-plan-%' and id % 4 = 0 and quantity > 2) f`.execute(db);
  // A table in use as autovacuum keeps it: statistics, and a visibility map for index-only counts.
  await sql`vacuum analyze`.execute(db);
}
