import type {
  BidLineKind,
  DeliveryMethod,
  Distribution,
  JobCreationType,
  JobSource,
  JobStatus,
  JobType,
  LengthUnit,
  CapaStatus,
  CapaType,
  Disposition,
  EffectivenessResult,
  MatchStatus,
  MaterialUnit,
  NcrFoundAt,
  NcrKind,
  NcrSeverity,
  NcrStatus,
  ProcessNcrCause,
  RootCauseMethod,
  RfqStatus,
  TagKind,
  TransitionActor,
} from 'shared/contracts';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { MaterialTables } from './material-tables.js';
import type { BuildTables } from './build-tables.js';

/** Kysely's view of the tables the migrations create. */

type Id = Generated<number>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

interface EnterprisesTable {
  id: Id;
  name: string;
}

export interface CompaniesTable {
  id: Id;
  kind: 'SERVICE_PROVIDER' | 'ENGINEER';
  company_name: string;
  enterprise_id: number | null;
  storefront_provider_id: number | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address_line: string | null;
  city: string | null;
  country_code: string | null;
  currency: Generated<string>;
  about: string | null;
  created_at: CreatedAt;
}

/** A part material's data sheet (the maker's published values); see the migration for the units. */
interface MaterialDataSheetsTable {
  material_id: number;
  maker: string;
  colour: string;
  tensile_strength_mpa: number;
  elongation_percent: number;
  heat_deflection_c: number | null;
  density_g_cm3: number;
  certifications: ColumnType<string[], string[] | undefined, string[]>;
}

/** A standard a company is certified to, with the certificate's reference and end (a 'YYYY-MM-DD' day). */
/** A company's logo (PNG or JPEG, at most 512 KiB). */
interface CompanyLogosTable {
  company_id: number;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  updated_at: Generated<Date>;
}

interface CompanyCertificationsTable {
  id: Id;
  company_id: number;
  name: string;
  reference: string | null;
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

interface VendorRelationsTable {
  facility_id: number;
  vendor_id: number;
  relation: 'INTERNAL' | 'PRIVATE' | 'BLACK_LISTED' | 'MATCHED';
}

interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email_verified: Generated<boolean>;
  default_role: 'ROLE_SERVICE_PROVIDER' | 'ROLE_ENGINEER';
  dashboard: Generated<'STORE_FRONT' | 'ENGINEER' | 'SERVICE_PROVIDER'>;
  date_format: Generated<string>;
  /** The language they read (a LanguageKey): what is mailed to them is in it. */
  language: Generated<string>;
  switch_account_enabled: Generated<boolean>;
  b2c_dashboard: Generated<boolean>;
  service_provider_id: number | null;
  engineer_company_id: number | null;
  /** International, as the kit's phone field gives it. */
  phone: string | null;
  /** A deactivated person signs in no more; their work stays theirs. */
  deactivated_at: Date | null;
  deactivated_by: number | null;
  created_at: CreatedAt;
}

interface UserRolesTable {
  user_id: number;
  role_name: string;
}

interface UserPermissionsTable {
  user_id: number;
  permission: string;
}

