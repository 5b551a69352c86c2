/** How the quality lists order their rows. */
import { sql, type RawBuilder } from 'kysely';

/**
 * By the column asked, then by id the same way round, so that rows alike in the column keep one
 * order from page to page and one direction is exactly the other reversed. Empty values come
 * last when ascending and first when descending, as PostgreSQL sorts them.
 */
export const listOrder = (column: RawBuilder<unknown>, id: string, direction: 'asc' | 'desc' = 'desc') => {
  const way = sql.raw(direction);
  return sql`${column} ${way}, ${sql.ref(id)} ${way}`;
};

/** A coded column's place among `values` (a status by its place in the record's life), to sort by. */
export const rankIn = (values: readonly string[], column: string): RawBuilder<unknown> =>
  sql`array_position(array[${sql.join(values.map((value) => sql.lit(value)))}]::text[], ${sql.ref(column)})`;
