/**
 * A lot's recall list: every customer order with a part a job made from powder that holds any of
 * the lot, what was made and shipped of it, and the NCRs already on it; and the same as a PDF
 * under the facility's header, in the reader's language.
 */
import type { LanguageKey } from 'shared/texts';
import type { ReportLook, RecordReport } from '../quality/index.js';
import type { traceLot } from './genealogy.js';
import type { RecallRow } from './genealogy-schemas.js';

type LotTrace = Awaited<ReturnType<typeof traceLot>>;

export function recallRows(trace: LotTrace): RecallRow[] {
  return trace.parts.map((part) => {
    const shipments = trace.shipments.filter((shipment) => shipment.partId === part.partId);
    const count = (only?: string) => shipments.filter((s) => !only || s.status === only).reduce((sum, s) => sum + s.quantity, 0);
    return {
      customer: part.customerName,
      orderId: part.orderId,
      orderTitle: part.orderTitle,
      part: part.fileName,
      made: part.made,
      shipped: count(),
      delivered: count('DELIVERED'),
      ncrs: trace.ncrs
        .filter((ncr) => ncr.partId === part.partId || (ncr.jobId !== null && part.jobIds.includes(ncr.jobId)))
        .map((ncr) => ncr.number),
    };
  });
}

const TEXTS = {
  en_US: {
    title: (lot: string) => `Recall list: ${lot}`,
    supplier: 'Supplier',
    supplierLot: 'Supplier lot',
    material: 'Material',
    batches: 'Batches holding it',
    jobs: 'Jobs that drew from them',
    affected: 'Affected customers and orders',
    none: 'No part was made from this lot.',
    columns: ['Customer', 'Order', 'Part', 'Made', 'Shipped', 'Delivered', 'NCRs'],
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  de_DE: {
    title: (lot: string) => `Rückrufliste: ${lot}`,
    supplier: 'Lieferant',
    supplierLot: 'Lieferantenlos',
    material: 'Material',
    batches: 'Chargen, die es enthalten',
    jobs: 'Aufträge, die daraus entnahmen',
    affected: 'Betroffene Kunden und Bestellungen',
    none: 'Aus diesem Los wurde kein Teil gefertigt.',
    columns: ['Kunde', 'Bestellung', 'Teil', 'Gefertigt', 'Versandt', 'Geliefert', 'NCRs'],
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  },
} satisfies Record<LanguageKey, unknown>;

export function recallReport(trace: LotTrace, look: ReportLook, language: LanguageKey): RecordReport {
  const text = TEXTS[language];
  const rows = recallRows(trace);
  return {
    header: { name: look.name, addressLine: look.addressLine, documentCode: look.documentCode, logo: look.logo },
    title: text.title(trace.lot.number),
    number: trace.lot.number,
    facts: [
      [text.supplier, trace.lot.supplier],
      [text.supplierLot, trace.lot.supplierLotNumber],
      [text.material, trace.lot.material],
      [text.batches, String(trace.batches.length)],
      [text.jobs, String(trace.jobs.length)],
    ],
    sections: [
      {
        heading: text.affected,
        empty: text.none,
        table: {
          columns: text.columns.map((title, index) => ({ title, share: [3, 4, 3, 1, 1, 1, 2][index]! })),
          rows: rows.map((row) => [
            row.customer,
            `#${row.orderId} ${row.orderTitle}`,
            row.part,
            String(row.made),
            String(row.shipped),
            String(row.delivered),
            row.ncrs.join(', '),
          ]),
        },
      },
    ],
    pageOf: text.page,
  };
}