interface SessionsTable {
  id: string;
  user_id: number;
  dashboard_role: 'ROLE_SERVICE_PROVIDER' | 'ROLE_ENGINEER';
  current_facility_id: number | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

interface RefreshTokensTable {
  id: Id;
  session_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

interface ApiKeysTable {
  user_id: number;
  key_hash: string;
  key_ciphertext: string;
  created_at: CreatedAt;
}

/** A named API key of a person: only its hash is kept. */
interface UserApiKeysTable {
  id: Id;
  user_id: number;
  name: string;
  key_hash: string;
  /** The key's first characters, to tell keys apart in the list. */
  key_prefix: string;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

interface EmailTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CHANGE_EMAIL';
  /** The address a CHANGE_EMAIL link confirms. */
  new_email: string | null;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * A person invited into a company: a customer's person by a facility (facility_id), or a colleague
 * by a team editor (facility_id null); only the link's hash is kept. The account gets `roles` and
 * `permissions`.
 */
interface InvitationsTable {
  id: Id;
  company_id: number;
  facility_id: number | null;
  invited_by: number | null;
  roles: ColumnType<string[], string[], string[]>;
  permissions: ColumnType<string[], string[], string[]>;
  email: string;
  first_name: string;
  last_name: string;
  token_hash: string;
  expires_at: Date;
  accepted_at: Date | null;
  /** When the company let the person in: a facility's invitation waits for one of its team editors. */
  approved_at: Date | null;
  approved_by: number | null;
  refused_at: Date | null;
  refused_by: number | null;
  created_at: CreatedAt;
}

interface LoginFailuresTable {
  key: string;
  window_start: Date;
  failures: number;
}

export interface AccountRequestsTable {
  id: Id;
  kind: 'REGISTRATION' | 'PASSWORD_RESET';
  email: string;
  client_address: string;
  payload: unknown;
  created_at: CreatedAt;
  claimed_until: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  handled_at: Date | null;
  mailed: Generated<boolean>;
}

/** A document that goes with a mail, by reference: made when the mail is sent (e.g. { kind: 'INVOICE', id: orderId }). */
export interface MailAttachment {
  kind: string;
  id: number;
  language?: string;
}

interface EmailsTable {
  id: Id;
  to_address: string;
  subject: string;
  text_body: string;
  /** Documents made when the mail is sent (migration 0020-email-attachments). */
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  status: 'PENDING' | 'SENT' | 'FAILED' | 'CAPTURED';
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** The sender's name and reply-to as the facility set them when the mail was queued (migration 0036-email-templates). */
  from_name: Generated<string | null>;
  reply_to: Generated<string | null>;
}

/** A facility's own wording of an email in one language. */
interface EmailTemplatesTable {
  facility_id: number;
  template: string;
  language: string;
  subject: string;
  body: string;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

interface ConfigRecordsTable {
  id: Id;
  facility_id: number;
  config_type: string;
  element_type: 'SERVICE_PROVIDER' | 'DOMAIN';
  element_id: string;
  config_value: string;
  active: Generated<boolean>;
  updated_at: Generated<Date>;
}

interface DomainsTable {
  domain: string;
  facility_id: number;
  sso_config: string | null;
}

interface UserPreferencesTable {
  user_id: number;
  preference_type: string;
  preference: string;
}

interface AppsTable {
  id: Id;
  facility_id: number;
  name: string;
  enabled: Generated<boolean>;
  logo: Generated<string>;
  app_url: string;
  app_type: Generated<string>;
  internal_app: Generated<boolean>;
  sort_order: Generated<number>;
}

interface AmProcessesTable {
  id: Id;
  code: string;
  display_name: string;
}

interface NamedTable {
  id: Id;
  name: string;
}

interface MachinesTable {
  id: Id;
  model_name: string;
  am_process_id: number;
  manufacturer_id: number;
  kind: 'THREED_PRINTER' | 'POST_PROCESSING_MACHINE';
  /** The build volume (mm), all three or none: a post-processing machine has none. */
  build_x_mm: number | null;
  build_y_mm: number | null;
  build_z_mm: number | null;
}

interface MaterialsTable {
  id: Id;
  name: string;
  material_type_id: number;
}

interface EquipmentTable {
  id: Id;
  facility_id: number;
  display_name: string;
  machine_id: number;
  currently_used_material_id: number | null;
  image_url: string | null;
  /** Kept clear of parts at every wall of the build volume when packing (mm). */
  packing_margin_mm: Generated<number>;
  /** What a packed build's print time is estimated from: its layers (height ÷ layer_mm) times layer_seconds, and its parts' volume. */
  layer_mm: Generated<number>;
  layer_seconds: Generated<number>;
  seconds_per_cm3: Generated<number>;
  /** How much faster than the job's own machine it prints (2: in half the time); the auto-scheduler's durations. */
  speed_factor: ColumnType<string, number | undefined, number>;
  /** Runs through the night; when false, each of its jobs runs inside working hours. */
  plan_unattended: Generated<boolean>;
  created_at: CreatedAt;
}

type MaterialRole = 'PRIMARY' | 'SUPPORT' | 'DETAILING_AGENT' | 'FUSING_AGENT';

interface PriorityLabelsTable {
  id: Id;
  facility_id: number;
  label: string;
  color: string;
  /** How much a late hour of a job with this label weighs in the auto-scheduler (1 to 100). */
  plan_weight: Generated<number>;
  create_date: CreatedAt;
}

/** A facility's tag, offered for the kinds of things it names. */
interface TagsTable {
  id: Id;
  facility_id: number;
  name: string;
  color: string;
  kinds: TagKind[];
  created_at: CreatedAt;
}

interface DeliveryAddressesTable {
  id: Id;
  company_id: number;
  label: string;
  recipient: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postal_code: string | null;
  country_code: string;
  phone: string | null;
  is_default: Generated<boolean>;
  /** Set when the company removed it; orders shipped to it still read it. */
  removed_at: Date | null;
}

interface RfqsTable {
  id: Id;
  kind: Generated<'ORDER' | 'QUOTE_REQUEST'>;
  customer_id: number;
  /** The facility whose bid the customer accepted (its match is BID_APPROVED or later); kept by the transitions. */
  awarded_facility_id: number | null;
  created_by: number | null;
  display_title: string;
  status: RfqStatus;
  /** The customer's target delivery date. */
  estimated_delivery_date: Date | null;
  quote_due_date: Date | null;
  delivery_method: Generated<DeliveryMethod>;
  delivery_address_id: number | null;
  itar: Generated<boolean>;
  nda_required: Generated<boolean>;
  nda_file_id: number | null;
  distribution: Generated<Distribution>;
  third_party_order_id: string | null;
  currency: Generated<string>;
  notes: Generated<string>;
  unmatched_reason: string | null;
  submitted_at: Date | null;
  /** The state an order on hold or archived returns to. */
  resume_status: RfqStatus | null;
  /** The catalogue item the order was made from (it skipped quoting); null for the others. */
  catalog_item_id: Generated<number | null>;
  /** The version of the store front's terms and conditions the customer accepted on submitting, and when. */
  terms_version: Generated<number | null>;
  terms_accepted_at: Generated<Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

interface RfqFilesTable {
  id: Id;
  rfq_id: number;
  /** The verified part file (files); null on orders from before part files were stored. */
  file_id: number | null;
  original_file_name: string;
  preview_url: string | null;
  quantity: number;
  am_process_id: number | null;
  itar: Generated<boolean>;
  units: Generated<LengthUnit>;
  part_number: string | null;
  primary_use_case: string | null;
  industry_focus: string | null;
  finish: string | null;
  notes: Generated<string>;
  /** What became of the ordered pieces (migration 0019-fulfilment; the database keeps them in bounds). */
  passed_quantity: Generated<number>;
  scrapped_quantity: Generated<number>;
  /** Pieces on live printing jobs, kept by the database as jobs change: never written by the app. */
  pieces_on_jobs: ColumnType<number, never, never>;
  shipped_quantity: Generated<number>;
  delivered_quantity: Generated<number>;
  /** Pieces failed and marked for an NCR: neither passed nor scrapped until their NCR settles them. */
  held_quantity: Generated<number>;
}

interface MatchesTable {
  id: Id;
  rfq_id: number;
  facility_id: number;
  status: MatchStatus;
  nda_file_id: number | null;
  decline_reason: string | null;
  assigned_user_id: number | null;
  priority_label_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The state a match on hold or archived returns to. */
  resume_status: MatchStatus | null;
  paid_at: Date | null;
  payment_reference: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

interface InspectionsTable {
  id: Id;
  rfq_file_id: number;
  facility_id: number;
  inspected_by: number | null;
  passed_quantity: number;
  failed_quantity: number;
  /** The failed pieces wait for a non-conformance report; ncr_id names it once one is raised. */
  ncr_requested: Generated<boolean>;
  ncr_id: number | null;
  note: Generated<string>;
  created_at: CreatedAt;
}

interface InspectionPhotosTable {
  inspection_id: number;
  file_id: number;
  position: number;
}

interface ShipmentsTable {
  id: Id;
  rfq_id: number;
  facility_id: number;
  created_by: number | null;
  status: Generated<'SHIPPED' | 'DELIVERED'>;
  carrier: string;
  service: Generated<string>;
  tracking_number: string;
  ship_date: Date;
  delivery_address_id: number | null;
  delivered_at: Date | null;
  delivered_by: number | null;
  created_at: CreatedAt;
}

interface ShipmentLinesTable {
  shipment_id: number;
  rfq_file_id: number;
  quantity: number;
}

interface ShipmentPackagesTable {
  shipment_id: number;
  position: number;
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

interface BidsTable {
  id: Id;
  match_id: number;
  currency: string;
  lead_time_days: number;
  delivery_date: Date;
  valid_until: Date;
  notes: Generated<string>;
  /** Money: integer minor units of `currency` (bigint, read as a string by pg: the queries convert). */
  discount_minor: MinorUnits;
  tax_rate_basis_points: Generated<number>;
  subtotal_minor: MinorUnits;
  tax_minor: MinorUnits;
  total_minor: MinorUnits;
  revision: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

interface BidLinesTable {
  id: Id;
  bid_id: number;
  position: number;
  kind: BidLineKind;
  rfq_file_id: number | null;
  description: Generated<string>;
  quantity: number;
  unit_price_minor: MinorUnits;
  amount_minor: MinorUnits;
}

interface OrderEventsTable {
  id: Id;
  rfq_id: number;
  match_id: number | null;
  from_status: string | null;
  to_status: string;
  actor: TransitionActor;
  actor_user_id: number | null;
  reason: string | null;
  created_at: CreatedAt;
}

interface EventOutboxTable {
  id: Id;
  topic: string;
  rfq_id: number | null;
  match_id: number | null;
  /** The companies whose people may see this (the customer and the facility concerned). */
  company_ids: number[];
  payload: ColumnType<Record<string, unknown>, Record<string, unknown> | undefined, never>;
  created_at: CreatedAt;
  processed_at: Date | null;
  /** When the webhook fan-out turned it into deliveries (migration 0037-webhooks). */
  webhooks_at: Generated<Date | null>;
}

/** A facility's webhook endpoint; secrets are encrypted with APP_SECRET. */
interface WebhookEndpointsTable {
  id: Id;
  facility_id: number;
  url: string;
  description: Generated<string>;
  /** Event types or families ('order.*'). */
  events: string[];
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** One event for one endpoint: the queue entry and its delivery log. */
interface WebhookDeliveriesTable {
  id: Id;
  endpoint_id: number;
  event_id: number | null;
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  message_id: string;
  event_type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_status_code: number | null;
  last_duration_ms: number | null;
  last_response_excerpt: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  delivered_at: Date | null;
}

/** What a facility's store front asks of New Order; terms_version 0: no terms. */
interface RfqConfigsTable {
  facility_id: number;
  required_fields: Generated<string[]>;
  /** Where its customers' orders may go; null: everywhere. */
  distributions: string[] | null;
  quote_due_days: Generated<number>;
  nda_template: Generated<string>;
  terms_text: Generated<string>;
  terms_version: Generated<number>;
  terms_changed_at: Date | null;
  updated_at: Generated<Date>;
}

/** A facility's connection to its accounting tool; tokens sealed with APP_SECRET. */
interface AccountingConnectionsTable {
  facility_id: number;
  status: 'ACTIVE' | 'INACTIVE';
  /** The tool's company the facility connected (Intuit's realmId). */
  realm_id: string | null;
  access_token: string | null;
  refresh_token: string | null;
  access_expires_at: Date | null;
  /** A server renewing the tokens holds this lease, so no other sends the same refresh token. */
  renewing_until: Date | null;
  connected_by: number | null;
  connected_at: Date | null;
  lapsed_at: Date | null;
  lapse_reason: string | null;
  updated_at: Generated<Date>;
}

/** An authorisation in flight: its single-use state's hash and the PKCE verifier (sealed). */
interface AccountingAuthorizationsTable {
  state_hash: string;
  facility_id: number;
  user_id: number;
  code_verifier: string;
  expires_at: Date;
}

/** A domain's SAML identity provider, as its metadata says, and how its people map. */
export interface SamlProvidersTable {
  domain: string;
  facility_id: number;
  metadata_url: string | null;
  metadata_xml: string;
  entity_id: string;
  sso_url: string;
  /** Its signing certificates (base64 DER, as the metadata holds them). */
  certificates: string[];
  /** '': the subject's NameID. */
  email_attribute: Generated<string>;
  first_name_attribute: Generated<string>;
  last_name_attribute: Generated<string>;
  roles_attribute: Generated<string>;
  role_map: Generated<{ value: string; role: string }[]>;
  provisioning: 'JUST_IN_TIME' | 'EXISTING_ONLY';
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** A sign-in sent to an identity provider: its answer must reply to it (InResponseTo), once. */
interface SamlRequestsTable {
  id: string;
  domain: string;
  return_to: string | null;
  created_at: Date;
}

/** An assertion taken, until it expires: the same one is never taken twice. */
interface SamlAssertionsTable {
  id: string;
  expires_at: Date;
}

/** Hands the browser that signed in its session, once (only the ticket's hash kept). */
interface SamlTicketsTable {
  ticket_hash: string;
  user_id: number;
  return_to: string | null;
  expires_at: Date;
}

interface OrderMessagesTable {
  id: Id;
  /** The thread: the match of the facility the customer talks with. */
  match_id: number;
  author_id: number;
  author_company_id: number;
  body: string;
  created_at: CreatedAt;
  /** When the 'message waiting' mail went out to those who had not read it. */
  reminded_at: Date | null;
}

interface FilesTable {
  id: Id;
  company_id: number;
  uploaded_by: number;
  file_name: string;
  extension: string;
  size: number;
  sha256: string;
  itar: Generated<boolean>;
  storage_key: string;
  original_file_id: number | null;
  /** The part (inventory) a part file is a revision of; null for attachments and thumbnails. */
  part_id: number | null;
  revision: number | null;
  created_at: CreatedAt;
}

/** A customer company's project, shared with one facility or none. */
interface ProjectsTable {
  id: Id;
  company_id: number;
  shared_facility_id: number | null;
  name: string;
  description: Generated<string>;
  created_by: number;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export type ProjectTaskState = 'OPEN' | 'IN_PROGRESS' | 'DONE';

interface ProjectTasksTable {
  id: Id;
  project_id: number;
  title: string;
  assignee_id: number | null;
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  state: Generated<ProjectTaskState>;
  created_by: number;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

interface ProjectCommentsTable {
  id: Id;
  project_id: number;
  author_id: number;
  body: string;
  mentioned_user_ids: Generated<number[]>;
  created_at: CreatedAt;
}

/** A company's part: a lineage of part files, and what it was last ordered as. */
/** One change of a facility's settings: who, when, the value before and after. */
interface SettingsAuditTable {
  id: Id;
  facility_id: number;
  user_id: number | null;
  setting: string;
  before: unknown;
  after: unknown;
  changed_at: CreatedAt;
}

/** A part a facility sells from its digital catalogue. */
interface CatalogItemsTable {
  id: Id;
  facility_id: number;
  name: string;
  part_number: string | null;
  description: Generated<string>;
  file_id: number;
  am_process_id: number;
  material_id: number;
  lead_time_days: number;
  currency: string;
  published: Generated<boolean>;
  created_by: number;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

interface CatalogItemPricesTable {
  catalog_item_id: number;
  min_quantity: number;
  unit_price_minor: MinorUnits;
}

interface CatalogItemImagesTable {
  catalog_item_id: number;
  file_id: number;
  position: number;
}

interface CatalogItemCustomersTable {
  catalog_item_id: number;
  company_id: number;
}

export interface PartsTable {
  id: Id;
  company_id: number;
  name: string;
  part_number: string | null;
  last_process_id: number | null;
  last_material_id: number | null;
  last_ordered_at: Date | null;
  /** Name, part number, material and process last ordered, lowercase: what the search reads. */
  search_text: Generated<string>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

interface FileOperationsTable {
  id: Id;
  file_id: number;
  company_id: number;
  requested_by: number;
  operation_type: string;
  /** What the operation was asked to do (a transform's factors, plane, target), as the request gave it. */
  parameters: Record<string, unknown> | null;
  status: Generated<'PENDING' | 'SUCCESS' | 'FAILED'>;
  file_needs_repair: Generated<boolean>;
  response_data: Record<string, unknown> | null;
  result_file_ids: Generated<number[]>;
  created_at: CreatedAt;
  finished_at: Date | null;
  /** When someone asked a running operation to stop (a packing answers with what it has placed). */
  cancel_requested_at: Date | null;
  /** A running packing's last progress: instances placed of all, and the best density so far. */
  progress: { placed: number; total: number; density: number } | null;
}

interface ItarFileReadsTable {
  id: Id;
  file_id: number;
  user_id: number;
  read_at: CreatedAt;
  address: string;
  user_agent: string | null;
}

/** bigint money columns: pg reads int8 as a string (it may exceed 2^53); written as numbers. */
type MinorUnits = ColumnType<string, number, number>;

/** numeric columns come back as strings (exact decimals); the job queries convert them. */
type Decimal = ColumnType<string, number | undefined, number>;

export interface JobsTable {
  id: Id;
  facility_id: number;
  equipment_id: number;
  job_name: string;
  job_type: Generated<JobType>;
  job_source: Generated<JobSource>;
  job_creation_type: Generated<JobCreationType>;
  job_status: Generated<JobStatus>;
  from_date: Date;
  to_date: Date;
  estimated_time: Decimal;
  actual_time: Decimal;
  material_unit: Generated<MaterialUnit>;
  material_quantity_used: Decimal;
  material_id: number | null;
  support_material_id: number | null;
  equipment_type: Generated<'THREED_PRINTER' | 'POST_PROCESSING_MACHINE'>;
  job_notes: Generated<string>;
  build_plate_utilization: ColumnType<string | null, number | null | undefined, number | null>;
  simulation_software_id: number | null;
  priority_label_id: ColumnType<number | null, number | null | undefined, number | null>;
  itar: Generated<boolean>;
  active: Generated<boolean>;
  /** Kept where it is by the auto-scheduler. */
  pinned: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** The job's own fields of its document as JSON text without braces (migration 0008-job-document-fields). */
  document_fields: GeneratedAlways<string>;
  /** The span the job touches, kept by the database for analytics (migration 0061-analytics-machine-days). */
  span_from: ColumnType<Date, never, never>;
  span_to: ColumnType<Date, never, never>;
}

/** A facility's planning settings (migration 0053-auto-scheduler); a facility without a row plans with the defaults. */
interface PlanSettingsTable {
  facility_id: number;
  /** The order of CHANGEOVERS and FINISH after the least weighted tardiness. */
  criteria: Generated<string[]>;
  start_in_working_hours: Generated<boolean>;
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  working_days: Generated<number[]>;
  day_start_minute: Generated<number>;
  day_end_minute: Generated<number>;
  closed_days: ColumnType<string[], string[] | undefined, string[]>;
  time_zone: Generated<string>;
  transfer_minutes: Generated<number>;
}

/** A machine's own working week and closed days, in its facility's time zone. */
interface EquipmentCalendarsTable {
  equipment_id: number;
  working_days: number[];
  day_start_minute: number;
  day_end_minute: number;
  closed_days: ColumnType<string[], string[] | undefined, string[]>;
}

interface CustomerPlanWeightsTable {
  facility_id: number;
  customer_id: number;
  weight: number;
}

interface EquipmentChangeoversTable {
  equipment_id: number;
  from_material_id: number;
  to_material_id: number;
  minutes: number;
}

/** A proposal of the auto-scheduler: `proposal` is a PlanProposal, `basis` the jobs it read as they were. */
interface PlanProposalsTable {
  id: Id;
  facility_id: number;
  created_by: number | null;
  created_at: CreatedAt;
  kind: 'PLAN' | 'REPAIR_STABLE' | 'REPAIR_LATENESS';
  status: Generated<'OPEN' | 'APPLIED' | 'DISCARDED'>;
  proposal: ColumnType<unknown, string, never>;
  basis: ColumnType<unknown, string, never>;
  decided_by: number | null;
  decided_at: Date | null;
}

interface PlanProgressTable {
  facility_id: number;
  started_at: Date;
  tried: number;
  budget: number;
  tardiness: ColumnType<string, number, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A station or a group of machines where a step of a work plan is done (migration 0056-work-plans). */
interface WorkCentersTable {
  id: Id;
  facility_id: number;
  name: string;
  created_at: CreatedAt;
}

type WorkplanStepKind = 'PRINT' | 'WORK' | 'INSPECT';
type TimeBasis = 'PART' | 'BATCH';

/** A facility's work plan for a process, and a material or any material of it. */
interface WorkplanTemplatesTable {
  id: Id;
  facility_id: number;
  name: string;
  am_process_id: number;
  material_id: number | null;
  updated_by: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** What a step of a work plan is, in a template and as copied into a part's plan. */
interface WorkplanStepColumns {
  position: number;
  name: string;
  kind: WorkplanStepKind;
  work_center_id: number | null;
  standard_minutes: Decimal;
  time_basis: TimeBasis;
  /** The step's questions (WorkplanQuestion[]) as JSON. */
  questions: ColumnType<unknown, string, string>;
}

/** A part's own work plan, copied from its template when the order was awarded. */
interface RfqWorkplansTable {
  id: Id;
  rfq_file_id: number;
  facility_id: number;
  template_id: number | null;
  name: string;
  created_at: CreatedAt;
}

type WorkplanLotStatus = 'WAITING' | 'IN_PROGRESS' | 'DONE' | 'MERGED' | 'SCRAPPED';

/** Pieces of a part that move through its plan together; `item_id` is the step they are at. */
interface WorkplanLotsTable {
  id: Id;
  rfq_workplan_id: number;
  number: number;
  item_id: number;
  quantity: number;
  status: WorkplanLotStatus;
  split_from: number | null;
  merged_into: number | null;
  started_at: Date | null;
  started_by: number | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A step a lot finished: how many pieces, when, by whom, the answers given and the NCR they raised. */
interface WorkplanStepRecordsTable {
  id: Id;
  lot_id: number;
  item_id: number;
  quantity: number;
  started_at: Date | null;
  started_by: number | null;
  finished_at: CreatedAt;
  finished_by: number | null;
  answers: ColumnType<unknown, string, string>;
  ncr_id: number | null;
}

/** How a machine reports to the platform (migration 0058-machine-connectivity); `secret` is sealed. */
interface MachineConnectionsTable {
  id: Id;
  facility_id: number;
  equipment_id: number;
  protocol: 'OPCUA' | 'MQTT' | 'WEBHOOK';
  address: Generated<string>;
  mode: Generated<'SUBSCRIBE' | 'POLL'>;
  topic: Generated<string>;
  username: Generated<string>;
  secret: string | null;
  job_id_pattern: Generated<string>;
  enabled: Generated<boolean>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** One event a machine reported, append-only, once per source id. */
interface MachineEventsTable {
  id: Id;
  facility_id: number;
  equipment_id: number;
  source_id: string;
  type: string;
  occurred_at: Date;
  received_at: Generated<Date>;
  payload: ColumnType<unknown, string, never>;
}

/** One build a machine printed, and the platform job it was. */
interface MachineRunsTable {
  id: Id;
  equipment_id: number;
  job_name: string;
  job_id: number | null;
  status: 'RUNNING' | 'PAUSED' | 'FINISHED' | 'ABORTED';
  started_at: Date | null;
  ended_at: Date | null;
  layer: number | null;
  total_layers: number | null;
  error: string | null;
  /** The feedstock the machine reported using during the build, in milligrams; null when it reported none. */
  feedstock_mg: Generated<number | null>;
}

/** A connected machine's state now, for the live page. */
interface MachineStatusTable {
  equipment_id: number;
  state: Generated<'IDLE' | 'PRINTING' | 'PAUSED' | 'ERROR' | 'OFFLINE' | 'MAINTENANCE'>;
  state_at: Date | null;
  run_id: number | null;
  alarm: ColumnType<unknown, string | null, string | null>;
  connected: Generated<boolean>;
  last_contact_at: Date | null;
  error: string | null;
  error_at: Date | null;
  /** Why the platform did not load a batch as the machine reported (the batch used up, another material). */
  feedstock_error: Generated<string | null>;
}

interface JobFilesTable {
  id: Id;
  job_id: number;
  rfq_file_id: number;
  quantity: number;
  completed_quantity: Generated<number>;
}

/** A version of a facility's pricing rules; `rules` is a PricingRules. */
interface PricingRulesTable {
  facility_id: number;
  version: number;
  rules: ColumnType<unknown, string, never>;
  saved_by: number | null;
  saved_at: CreatedAt;
}

/** An append-only row of a facility's audit trail, chained to the row before it by its hash. */
interface AuditTrailTable {
  id: Id;
  facility_id: number;
  position: number;
  at: Date;
  user_id: number | null;
  user_name: string;
  entity: string;
  entity_id: number;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  old_value: unknown;
  new_value: unknown;
  previous_hash: string;
  hash: string;
}

/** A person's electronic signature of a record, bound to the hash of what they signed. */
interface SignaturesTable {
  id: Id;
  facility_id: number;
  user_id: number;
  company_id: number;
  signer_name: string;
  meaning: string;
  record_kind: string;
  record_id: number;
  content_hash: string;
  method: 'PASSWORD' | 'PASSKEY';
  signed_at: CreatedAt;
}

interface PasskeysTable {
  id: Id;
  user_id: number;
  /** The credential's id, base64url. */
  credential_id: string;
  /** The COSE public key the authenticator gave at registration. */
  public_key: Buffer;
  /** The authenticator's signature counter as last seen (0 for those that keep none). */
  sign_count: number;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

interface PasskeyChallengesTable {
  challenge: string;
  user_id: number;
  purpose: 'REGISTER' | 'SIGN';
  expires_at: Date;
}

interface NcrsTable {
  id: Id;
  facility_id: number;
  kind: NcrKind;
  number: string;
  status: Generated<NcrStatus>;
  severity: NcrSeverity;
  defect_code: string;
  title: string;
  description: Generated<string>;
  internal_notes: Generated<string>;
  rfq_id: number | null;
  rfq_file_id: number | null;
  quantity: number | null;
  found_at: NcrFoundAt | null;
  inspection_id: number | null;
  cause: ProcessNcrCause | null;
  job_id: number | null;
  equipment_id: number | null;
  material_id: number | null;
  started_at: Date | null;
  ended_at: Date | null;
  process_ncr_id: number | null;
  assigned_user_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  closed_at: Date | null;
  status_reason: Generated<string>;
}

/** A material review board's decision on an NCR; the customer's approval where it needs one. */
interface NcrDecisionsTable {
  id: Id;
  ncr_id: number;
  decided_by: number;
  note: Generated<string>;
  created_at: CreatedAt;
  approval: 'REQUESTED' | 'APPROVED' | 'REFUSED' | null;
  approval_reason: Generated<string>;
  approved_by: number | null;
  approved_at: Date | null;
  superseded: Generated<boolean>;
}

interface CapasTable {
  id: Id;
  facility_id: number;
  number: string;
  type: CapaType;
  status: Generated<CapaStatus>;
  title: string;
  problem: Generated<string>;
  containment: Generated<string>;
  root_cause_method: RootCauseMethod | null;
  root_cause: unknown;
  owner_user_id: number | null;
  check_due: Date | null;
  check_criterion: Generated<string>;
  check_result: EffectivenessResult | null;
  check_note: Generated<string>;
  check_recorded_at: Date | null;
  defect_code: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  closed_at: Date | null;
  status_reason: Generated<string>;
}

interface CapaActionsTable {
  id: Id;
  capa_id: number;
  description: string;
  owner_user_id: number;
  due_at: Date;
  done_at: Date | null;
  reminded_before_at: Date | null;
  reminded_after_at: Date | null;
}

export interface Database extends MaterialTables, BuildTables {
  enterprises: EnterprisesTable;
  companies: CompaniesTable;
  vendor_relations: VendorRelationsTable;
  company_certifications: CompanyCertificationsTable;
  company_logos: CompanyLogosTable;
  parts: PartsTable;
  part_facilities: { facility_id: number; part_id: number; awarded_at: CreatedAt };
  projects: ProjectsTable;
  catalog_items: CatalogItemsTable;
  settings_audit: SettingsAuditTable;
  catalog_item_prices: CatalogItemPricesTable;
  catalog_item_images: CatalogItemImagesTable;
  catalog_item_customers: CatalogItemCustomersTable;
  project_members: { project_id: number; user_id: number; added_at: CreatedAt };
  project_orders: { project_id: number; rfq_id: number };
  project_files: { project_id: number; file_id: number };
  project_tasks: ProjectTasksTable;
  project_comments: ProjectCommentsTable;
  material_data_sheets: MaterialDataSheetsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_permissions: UserPermissionsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  api_keys: ApiKeysTable;
  user_api_keys: UserApiKeysTable;
  email_tokens: EmailTokensTable;
  invitations: InvitationsTable;
  login_failures: LoginFailuresTable;
  emails: EmailsTable;
  account_requests: AccountRequestsTable;
  config_records: ConfigRecordsTable;
  email_templates: EmailTemplatesTable;
  webhook_endpoints: WebhookEndpointsTable;
  accounting_connections: AccountingConnectionsTable;
  rfq_configs: RfqConfigsTable;
  accounting_authorizations: AccountingAuthorizationsTable;
  saml_providers: SamlProvidersTable;
  saml_requests: SamlRequestsTable;
  saml_assertions: SamlAssertionsTable;
  saml_tickets: SamlTicketsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  domains: DomainsTable;
  user_preferences: UserPreferencesTable;
  apps: AppsTable;
  am_processes: AmProcessesTable;
  manufacturers: NamedTable;
  material_types: NamedTable;
  machines: MachinesTable;
  machine_material_types: { machine_id: number; material_type_id: number };
  materials: MaterialsTable;
  machine_materials: { machine_id: number; material_id: number };
  simulation_software: NamedTable & { vendor: string };
  equipment: EquipmentTable;
  equipment_materials: { equipment_id: number; material_id: number; role: MaterialRole };
  priority_labels: PriorityLabelsTable;
  tags: TagsTable;
  magics_intents: {
    token_hash: string;
    user_id: number;
    facility_id: number;
    tool: 'MAGICS' | 'STREAMICS' | 'DESKTOP';
    itar: boolean;
    expires_at: Date;
    used_at: Date | null;
  };
  match_tags: { match_id: number; tag_id: number };
  part_tags: { part_id: number; tag_id: number };
  job_tags: { job_id: number; tag_id: number };
  delivery_addresses: DeliveryAddressesTable;
  rfqs: RfqsTable;
  rfq_files: RfqFilesTable;
  rfq_file_materials: { rfq_file_id: number; material_id: number };
  rfq_file_machines: { rfq_file_id: number; machine_id: number };
  matches: MatchesTable;
  inspections: InspectionsTable;
  inspection_photos: InspectionPhotosTable;
  shipments: ShipmentsTable;
  shipment_lines: ShipmentLinesTable;
  shipment_packages: ShipmentPackagesTable;
  bids: BidsTable;
  bid_lines: BidLinesTable;
  order_events: OrderEventsTable;
  event_outbox: EventOutboxTable;
  jobs: JobsTable;
  plan_settings: PlanSettingsTable;
  customer_plan_weights: CustomerPlanWeightsTable;
  equipment_changeovers: EquipmentChangeoversTable;
  equipment_calendars: EquipmentCalendarsTable;
  plan_proposals: PlanProposalsTable;
  plan_progress: PlanProgressTable;
  job_secondary_materials: { job_id: number; position: number; material_id: number; material_quantity_used: Decimal };
  job_files: JobFilesTable;
  work_centers: WorkCentersTable;
  work_center_equipment: { work_center_id: number; equipment_id: number };
  workplan_templates: WorkplanTemplatesTable;
  workplan_template_steps: WorkplanStepColumns & { template_id: number };
  rfq_workplans: RfqWorkplansTable;
  rfq_workplan_items: WorkplanStepColumns & { id: Id; rfq_workplan_id: number };
  workplan_lots: WorkplanLotsTable;
  workplan_step_records: WorkplanStepRecordsTable;
  machine_connections: MachineConnectionsTable;
  machine_events: MachineEventsTable;
  machine_runs: MachineRunsTable;
  machine_status: MachineStatusTable;
  files: FilesTable;
  pricing_rules: PricingRulesTable;
  order_messages: OrderMessagesTable;
  order_message_files: { message_id: number; file_id: number };
  bid_files: { bid_id: number; file_id: number; position: number };
  order_message_reads: { user_id: number; match_id: number; last_read_id: number };
  itar_file_reads: ItarFileReadsTable;
  file_operations: FileOperationsTable;
  audit_trail: AuditTrailTable;
  audit_heads: { facility_id: number; position: number; hash: string };
  signatures: SignaturesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  quality_settings: { facility_id: number; settings: unknown; updated_at: Generated<Date> };
  quality_counters: { facility_id: number; kind: 'NCR' | 'CAPA'; last_value: number };
  ncrs: NcrsTable;
  ncr_evidence: { ncr_id: number; file_id: number; position: number };
  ncr_decisions: NcrDecisionsTable;
  ncr_decision_lines: { decision_id: number; disposition: Disposition; quantity: number };
  capas: CapasTable;
  capa_ncrs: { capa_id: number; ncr_id: number };
  capa_actions: CapaActionsTable;
}
