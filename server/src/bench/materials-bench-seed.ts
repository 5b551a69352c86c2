/**
 * The materials bench's rows, written in bulk with SQL: Austin's MJF machines, each with a chain
 * of batches refreshed from supplier lots (materials-bench-chains.ts), two builds a batch drawing
 * from it, five parts a build, orders of twenty parts of the demo customers, one shipment an
 * order, a few NCRs; and a chain of 1,000 blends, with its events, whose last batch the bench
 * reads. Ids are given, not drawn from the sequences, so that a batch, a lot, a job or a part is
 * found by arithmetic from its place: no join is needed to wire a million rows together.
 */
import { performance } from 'node:perf_hooks';
import { type RawBuilder, sql } from 'kysely';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import type { Db } from '../db/database.js';
import {
  BATCH_MG,
  blendChainRows,
  DRAW_MG,
  JOBS_PER_BATCH,
  machineChain,
  RECLAIMED_MG,
  REFRESHES_PER_LOT,
  type SplitRows,
  VIRGIN_MG,
} from './materials-bench-chains.js';

export const BATCHES_PER_MACHINE = 1_000;
export const BLENDS = 1_000;
const PARTS_PER_JOB = 5;
const PARTS_PER_ORDER = 20;
/** Pieces of each part ordered, made, shipped and delivered. */
const PIECES = 4;
/** A build of 10 hours every 12 on each machine: the slots never overlap (no double booking). */
const SLOT = "interval '12 hours'";
/** Rows a statement writes at most: the deferred foreign-key checks of one statement are queued in memory. */
const CHUNK = 100_000;

async function contextOf(db: Db) {
  const one = async (query: RawBuilder<{ id: number }>) => Number((await query.execute(db)).rows[0]!.id);
  return {
    austin: await one(sql`select id from companies where company_name = ${DEMO_FACILITIES.austin}`),
    acme: await one(sql`select id from companies where company_name = 'Acme Robotics'`),
    globex: await one(sql`select id from companies where company_name = 'Globex Prototyping'`),
    admin: await one(sql`select id from users where email = 'admin@demo.test'`),
    hp: await one(sql`select id from material_suppliers where name = 'HP Inc. 3D Printing Materials'`),
    pa12: await one(sql`select id from materials where name = 'HP 3D HR PA 12'`),
    model: await one(sql`select machine_id as id from equipment where display_name = 'MJF-01 · HP 5200'`),
  };
}

const TABLES = [
  'equipment',
  'material_lots',
  'material_batches',
  'jobs',
  'rfqs',
  'rfq_files',
  'shipments',
  'material_events',
] as const;
type Table = (typeof TABLES)[number];

async function plan(db: Db, machines: number) {
  const base = {} as Record<Table, number>;
  for (const table of TABLES) {
    base[table] = Number(
      (await sql<{ id: number }>`select coalesce(max(id), 0) as id from ${sql.table(table)}`.execute(db)).rows[0]!.id,
    );
  }
  const jobs = machines * BATCHES_PER_MACHINE * JOBS_PER_BATCH;
  const parts = jobs * PARTS_PER_JOB;
  const slots = BATCHES_PER_MACHINE * JOBS_PER_BATCH;
  // The first build so long ago that the last one, and its shipments, are done by now.
  const start = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - (slots * 12 + 60 * 24) * 3_600_000);
  return { machines, jobs, parts, orders: parts / PARTS_PER_ORDER, base, start };
}
type Plan = Awaited<ReturnType<typeof plan>>;
type Context = Awaited<ReturnType<typeof contextOf>>;

/** Runs `statement` over [0, total) in ranges of `size`. */
async function inChunks(total: number, size: number, statement: (from: number, to: number) => Promise<unknown>) {
  for (let from = 0; from < total; from += size) await statement(from, Math.min(total, from + size) - 1);
}

const rowsOf = (rows: SplitRows) =>
  sql`unnest(${rows.position}::int[], ${rows.key}::int[], ${rows.createdMg}::bigint[], ${rows.remainingMg}::bigint[])
    as t(position, key, created_mg, remaining_mg)`;

