import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Job documents as ASCII JSON text. A month of an enterprise is megabytes of JSON, and one
 * non-ASCII character in it (a facility named 'Werk München', an en dash in an order's title)
 * made every step in the server several times slower: the driver decodes the text as UTF-16
 * instead of Latin-1 and the reply encodes it back to UTF-8 character by character (10 ms and
 * 8 ms for a month, against 3 ms and 2 ms for ASCII). JSON may write any character as a \u
 * escape, and a JSON parser reads the same string either way, so the documents escape every
 * non-ASCII character (characters beyond the BMP as a surrogate pair, as JSON requires).
 *
 * `json_ascii` escapes a JSON text; the stored job fields are regenerated through it.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`create function json_ascii(document text) returns text language sql immutable strict parallel safe as $$
      select case when document !~ '[^\\x01-\\x7f]' then document else (
        select string_agg(case
            when ascii(c) < 128 then c
            when ascii(c) < 65536 then '\\u' || lpad(to_hex(ascii(c)), 4, '0')
            else '\\u' || to_hex(55232 + (ascii(c) >> 10)) || '\\u' || to_hex(56320 + (ascii(c) & 1023))
          end, '' order by n)
        from regexp_split_to_table(document, '') with ordinality as x(c, n)) end
    $$`.execute(db);
  await sql`alter table jobs drop column document_fields`.execute(db);
  await sql`alter table jobs add column document_fields text not null generated always as (json_ascii(job_document_fields(
      id, job_name, job_type, job_source, job_creation_type, job_status, from_date, to_date, estimated_time, actual_time,
      material_unit, material_quantity_used, equipment_type, job_notes, build_plate_utilization, itar, active, updated_at))) stored`.execute(
    db,
  );
}
