/**
 * What each order document says, read from the order: the quote and the
 * order confirmation and the invoice from the accepted bid (its lines, tax and totals in the
 * order's currency), the packing slip from a shipment (what it carries, its packages, where to).
 * Only the order's customer and the facility making it read them.
 */
import { CONFIRMED_ORDER } from 'shared/contracts';
import { LANGUAGE_KEYS, type LanguageKey } from 'shared/texts';
import { parseConfigValue } from '../config/index.js';
import { DEFAULT_THEME } from '../config/index.js';
import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import { lockedAward, type Party } from '../fulfilment/index.js';
import type { AttachmentMaker } from '../mail/index.js';
import { logoImage, profileLogo } from './logo.js';
import { documentText, formatDay, renderDocument, type DocumentKind, type DocumentModel } from './pdf.js';

const addressLines = (company: { address_line: string | null; city: string | null; country_code: string | null }) =>
  [company.address_line, [company.city, company.country_code].filter(Boolean).join(', ')].filter(
    (line): line is string => !!line,
  );

/** The facility and the customer as the documents name them, and the facility's colour. */
async function parties(db: Db, orderId: number) {
  const row = await db
    .selectFrom('rfqs as r')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .innerJoin('companies as f', 'f.id', 'r.awarded_facility_id')
    .leftJoin('delivery_addresses as a', 'a.id', 'r.delivery_address_id')
    .select([
      'r.id',
      'r.display_title',
      'r.third_party_order_id',
      'r.delivery_method',
      'f.id as facility_id',
      'f.company_name as facility_name',
      'f.address_line as facility_address',
      'f.city as facility_city',
      'f.country_code as facility_country',
      'f.email as facility_email',
      'f.phone as facility_phone',
      'c.company_name as customer_name',
      'c.address_line',
      'c.city',
      'c.country_code',
      'a.recipient',
      'a.line1',
      'a.line2',
      'a.postal_code',
      'a.city as address_city',
      'a.country_code as address_country',
    ])
    .where('r.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const theme = await db
    .selectFrom('config_records')
    .select('config_value')
    .where('config_type', '=', 'THEME_CONFIG')
    .where('facility_id', '=', row.facility_id)
    .where('active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  const config = theme ? parseConfigValue(theme.config_value) : undefined;
  const css = config?.['root-css'] as Record<string, string> | undefined;
  const color = css?.['--color-primary'] ?? DEFAULT_THEME['root-css']['--color-primary']!;
  const logos = (config?.logos ?? DEFAULT_THEME.logos) as { navigation?: string };
  return {
    row,
    facility: {
      name: row.facility_name,
      lines: [
        ...addressLines({ address_line: row.facility_address, city: row.facility_city, country_code: row.facility_country }),
        ...[row.facility_email, row.facility_phone].filter((line): line is string => !!line),
      ],
      // A colour the PDF can paint: a hex colour of the theme, else the platform's.
      color: /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_THEME['root-css']['--color-primary']!,
      logoUrl: logos.navigation ?? null,
      logo: await profileLogo(db, row.facility_id),
    },
    customer: { name: row.customer_name, lines: addressLines(row) },
    deliverTo:
      row.recipient === null
        ? null
        : [
            row.recipient,
            row.line1,
            row.line2,
            [row.postal_code, row.address_city].filter(Boolean).join(' '),
            row.address_country,
          ]
            .filter(Boolean)
            .join(', '),
  };
}

/** The quote, order confirmation or invoice of an awarded order, from its accepted bid. */
export async function pricedDocument(
  db: Db,
  party: Party,
  orderId: number,
  kind: Exclude<DocumentKind, 'PACKING_SLIP'>,
  language: LanguageKey,
): Promise<DocumentModel> {
  const award = await lockedAward(db, orderId, party, { lock: false });
  const text = documentText(language);
  // An archived order stands where it was archived from.
  const standing = award.order.status === 'ARCHIVED' ? award.order.resumeStatus : award.order.status;
  if (kind === 'ORDER_CONFIRMATION' && !(standing && CONFIRMED_ORDER.includes(standing))) {
    throw conflict('The order confirmation is made once the facility has confirmed the order');
  }
  const firstShipment = await db
    .selectFrom('shipments')
    .select((eb) => eb.fn.min('ship_date').as('at'))
    .where('rfq_id', '=', orderId)
    .executeTakeFirst();
  if (kind === 'INVOICE' && !firstShipment?.at) throw conflict('The invoice is made once the first shipment has left');
  const bid = await db.selectFrom('bids').selectAll().where('match_id', '=', award.match.id).executeTakeFirst();
  if (!bid) throw notFound(`Order ${orderId} has no accepted bid`);
  const lines = await db
    .selectFrom('bid_lines as l')
    .leftJoin('rfq_files as f', 'f.id', 'l.rfq_file_id')
    .select([
      'l.kind',
      'l.description',
      'l.quantity',
      'l.unit_price_minor',
      'l.amount_minor',
      'f.original_file_name',
      'f.part_number',
    ])
    .where('l.bid_id', '=', bid.id)
    .orderBy('l.position')
    .execute();
  const confirmedAt = await db
    .selectFrom('order_events')
    .select('created_at')
    .where('rfq_id', '=', orderId)
    .where('to_status', '=', 'AGREEMENT_DONE')
    .orderBy('id')
    .executeTakeFirst();
  const { row, facility, customer, deliverTo } = await parties(db, orderId);
  const date =
    kind === 'QUOTE'
      ? bid.updated_at.getTime()
      : kind === 'ORDER_CONFIRMATION'
        ? (confirmedAt?.created_at.getTime() ?? Date.now())
        : // min() over timestamptz reads back as a Date on pg and may be a string on PGlite.
          new Date(firstShipment!.at as Date | string).getTime();
  const number = { QUOTE: `Q-${orderId}-${bid.revision}`, ORDER_CONFIRMATION: `OC-${orderId}`, INVOICE: `INV-${orderId}` }[kind];
  return {
    kind,
    number,
    date,
    facility,
    customer,
    facts: [
      ['document.order', text('document.orderValue', { id: row.id, title: row.display_title })],
      ...(row.third_party_order_id ? [['document.customerReference', row.third_party_order_id] as [string, string]] : []),
      ['document.deliverTo', deliverTo ?? text('document.pickup')],
      ['document.leadTime', text('document.days', { days: bid.lead_time_days })],
      ['document.deliveryDate', formatDay(bid.delivery_date.getTime(), language)],
      ...(kind === 'QUOTE' ? [['document.validUntil', formatDay(bid.valid_until.getTime(), language)] as [string, string]] : []),
    ],
    lines: lines.map((line) => ({
      description:
        line.kind === 'PART'
          ? [line.original_file_name, line.part_number].filter(Boolean).join(' · ') || line.description
          : line.description || text(`document.line.${line.kind as 'SETUP' | 'POST_PROCESSING' | 'SHIPPING'}`),
      quantity: line.quantity,
      unitPriceMinor: Number(line.unit_price_minor),
      amountMinor: Number(line.amount_minor),
    })),
    totals: {
      currency: bid.currency,
      subtotalMinor: Number(bid.subtotal_minor),
      discountMinor: Number(bid.discount_minor),
      taxRateBasisPoints: bid.tax_rate_basis_points,
      taxMinor: Number(bid.tax_minor),
      totalMinor: Number(bid.total_minor),
    },
    notes: bid.notes ? [bid.notes] : [],
  };
}

/** The packing slip of a shipment: what it carries, its packages, carrier and tracking number. */
export async function packingSlip(db: Db, party: Party, shipmentId: number, language: LanguageKey): Promise<DocumentModel> {
  const shipment = await db.selectFrom('shipments').selectAll().where('id', '=', shipmentId).executeTakeFirst();
  if (!shipment) throw notFound(`Shipment ${shipmentId} not found`);
  await lockedAward(db, shipment.rfq_id, party, { lock: false }).catch(() => {
    throw notFound(`Shipment ${shipmentId} not found`);
  });
  const text = documentText(language);
  const [lines, packages, { row, facility, customer, deliverTo }] = await Promise.all([
    db
      .selectFrom('shipment_lines as l')
      .innerJoin('rfq_files as f', 'f.id', 'l.rfq_file_id')
      .select(['f.original_file_name', 'f.part_number', 'l.quantity'])
      .where('l.shipment_id', '=', shipmentId)
      .orderBy('f.id')
      .execute(),
    db.selectFrom('shipment_packages').selectAll().where('shipment_id', '=', shipmentId).orderBy('position').execute(),
    parties(db, shipment.rfq_id),
  ]);
  return {
    kind: 'PACKING_SLIP',
    number: `PS-${shipmentId}`,
    date: shipment.ship_date.getTime(),
    facility,
    customer,
    facts: [
      ['document.order', text('document.orderValue', { id: row.id, title: row.display_title })],
      ...(row.third_party_order_id ? [['document.customerReference', row.third_party_order_id] as [string, string]] : []),
      ['document.deliverTo', deliverTo ?? text('document.pickup')],
      ['document.carrier', [shipment.carrier, shipment.service].filter(Boolean).join(' ')],
      ['document.tracking', shipment.tracking_number],
      ['document.shipDate', formatDay(shipment.ship_date.getTime(), language)],
    ],
    lines: lines.map((line) => ({
      description: [line.original_file_name, line.part_number].filter(Boolean).join(' · '),
      quantity: line.quantity,
    })),
    notes: packages.map((pack, index) =>
      text('document.package', {
        number: index + 1,
        weight: (pack.weight_grams / 1000).toLocaleString(language.replace('_', '-')),
        length: pack.length_mm,
        width: pack.width_mm,
        height: pack.height_mm,
      }),
    ),
  };
}

/** The file name a document downloads as. */
export const documentFileName = (model: DocumentModel) => `${model.number}.pdf`;

/**
 * The document as PDF, headed by the facility's logo: its profile's own, else its theme's where
 * that is one of the platform's own files.
 */
export const documentPdf = async (model: DocumentModel, language: LanguageKey, webRoot: string) =>
  renderDocument(model, language, model.facility.logo ?? (await logoImage(webRoot, model.facility.logoUrl ?? undefined)));

/**
 * The outbox's maker of attached documents: { kind, id } (an order's id, or a shipment's for
 * a packing slip) made as the facility making the order would download it.
 */
export const documentAttachments =
  (webRoot: string): AttachmentMaker =>
  async ({ kind, id, language = 'en_US' }, db) => {
    const lang = (LANGUAGE_KEYS as readonly string[]).includes(language) ? (language as LanguageKey) : 'en_US';
    const orderId =
      kind === 'PACKING_SLIP'
        ? (await db.selectFrom('shipments').select('rfq_id').where('id', '=', id).executeTakeFirstOrThrow()).rfq_id
        : id;
    const { awarded_facility_id } = await db
      .selectFrom('rfqs')
      .select('awarded_facility_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    // The platform writes the mail's attachment for the customer, who may read its own order.
    const party = { facilityId: awarded_facility_id!, itarCleared: true };
    const model =
      kind === 'PACKING_SLIP'
        ? await packingSlip(db, party, id, lang)
        : await pricedDocument(db, party, id, kind as Exclude<DocumentKind, 'PACKING_SLIP'>, lang);
    return { filename: documentFileName(model), content: await documentPdf(model, lang, webRoot) };
  };
