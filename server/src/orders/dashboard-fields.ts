import type { DeliveryMethod } from 'shared/contracts';

/** A row of an order list as the dashboard columns' query reads it (queries.ts `dashboardColumns`). */
interface DashboardRow {
  customer_name: string;
  creator_name: string | null;
  creator_email: string | null;
  customer_phone: string | null;
  facility_name: string | null;
  file_names: string[];
  part_numbers: string[];
  processes: string[];
  materials: string[];
  machines: string[];
  primary_use_cases: string[];
  industry_focus: string[];
  itar: boolean;
  nda_required: boolean;
  delivery_method: DeliveryMethod;
  third_party_order_id: string | null;
  currency: string;
  bid_count: number;
  best_quote_minor: string | null;
}

/** The dashboard columns' fields of a list row, as both order lists answer them. */
export const dashboardFields = (row: DashboardRow) => ({
  customerName: row.customer_name,
  creatorName: row.creator_name,
  creatorEmail: row.creator_email,
  customerPhone: row.customer_phone,
  facilityName: row.facility_name,
  fileNames: row.file_names,
  partNumbers: row.part_numbers,
  processes: row.processes,
  materials: row.materials,
  machines: row.machines,
  primaryUseCases: row.primary_use_cases,
  industryFocus: row.industry_focus,
  itar: row.itar,
  ndaRequired: row.nda_required,
  deliveryMethod: row.delivery_method,
  thirdPartyOrderId: row.third_party_order_id,
  currency: row.currency,
  bidCount: row.bid_count,
  bestQuoteMinor: row.best_quote_minor === null ? null : Number(row.best_quote_minor),
});
