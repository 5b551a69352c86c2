/**
 * One layout for every quality record's PDF: the facility's name in the band, the record's title
 * and facts, then its sections — paragraphs, or tables whose header repeats on every page they run
 * over — and on each page the record's number and "Page n of m".
 */
import { openPdf, PDF_GREY, PDF_MARGIN } from '../documents/index.js';

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

export interface RecordReport {
  facilityName: string;
  title: string;
  /** The record's number, at the foot of each page. */
  number: string;
  facts: [label: string, value: string][];
  sections: ReportSection[];
  /** "Page 1 of 3" in the reader's language. */
  pageOf: (page: number, pages: number) => string;
}

export function renderReport(report: RecordReport): Promise<Buffer> {
  const { doc, done } = openPdf({ Title: report.title, Author: report.facilityName });
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = () => doc.page.height - PDF_MARGIN - 30;
  let y = 0;
  const room = (height: number) => {
    if (y + height > bottom()) {
      doc.addPage();
      y = PDF_MARGIN;
    }
  };

  doc.rect(0, 0, doc.page.width, 60).fill('#1f3a5f');
  doc.fillColor('#ffffff').font('bold').fontSize(16).text(report.facilityName, PDF_MARGIN, 22, { width });
  doc.fillColor('#000000').font('bold').fontSize(18).text(report.title, PDF_MARGIN, 80, { width });
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

  const table = ({ columns, rows }: ReportTable) => {
    const widths = columns.map((column) => column.share * width);
    const row = (cells: string[], font: 'regular' | 'bold', repeatHeader: boolean) => {
      doc.font(font).fontSize(8.5);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }))) + 8;
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
    // A header never stands alone at a page's foot: it goes over with the first row.
    room(48);
    header();
    for (const cells of rows) row(cells, 'regular', true);
  };

  for (const section of report.sections) {
    y += 14;
    room(40);
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
    doc.text(report.number, PDF_MARGIN, foot, { width: width / 2, lineBreak: false });
    doc.text(report.pageOf(i + 1, range.count), PDF_MARGIN + width / 2, foot, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
