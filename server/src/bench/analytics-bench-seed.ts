/**
 * The analytics bench's rows, written in bulk with SQL: a year of Austin's work, 2030 in UTC. 500
 * machines on the catalogue's printer models (every process), each through 400 slots of 21.9 hours
 * (200,000 jobs), a build of 60–85 % of its slot in each, so no two overlap: most completed with
 * their actual time, 5 % failed, 3 % cancelled, the last week queued. One machine in five reports
 * its runs (one per started job, one build in eight after an aborted first attempt), and one of its
 * builds in ten is a job the machine reported itself (MACHINE_CONNECTIVITY). Each job makes pieces
 * of two parts, in the material its machine runs. 20,000 orders of the demo customers, five parts
 * each, made in the slots of their jobs, quoted, awarded (BID_APPROVED), shipped and delivered
 * with every event an order's life writes (the last week's orders still in manufacturing); 8,000
 * quotes lost or rejected; 10,000 inspections, one in four failing pieces (half with a part NCR),
 * and a process NCR on half the failed builds. Ids are given, not drawn from the sequences, so that
 * a job, a part or an order is found by arithmetic from its place.
 */
import { performance } from 'node:perf_hooks';
import { type RawBuilder, sql } from 'kysely';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import type { Db } from '../db/database.js';

export const MACHINES = 500;
export const SLOTS = 400;
export const JOBS = MACHINES * SLOTS;
export const ORDERS = 20_000;
export const LOST_QUOTES = 8_000;
export const INSPECTIONS = 10_000;
const PARTS_PER_ORDER = 5;
const PARTS = ORDERS * PARTS_PER_ORDER;
/** The year's first moment, and a slot's hours: 400 of them fill 365 days. */
export const YEAR_START = '2030-01-01T00:00:00Z';
const SLOT_HOURS = (365 * 24) / SLOTS;
/** Slots from here on are still queued: the last week of the year. */
const QUEUED_FROM = SLOTS - 8;
/** Orders a slot: order o's parts are made by jobs 10·o − 2 to 10·o + 9 (two parts a job, each on four jobs). */
const ORDERS_PER_SLOT = ORDERS / SLOTS;
/** Rows a statement writes at most: the deferred foreign-key checks of one statement are queued in memory. */
const CHUNK = 100_000;

const TABLES = ['equipment', 'jobs', 'rfqs', 'rfq_files', 'matches', 'inspections'] as const;

async function plan(db: Db) {
  const one = async (query: RawBuilder<{ id: number }>) => Number((await query.execute(db)).rows[0]!.id);
  const base = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) base[table] = await one(sql`select coalesce(max(id), 0) as id from ${sql.table(table)}`);
  return {
    base,
    austin: await one(sql`select id from companies where company_name = ${DEMO_FACILITIES.austin}`),
    vendor: await one(sql`select id from companies where company_name = ${DEMO_FACILITIES.vendor}`),
    admin: await one(sql`select id from users where email = 'admin@demo.test'`),
    customers: (await sql<{ id: number }>`select id from companies where kind = 'ENGINEER' order by id`.execute(db)).rows.map(
      (row) => Number(row.id),
    ),
    printers: (
      await sql<{ id: number; am_process_id: number }>`select id, am_process_id from machines
        where kind = 'THREED_PRINTER' order by id`.execute(db)
    ).rows.map((row) => ({ id: Number(row.id), process: Number(row.am_process_id) })),
  };
}
type Plan = Awaited<ReturnType<typeof plan>>;

/** Runs `statement` over [0, total) in ranges of `size`. */
async function inChunks(total: number, size: number, statement: (from: number, to: number) => Promise<unknown>) {
  for (let from = 0; from < total; from += size) await statement(from, Math.min(total, from + size) - 1);
}

