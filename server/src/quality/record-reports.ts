/**
 * A quality record as its PDF shows it, in the reader's language, under the facility's header: an
 * NCR with its decisions, signatures, internal notes, the cost of its lost pieces, attachments and
 * history; a CAPA with its root cause, actions, check, signatures and history; and a CAPA found
 * with the 8D method as its 8D report. The internal notes, the cost, the attachments and the
 * history are there when the facility includes them (QMS_REPORT_CONFIG).
 */
import type { QualityReportSection } from 'shared/contracts';
import { formatMoney, meaningTextId } from 'shared/orders';
import type { LanguageKey } from 'shared/texts';
import type { Static } from 'typebox';
import type { CapaSchema } from './capa-schemas.js';
import type { lostCostsOfNcr } from './lost-costs.js';
import type { ReportLook } from './qms-config.js';
import type { RecordReport, ReportHeader, ReportSection } from './record-pdf.js';
import { reportText, utc } from './report-texts.js';
import type { NcrSchema } from './schemas.js';

type Ncr = Static<typeof NcrSchema>;
type Capa = Static<typeof CapaSchema>;
type Signature = Ncr['decisions'][number]['signatures'][number];
type Change = { field: string; from: unknown; to: unknown };
type Text = ReturnType<typeof reportText>;
type LostCost = Awaited<ReturnType<typeof lostCostsOfNcr>>[number];

function headerOf(text: Text, look: ReportLook): ReportHeader {
  const revision = look.revision ? text('report.revision', { revision: look.revision }) : '';
  return {
    name: look.name,
    addressLine: look.addressLine,
    documentCode: [look.documentCode, revision].filter(Boolean).join(' '),
    logo: look.logo,
  };
}

/** The section when the facility includes it, else none. */
const ifIncluded = (look: ReportLook, part: QualityReportSection, section: () => ReportSection): ReportSection[] =>
  look.sections.includes(part) ? [section()] : [];

function costSection(text: Text, language: LanguageKey, costs: LostCost[]): ReportSection {
  const locale = language.replace('_', '-');
  return {
    heading: text('report.costs'),
    paragraphs: costs.map((cost) =>
      text('report.lost', { pieces: cost.pieces, cost: formatMoney(cost.minor, cost.currency, locale) }),
    ),
    empty: text('report.none'),
  };
}

/** A meaning of the platform's defaults in the reader's words; a facility's own as it wrote it. */
const meaningShown = (text: Text, meaning: string) => {
  const id = meaningTextId(meaning);
  return id ? text(id) : meaning;
};

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
const changes = (list: Change[]) =>
  list.map((change) => `${change.field}: ${shown(change.from)} → ${shown(change.to)}`).join('\n');

function signatureSection(text: Text, language: LanguageKey, signatures: Signature[]): ReportSection {
  return {
    heading: text('report.signatures'),
    empty: text('report.none'),
    table: {
      columns: [
        { title: text('report.signer'), share: 0.3 },
        { title: text('report.meaning'), share: 0.2 },
        { title: text('report.signedAt'), share: 0.25 },
        { title: text('report.validity'), share: 0.25 },
      ],
      rows: signatures.map((signature) => [
        signature.signerName,
        meaningShown(text, signature.meaning),
        utc(Date.parse(signature.signedAt), language),
        text(signature.valid ? 'report.valid' : 'report.invalid'),
      ]),
    },
  };
}

function historySection(
  text: Text,
  language: LanguageKey,
  history: { at: string; who: string; action: string; changes: Change[] }[],
): ReportSection {
  return {
    heading: text('report.history'),
    table: {
      columns: [
        { title: text('report.when'), share: 0.22 },
        { title: text('report.who'), share: 0.2 },
        { title: text('report.what'), share: 0.58 },
      ],
      rows: history.map((entry) => [
        utc(Date.parse(entry.at), language),
        entry.who,
        `${entry.action}\n${changes(entry.changes)}`,
      ]),
    },
  };
}

