/**
 * One layout for every order document: the facility's colour band and name,
 * the title and its facts, who from and to, the lines (priced or counted), the totals in the
 * order's currency, notes, and "Page n of m" on every page. Drawn with pdfkit in DejaVu Sans,
 * which has the glyphs of every language the platform speaks; long tables run on over pages
 * with their header repeated.
 */
import { formatMoney } from 'shared/orders';
import { fillPlaceholders, type LanguageKey } from 'shared/texts';
import { drawLogoTile, openedLogo, openPdf, PDF_GREY, PDF_MARGIN } from './pdf-document.js';
import { DOCUMENT_TEXTS } from './texts.js';

export type DocumentKind = 'QUOTE' | 'ORDER_CONFIRMATION' | 'INVOICE' | 'PACKING_SLIP';

interface DocumentLine {
  description: string;
  quantity: number;
  unitPriceMinor?: number;
  amountMinor?: number;
}

export interface DocumentModel {
  kind: DocumentKind;
  /** The document's own number, e.g. INV-1042. */
  number: string;
  date: number;
  /**
   * The facility: its name, address lines, theme colour, its profile's logo (PNG or JPEG bytes)
   * and its theme's logo (a path of the platform's files), drawn when it has no logo of its own.
   */
  facility: { name: string; lines: string[]; color: string; logo?: Buffer | null; logoUrl?: string | null };
  customer: { name: string; lines: string[] };
  /** Label id of DOCUMENT_TEXTS and the value, in the order shown under the title. */
  facts: [label: string, value: string][];
  lines: DocumentLine[];
  /** Priced documents: the bid's totals in its currency. */
  totals?: {
    currency: string;
    subtotalMinor: number;
    discountMinor: number;
    taxRateBasisPoints: number;
    taxMinor: number;
    totalMinor: number;
  };
  notes: string[];
}

const LOCALES: Record<LanguageKey, string> = { en_US: 'en-US', de_DE: 'de-DE' };
const MARGIN = PDF_MARGIN;
const GREY = PDF_GREY;

/** A text of the documents in `language`, its {{values}} filled. */
export function documentText(language: LanguageKey) {
  return (id: keyof typeof DOCUMENT_TEXTS, values: Record<string, string | number> = {}) =>
    fillPlaceholders(DOCUMENT_TEXTS[id][language], values);
}

export function formatDay(epochMs: number, language: LanguageKey): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(epochMs);
}