/** The machines, and their year of jobs with their materials. */
async function machinesAndJobs(db: Db, p: Plan) {
  const { equipment: eq, jobs: jobBase } = p.base;
  const models = p.printers.map((printer) => printer.id);
  await sql`insert into equipment (id, facility_id, display_name, machine_id, currently_used_material_id) overriding system value
    select ${eq}::bigint + 1 + m, ${p.austin}::bigint, 'Bench ' || lpad((m + 1)::text, 3, '0') || ' · ' || mo.model_name, mo.id,
      mo.materials[1 + (m / ${models.length}) % cardinality(mo.materials)]
    from generate_series(0, ${MACHINES - 1}::int) m
    join lateral (select x.id, x.model_name, array(select material_id from machine_materials where machine_id = x.id
      order by material_id) as materials from machines x where x.id = (${models}::bigint[])[1 + m % ${models.length}]) mo on true`.execute(
    db,
  );
  await sql`insert into equipment_materials (equipment_id, material_id, role)
    select id, currently_used_material_id, 'PRIMARY' from equipment where id > ${eq}`.execute(db);
  // Slot k of machine m is job k·500 + m; h spreads the failed and cancelled ones over machines and the year.
  const slotsPerChunk = CHUNK / MACHINES;
  await inChunks(SLOTS, slotsPerChunk, async (from, to) => {
    await sql`insert into jobs (id, facility_id, equipment_id, job_name, job_creation_type, job_status, from_date, to_date,
        estimated_time, actual_time, material_unit, material_quantity_used, material_id, created_at, updated_at) overriding system value
      select ${jobBase}::bigint + 1 + k * ${MACHINES} + b.m, ${p.austin}::bigint, b.id, 'Bench build ' || b.m || '-' || k,
        case when b.m % 5 = 0 and k % 10 = 9 and k < ${QUEUED_FROM} then 'MACHINE_CONNECTIVITY' when k % 2 = 0 then 'AUTO' else 'MANUAL' end,
        s.status, s.from_date, s.from_date + s.hours * interval '1 hour', round(s.hours::numeric, 2),
        case s.status when 'COMPLETED' then round((s.hours * (92 + (b.m * 3 + k) % 17) / 100)::numeric, 2)
          when 'FAILED' then round((s.hours * 0.4)::numeric, 2) else 0 end,
        b.unit, 100 + (b.m * k) % 900, b.material, s.from_date - interval '3 days', s.from_date
      from (select e.id, e.id - ${eq}::bigint - 1 as m, e.currently_used_material_id as material,
          case when x.model_name like 'Formlabs%' then 'MILI_LITRE' else 'GRAM' end as unit
        from equipment e join machines x on x.id = e.machine_id where e.id > ${eq}) b
      cross join generate_series(${from}::int, ${to}::int) k
      cross join lateral (select
        ${YEAR_START}::timestamptz + (k * ${SLOT_HOURS}::float8 + ${SLOT_HOURS}::float8 * ((b.m * 7 + k * 13) % 6) / 100) * interval '1 hour' as from_date,
        ${SLOT_HOURS}::float8 * (60 + (b.m + k * 11) % 26) / 100 as hours,
        case when k >= ${QUEUED_FROM} then 'QUEUED' when (b.m * 31 + k * 17) % 100 < 3 then 'CANCELLED'
          when (b.m * 31 + k * 17) % 100 < 8 then 'FAILED' else 'COMPLETED' end as status) s`.execute(db);
  });
  // A support or second material on one job in four.
  await sql`insert into job_secondary_materials (job_id, position, material_id, material_quantity_used)
    select j.id, 0, coalesce(mm.material_id, j.material_id), 10 + j.id % 90 from jobs j
    left join lateral (select material_id from machine_materials x join equipment e on e.machine_id = x.machine_id
      where e.id = j.equipment_id and x.material_id <> j.material_id order by x.material_id limit 1) mm on true
    where j.id > ${jobBase} and j.id % 4 = 0`.execute(db);
}

/** When order o's jobs are done: the end of its slot. */
const doneAt = (o: RawBuilder<unknown>) =>
  sql`(${YEAR_START}::timestamptz + (${o} / ${ORDERS_PER_SLOT} + 1) * ${SLOT_HOURS}::float8 * interval '1 hour')`;

/**
 * The orders won (o < ORDERS, done at doneAt(o), shipped unless made in the last week) and the
 * quotes lost (spread over the year), each with its match, bid and events; the won ones' parts
 * and shipments.
 */
