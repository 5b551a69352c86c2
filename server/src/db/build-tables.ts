import type { LeftOutCode, PartRotation } from 'shared/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the build tables: a facility's builds and the parts planned into each. */

type CreatedAt = ColumnType<Date, Date | undefined, never>;

interface BuildsTable {
  id: Generated<number>;
  facility_id: number;
  name: string;
  /** The machine model: the build volume it is packed into, chosen before or with the machine. */
  machine_id: number;
  equipment_id: number | null;
  spacing_mm: Generated<number>;
  /** The latest packing (a PACK3D file operation): its progress, and once done its placements. */
  packing_operation_id: number | null;
  /** The packing's answer as the planner left it after moving pieces by hand; none while it is as packed. */
  packing_override: Record<string, unknown> | null;
  job_id: number | null;
  /** The group nesting that proposed the build, until the planner accepts it. */
  group_nesting_id: number | null;
  on_machine_at: Date | null;
  on_machine_by: number | null;
  unpacked_at: Date | null;
  unpacked_by: number | null;
  created_by: number;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

interface GroupNestingsTable {
  id: Generated<number>;
  facility_id: number;
  spacing_mm: number;
  /** The parts no chosen machine could take, with the reason. */
  left_out: ColumnType<LeftOutPart[], string, string>;
  created_by: number;
  created_at: CreatedAt;
}

export interface LeftOutPart {
  rfqFileId: number;
  fileName: string;
  quantity: number;
  code: LeftOutCode;
  /** In English, for API clients: the page words the code. */
  reason: string;
}

interface BuildPartsTable {
  build_id: number;
  rfq_file_id: number;
  quantity: number;
  rotation: Generated<PartRotation>;
}

export interface BuildTables {
  builds: BuildsTable;
  build_parts: BuildPartsTable;
  group_nestings: GroupNestingsTable;
}
