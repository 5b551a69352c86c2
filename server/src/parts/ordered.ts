/**
 * What a part was last ordered as, kept on the part when an order is submitted: its process,
 * material and part number, when, and the search text they make with its name. The inventory lists, filters and searches by them without
 * reading any order.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export async function recordPartsOrdered(trx: Db, orderId: number, at: Date): Promise<void> {
  await sql`
    update parts p set
      last_process_id = x.am_process_id,
      last_material_id = x.material_id,
      part_number = coalesce(nullif(trim(x.part_number), ''), p.part_number),
      last_ordered_at = ${at},
      updated_at = ${at},
      search_text = lower(concat_ws(' ', p.name, coalesce(nullif(trim(x.part_number), ''), p.part_number),
        (select name from materials where id = x.material_id),
        (select display_name || ' ' || code from am_processes where id = x.am_process_id)))
    from (
      select distinct on (f.part_id) f.part_id, rf.am_process_id, rf.part_number,
        (select min(m.material_id) from rfq_file_materials m where m.rfq_file_id = rf.id) as material_id
      from rfq_files rf join files f on f.id = rf.file_id
      where rf.rfq_id = ${orderId} and f.part_id is not null
      order by f.part_id, rf.id desc
    ) x
    where p.id = x.part_id`.execute(trx);
}
