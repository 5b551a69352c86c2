/**
 * A layer of a run the platform already has open, in one statement. Layers are by far the most
 * frequent event (one every few seconds from every machine printing), so the round trips they
 * cost the database are most of what a plant's load costs: here one, where the general way
 * (record.ts) takes seven. It does what the general way does for such a layer: stores the event
 * once, marks the machine heard from, moves the run's progress and tells the live pages. Anything
 * else (no open run, the latest run ended) stores nothing here and goes the general way.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { MachineEvent } from './events.js';
import type { MachineSource } from './record.js';

type LayerEvent = Extract<MachineEvent, { type: 'JOB_LAYER' }>;

export async function recordLayerOfOpenRun(
  db: Db,
  source: MachineSource,
  event: LayerEvent,
): Promise<'stored' | 'duplicate' | 'no open run'> {
  const { equipmentId, facilityId } = source;
  const { rows } = await sql<{ open: number; stored: number }>`
    with latest as (select id, job_id, ended_at from machine_runs
        where equipment_id = ${equipmentId} and job_name = ${event.jobName} order by id desc limit 1 for update),
      open_run as (select id, job_id from latest where ended_at is null),
      stored as (insert into machine_events (facility_id, equipment_id, source_id, type, occurred_at, payload)
        select ${facilityId}, ${equipmentId}, ${event.sourceId}, ${event.type}, ${new Date(event.occurredAt)},
          ${JSON.stringify(event)}::jsonb from open_run
        on conflict (equipment_id, source_id) do nothing returning id),
      heard as (insert into machine_status (equipment_id, connected, last_contact_at) select ${equipmentId}, true, now() from stored
        on conflict (equipment_id) do update set connected = true, last_contact_at = excluded.last_contact_at),
      progress as (update machine_runs r set layer = greatest(coalesce(r.layer, 0), ${event.layer}), total_layers = ${event.totalLayers}
        from open_run o where r.id = o.id and exists (select 1 from stored)),
      told as (insert into event_outbox (topic, company_ids, payload)
        select 'machine.changed', array[${facilityId}]::bigint[],
          jsonb_build_object('equipmentId', ${equipmentId}::bigint, 'type', ${event.type}::text, 'jobId', o.job_id)
        from open_run o where exists (select 1 from stored))
    select (select count(*) from open_run)::int as open, (select count(*) from stored)::int as stored`.execute(db);
  const [{ open, stored }] = rows as [{ open: number; stored: number }];
  if (open === 0) return 'no open run';
  return stored === 0 ? 'duplicate' : 'stored';
}
