/**
 * What the live machine page reads: every connected machine's state now (offline when it has
 * not been heard from for 45 seconds, since when), its current run with the layer, the time left
 * and the job it is, an active alarm, and the adapter's health; and a machine's events, newest
 * first, or from an id on, in order, for a reader that replays them.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';

/** A machine unheard for this long shows offline: with the contact written every 10 s, within a minute. */
const OFFLINE_AFTER_MS = 45_000;

interface Alarm {
  code: string;
  severity: string;
  message: string;
  since: string;
}

export async function liveMachines(db: Db, facilityId: number, now = Date.now()) {
  const rows = await db
    .selectFrom('machine_connections as c')
    .innerJoin('equipment as e', 'e.id', 'c.equipment_id')
    .leftJoin('machine_status as s', 's.equipment_id', 'c.equipment_id')
    .leftJoin('machine_runs as r', 'r.id', 's.run_id')
    .leftJoin('jobs as j', (join) => join.onRef('j.id', '=', 'r.job_id').on('j.active', '=', true))
    .select([
      'c.equipment_id',
      'e.display_name',
      'c.protocol',
      'c.enabled',
      's.state',
      's.alarm',
      's.connected',
      's.last_contact_at',
      's.error',
      's.error_at',
      's.feedstock_error',
      'r.id as run_id',
      'r.job_name',
      'r.status as run_status',
      'r.started_at',
      'r.ended_at',
      'r.layer',
      'r.total_layers',
      'r.error as run_error',
      'j.id as job_id',
      'j.job_status',
      'j.job_creation_type',
      'j.to_date',
    ])
    .where('c.facility_id', '=', facilityId)
    .orderBy('e.display_name')
    .orderBy('c.equipment_id')
    .execute();
  return rows.map((row) => {
    const heard = row.last_contact_at?.getTime();
    const offline = heard === undefined || now - heard > OFFLINE_AFTER_MS;
    return {
      equipment: { id: row.equipment_id, name: row.display_name },
      protocol: row.protocol,
      enabled: row.enabled,
      state: offline ? 'OFFLINE' : (row.state ?? 'IDLE'),
      lastContactAt: heard ?? null,
      silentMs: heard === undefined ? null : now - heard,
      connected: row.connected ?? false,
      error: row.error ?? null,
      errorAt: row.error_at?.getTime() ?? null,
      feedstockError: row.feedstock_error ?? null,
      alarm: (row.alarm as Alarm | null) ?? null,
      run:
        row.run_id === null
          ? null
          : {
              jobName: row.job_name!,
              status: row.run_status!,
              startedAt: row.started_at?.getTime() ?? null,
              endedAt: row.ended_at?.getTime() ?? null,
              layer: row.layer,
              totalLayers: row.total_layers,
              remainingMs: remaining(row, now),
              error: row.run_error,
              job: row.job_id === null ? null : { id: row.job_id, status: row.job_status!, creationType: row.job_creation_type! },
            },
    };
  });
}

/** How long the run should still take: at the pace of its layers so far, or to the job's planned end; null once ended. */
function remaining(
  run: {
    started_at: Date | null;
    ended_at: Date | null;
    layer: number | null;
    total_layers: number | null;
    to_date: Date | null;
  },
  now: number,
): number | null {
  if (run.ended_at) return null;
  let end = run.to_date?.getTime();
  if (run.started_at && run.layer && run.total_layers) {
    const elapsed = now - run.started_at.getTime();
    end = Math.round(run.started_at.getTime() + (elapsed * run.total_layers) / run.layer);
  }
  return end === undefined ? null : Math.max(0, end - now);
}

/** A machine's events: the newest `limit`, or the `limit` after the id `after` in order. */
export async function machineEvents(db: Db, facilityId: number, equipmentId: number, page: { after?: number; limit: number }) {
  const machine = await db
    .selectFrom('equipment')
    .select('id')
    .where('id', '=', equipmentId)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!machine) throw notFound(`Machine ${equipmentId} not found`);
  const rows = await db
    .selectFrom('machine_events')
    .select(['id', 'type', 'source_id', 'occurred_at', 'received_at', sql<Record<string, unknown>>`payload`.as('payload')])
    .where('equipment_id', '=', equipmentId)
    .$if(page.after !== undefined, (query) => query.where('id', '>', page.after!).orderBy('id'))
    .$if(page.after === undefined, (query) => query.orderBy('id', 'desc'))
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    sourceId: row.source_id,
    occurredAt: row.occurred_at.getTime(),
    receivedAt: row.received_at.getTime(),
    event: row.payload,
  }));
}