export function ncrReport(ncr: Ncr, look: ReportLook, language: LanguageKey, costs: LostCost[]): RecordReport {
  const text = reportText(language);
  const facts: [string, string][] = [
    [text('report.kind'), text(`quality.kind.${ncr.kind}`)],
    [text('report.status'), text(`quality.status.${ncr.status}`)],
    [text('report.severity'), text(`quality.severity.${ncr.severity}`)],
    [text('report.defect'), ncr.defectCode],
    [text('report.title'), ncr.title],
    ...(ncr.order
      ? [
          [
            text('report.order'),
            text('report.orderValue', { id: ncr.order.id, title: ncr.order.title, customer: ncr.order.customerName }),
          ] as [string, string],
        ]
      : []),
    ...(ncr.part ? [[text('report.part'), ncr.part.fileName] as [string, string]] : []),
    ...(ncr.quantity !== null ? [[text('report.quantity'), String(ncr.quantity)] as [string, string]] : []),
    ...(ncr.foundAt ? [[text('report.foundAt'), text(`quality.foundAt.${ncr.foundAt}`)] as [string, string]] : []),
    ...(ncr.cause ? [[text('report.cause'), text(`quality.cause.${ncr.cause}`)] as [string, string]] : []),
    ...(ncr.processNcr ? [[text('report.processNcr'), ncr.processNcr.number] as [string, string]] : []),
    ...(ncr.job ? [[text('report.job'), ncr.job.name] as [string, string]] : []),
    ...(ncr.machine ? [[text('report.machine'), ncr.machine.name] as [string, string]] : []),
    ...(ncr.material ? [[text('report.material'), ncr.material.name] as [string, string]] : []),
    ...(ncr.assignee ? [[text('report.assignee'), ncr.assignee.name] as [string, string]] : []),
    [text('report.raised'), utc(ncr.createdAt, language)],
    ...(ncr.closedAt !== null ? [[text('report.closed'), utc(ncr.closedAt, language)] as [string, string]] : []),
  ];
  const decisions = [...ncr.decisions].reverse();
  return {
    header: headerOf(text, look),
    title: text('report.ncr', { number: ncr.number }),
    number: ncr.number,
    facts,
    pageOf: (page, pages) => text('report.page', { page, pages }),
    sections: [
      { heading: text('report.description'), paragraphs: [ncr.description, ncr.statusReason], empty: text('report.none') },
      ...ifIncluded(look, 'internalNotes', () => ({
        heading: text('report.internalNotes'),
        paragraphs: [ncr.internalNotes],
        empty: text('report.none'),
      })),
      {
        heading: text('report.decisions'),
        empty: text('report.none'),
        table: {
          columns: [
            { title: text('report.disposition'), share: 0.34 },
            { title: text('report.decidedBy'), share: 0.2 },
            { title: text('report.decided'), share: 0.2 },
            { title: text('report.approval'), share: 0.26 },
          ],
          rows: decisions.map((decision) => [
            decision.lines.map((line) => `${line.quantity} × ${text(`quality.disposition.${line.disposition}`)}`).join('\n') +
              (decision.note ? `\n${decision.note}` : ''),
            decision.decidedBy,
            utc(decision.decidedAt, language),
            (decision.approval ? text(`quality.approval.${decision.approval}`) : '—') +
              (decision.approvalReason ? `\n${decision.approvalReason}` : '') +
              (decision.superseded ? `\n(${text('report.superseded')})` : ''),
          ]),
        },
      },
      signatureSection(
        text,
        language,
        decisions.flatMap((decision) => decision.signatures),
      ),
      ...ifIncluded(look, 'costs', () => costSection(text, language, costs)),
      ...ifIncluded(look, 'evidence', () => ({
        heading: text('report.evidence'),
        paragraphs: ncr.evidence.map((file) => file.fileName),
        empty: text('report.none'),
      })),
      ...ifIncluded(look, 'history', () => historySection(text, language, ncr.history)),
    ],
  };
}

function rootCauseParagraphs(text: Text, rootCause: NonNullable<Capa['rootCause']>): string[] {
  switch (rootCause.method) {
    case 'FIVE_WHYS':
      return [
        text('report.method.FIVE_WHYS'),
        rootCause.problem,
        ...rootCause.whys.map((answer, i) => text('report.why', { n: i + 1, answer })),
        text('report.found', { cause: rootCause.rootCause }),
      ];
    case 'FISHBONE':
      return [
        text('report.method.FISHBONE'),
        text('report.effect', { effect: rootCause.effect }),
        ...rootCause.causes.map((bone) => text('report.bone', { category: bone.category, cause: bone.cause })),
        text('report.found', { cause: rootCause.rootCause }),
      ];
    case 'EIGHT_D':
      return [text('report.method.EIGHT_D'), text('report.found', { cause: rootCause.rootCause })];
  }
}

