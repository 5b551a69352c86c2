import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A job's own fields of its document (spec 3) as JSON text, kept with the row. A month of an
 * enterprise is thousands of jobs: building ~20 fields per job per read cost most of the
 * search's time (PostgreSQL spends microseconds per field on type lookups and copies), where
 * the fields change only when the row does. Reads add the parts other tables hold (machine,
 * materials, orders) around this text.
 *
 * The text is the fields without braces, so a read can write `{fields,"equipmentDTO":…}`. It
 * is a stored generated column, so no write can forget it. The function is declared immutable
 * for that: row_to_json and these casts are stable only because some types' text depends on
 * settings, and none used here does (timestamps are turned into epoch milliseconds first).
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`create function job_document_fields(
      id bigint, job_name text, job_type text, job_source text, job_creation_type text, job_status text,
      from_date timestamptz, to_date timestamptz, estimated_time numeric, actual_time numeric, material_unit text,
      material_quantity_used numeric, equipment_type text, job_notes text, build_plate_utilization numeric,
      itar boolean, active boolean, updated_at timestamptz)
    returns text language sql immutable parallel safe as $$
      select substr(t, 2, length(t) - 2) from (select row_to_json(f)::text as t from (select
        id as "id", job_name as "jobName", job_type as "jobType", job_source as "jobSource",
        job_creation_type as "jobCreationType", job_status as "jobStatus",
        floor(extract(epoch from from_date) * 1000)::int8 as "fromDate", floor(extract(epoch from to_date) * 1000)::int8 as "toDate",
        estimated_time as "estimatedTime", actual_time as "actualTime", material_unit as "materialUnit",
        material_quantity_used as "materialQuantityUsed", equipment_type as "equipmentType", job_notes as "jobNotes",
        build_plate_utilization as "buildPlateUtilization", itar as "itar", active as "active",
        floor(extract(epoch from updated_at) * 1000)::int8 as "updatedAt") f) d
    $$`.execute(db);
  await sql`alter table jobs add column document_fields text not null generated always as (job_document_fields(
      id, job_name, job_type, job_source, job_creation_type, job_status, from_date, to_date, estimated_time, actual_time,
      material_unit, material_quantity_used, equipment_type, job_notes, build_plate_utilization, itar, active, updated_at)) stored`.execute(
    db,
  );
}
