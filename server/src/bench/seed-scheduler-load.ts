/**
 * Adds a plant-sized load to a migrated, demo-seeded database for the scheduler page benchmark
 * (not a test, never the demo data): `machines` machines shared between the demo enterprise's two
 * INTERNAL facilities, and `jobs` jobs on them over 365 days around now, back to back without
 * overlapping, in the statuses of their time (done, failed, running, queued) with some downtime.
 * Usage: DATABASE_URL=postgres://… tsx src/bench/seed-scheduler-load.ts [machines=500] [jobs=50000]
 */
import { sql } from 'kysely';
import { openDatabase } from '../db/database.js';
import { DEMO_FACILITIES } from '../accounts/seed.js';

const DAY = 86_400_000;

async function main() {
  const machines = Number(process.argv[2] ?? 500);
  const jobs = Number(process.argv[3] ?? 50_000);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL must name the benchmark database');
  const { db, close } = await openDatabase({ databaseUrl });
  try {
    const facilities = (
      await db
        .selectFrom('companies')
        .select('id')
        .where('company_name', 'in', [DEMO_FACILITIES.austin, DEMO_FACILITIES.munich])
        .orderBy('id')
        .execute()
    ).map((f) => f.id);
    if (facilities.length !== 2) throw new Error('the demo enterprise is missing: start the server on the database first');
    const perMachine = Math.ceil(jobs / machines);
    // Each machine's year is cut into one slot per job; a job takes 30–70 % of its slot, so none overlap.
    const slotMs = (365 * DAY) / perMachine;
    const firstSlot = new Date(Date.now() - 182 * DAY);

    await sql`insert into equipment (facility_id, display_name, machine_id, currently_used_material_id)
      select (${sql.val(facilities)}::bigint[])[1 + g % 2], 'Load ' || lpad(g::text, 4, '0') || ' · ' || m.model_name, m.id,
        (select min(mm.material_id) from machine_materials mm where mm.machine_id = m.id)
      from generate_series(1, ${machines}::int) g
      cross join lateral (select id, model_name from machines order by id offset g % (select count(*) from machines) limit 1) m`.execute(
      db,
    );
    await sql`insert into equipment_materials (equipment_id, material_id, role)
      select id, currently_used_material_id, 'PRIMARY' from equipment
      where display_name like 'Load %' and currently_used_material_id is not null`.execute(db);
    await sql`insert into jobs (facility_id, equipment_id, job_name, job_type, job_status, from_date, to_date, material_id,
        estimated_time, material_quantity_used)
      select e.facility_id, e.id, 'Load job ' || e.id || '-' || g, t.job_type,
        case when t.to_date < now() then case when (e.id + g) % 17 = 0 then 'FAILED' else 'COMPLETED' end
             when t.from_date < now() then 'IN_PROGRESS' else 'QUEUED' end,
        t.from_date, t.to_date, case when t.job_type = 'ORDER' then e.currently_used_material_id end,
        round((extract(epoch from t.to_date - t.from_date) / 3600)::numeric, 1), (e.id * g) % 900
      from equipment e
      cross join generate_series(0, ${perMachine - 1}::int) g
      cross join lateral (
        select ${firstSlot}::timestamptz + (g * ${slotMs}::float8 + ((e.id * 7 + g * 13) % 30) * ${slotMs / 100}::float8) * interval '1 millisecond' as from_date,
          ${firstSlot}::timestamptz + (g * ${slotMs}::float8 + ((e.id * 7 + g * 13) % 30 + 30 + (e.id + g * 11) % 40) * ${slotMs / 100}::float8)
            * interval '1 millisecond' as to_date,
          case when (e.id + g) % 12 = 0 then 'DOWNTIME' else 'ORDER' end as job_type
      ) t
      where e.display_name like 'Load %'`.execute(db);
    // A running database is kept vacuumed by autovacuum; a bulk load is not yet, so vacuum as it would.
    await sql`vacuum analyze`.execute(db);
    const count = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`seeded ${machines} machines and ${machines * perMachine} jobs (${Number(count.n)} jobs in all)`);
  } finally {
    await close();
  }
}

await main();
