import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

const RFQ_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'MATCHED',
  'UNMATCHED',
  'DISTRIBUTED',
  'WITHDRAWN',
  'BID_ACCEPTED',
  'AGREEMENT_DONE',
  'IN_MANUFACTURING',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'INTERNAL_SHIPPED',
  'DELIVERED',
  'INTERNAL_DELIVERED',
  'INTERNAL_COMPLETED',
  'COMPLETED',
  'ARCHIVED',
  'ON_HOLD',
];
const JOB_TYPES = [
  'ORDER',
  'DOWNTIME',
  'POST_PROCESSING_ORDER',
  'POST_PROCESSING_DOWNTIME',
  'ORDER_NO_RFQ',
  'ORDER_PARTIAL',
  'FILLER',
];
const JOB_STATUSES = ['IN_PROGRESS', 'QUEUED', 'COMPLETED', 'FAILED', 'CANCELLED', 'PAUSED', 'WAITING', 'MERGED'];
const JOB_CREATION_TYPES = ['MANUAL', 'AUTO', 'MACHINE_CONNECTIVITY', 'STREAMICS'];
const JOB_SOURCES = ['SCHEDULING', 'BUILD_PLANNING', 'GRABCAD'];
const MATERIAL_UNITS = ['GRAM', 'MILI_LITRE', 'CUBIC_INCH', 'CUBIC_MM', 'CUBIC_CM', 'KILOGRAM', 'LITRE', 'OUNCE', 'POUND'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

const up = [
  // A company's delivery addresses (customers' and facilities').
  `create table delivery_addresses (
    id bigint generated always as identity primary key,
    company_id bigint not null references companies (id),
    label text not null check (length(label) between 1 and 120),
    recipient text not null check (length(recipient) between 1 and 200),
    line1 text not null check (length(line1) between 1 and 200),
    line2 text,
    city text not null check (length(city) between 1 and 120),
    region text,
    postal_code text,
    country_code text not null check (country_code ~ '^[A-Z]{2}$'),
    phone text,
    is_default boolean not null default false
  )`,
  `create index delivery_addresses_company_idx on delivery_addresses (company_id)`,
  // An order (rfq) placed by a customer company and handled by one facility.
  `create table rfqs (
    id bigint generated always as identity primary key,
    facility_id bigint not null references companies (id),
    customer_id bigint not null references companies (id),
    display_title text not null check (length(display_title) between 1 and 200),
    status text not null check (status in (${list(RFQ_STATUSES)})),
    estimated_delivery_date timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index rfqs_facility_idx on rfqs (facility_id, status, id)`,
  // A part file of an order: how many were ordered, how it is to be made, whether it is export controlled.
  `create table rfq_files (
    id bigint generated always as identity primary key,
    rfq_id bigint not null references rfqs (id) on delete cascade,
    original_file_name text not null,
    preview_url text,
    quantity integer not null check (quantity > 0),
    am_process_id bigint references am_processes (id),
    itar boolean not null default false
  )`,
  `create index rfq_files_rfq_idx on rfq_files (rfq_id)`,
  `create table rfq_file_materials (
    rfq_file_id bigint not null references rfq_files (id) on delete cascade,
    material_id bigint not null references materials (id),
    primary key (rfq_file_id, material_id)
  )`,
  `create table rfq_file_machines (
    rfq_file_id bigint not null references rfq_files (id) on delete cascade,
    machine_id bigint not null references machines (id),
    primary key (rfq_file_id, machine_id)
  )`,
  `create table jobs (
    id bigint generated always as identity primary key,
    facility_id bigint not null references companies (id),
    equipment_id bigint not null references equipment (id),
    job_name text not null check (length(job_name) between 1 and 200),
    job_type text not null default 'ORDER' check (job_type in (${list(JOB_TYPES)})),
    job_source text not null default 'SCHEDULING' check (job_source in (${list(JOB_SOURCES)})),
    job_creation_type text not null default 'MANUAL' check (job_creation_type in (${list(JOB_CREATION_TYPES)})),
    job_status text not null default 'QUEUED' check (job_status in (${list(JOB_STATUSES)})),
    from_date timestamptz not null,
    to_date timestamptz not null,
    estimated_time numeric not null default 0 check (estimated_time >= 0),
    actual_time numeric not null default 0 check (actual_time >= 0),
    material_unit text not null default 'GRAM' check (material_unit in (${list(MATERIAL_UNITS)})),
    material_quantity_used numeric not null default 0 check (material_quantity_used >= 0),
    material_id bigint references materials (id),
    support_material_id bigint references materials (id),
    equipment_type text not null default 'THREED_PRINTER' check (equipment_type in ('THREED_PRINTER', 'POST_PROCESSING_MACHINE')),
    job_notes text not null default '',
    build_plate_utilization numeric check (build_plate_utilization between 0 and 100),
    simulation_software_id bigint references simulation_software (id),
    itar boolean not null default false,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (from_date < to_date),
    -- No double booking: two live jobs on one machine never overlap in time. Machine-connectivity
    -- jobs record what the machine reported, so they are drawn beside the plan, not checked against it.
    constraint jobs_no_double_booking exclude using gist (
      equipment_id with =,
      tstzrange(from_date, to_date, '[)') with &&
    ) where (active and job_status <> 'CANCELLED' and job_creation_type <> 'MACHINE_CONNECTIVITY')
  )`,
  `create index jobs_facility_from_idx on jobs (facility_id, from_date)`,
  `create index jobs_equipment_from_idx on jobs (equipment_id, from_date)`,
  `create index jobs_name_idx on jobs (lower(job_name) text_pattern_ops)`,
  `create table job_secondary_materials (
    job_id bigint not null references jobs (id) on delete cascade,
    position integer not null,
    material_id bigint not null references materials (id),
    material_quantity_used numeric not null default 0 check (material_quantity_used >= 0),
    primary key (job_id, position)
  )`,
  // Which part files a job makes, and how many of each.
  `create table job_files (
    id bigint generated always as identity primary key,
    job_id bigint not null references jobs (id) on delete cascade,
    rfq_file_id bigint not null references rfq_files (id),
    quantity integer not null check (quantity > 0),
    completed_quantity integer not null default 0 check (completed_quantity >= 0),
    unique (job_id, rfq_file_id)
  )`,
  `create index job_files_rfq_file_idx on job_files (rfq_file_id)`,
];

export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);
  for (const statement of up) await sql.raw(statement).execute(db);
}
