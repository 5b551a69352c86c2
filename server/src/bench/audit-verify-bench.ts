/**
 * Benchmark of the audit trail's verification (not a test): a trail of BENCH_AUDIT_ROWS rows
 * (default 1,000,000) over three facilities (90 %, 9 % and 1 %), each row an NCR's or a CAPA's
 * change with its old and new values as the quality domain writes them (a few hundred bytes of
 * JSON), chained with the real hashes: made in Node by the verifier's own hash function, in
 * batches, and written with one INSERT … SELECT FROM unnest(…) a batch. Then verifyAuditChain over
 * every facility, BENCH_RUNS times (default 3): its time and rows per second, and the growth of the
 * process's resident memory while it runs (sampled every 10 ms, after a garbage collection), for
 * the whole trail and for one facility's tenth of it; on PostgreSQL, the whole trail once more in a
 * process whose JavaScript heap is held to 96 MB, which a walk holding more would not survive.
 * Goal: the whole trail within 5 s on PostgreSQL. The embedded database by default (it runs in this
 * process, so its memory is counted too); PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:audit-verify (both engines)
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { CHAIN_START, rowHash, type HashedFields } from '../audit/hash.js';
import { verifyAuditChain } from '../audit/index.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { benchReport } from '../../../scripts/bench-report.mjs';

// Not api-bench.ts's: it loads the whole app, which the held-heap run would carry for nothing.
const ENGINE = process.env.TEST_DATABASE_URL ? ('PostgreSQL' as const) : ('PGlite' as const);

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SHARES = [0.9, 0.09, 0.01];
const BATCH = 10_000;
const MB = 1024 * 1024;
const HELD_HEAP_MB = 96;

/** The i-th change of a facility's records: an NCR or CAPA created, moved on, edited. */
function change(i: number): Pick<HashedFields, 'entity' | 'entity_id' | 'action' | 'old_value' | 'new_value'> {
  const entityId = 1 + (i % 20_000);
  const record = {
    number: `NCR-2026-${String(entityId).padStart(5, '0')}`,
    status: ['OPEN', 'AWAITING_CUSTOMER', 'DISPOSITIONED', 'CLOSED'][i % 4],
    severity: ['MINOR', 'MAJOR', 'CRITICAL'][i % 3],
    quantity: 1 + (i % 37),
    defectCode: `POR-${i % 12}`,
    description: `Porosity in the lattice of part ${i % 997}, found at inspection of build ${i % 313}`,
    jobId: 1 + (i % 5_000),
    machine: `SLS-${(i % 8) + 1}`,
    updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  };
  if (i % 10 === 0) return { entity: 'NCR', entity_id: entityId, action: 'CREATE', old_value: null, new_value: record };
  return {
    entity: i % 3 === 0 ? 'CAPA' : 'NCR',
    entity_id: entityId,
    action: 'UPDATE',
    old_value: { status: 'OPEN', quantity: record.quantity - 1, note: 'Before the review' },
    new_value: record,
  };
}

