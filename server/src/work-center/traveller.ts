/**
 * A lot's traveller: the A4 sheet that goes with its pieces through the floor — the order, the
 * part, how many, when they are due, every step of the plan with its work center, standard time
 * and questions, a column to sign each step off by hand, and a QR code that opens the lot at the
 * work center when scanned.
 */
import type { LanguageKey } from 'shared/texts';
import type { Db } from '../db/database.js';
import { drawQrCode, openPdf, PDF_GREY, PDF_MARGIN } from '../documents/index.js';
import type { LotView } from './schemas.js';

const WORDS: Record<
  LanguageKey,
  Record<
    | 'traveller'
    | 'lot'
    | 'order'
    | 'customer'
    | 'part'
    | 'quantity'
    | 'due'
    | 'plan'
    | 'step'
    | 'center'
    | 'time'
    | 'checks'
    | 'done'
    | 'signed'
    | 'perPiece'
    | 'perLot'
    | 'pieces',
    string
  >
> = {
  en_US: {
    traveller: 'Traveller',
    lot: 'Lot',
    order: 'Order',
    customer: 'Customer',
    part: 'Part',
    quantity: 'Quantity',
    due: 'Due',
    plan: 'Work plan',
    step: 'Step',
    center: 'Work center',
    time: 'Standard time',
    checks: 'Questions',
    done: 'Pieces done',
    signed: 'Initials, date',
    perPiece: 'min per piece',
    perLot: 'min per lot',
    pieces: 'pieces',
  },
  de_DE: {
    traveller: 'Laufkarte',
    lot: 'Los',
    order: 'Auftrag',
    customer: 'Kunde',
    part: 'Teil',
    quantity: 'Menge',
    due: 'Fällig',
    plan: 'Arbeitsplan',
    step: 'Schritt',
    center: 'Arbeitsplatz',
    time: 'Vorgabezeit',
    checks: 'Fragen',
    done: 'Stück fertig',
    signed: 'Kürzel, Datum',
    perPiece: 'min je Stück',
    perLot: 'min je Los',
    pieces: 'Stück',
  },
};

interface PlanStep {
  position: number;
  name: string;
  work_center: string | null;
  standard_minutes: string;
  time_basis: 'PART' | 'BATCH';
  questions: unknown;
}

/** The plan's steps and name, for the lot's plan. */
async function planOfLot(db: Db, lotId: number) {
  const steps: PlanStep[] = await db
    .selectFrom('workplan_lots as l')
    .innerJoin('rfq_workplan_items as i', 'i.rfq_workplan_id', 'l.rfq_workplan_id')
    .leftJoin('work_centers as wc', 'wc.id', 'i.work_center_id')
    .select(['i.position', 'i.name', 'wc.name as work_center', 'i.standard_minutes', 'i.time_basis', 'i.questions'])
    .where('l.id', '=', lotId)
    .orderBy('i.position')
    .execute();
  const plan = await db
    .selectFrom('workplan_lots as l')
    .innerJoin('rfq_workplans as w', 'w.id', 'l.rfq_workplan_id')
    .select('w.name')
    .where('l.id', '=', lotId)
    .executeTakeFirstOrThrow();
  return { name: plan.name, steps };
}

const questionText = (question: { kind: string; text: string; unit?: string; min?: number; max?: number }) => {
  if (question.kind !== 'MEASURE') return question.text;
  const unit = question.unit ? ` ${question.unit}` : '';
  const low = question.min === undefined ? '' : `${question.min}`;
  const high = question.max === undefined ? '' : `${question.max}`;
  return `${question.text} (${low}…${high}${unit})`;
};

/** The traveller of `lot` as a PDF, in `language`; `link` is what its QR code opens. */
export async function travellerPdf(db: Db, lot: LotView, link: string, language: LanguageKey): Promise<Buffer> {
  const words = WORDS[language];
  const plan = await planOfLot(db, lot.id);
  const title = `${words.lot} ${lot.number} · ${lot.part.fileName}`;
  const { doc, done } = await openPdf({ Title: `${words.traveller} ${title}`, Author: lot.order.customer });
  const width = doc.page.width - 2 * PDF_MARGIN;
  const qr = 96;
  drawQrCode(doc, link, PDF_MARGIN + width - qr, PDF_MARGIN, qr);
  doc
    .font('bold')
    .fontSize(18)
    .text(words.traveller, PDF_MARGIN, PDF_MARGIN, { width: width - qr - 12 });
  doc.fontSize(13).text(title, { width: width - qr - 12 });
  doc.moveDown(0.5).font('regular').fontSize(10);
  const due =
    lot.dueDate === null
      ? '—'
      : new Intl.DateTimeFormat(language === 'de_DE' ? 'de-DE' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          lot.dueDate,
        );
  for (const [label, value] of [
    [words.order, `#${lot.order.id} ${lot.order.title}`],
    [words.customer, lot.order.customer],
    [words.part, lot.part.partNumber ? `${lot.part.fileName} (${lot.part.partNumber})` : lot.part.fileName],
    [words.quantity, `${lot.quantity} ${words.pieces}`],
    [words.due, due],
    [words.plan, plan.name],
  ] as const) {
    doc
      .font('bold')
      .text(`${label}: `, { continued: true, width: width - qr - 12 })
      .font('regular')
      .text(value);
  }
  doc.y = Math.max(doc.y, PDF_MARGIN + qr) + 16;
  const columns = [
    { title: '#', width: 22 },
    { title: words.step, width: 90 },
    { title: words.center, width: 90 },
    { title: words.time, width: 70 },
    { title: words.checks, width: width - 22 - 90 - 90 - 70 - 60 - 80 },
    { title: words.done, width: 60 },
    { title: words.signed, width: 80 },
  ];
  const row = (cells: string[], font: 'bold' | 'regular') => {
    doc.font(font).fontSize(9);
    const height = Math.max(22, ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 6 }) + 8));
    if (doc.y + height > doc.page.height - PDF_MARGIN) doc.addPage();
    const top = doc.y;
    let x = PDF_MARGIN;
    cells.forEach((cell, i) => {
      doc.rect(x, top, columns[i]!.width, height).lineWidth(0.5).strokeColor(PDF_GREY).stroke();
      doc.fillColor('#000000').text(cell, x + 3, top + 4, { width: columns[i]!.width - 6 });
      x += columns[i]!.width;
    });
    doc.x = PDF_MARGIN;
    doc.y = top + height;
  };
  row(
    columns.map((column) => column.title),
    'bold',
  );
  for (const step of plan.steps) {
    const questions = (step.questions as { kind: string; text: string; unit?: string; min?: number; max?: number }[]).map(
      questionText,
    );
    const time = `${Number(step.standard_minutes)} ${step.time_basis === 'PART' ? words.perPiece : words.perLot}`;
    row([String(step.position + 1), step.name, step.work_center ?? '—', time, questions.join('\n'), '', ''], 'regular');
  }
  doc.end();
  return done;
}
