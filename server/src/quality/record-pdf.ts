/**
 * One layout for every quality record's PDF: the facility's header in the band (its logo, name and
 * address line, and the form's code and revision), the record's title and facts, then its
 * sections — paragraphs, or tables whose header repeats on every page they run over — and on each
 * page the record's number, the form's code and "Page n of m".
 */
import { drawLogoTile, openedLogo, openPdf, PDF_GREY, PDF_MARGIN } from '../documents/index.js';

interface ReportTable {
  /** Each column's title and its share of the width. */
  columns: { title: string; share: number }[];
  rows: string[][];
}

export interface ReportSection {
  heading: string;
  paragraphs?: string[];
  table?: ReportTable;
  /** Shown when the section has neither paragraphs nor rows. */
  empty?: string;
}

/** What the band at the head of the first page shows. */
export interface ReportHeader {
  name: string;
  /** Under the name; '' for none. */
  addressLine: string;
  /** The form's code and revision ("QF-8.7-01 Rev 3"), also at the foot of every page; '' for none. */
  documentCode: string;
  /** PNG or JPEG bytes, drawn on a tile before the name; null for none. */
  logo: Buffer | null;
}

export interface RecordReport {
  header: ReportHeader;
  title: string;
  /** The record's number, at the foot of each page. */
  number: string;
  facts: [label: string, value: string][];
  sections: ReportSection[];
  /** "Page 1 of 3" in the reader's language. */
  pageOf: (page: number, pages: number) => string;
}

export async function renderReport(report: RecordReport): Promise<Buffer> {
  const { doc, done } = await openPdf({ Title: report.title, Author: report.header.name });
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = () => doc.page.height - PDF_MARGIN - 30;
  let y = 0;
  const room = (height: number) => {
    if (y + height > bottom()) {
      doc.addPage();
      y = PDF_MARGIN;
    }
  };

  drawBand(doc, report.header, width);
  doc.fillColor('#000000').font('bold').fontSize(18).text(report.title, PDF_MARGIN, 90, { width });
  y = doc.y + 12;
  doc.fontSize(9);
  for (const [label, value] of report.facts) {
    room(14);
    doc.font('bold').fillColor(PDF_GREY).text(label, PDF_MARGIN, y, { width: 130 });
    doc
      .font('regular')
      .fillColor('#000000')
      .text(value, PDF_MARGIN + 135, y, { width: width - 135 });
    y = doc.y + 3;
  }

  const heightOf = (table: ReportTable, cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8.5);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: table.columns[i]!.share * width - 6 }))) + 8;
  };
  /** The room a table's header and its first row take: neither stands alone at a page's foot. */
  const tableStart = (table: ReportTable) =>
    heightOf(
      table,
      table.columns.map((column) => column.title),
      'bold',
    ) + heightOf(table, table.rows[0]!, 'regular');

  const table = (content: ReportTable) => {
    const { columns, rows } = content;
    const widths = columns.map((column) => column.share * width);
    const row = (cells: string[], font: 'regular' | 'bold', repeatHeader: boolean) => {
      const height = heightOf(content, cells, font);
      if (y + height > bottom()) {
        doc.addPage();
        y = PDF_MARGIN;
        if (repeatHeader) header();
      }
      let x = PDF_MARGIN;
      cells.forEach((cell, i) => {
        doc
          .font(font)
          .fillColor('#000000')
          .text(cell, x, y + 4, { width: widths[i]! - 6 });
        x += widths[i]!;
      });
      y += height;
      doc
        .moveTo(PDF_MARGIN, y)
        .lineTo(PDF_MARGIN + width, y)
        .lineWidth(0.5)
        .strokeColor('#d0d5dc')
        .stroke();
    };
    const header = () => {
      doc.rect(PDF_MARGIN, y, width, 18).fill('#eef1f5');
      row(
        columns.map((column) => column.title),
        'bold',
        false,
      );
    };
    header();
    for (const cells of rows) row(cells, 'regular', true);
  };

  for (const section of report.sections) {
    y += 14;
    // A heading goes over to the next page with the start of what it heads.
    room(40 + (section.table?.rows.length ? tableStart(section.table) : 0));
    doc.font('bold').fontSize(11).fillColor('#000000').text(section.heading, PDF_MARGIN, y, { width });
    y = doc.y + 6;
    const paragraphs = (section.paragraphs ?? []).filter((paragraph) => paragraph.trim());
    for (const paragraph of paragraphs) {
      doc.font('regular').fontSize(9);
      room(doc.heightOfString(paragraph, { width }) + 4);
      doc.text(paragraph, PDF_MARGIN, y, { width });
      y = doc.y + 4;
    }
    if (section.table?.rows.length) table(section.table);
    else if (!paragraphs.length && section.empty) {
      doc.font('regular').fontSize(9).fillColor(PDF_GREY).text(section.empty, PDF_MARGIN, y, { width });
      y = doc.y + 4;
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // The foot lies in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const foot = doc.page.height - PDF_MARGIN + 10;
    doc.font('regular').fontSize(8).fillColor(PDF_GREY);
    const marks = [report.number, report.header.documentCode].filter(Boolean).join(' · ');
    doc.text(marks, PDF_MARGIN, foot, { width: width / 2, lineBreak: false });
    doc.text(report.pageOf(i + 1, range.count), PDF_MARGIN + width / 2, foot, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

/** The width the form's code takes at the band's right, in points. */
const CODE_WIDTH = 130;

/** The band: the logo on its tile, the name with the address line under it, the form's code at the right. */
function drawBand(doc: PDFKit.PDFDocument, header: ReportHeader, width: number) {
  const image = openedLogo(doc, header.logo);
  doc.rect(0, 0, doc.page.width, 70).fill('#1f3a5f');
  const nameAt = image ? PDF_MARGIN + drawLogoTile(doc, image, PDF_MARGIN, 13) + 16 : PDF_MARGIN;
  const nameWidth = PDF_MARGIN + width - nameAt - (header.documentCode ? CODE_WIDTH + 12 : 0);
  // One line each: a name or address too long for the band ends in an ellipsis rather than running out of it.
  const line = { width: nameWidth, height: 22, ellipsis: true };
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(16)
    .text(header.name, nameAt, header.addressLine ? 18 : 26, line);
  if (header.addressLine)
    doc
      .font('regular')
      .fontSize(9)
      .text(header.addressLine, nameAt, 42, { ...line, height: 12 });
  if (header.documentCode) {
    doc
      .font('regular')
      .fontSize(9)
      .text(header.documentCode, PDF_MARGIN + width - CODE_WIDTH, 30, {
        width: CODE_WIDTH,
        align: 'right',
        height: 12,
        ellipsis: true,
      });
  }
}