/** The machines, their lots and their chains of batches with both splits. */
async function machinesAndBatches(db: Db, c: Context, p: Plan) {
  const chain = machineChain(BATCHES_PER_MACHINE);
  const lotsPerMachine = chain.lotMassMg.length;
  const { equipment: eq, material_lots: lotBase, material_batches: batchBase } = p.base;
  const name = sql`'Bench MJF ' || lpad(m::text, 3, '0')`;
  await sql`insert into equipment (id, facility_id, display_name, machine_id, currently_used_material_id) overriding system value
    select ${eq}::bigint + 1 + m, ${c.austin}::bigint, ${name} || ' · HP 5200', ${c.model}::bigint, ${c.pa12}::bigint
    from generate_series(0, ${p.machines - 1}::int) m`.execute(db);
  await sql`insert into equipment_materials (equipment_id, material_id, role)
    select ${eq}::bigint + 1 + m, ${c.pa12}::bigint, 'PRIMARY' from generate_series(0, ${p.machines - 1}::int) m`.execute(db);
  await sql`insert into material_lots (id, facility_id, material_id, supplier_id, supplier_lot_number, quantity, unit, mass_mg,
      remaining_mg, received_on, location, status, created_by, created_at) overriding system value
    select ${lotBase}::bigint + 1 + m * ${lotsPerMachine} + t.lot, ${c.austin}::bigint, ${c.pa12}::bigint, ${c.hp}::bigint,
      'PA12-B' || lpad(m::text, 3, '0') || '-' || lpad(t.lot::text, 4, '0'), t.mass / 1000000.0, 'KILOGRAM', t.mass, 0,
      (${p.start}::timestamptz + t.lot * ${REFRESHES_PER_LOT * JOBS_PER_BATCH} * ${sql.raw(SLOT)} - interval '7 days')::date,
      'Powder room, rack B', 'CONSUMED', ${c.admin}::bigint,
      ${p.start}::timestamptz + t.lot * ${REFRESHES_PER_LOT * JOBS_PER_BATCH} * ${sql.raw(SLOT)} - interval '7 days'
    from generate_series(0, ${p.machines - 1}::int) m,
      unnest(${chain.lotMassMg.map((_, lot) => lot)}::int[], ${chain.lotMassMg}::bigint[]) as t(lot, mass)`.execute(db);
  const last = BATCHES_PER_MACHINE - 1;
  await sql`insert into material_batches (id, facility_id, material_id, state, powder_state, mass_mg, created_mg, location,
      equipment_id, created_by, created_at, updated_at) overriding system value
    select ${batchBase}::bigint + 1 + m * ${BATCHES_PER_MACHINE} + k, ${c.austin}::bigint, ${c.pa12}::bigint,
      case when k = ${last} then 'IN_USE' else 'DONE' end, 'SIEVED',
      case when k = ${last} then ${BATCH_MG - JOBS_PER_BATCH * DRAW_MG}::bigint else 0 end, ${BATCH_MG}::bigint,
      ${name} || ' build unit', case when k = ${last} then ${eq}::bigint + 1 + m end, ${c.admin}::bigint,
      ${p.start}::timestamptz + k * ${JOBS_PER_BATCH} * ${sql.raw(SLOT)} - interval '1 hour',
      ${p.start}::timestamptz + k * ${JOBS_PER_BATCH} * ${sql.raw(SLOT)} - interval '1 hour'
    from generate_series(0, ${p.machines - 1}::int) m, generate_series(0, ${last}::int) k`.execute(db);
  // Machines a chunk: a machine's chain has about 11,000 cycle rows.
  const perChunk = Math.max(1, Math.floor(CHUNK / chain.cycles.position.length));
  await inChunks(p.machines, perChunk, async (from, to) => {
    await sql`insert into material_batch_lots (batch_id, lot_id, created_mg, remaining_mg)
      select ${batchBase}::bigint + 1 + m * ${BATCHES_PER_MACHINE} + t.position, ${lotBase}::bigint + 1 + m * ${lotsPerMachine} + t.key,
        t.created_mg, t.remaining_mg
      from generate_series(${from}::int, ${to}::int) m, ${rowsOf(chain.lots)}`.execute(db);
    await sql`insert into material_batch_cycles (batch_id, cycles, created_mg, remaining_mg)
      select ${batchBase}::bigint + 1 + m * ${BATCHES_PER_MACHINE} + t.position, t.key, t.created_mg, t.remaining_mg
      from generate_series(${from}::int, ${to}::int) m, ${rowsOf(chain.cycles)}`.execute(db);
  });
  return { lotsPerMachine };
}