/** The document as PDF bytes, with the facility's logo (PNG or JPEG bytes) in its band when there is one. */
export async function renderDocument(model: DocumentModel, language: LanguageKey, logo: Buffer | null = null): Promise<Buffer> {
  const text = documentText(language);
  const locale = LOCALES[language];
  const money = (minor: number) => formatMoney(minor, model.totals?.currency ?? 'USD', locale);
  const { doc, done } = await openPdf({
    Title: `${text(`document.${model.kind}`)} ${model.number}`,
    Author: model.facility.name,
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 30;

  // The facility's band: its logo on a white tile (a logo is drawn for a light background), and its name.
  const image = openedLogo(doc, logo);
  doc.rect(0, 0, doc.page.width, 70).fill(model.facility.color);
  const nameAt = image ? MARGIN + drawLogoTile(doc, image, MARGIN, 13) + 16 : MARGIN;
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(18)
    .text(model.facility.name, nameAt, 26, { width: width - (nameAt - MARGIN) });
  doc
    .fillColor('#000000')
    .font('bold')
    .fontSize(20)
    .text(text(`document.${model.kind}`), MARGIN, 95);

  // The facts beside the title, and who from and to.
  let y = 130;
  doc.fontSize(9);
  for (const [label, value] of [
    [text('document.number'), model.number],
    [text('document.date'), formatDay(model.date, language)],
    ...model.facts.map(([id, value]) => [text(id as keyof typeof DOCUMENT_TEXTS), value] as const),
  ]) {
    doc.font('bold').fillColor(GREY).text(label, MARGIN, y, { width: 110 });
    doc
      .font('regular')
      .fillColor('#000000')
      .text(value, MARGIN + 115, y, { width: width - 115 });
    y = doc.y + 3;
  }
  y += 12;
  const half = width / 2 - 10;
  const party = (label: string, who: { name: string; lines: string[] }, x: number) => {
    doc.font('bold').fillColor(GREY).fontSize(9).text(label, x, y, { width: half });
    doc
      .font('bold')
      .fillColor('#000000')
      .fontSize(10)
      .text(who.name, x, doc.y + 2, { width: half });
    doc.font('regular').fontSize(9);
    for (const line of who.lines) doc.text(line, x, doc.y + 1, { width: half });
    return doc.y;
  };
  y =
    Math.max(
      party(text('document.from'), model.facility, MARGIN),
      party(text('document.to'), model.customer, MARGIN + half + 20),
    ) + 20;

  // The lines, their header on every page they run over.
  const priced = model.totals !== undefined;
  const columns = priced
    ? [
        { title: text('document.description'), width: width - 240, align: 'left' as const },
        { title: text('document.quantity'), width: 60, align: 'right' as const },
        { title: text('document.unitPrice'), width: 90, align: 'right' as const },
        { title: text('document.amount'), width: 90, align: 'right' as const },
      ]
    : [
        { title: text('document.description'), width: width - 80, align: 'left' as const },
        { title: text('document.quantity'), width: 80, align: 'right' as const },
      ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 6 }))) + 8;
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      if (font === 'regular') header();
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fillColor('#000000')
        .text(cell, x, y + 4, { width: columns[i]!.width - 6, align: columns[i]!.align });
      x += columns[i]!.width;
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor('#d0d5dc')
      .stroke();
  };
  const header = () => {
    doc.rect(MARGIN, y, width, 20).fill('#eef1f5');
    row(
      columns.map((c) => c.title),
      'bold',
    );
  };
  header();
  for (const line of model.lines) {
    row(
      priced
        ? [line.description, String(line.quantity), money(line.unitPriceMinor ?? 0), money(line.amountMinor ?? 0)]
        : [line.description, String(line.quantity)],
      'regular',
    );
  }

  // The totals, right-aligned under the amounts.
  if (model.totals) {
    const t = model.totals;
    const rows: [string, string, boolean][] = [
      [text('document.subtotal'), money(t.subtotalMinor), false],
      ...(t.discountMinor > 0
        ? [[text('document.discount'), `−${money(t.discountMinor)}`, false] as [string, string, boolean]]
        : []),
      [text('document.tax', { rate: (t.taxRateBasisPoints / 100).toLocaleString(locale) }), money(t.taxMinor), false],
      [text('document.total'), money(t.totalMinor), true],
    ];
    y += 8;
    for (const [label, value, strong] of rows) {
      if (y + 18 > bottom()) {
        doc.addPage();
        y = MARGIN;
      }
      doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
      doc.text(label, MARGIN + width - 300, y, { width: 200, align: 'right' });
      doc.text(value, MARGIN + width - 95, y, { width: 95, align: 'right' });
      y += strong ? 20 : 15;
    }
  }

  if (model.notes.length) {
    y += 12;
    if (y + 40 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('bold').fontSize(9).fillColor(GREY).text(text('document.notes'), MARGIN, y, { width });
    doc.font('regular').fillColor('#000000');
    for (const note of model.notes) doc.text(note, MARGIN, doc.y + 2, { width });
  }

  // "Page n of m" and the document's number at the foot of each page.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // The foot lies in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const foot = doc.page.height - MARGIN + 10;
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(`${text(`document.${model.kind}`)} ${model.number}`, MARGIN, foot, { width: width / 2, lineBreak: false });
    doc.text(text('document.page', { page: i + 1, pages: range.count }), MARGIN + width / 2, foot, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