async function orders(db: Db, p: Plan) {
  const { rfqs: rfqBase, rfq_files: fileBase, matches: matchBase } = p.base;
  const done = doneAt(sql`o`);
  const shipped = sql`o / ${ORDERS_PER_SLOT} < ${QUEUED_FROM}`;
  await sql`insert into rfqs (id, customer_id, awarded_facility_id, display_title, status, created_at, submitted_at,
      estimated_delivery_date, updated_at) overriding system value
    select ${rfqBase}::bigint + 1 + o, (${p.customers}::bigint[])[1 + o % ${p.customers.length}], ${p.austin}::bigint,
      'Bench analytics order ' || o, case when ${shipped} then 'COMPLETED' else 'IN_MANUFACTURING' end,
      ${done} - interval '300 hours', ${done} - interval '299 hours', ${done} + interval '7 days', ${done}
    from generate_series(0, ${ORDERS - 1}::int) o
    union all
    select ${rfqBase}::bigint + 1 + ${ORDERS} + q, (${p.customers}::bigint[])[1 + q % ${p.customers.length}],
      case when q % 3 = 0 then null else ${p.vendor}::bigint end, 'Bench analytics quote ' || q,
      case when q % 3 = 0 then 'WITHDRAWN' else 'IN_MANUFACTURING' end, t.at - interval '300 hours', t.at - interval '299 hours',
      t.at + interval '7 days', t.at
    from generate_series(0, ${LOST_QUOTES - 1}::int) q
    cross join lateral (select ${YEAR_START}::timestamptz + q * ${(365 * 24) / LOST_QUOTES}::float8 * interval '1 hour' as at) t`.execute(
    db,
  );
  await sql`insert into matches (id, rfq_id, facility_id, status, created_at, updated_at) overriding system value
    select ${matchBase}::bigint + r.id - ${rfqBase}::bigint, r.id, ${p.austin}::bigint,
      case when r.status = 'COMPLETED' then 'COMPLETED' when r.status = 'WITHDRAWN' then 'BID_REJECTED'
        when r.awarded_facility_id = ${p.austin}::bigint then 'IN_PROGRESS' else 'BID_LOST' end,
      r.created_at + interval '2 hours', r.updated_at
    from rfqs r where r.id > ${rfqBase}`.execute(db);
  // Quoted 2 to 47 hours after the match; promised 2 to 7 days after the jobs are done.
  await sql`insert into bids (match_id, currency, lead_time_days, delivery_date, valid_until, subtotal_minor, tax_minor,
      total_minor, created_at, updated_at)
    select m.id, 'USD', 14, r.estimated_delivery_date - (m.id % 6) * interval '1 day', m.created_at + interval '30 days',
      250000 + m.id % 100000, 0, 250000 + m.id % 100000, m.created_at + (2 + m.id % 46) * interval '1 hour',
      m.created_at + (2 + m.id % 46) * interval '1 hour'
    from matches m join rfqs r on r.id = m.rfq_id where m.id > ${matchBase}`.execute(db);
  await inChunks(PARTS, CHUNK, async (from, to) => {
    await sql`insert into rfq_files (id, rfq_id, original_file_name, quantity, am_process_id) overriding system value
      select ${fileBase}::bigint + 1 + f, ${rfqBase}::bigint + 1 + f / ${PARTS_PER_ORDER}, 'bench_analytics_' || f || '.stl', 20,
        (${p.printers.map((printer) => printer.process)}::bigint[])[1 + f % ${p.printers.length}]
      from generate_series(${from}::int, ${to}::int) f`.execute(db);
  });
  // Shipped one to eight days after the jobs are done, delivered two days later.
  await sql`insert into shipments (rfq_id, facility_id, created_by, status, carrier, service, tracking_number, ship_date,
      delivered_at, created_at)
    select ${rfqBase}::bigint + 1 + o, ${p.austin}::bigint, ${p.admin}::bigint, 'DELIVERED', 'UPS', 'Ground',
      '1ZBENCHA' || lpad(o::text, 9, '0'), s.at, s.at + interval '2 days', s.at
    from generate_series(0, ${ORDERS - 1}::int) o
    cross join lateral (select ${done} + (24 + (o * 37) % 168) * interval '1 hour' as at) s
    where ${shipped}`.execute(db);
  await orderEvents(db, p);
}