/** Job g builds in slot ⌊g / machines⌋ on machine g mod machines, from that machine's batch of the slot. */
async function jobs(db: Db, c: Context, p: Plan) {
  const { equipment: eq, jobs: jobBase, material_batches: batchBase } = p.base;
  const m = p.machines;
  await inChunks(p.jobs, CHUNK, async (from, to) => {
    await sql`insert into jobs (id, facility_id, equipment_id, job_name, job_status, from_date, to_date, estimated_time,
        actual_time, material_id, material_quantity_used, material_unit, created_at, updated_at) overriding system value
      select ${jobBase}::bigint + 1 + g, ${c.austin}::bigint, ${eq}::bigint + 1 + g % ${m},
        'Bench MJF ' || lpad((g % ${m})::text, 3, '0') || ' build ' || g / ${m}, 'COMPLETED',
        ${p.start}::timestamptz + (g / ${m}) * ${sql.raw(SLOT)}, ${p.start}::timestamptz + (g / ${m}) * ${sql.raw(SLOT)} + interval '10 hours',
        10, 10, ${c.pa12}::bigint, ${DRAW_MG / 1000}, 'GRAM',
        ${p.start}::timestamptz + (g / ${m}) * ${sql.raw(SLOT)} - interval '2 days', ${p.start}::timestamptz + (g / ${m}) * ${sql.raw(SLOT)}
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
    await sql`insert into material_job_batches (job_id, batch_id, mass_mg)
      select ${jobBase}::bigint + 1 + g, ${batchBase}::bigint + 1 + (g % ${m}) * ${BATCHES_PER_MACHINE} + (g / ${m}) / ${JOBS_PER_BATCH},
        ${DRAW_MG}::bigint
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
  });
}

/**
 * Order o holds parts 20·o to 20·o + 19, made by jobs 4·o to 4·o + 3: one slot, four machines. It
 * is complete, shipped in one shipment and delivered. One part in 200 has an NCR, one build in
 * 1,000 a process NCR.
 */
