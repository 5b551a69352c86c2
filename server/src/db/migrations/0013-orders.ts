import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

const MATCH_STATUSES = [
  'CREATED',
  'APPROVED',
  'TIMED_OUT',
  'NDA_UPLOAD_PENDING',
  'NDA_VERIFICATION_PENDING',
  'NDA_APPROVED',
  'NDA_REJECTED',
  'BID_WAITING',
  'BID_SUBMITTED',
  'BID_APPROVED',
  'BID_REJECTED',
  'SP_BID_ACCEPTED',
  'SP_BID_REJECTED',
  'BID_LOST',
  'SP_RFQ_REJECTED',
  'COMPLETED',
  'ARCHIVED',
  'IN_PROGRESS',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'INTERNAL_SHIPPED',
  'INTERNAL_COMPLETED',
  'PAYMENT_WAITING',
  'ON_HOLD',
];
/** The states of the one match whose bid the customer accepted: at most one per order. */
const AWARDED_MATCH_STATUSES = [
  'BID_APPROVED',
  'SP_BID_ACCEPTED',
  'IN_PROGRESS',
  'IN_POSTPROCESSING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'INTERNAL_SHIPPED',
  'INTERNAL_COMPLETED',
  'COMPLETED',
  'PAYMENT_WAITING',
];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Orders, part 1 (issue 12): an order is the customer's, and goes to facilities through a
 * match each, which carries the facility's NDA, its decline and its bid. Until now an order
 * had one facility (rfqs.facility_id); that becomes the facility whose bid was accepted
 * (awarded_facility_id, kept by the transitions with the match), and each existing order
 * gets the match its state implies.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table rfqs rename column facility_id to awarded_facility_id`,
    // A draft may have no title yet; a submitted order has one (the order rules).
    `alter table rfqs drop constraint rfqs_display_title_check`,
    `alter table rfqs add constraint rfqs_display_title_check check (length(display_title) <= 200)`,
    `alter table rfqs alter column awarded_facility_id drop not null`,
    `drop index rfqs_facility_idx`,
    `create index rfqs_awarded_facility_idx on rfqs (awarded_facility_id, status, id) where awarded_facility_id is not null`,
    `create index rfqs_customer_idx on rfqs (customer_id, id)`,
    `alter table rfqs
      add column created_by bigint references users (id),
      add column quote_due_date timestamptz,
      add column delivery_method text not null default 'SHIPPING' check (delivery_method in ('SHIPPING', 'PICKUP')),
      add column delivery_address_id bigint references delivery_addresses (id),
      add column itar boolean not null default false,
      add column nda_required boolean not null default false,
      add column nda_file_id bigint references files (id),
      add column distribution text not null default 'APPROVED_VENDORS'
        check (distribution in ('INTERNAL_FACILITY', 'APPROVED_VENDORS', 'LINK3D')),
      add column third_party_order_id text check (length(third_party_order_id) <= 100),
      add column currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
      add column notes text not null default '' check (length(notes) <= 4000),
      add column unmatched_reason text,
      add column submitted_at timestamptz,
      add column updated_at timestamptz not null default now()`,
    `alter table rfq_files
      add column file_id bigint references files (id),
      add column units text not null default 'MM' check (units in ('MM', 'IN', 'CM')),
      add column part_number text check (length(part_number) <= 100),
      add column primary_use_case text,
      add column industry_focus text check (length(industry_focus) <= 100),
      add column finish text check (length(finish) <= 100),
      add column notes text not null default '' check (length(notes) <= 4000)`,
    // A facility an order went to: its state, its signed NDA, why it declined, who handles it.
    `create table matches (
      id bigint generated always as identity primary key,
      rfq_id bigint not null references rfqs (id) on delete cascade,
      facility_id bigint not null references companies (id),
      status text not null check (status in (${list(MATCH_STATUSES)})),
      nda_file_id bigint references files (id),
      decline_reason text check (length(decline_reason) <= 2000),
      assigned_user_id bigint references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (rfq_id, facility_id)
    )`,
    `create index matches_facility_idx on matches (facility_id, status, rfq_id)`,
    // Two acceptances at the same moment: the database lets exactly one through.
    `create unique index matches_one_award_idx on matches (rfq_id) where status in (${list(AWARDED_MATCH_STATUSES)})`,
    // A facility's bid on its match, revised in place until accepted; money in minor units of its currency.
    `create table bids (
      id bigint generated always as identity primary key,
      match_id bigint not null unique references matches (id) on delete cascade,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      lead_time_days integer not null check (lead_time_days between 0 and 3650),
      delivery_date timestamptz not null,
      valid_until timestamptz not null,
      notes text not null default '' check (length(notes) <= 4000),
      discount_minor bigint not null default 0 check (discount_minor >= 0),
      tax_rate_basis_points integer not null default 0 check (tax_rate_basis_points between 0 and 10000),
      subtotal_minor bigint not null check (subtotal_minor >= 0),
      tax_minor bigint not null check (tax_minor >= 0),
      total_minor bigint not null check (total_minor >= 0),
      revision integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table bid_lines (
      id bigint generated always as identity primary key,
      bid_id bigint not null references bids (id) on delete cascade,
      position integer not null,
      kind text not null check (kind in ('PART', 'SETUP', 'POST_PROCESSING', 'SHIPPING')),
      rfq_file_id bigint references rfq_files (id),
      description text not null default '' check (length(description) <= 500),
      quantity integer not null check (quantity > 0),
      unit_price_minor bigint not null check (unit_price_minor >= 0),
      amount_minor bigint not null check (amount_minor >= 0),
      unique (bid_id, position)
    )`,
    // Every transition of an order or a match: who, when, from, to, why.
    `create table order_events (
      id bigint generated always as identity primary key,
      rfq_id bigint not null references rfqs (id) on delete cascade,
      match_id bigint references matches (id) on delete cascade,
      from_status text,
      to_status text not null,
      actor text not null check (actor in ('CUSTOMER', 'FACILITY', 'SYSTEM')),
      actor_user_id bigint references users (id),
      reason text check (length(reason) <= 2000),
      created_at timestamptz not null default now()
    )`,
    `create index order_events_rfq_idx on order_events (rfq_id, id)`,
    // What happened, for whom: written with the change it reports, read by notifications,
    // webhooks and the live event stream (which resumes from an id).
    `create table event_outbox (
      id bigint generated always as identity primary key,
      topic text not null,
      rfq_id bigint references rfqs (id) on delete cascade,
      match_id bigint references matches (id) on delete cascade,
      company_ids bigint[] not null,
      payload jsonb not null default '{}',
      created_at timestamptz not null default now(),
      processed_at timestamptz
    )`,
    `create index event_outbox_unprocessed_idx on event_outbox (id) where processed_at is null`,
    // Orders that had a facility: the match their state implies; not yet awarded ones wait for its bid.
    `insert into matches (rfq_id, facility_id, status)
      select id, awarded_facility_id, case status
        when 'BID_ACCEPTED' then 'BID_APPROVED'
        when 'AGREEMENT_DONE' then 'SP_BID_ACCEPTED'
        when 'IN_MANUFACTURING' then 'IN_PROGRESS'
        when 'IN_POSTPROCESSING' then 'IN_POSTPROCESSING'
        when 'IN_QUALITYCONTROL' then 'IN_QUALITYCONTROL'
        when 'SHIPPED' then 'SHIPPED'
        when 'DELIVERED' then 'SHIPPED'
        when 'INTERNAL_SHIPPED' then 'INTERNAL_SHIPPED'
        when 'INTERNAL_DELIVERED' then 'INTERNAL_SHIPPED'
        when 'INTERNAL_COMPLETED' then 'INTERNAL_COMPLETED'
        when 'COMPLETED' then 'COMPLETED'
        when 'ARCHIVED' then 'ARCHIVED'
        when 'ON_HOLD' then 'ON_HOLD'
        when 'WITHDRAWN' then 'ARCHIVED'
        else 'BID_WAITING' end
      from rfqs where awarded_facility_id is not null`,
    `update rfqs set status = 'DISTRIBUTED' where status in ('SUBMITTED', 'MATCHED') and awarded_facility_id is not null`,
    `update rfqs set awarded_facility_id = null where status in ('DRAFT', 'UNMATCHED', 'DISTRIBUTED', 'WITHDRAWN')`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