/** Every event of an order's life, as the transitions write them: on the order (no match) and on its match. */
async function orderEvents(db: Db, p: Plan) {
  const { rfqs: rfqBase, matches: matchBase } = p.base;
  // [to_status, on the match, hours from the order's moment, which orders]: ALL, WON, SHIPPED (from the ship date), LOST.
  const events: [string, boolean, number, string][] = [
    ...(['DRAFT', 'SUBMITTED', 'MATCHED', 'DISTRIBUTED'] as const).map((s, i): [string, boolean, number, string] => [
      s,
      false,
      -300 + i,
      'ALL',
    ]),
    ...(['CREATED', 'APPROVED', 'BID_WAITING'] as const).map((s, i): [string, boolean, number, string] => [
      s,
      true,
      -298 + i,
      'ALL',
    ]),
    ['BID_SUBMITTED', true, -260, 'ALL'],
    ['BID_APPROVED', true, -192, 'WON'],
    ['BID_ACCEPTED', false, -192, 'WON'],
    ['SP_BID_ACCEPTED', true, -190, 'WON'],
    ['AGREEMENT_DONE', false, -190, 'WON'],
    ['IN_PROGRESS', true, -180, 'WON'],
    ['IN_MANUFACTURING', false, -180, 'WON'],
    ['IN_QUALITYCONTROL', true, -12, 'SHIPPED'],
    ['IN_QUALITYCONTROL', false, -12, 'SHIPPED'],
    ['SHIPPED', true, 0, 'SHIPPED'],
    ['SHIPPED', false, 0, 'SHIPPED'],
    ['DELIVERED', false, 48, 'SHIPPED'],
    ['COMPLETED', true, 49, 'SHIPPED'],
    ['COMPLETED', false, 49, 'SHIPPED'],
    ['LOST', true, -100, 'LOST'],
  ];
  const column = <T>(i: number) => events.map((event) => event[i] as T);
  await inChunks(ORDERS + LOST_QUOTES, 4_000, async (from, to) => {
    await sql`insert into order_events (rfq_id, match_id, from_status, to_status, actor, created_at)
      select r.id, case when ev.on_match then m.id end, null, case when ev.status = 'LOST' then m.status else ev.status end,
        case when ev.on_match then 'FACILITY' else 'SYSTEM' end,
        coalesce(case when ev.kind = 'SHIPPED' then s.ship_date end, r.updated_at) + ev.hours * interval '1 hour'
      from rfqs r join matches m on m.id = ${matchBase}::bigint + r.id - ${rfqBase}::bigint
      left join shipments s on s.rfq_id = r.id
      cross join unnest(${column<string>(0)}::text[], ${column<boolean>(1)}::boolean[], ${column<number>(2)}::int[],
        ${column<string>(3)}::text[]) as ev(status, on_match, hours, kind)
      where r.id between ${rfqBase}::bigint + 1 + ${from} and ${rfqBase}::bigint + 1 + ${to}
        and (ev.kind = 'ALL' or (ev.kind = 'WON' and r.awarded_facility_id = ${p.austin}::bigint)
          or (ev.kind = 'SHIPPED' and s.id is not null) or (ev.kind = 'LOST' and m.status in ('BID_LOST', 'BID_REJECTED')))`.execute(
      db,
    );
  });
}

/** The parts each job makes (its order's, made after them), and the runs the reporting machines sent. */
async function partsOnJobs(db: Db, p: Plan) {
  const { equipment: eq, jobs: jobBase } = p.base;
  // Job g makes parts ⌊g/2⌋ and ⌊g/2⌋ + 1; the pieces_on_jobs trigger (one update a row) is not needed for analytics.
  await sql`alter table job_files disable trigger pieces_on_jobs`.execute(db);
  await inChunks(JOBS, CHUNK / 2, async (from, to) => {
    await sql`insert into job_files (job_id, rfq_file_id, quantity, completed_quantity)
      select j.id, ${p.base.rfq_files}::bigint + 1 + ((j.id - ${jobBase}::bigint - 1) / 2 + i) % ${PARTS}, 1 + (j.id + i) % 6,
        case when j.job_status = 'COMPLETED' then 1 + (j.id + i) % 6 else 0 end
      from jobs j cross join generate_series(0, 1) i
      where j.id between ${jobBase}::bigint + 1 + ${from} and ${jobBase}::bigint + 1 + ${to}`.execute(db);
  });
  await sql`alter table job_files enable trigger pieces_on_jobs`.execute(db);
  await sql`insert into machine_runs (equipment_id, job_name, job_id, status, started_at, ended_at, layer, total_layers)
    select j.equipment_id, j.job_name, j.id, case when j.job_status = 'FAILED' then 'ABORTED' else 'FINISHED' end,
      j.from_date + interval '10 minutes', j.from_date + interval '10 minutes' + j.actual_time * interval '1 hour', 1200, 1200
    from jobs j where j.id > ${jobBase} and (j.equipment_id - ${eq}::bigint - 1) % 5 = 0 and j.job_status in ('COMPLETED', 'FAILED')
    union all
    select j.equipment_id, j.job_name, j.id, 'ABORTED', j.from_date, j.from_date + interval '6 minutes', 3, 1200
    from jobs j where j.id > ${jobBase} and (j.equipment_id - ${eq}::bigint - 1) % 5 = 0 and j.job_status in ('COMPLETED', 'FAILED')
      and j.id % 8 = 0`.execute(db);
}