async function orders(db: Db, c: Context, p: Plan) {
  const { jobs: jobBase, rfqs: rfqBase, rfq_files: fileBase, shipments: shipBase } = p.base;
  const builtAt = (job: RawBuilder<unknown>) => sql`${p.start}::timestamptz + (${job} / ${p.machines}) * ${sql.raw(SLOT)}`;
  await inChunks(p.orders, CHUNK, async (from, to) => {
    const at = builtAt(sql`(o * ${PARTS_PER_ORDER / PARTS_PER_JOB})`);
    await sql`insert into rfqs (id, customer_id, awarded_facility_id, display_title, status, created_at, submitted_at,
        estimated_delivery_date, updated_at) overriding system value
      select ${rfqBase}::bigint + 1 + o, case when o % 3 = 0 then ${c.globex}::bigint else ${c.acme}::bigint end, ${c.austin}::bigint,
        'Bench order ' || o, 'COMPLETED', ${at} - interval '7 days', ${at} - interval '7 days', ${at} + interval '14 days', ${at} + interval '3 days'
      from generate_series(${from}::int, ${to}::int) o`.execute(db);
    await sql`insert into matches (rfq_id, facility_id, status)
      select ${rfqBase}::bigint + 1 + o, ${c.austin}::bigint, 'COMPLETED' from generate_series(${from}::int, ${to}::int) o`.execute(
      db,
    );
    await sql`insert into shipments (id, rfq_id, facility_id, created_by, status, carrier, service, tracking_number, ship_date,
        delivered_at) overriding system value
      select ${shipBase}::bigint + 1 + o, ${rfqBase}::bigint + 1 + o, ${c.austin}::bigint, ${c.admin}::bigint, 'DELIVERED', 'UPS',
        'Ground', '1ZBENCHM' || lpad(o::text, 9, '0'), ${at} + interval '1 day', ${at} + interval '3 days'
      from generate_series(${from}::int, ${to}::int) o`.execute(db);
  });
  await inChunks(p.parts, CHUNK, async (from, to) => {
    await sql`insert into rfq_files (id, rfq_id, original_file_name, quantity, passed_quantity, shipped_quantity,
        delivered_quantity) overriding system value
      select ${fileBase}::bigint + 1 + f, ${rfqBase}::bigint + 1 + f / ${PARTS_PER_ORDER}, 'bench_part_' || f || '.stl',
        ${PIECES}, ${PIECES}, ${PIECES}, ${PIECES}
      from generate_series(${from}::int, ${to}::int) f`.execute(db);
    await sql`insert into job_files (job_id, rfq_file_id, quantity, completed_quantity)
      select ${jobBase}::bigint + 1 + f / ${PARTS_PER_JOB}, ${fileBase}::bigint + 1 + f, ${PIECES}, ${PIECES}
      from generate_series(${from}::int, ${to}::int) f`.execute(db);
    await sql`insert into shipment_lines (shipment_id, rfq_file_id, quantity)
      select ${shipBase}::bigint + 1 + f / ${PARTS_PER_ORDER}, ${fileBase}::bigint + 1 + f, ${PIECES}
      from generate_series(${from}::int, ${to}::int) f`.execute(db);
  });
  await sql`insert into ncrs (facility_id, kind, number, status, severity, defect_code, title, rfq_id, rfq_file_id, quantity,
      found_at, job_id, created_by, created_at)
    select ${c.austin}::bigint, 'PART', 'NCR-MB-' || lpad(f::text, 7, '0'), 'CLOSED', 'MINOR', 'POR', 'Porosity in a wall of part ' || f,
      ${rfqBase}::bigint + 1 + f / ${PARTS_PER_ORDER}, ${fileBase}::bigint + 1 + f, 1, 'INSPECTION',
      ${jobBase}::bigint + 1 + f / ${PARTS_PER_JOB}, ${c.admin}::bigint, ${builtAt(sql`(f / ${PARTS_PER_JOB})`)} + interval '1 day'
    from generate_series(13, ${p.parts - 1}::int, 200) f`.execute(db);
  await sql`insert into ncrs (facility_id, kind, number, status, severity, defect_code, title, cause, job_id, equipment_id,
      material_id, created_by, created_at)
    select ${c.austin}::bigint, 'PROCESS', 'NCR-MB-J' || lpad(g::text, 6, '0'), 'CLOSED', 'MAJOR', 'WARP', 'Build ' || g || ' warped',
      'FAILED_BUILD', ${jobBase}::bigint + 1 + g, ${p.base.equipment}::bigint + 1 + g % ${p.machines}, ${c.pa12}::bigint,
      ${c.admin}::bigint, ${builtAt(sql`g`)} + interval '12 hours'
    from generate_series(17, ${p.jobs - 1}::int, 1000) g`.execute(db);
}

