import type { BatchEventKind, BatchState, LotStatus, MaterialUnit, PowderState, SupplierApproval } from 'shared/contracts';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the material tables (suppliers, lots, batches and their events). */

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A numeric column: read as the decimal text PostgreSQL gives, written as text or a number. */
type Numeric = ColumnType<string, string | number, string | number>;
/**
 * A calendar date, 'YYYY-MM-DD'. Select it as text (`dateText`): the pg driver would read it as
 * midnight in the server's time zone.
 */
type DateOnly = string;

interface MaterialSupplierContact {
  name: string;
  email?: string;
  phone?: string;
}

interface MaterialSuppliersTable {
  id: Id;
  facility_id: number;
  name: string;
  contacts: ColumnType<MaterialSupplierContact[], string | undefined, string>;
  address: Generated<string>;
  approval: SupplierApproval;
  approval_date: DateOnly;
  notes: Generated<string>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

interface MaterialLotsTable {
  id: Id;
  facility_id: number;
  material_id: number;
  supplier_id: number;
  supplier_lot_number: string;
  quantity: Numeric;
  unit: MaterialUnit;
  mass_mg: number;
  remaining_mg: number;
  received_on: DateOnly;
  expires_on: DateOnly | null;
  location: Generated<string>;
  certificate_file_id: number | null;
  status: Generated<LotStatus>;
  status_reason: Generated<string>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

interface MaterialBatchesTable {
  id: Id;
  facility_id: number;
  material_id: number;
  state: Generated<BatchState>;
  powder_state: PowderState;
  mass_mg: number;
  created_mg: number;
  location: Generated<string>;
  equipment_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A batch's mass split by one key (a supplier lot, a count of cycles): as made, and as it is now. */
interface Share {
  created_mg: number;
  remaining_mg: number;
}

interface MaterialEventsTable {
  id: Id;
  facility_id: number;
  kind: BatchEventKind;
  equipment_id: number | null;
  job_id: number | null;
  loss_mg: Generated<number>;
  unaccounted_mg: Generated<number>;
  note: Generated<string>;
  recorded_by: number | null;
  recorded_at: Generated<Date>;
}

export interface MaterialTables {
  material_suppliers: MaterialSuppliersTable;
  material_supplier_materials: { supplier_id: number; material_id: number };
  material_supplier_evidence: { supplier_id: number; file_id: number; position: number };
  material_lots: MaterialLotsTable;
  material_batches: MaterialBatchesTable;
  material_batch_lots: Share & { batch_id: number; lot_id: number };
  material_batch_cycles: Share & { batch_id: number; cycles: number };
  material_events: MaterialEventsTable;
  material_event_inputs: { event_id: number; position: number; batch_id: number | null; lot_id: number | null; mass_mg: number };
  material_event_outputs: { event_id: number; batch_id: number; mass_mg: number };
  material_job_batches: { job_id: number; batch_id: number; mass_mg: number };
  material_rules: {
    facility_id: number;
    material_id: number;
    min_virgin_percent: Numeric | null;
    max_cycles: number | null;
    sieve_required: Generated<boolean>;
    reorder_point_mg: number | null;
  };
  material_start_overrides: {
    id: Id;
    job_id: number;
    batch_id: number;
    broken_rules: ColumnType<string[], string, string>;
    reason: string;
    created_by: number;
    created_at: CreatedAt;
  };
  material_settings: { facility_id: number; mass_tolerance_percent: Numeric };
  material_stock_alerts: { facility_id: number; material_id: number; below: boolean; changed_at: Generated<Date> };
}
