import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A data sheet per part material (issue 14, item 5), what material search filters and compares:
 * its maker, colour, tensile strength (MPa), elongation at break (%), heat deflection temperature
 * at 0.45 MPa (°C; none for elastomers and metals) and density (g/cm³), and the certifications it
 * holds. Indexes serve the range filters on the properties a search most often bounds.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table material_data_sheets (
      material_id bigint primary key references materials(id),
      maker text not null check (length(maker) between 1 and 100),
      colour text not null check (length(colour) between 1 and 60),
      tensile_strength_mpa double precision not null check (tensile_strength_mpa > 0),
      elongation_percent double precision not null check (elongation_percent >= 0),
      heat_deflection_c double precision check (heat_deflection_c > -273.15),
      density_g_cm3 double precision not null check (density_g_cm3 > 0),
      certifications text[] not null default '{}')`,
    `create index material_data_sheets_tensile_idx on material_data_sheets (tensile_strength_mpa)`,
    `create index material_data_sheets_heat_idx on material_data_sheets (heat_deflection_c)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