/** The chain of 1,000 blends, after the machines' lots and batches: its lots, batches, splits and blend events. Returns its last batch. */
async function blendChainBatches(db: Db, c: Context, p: Plan, lotsPerMachine: number) {
  const chain = blendChainRows(BLENDS);
  const lotBase = p.base.material_lots + p.machines * lotsPerMachine;
  const batchBase = p.base.material_batches + p.machines * BATCHES_PER_MACHINE;
  const eventBase = p.base.material_events;
  const madeAt = (k: RawBuilder<unknown>) => sql`now() - (${BLENDS} - ${k}) * ${sql.raw(SLOT)}`;
  await sql`insert into material_lots (id, facility_id, material_id, supplier_id, supplier_lot_number, quantity, unit, mass_mg,
      remaining_mg, received_on, location, status, created_by, created_at) overriding system value
    select ${lotBase}::bigint + 1 + t.lot, ${c.austin}::bigint, ${c.pa12}::bigint, ${c.hp}::bigint, 'PA12-C-' || lpad(t.lot::text, 4, '0'),
      t.mass / 1000000.0, 'KILOGRAM', t.mass, 0, (${madeAt(sql`t.lot * ${REFRESHES_PER_LOT}`)} - interval '7 days')::date,
      'Powder room, rack D', 'CONSUMED', ${c.admin}::bigint, ${madeAt(sql`t.lot * ${REFRESHES_PER_LOT}`)} - interval '7 days'
    from unnest(${chain.lotMassMg.map((_, lot) => lot)}::int[], ${chain.lotMassMg}::bigint[]) as t(lot, mass)`.execute(db);
  await sql`insert into material_batches (id, facility_id, material_id, state, powder_state, mass_mg, created_mg, location,
      created_by, created_at, updated_at) overriding system value
    select ${batchBase}::bigint + 1 + k, ${c.austin}::bigint, ${c.pa12}::bigint, 'IDLE', 'SIEVED',
      case when k = ${BLENDS} then ${BATCH_MG}::bigint else ${BATCH_MG - RECLAIMED_MG}::bigint end, ${BATCH_MG}::bigint,
      'Powder room, rack D', ${c.admin}::bigint, ${madeAt(sql`k`)}, ${madeAt(sql`k`)}
    from generate_series(0, ${BLENDS}::int) k`.execute(db);
  await sql`insert into material_batch_lots (batch_id, lot_id, created_mg, remaining_mg)
    select ${batchBase}::bigint + 1 + t.position, ${lotBase}::bigint + 1 + t.key, t.created_mg, t.remaining_mg
    from ${rowsOf(chain.lots)}`.execute(db);
  await sql`insert into material_batch_cycles (batch_id, cycles, created_mg, remaining_mg)
    select ${batchBase}::bigint + 1 + t.position, t.key, t.created_mg, t.remaining_mg from ${rowsOf(chain.cycles)}`.execute(db);
  await sql`insert into material_events (id, facility_id, kind, note, recorded_by, recorded_at) overriding system value
    select ${eventBase}::bigint + 1 + k, ${c.austin}::bigint, 'BLEND', case when k = 0 then 'Virgin powder' else 'Refresh: 30 % virgin' end,
      ${c.admin}::bigint, ${madeAt(sql`k`)}
    from generate_series(0, ${BLENDS}::int) k`.execute(db);
  await sql`insert into material_event_inputs (event_id, position, batch_id, lot_id, mass_mg)
    select ${eventBase}::bigint + 1 + k, case when k = 0 then 0 else 1 end, null, ${lotBase}::bigint + 1 + k / ${REFRESHES_PER_LOT},
      case when k = 0 then ${BATCH_MG}::bigint else ${VIRGIN_MG}::bigint end
    from generate_series(0, ${BLENDS}::int) k
    union all
    select ${eventBase}::bigint + 1 + k, 0, ${batchBase}::bigint + k, null, ${RECLAIMED_MG}::bigint from generate_series(1, ${BLENDS}::int) k`.execute(
    db,
  );
  await sql`insert into material_event_outputs (event_id, batch_id, mass_mg)
    select ${eventBase}::bigint + 1 + k, ${batchBase}::bigint + 1 + k, ${BATCH_MG}::bigint from generate_series(0, ${BLENDS}::int) k`.execute(
    db,
  );
  return batchBase + 1 + BLENDS;
}

/**
 * Seeds the graph on round(100 × scale) machines (100: 100,000 batches, 20,000 lots, 200,000
 * jobs, 1,000,000 parts in 50,000 orders) and the chain of 1,000 blends, then vacuums as
 * autovacuum keeps tables in use. Returns what the bench asks for.
 */
export async function seedMaterialsBench(db: Db, scale: number) {
  const c = await contextOf(db);
  const p = await plan(db, Math.max(1, Math.round(100 * scale)));
  // A seeding of minutes says how far it is.
  const step = async <T>(what: string, run: () => Promise<T>) => {
    const t0 = performance.now();
    const result = await run();
    console.log(`  seeded ${what} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };
  const { lotsPerMachine } = await step('machines, lots and batches', () => machinesAndBatches(db, c, p));
  await step('jobs', () => jobs(db, c, p));
  await step('orders, parts, shipments and NCRs', () => orders(db, c, p));
  const lastOfChain = await step('the chain of blends', () => blendChainBatches(db, c, p, lotsPerMachine));
  for (const table of TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
  }
  await step('vacuum analyze', () => sql`vacuum analyze`.execute(db));
  // Lots traced: well inside their machines' chains, each in 15 batches; parts spread over all.
  const sample = Array.from({ length: 50 }, (_, i) => i);
  return {
    machines: p.machines,
    lots: sample.map((i) => p.base.material_lots + 1 + ((i * 37) % p.machines) * lotsPerMachine + 20 + ((i * 31) % 160)),
    parts: sample.map((i) => p.base.rfq_files + 1 + ((i * 104_729 + 7_919) % p.parts)),
    lastOfChain,
  };
}