export function capaReport(capa: Capa, look: ReportLook, language: LanguageKey): RecordReport {
  const text = reportText(language);
  const facts: [string, string][] = [
    [text('report.capaType'), text(`report.type.${capa.type}`)],
    [text('report.status'), text(`report.capaStatus.${capa.status}`)],
    [text('report.title'), capa.title],
    ...(capa.defectCode ? [[text('report.defect'), capa.defectCode] as [string, string]] : []),
    ...(capa.owner ? [[text('report.owner'), capa.owner.name] as [string, string]] : []),
    [text('report.ncrs'), capa.ncrs.map((ncr) => ncr.number).join(', ') || text('report.none')],
    [text('report.raised'), utc(capa.createdAt, language)],
    ...(capa.closedAt !== null ? [[text('report.closed'), utc(capa.closedAt, language)] as [string, string]] : []),
  ];
  const check = [
    ...(capa.check.due !== null ? [text('report.checkDue', { date: utc(capa.check.due, language) })] : []),
    ...(capa.check.criterion ? [text('report.criterion', { criterion: capa.check.criterion })] : []),
    ...(capa.check.result ? [text('report.result', { result: text(`report.result.${capa.check.result}`) })] : []),
    capa.check.note,
  ];
  return {
    header: headerOf(text, look),
    title: text('report.capa', { number: capa.number }),
    number: capa.number,
    facts,
    pageOf: (page, pages) => text('report.page', { page, pages }),
    sections: [
      { heading: text('report.problem'), paragraphs: [capa.problem, capa.statusReason], empty: text('report.none') },
      { heading: text('report.containment'), paragraphs: [capa.containment], empty: text('report.none') },
      {
        heading: text('report.rootCause'),
        paragraphs: capa.rootCause ? rootCauseParagraphs(text, capa.rootCause) : [],
        empty: text('report.notYet'),
      },
      {
        heading: text('report.actions'),
        empty: text('report.none'),
        table: {
          columns: [
            { title: text('report.action'), share: 0.46 },
            { title: text('report.owner'), share: 0.18 },
            { title: text('report.due'), share: 0.18 },
            { title: text('report.done'), share: 0.18 },
          ],
          rows: capa.actions.map((action) => [
            action.description,
            action.owner?.name ?? '—',
            utc(action.dueAt, language),
            action.doneAt === null ? '—' : utc(action.doneAt, language),
          ]),
        },
      },
      { heading: text('report.check'), paragraphs: check, empty: text('report.notYet') },
      signatureSection(text, language, capa.signatures),
      ...ifIncluded(look, 'history', () => historySection(text, language, capa.history)),
    ],
  };
}

/** A CAPA found with the 8D method, as its 8D report: the eight disciplines in their order. */
export function eightDReport(capa: Capa, look: ReportLook, language: LanguageKey): RecordReport | null {
  const rootCause = capa.rootCause;
  if (rootCause?.method !== 'EIGHT_D') return null;
  const text = reportText(language);
  const discipline = (heading: Parameters<typeof text>[0], paragraphs: string[]): ReportSection => ({
    heading: text(heading),
    paragraphs,
    empty: text('report.notYet'),
  });
  return {
    ...capaReport(capa, look, language),
    title: text('report.eightD', { number: capa.number }),
    sections: [
      discipline('report.d1', [rootCause.team.join(', ')]),
      discipline('report.d2', [rootCause.problem]),
      discipline('report.d3', [rootCause.containment]),
      discipline('report.d4', [rootCause.rootCause]),
      discipline('report.d5', [rootCause.correctiveActions]),
      discipline('report.d6', [rootCause.implementation]),
      discipline('report.d7', [rootCause.prevention]),
      discipline('report.d8', [rootCause.recognition]),
      signatureSection(text, language, capa.signatures),
    ],
  };
}