/** An empty, migrated database with three facilities and the person who makes the changes. */
async function emptyPlatform() {
  const handle = await openDatabase(process.env.TEST_DATABASE_URL ? { databaseUrl: process.env.TEST_DATABASE_URL } : {});
  await sql`drop schema public cascade; create schema public`.execute(handle.db).catch(() => undefined);
  await migrateToLatest(handle.db);
  const facilities = await handle.db
    .insertInto('companies')
    .values(
      ['Austin', 'Munich', 'Leeds'].map((city) => ({ kind: 'SERVICE_PROVIDER' as const, company_name: `Bench ${city}`, city })),
    )
    .returning('id')
    .execute();
  const user = await handle.db
    .insertInto('users')
    .values({
      email: 'quality@bench.test',
      password_hash: '-',
      first_name: 'Quinn',
      last_name: 'Quality',
      default_role: 'ROLE_SERVICE_PROVIDER',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { handle, facilityIds: facilities.map((f) => f.id), userId: user.id };
}

/** Appends `count` chained rows to a facility's trail, a batch a statement, and sets its head. */
async function fillTrail(db: Db, facilityId: number, userId: number, count: number) {
  let previousHash = CHAIN_START;
  const start = Date.now() - count * 1000;
  for (let from = 0; from < count; from += BATCH) {
    const rows: (HashedFields & { hash: string })[] = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const fields: HashedFields = {
        facility_id: facilityId,
        position: i + 1,
        at: new Date(start + i * 1000),
        user_id: userId,
        user_name: 'Quinn Quality',
        ...change(i),
        previous_hash: previousHash,
      };
      previousHash = rowHash(fields);
      rows.push({ ...fields, hash: previousHash });
    }
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
    const json = (key: 'old_value' | 'new_value') => rows.map((row) => (row[key] === null ? null : JSON.stringify(row[key])));
    await sql`insert into audit_trail (facility_id, position, at, user_id, user_name, entity, entity_id, action, old_value, new_value, previous_hash, hash)
      select * from unnest(${column('facility_id')}::int8[], ${column('position')}::int8[], ${column('at').map((at) => at.toISOString())}::timestamptz[],
        ${column('user_id')}::int8[], ${column('user_name')}::text[], ${column('entity')}::text[], ${column('entity_id')}::int8[],
        ${column('action')}::text[], ${json('old_value')}::jsonb[], ${json('new_value')}::jsonb[], ${column('previous_hash')}::text[],
        ${column('hash')}::text[])`.execute(db);
  }
  await db.insertInto('audit_heads').values({ facility_id: facilityId, position: count, hash: previousHash }).execute();
}

/** Runs `work` and samples the resident memory meanwhile: its time, and the peak's growth over the start. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { result, seconds, growthMb: (peak - baseline) / MB };
}

async function main() {
  const report = benchReport(`audit-verify-${ENGINE.toLowerCase()}`, `Audit trail verification, ${ENGINE}`);
  const { handle, facilityIds, userId } = await emptyPlatform();
  const { db } = handle;
  const counts = SHARES.map((share) => Math.round(ROWS * share));
  const loadStarted = performance.now();
  for (const [i, facilityId] of facilityIds.entries()) await fillTrail(db, facilityId, userId, counts[i]!);
  // A table in use as autovacuum keeps it: statistics, hint bits set, the visibility map.
  await sql`vacuum analyze audit_trail`.execute(db);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const size = await sql<{ size: string }>`select pg_size_pretty(pg_total_relation_size('audit_trail')) as size`.execute(db);

  report.log(
    `Audit trail verification on ${ENGINE}: ${ROWS.toLocaleString('en')} rows over ${facilityIds.length} facilities ` +
      `(${counts.map((c) => c.toLocaleString('en')).join(' / ')}), ${size.rows[0]!.size} with its indexes, made and written in ${loadSeconds.toFixed(1)} s`,
  );
  const tenth = await measured(() => verifyAuditChain(db, facilityIds[1]));
  report.log(
    `one facility (${counts[1]!.toLocaleString('en')} rows): ${tenth.seconds.toFixed(2)} s, resident memory +${tenth.growthMb.toFixed(1)} MB at its peak`,
  );
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const whole = await measured(() => verifyAuditChain(db));
    if (!whole.result.intact || whole.result.rows !== ROWS)
      throw new Error(`verification failed: ${JSON.stringify(whole.result)}`);
    runs.push(whole);
    report.log(
      `every facility, run ${run}: ${whole.seconds.toFixed(2)} s (${Math.round(ROWS / whole.seconds).toLocaleString('en')} rows/s), ` +
        `resident memory +${whole.growthMb.toFixed(1)} MB at its peak`,
    );
  }
  const median = [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)]!;
  if (ENGINE === 'PostgreSQL') {
    const held = heldHeapRun();
    report.log(
      `every facility, in a process whose JavaScript heap is held to ${HELD_HEAP_MB} MB: ${held.seconds.toFixed(2)} s, ` +
        `resident memory +${held.growthMb.toFixed(1)} MB at its peak`,
    );
    report.goal('the whole trail verified, median run', median.seconds, { atMost: 5, unit: 's' });
  }
  await handle.close();
  report.finish();
}

/**
 * The whole trail verified again in a process of its own whose heap V8 may not grow past
 * HELD_HEAP_MB: it would fail if the walk held more. (By default V8 lets the garbage of a long walk
 * pile up to a hundred MB or more before it collects, which the runs above show.)
 */
function heldHeapRun(): { seconds: number; growthMb: number } {
  const child = spawnSync(
    process.execPath,
    [`--max-old-space-size=${HELD_HEAP_MB}`, '--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, BENCH_AUDIT_HELD_HEAP: '1' },
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) throw new Error(`the run with a held heap failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { seconds: number; growthMb: number };
}

/** The held-heap run's side: verifies the database the bench made and prints its figures. */
async function verifyOnly() {
  const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
  const whole = await measured(() => verifyAuditChain(handle.db));
  await handle.close();
  if (!whole.result.intact) throw new Error(`verification failed: ${JSON.stringify(whole.result)}`);
  console.log(JSON.stringify({ seconds: whole.seconds, growthMb: whole.growthMb }));
}

await (process.env.BENCH_AUDIT_HELD_HEAP ? verifyOnly() : main());