/** Inspections of one part in ten, six hours after its order's jobs are done; one in four fails pieces; NCRs. */
async function quality(db: Db, p: Plan) {
  const { rfq_files: fileBase, inspections: inspectionBase, jobs: jobBase } = p.base;
  await sql`insert into inspections (id, rfq_file_id, facility_id, inspected_by, passed_quantity, failed_quantity, ncr_requested,
      created_at) overriding system value
    select ${inspectionBase}::bigint + 1 + i, ${fileBase}::bigint + 1 + i * 10 + 3, ${p.austin}::bigint, ${p.admin}::bigint,
      case when i % 4 = 0 then 19 - i % 3 else 20 end, case when i % 4 = 0 then 1 + i % 3 else 0 end, i % 4 = 0,
      ${doneAt(sql`((i * 10 + 3) / ${PARTS_PER_ORDER})`)} + interval '6 hours'
    from generate_series(0, ${INSPECTIONS - 1}::int) i`.execute(db);
  const codes = sql`(array['POR', 'WARP', 'DIM', 'SURF', 'CRACK'])`;
  await sql`insert into ncrs (facility_id, kind, number, status, severity, defect_code, title, rfq_id, rfq_file_id, quantity,
      found_at, inspection_id, created_by, created_at)
    select ${p.austin}::bigint, 'PART', 'NCR-AB-' || lpad(i.id::text, 7, '0'), 'CLOSED', 'MINOR', ${codes}[1 + (i.id / 8) % 5],
      'Bench inspection ' || i.id, f.rfq_id, f.id, i.failed_quantity, 'INSPECTION', i.id, ${p.admin}::bigint, i.created_at
    from inspections i join rfq_files f on f.id = i.rfq_file_id
    where i.id > ${inspectionBase} and i.failed_quantity > 0 and i.id % 8 = 0`.execute(db);
  await sql`update inspections i set ncr_id = n.id from ncrs n where n.inspection_id = i.id and i.id > ${inspectionBase}`.execute(
    db,
  );
  await sql`insert into ncrs (facility_id, kind, number, status, severity, defect_code, title, cause, job_id, equipment_id,
      material_id, created_by, created_at)
    select ${p.austin}::bigint, 'PROCESS', 'NCR-AB-J' || lpad(j.id::text, 7, '0'), 'CLOSED', 'MAJOR', 'WARP', 'Build ' || j.id || ' failed',
      (array['FAILED_BUILD', 'MACHINE_FAULT', 'MATERIAL_OUT_OF_SPEC'])[1 + j.id % 3], j.id, j.equipment_id, j.material_id,
      ${p.admin}::bigint, j.to_date
    from jobs j where j.id > ${jobBase} and j.job_status = 'FAILED' and j.id % 2 = 0`.execute(db);
}

/** Seeds the year, then vacuums and analyzes as autovacuum keeps tables in use. Returns the first bench machine's id. */
export async function seedAnalyticsBench(db: Db) {
  const p = await plan(db);
  // A seeding of minutes says how far it is.
  const step = async (what: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    console.log(`  seeded ${what} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await step('machines and jobs', () => machinesAndJobs(db, p));
  await step('orders, quotes, parts, shipments and events', () => orders(db, p));
  await step('parts on jobs and machine runs', () => partsOnJobs(db, p));
  await step('inspections and NCRs', () => quality(db, p));
  for (const table of TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  }
  await step('vacuum analyze', () => sql`vacuum analyze`.execute(db));
  return { firstMachine: p.base.equipment + 1 };
}
