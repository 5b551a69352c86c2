import { defineTexts, fillPlaceholders, type LanguageKey } from 'shared/texts';
import { QUALITY_TEXTS } from 'shared/orders';

/** The words of the quality records' PDFs, in every language; {{name}} marks a value. */
const REPORT_TEXTS = defineTexts({
  'report.ncr': { en_US: 'Non-conformance report {{number}}', de_DE: 'Abweichungsbericht {{number}}' },
  'report.capa': { en_US: 'Corrective and preventive action {{number}}', de_DE: 'Korrektur- und Vorbeugemaßnahme {{number}}' },
  'report.eightD': { en_US: '8D report {{number}}', de_DE: '8D-Report {{number}}' },
  'report.page': { en_US: 'Page {{page}} of {{pages}}', de_DE: 'Seite {{page}} von {{pages}}' },
  'report.revision': { en_US: 'Rev {{revision}}', de_DE: 'Rev. {{revision}}' },
  'report.kind': { en_US: 'Kind', de_DE: 'Art' },
  'report.status': { en_US: 'Status', de_DE: 'Status' },
  'report.severity': { en_US: 'Severity', de_DE: 'Schweregrad' },
  'report.defect': { en_US: 'Defect code', de_DE: 'Fehlercode' },
  'report.title': { en_US: 'Title', de_DE: 'Titel' },
  'report.order': { en_US: 'Order', de_DE: 'Bestellung' },
  'report.orderValue': { en_US: '{{id}}: {{title}} ({{customer}})', de_DE: '{{id}}: {{title}} ({{customer}})' },
  'report.part': { en_US: 'Part', de_DE: 'Teil' },
  'report.quantity': { en_US: 'Pieces', de_DE: 'Teile' },
  'report.foundAt': { en_US: 'Found', de_DE: 'Gefunden' },
  'report.cause': { en_US: 'Cause', de_DE: 'Ursache' },
  'report.job': { en_US: 'Job', de_DE: 'Auftrag' },
  'report.machine': { en_US: 'Machine', de_DE: 'Maschine' },
  'report.material': { en_US: 'Material', de_DE: 'Material' },
  'report.processNcr': { en_US: 'Caused by', de_DE: 'Verursacht durch' },
  'report.raised': { en_US: 'Raised (UTC)', de_DE: 'Erstellt (UTC)' },
  'report.closed': { en_US: 'Ended (UTC)', de_DE: 'Beendet (UTC)' },
  'report.assignee': { en_US: 'Assigned to', de_DE: 'Zugewiesen an' },
  'report.owner': { en_US: 'Owner', de_DE: 'Verantwortlich' },
  'report.description': { en_US: 'Description', de_DE: 'Beschreibung' },
  'report.internalNotes': { en_US: 'The facility’s notes', de_DE: 'Notizen des Standorts' },
  'report.decisions': { en_US: 'Material review board', de_DE: 'Prüfgremium' },
  'report.disposition': { en_US: 'Disposition', de_DE: 'Entscheidung' },
  'report.decided': { en_US: 'Decided (UTC)', de_DE: 'Entschieden (UTC)' },
  'report.decidedBy': { en_US: 'By', de_DE: 'Von' },
  'report.approval': { en_US: 'Customer’s approval', de_DE: 'Freigabe des Kunden' },
  'report.superseded': { en_US: 'replaced by a later decision', de_DE: 'durch eine spätere Entscheidung ersetzt' },
  'report.signatures': { en_US: 'Signatures', de_DE: 'Unterschriften' },
  'report.signer': { en_US: 'Signed by', de_DE: 'Unterschrieben von' },
  'report.meaning': { en_US: 'Meaning', de_DE: 'Bedeutung' },
  'report.signedAt': { en_US: 'Signed (UTC)', de_DE: 'Unterschrieben (UTC)' },
  'report.validity': { en_US: 'Matches the record', de_DE: 'Passt zum Datensatz' },
  'report.valid': { en_US: 'yes', de_DE: 'ja' },
  'report.invalid': { en_US: 'no: changed since', de_DE: 'nein: seitdem geändert' },
  'report.evidence': { en_US: 'Attachments', de_DE: 'Anhänge' },
  'report.costs': { en_US: 'Cost of the pieces lost', de_DE: 'Kosten der verlorenen Teile' },
  'report.lost': {
    en_US: 'Pieces scrapped, returned or regraded: {{pieces}}, costing {{cost}}',
    de_DE: 'Verschrottete, zurückgeschickte oder herabgestufte Teile: {{pieces}}, Kosten {{cost}}',
  },
  'report.history': { en_US: 'History', de_DE: 'Verlauf' },
  'report.when': { en_US: 'When (UTC)', de_DE: 'Wann (UTC)' },
  'report.who': { en_US: 'Who', de_DE: 'Wer' },
  'report.what': { en_US: 'What changed', de_DE: 'Was sich änderte' },
  'report.none': { en_US: 'None', de_DE: 'Keine' },
  'report.capaType': { en_US: 'Type', de_DE: 'Art' },
  'report.type.CORRECTIVE': { en_US: 'Corrective', de_DE: 'Korrekturmaßnahme' },
  'report.type.PREVENTIVE': { en_US: 'Preventive', de_DE: 'Vorbeugemaßnahme' },
  'report.capaStatus.OPEN': { en_US: 'Open', de_DE: 'Offen' },
  'report.capaStatus.ACTIONS': { en_US: 'Actions under way', de_DE: 'Maßnahmen laufen' },
  'report.capaStatus.VERIFYING': { en_US: 'Checking the effect', de_DE: 'Wirksamkeit wird geprüft' },
  'report.capaStatus.CLOSED': { en_US: 'Closed', de_DE: 'Abgeschlossen' },
  'report.capaStatus.CANCELLED': { en_US: 'Cancelled', de_DE: 'Storniert' },
  'report.ncrs': { en_US: 'NCRs it answers', de_DE: 'Beantwortete NCRs' },
  'report.problem': { en_US: 'Problem', de_DE: 'Problem' },
  'report.containment': { en_US: 'Containment', de_DE: 'Eindämmung' },
  'report.rootCause': { en_US: 'Root cause', de_DE: 'Grundursache' },
  'report.method.FIVE_WHYS': { en_US: 'Method: 5 Whys', de_DE: 'Methode: 5 Warum' },
  'report.method.FISHBONE': { en_US: 'Method: fishbone diagram', de_DE: 'Methode: Ishikawa-Diagramm' },
  'report.method.EIGHT_D': { en_US: 'Method: 8D', de_DE: 'Methode: 8D' },
  'report.why': { en_US: 'Why {{n}}: {{answer}}', de_DE: 'Warum {{n}}: {{answer}}' },
  'report.effect': { en_US: 'Effect: {{effect}}', de_DE: 'Wirkung: {{effect}}' },
  'report.bone': { en_US: '{{category}}: {{cause}}', de_DE: '{{category}}: {{cause}}' },
  'report.found': { en_US: 'Root cause: {{cause}}', de_DE: 'Grundursache: {{cause}}' },
  'report.actions': { en_US: 'Actions', de_DE: 'Maßnahmen' },
  'report.action': { en_US: 'Action', de_DE: 'Maßnahme' },
  'report.due': { en_US: 'Due (UTC)', de_DE: 'Fällig (UTC)' },
  'report.done': { en_US: 'Done (UTC)', de_DE: 'Erledigt (UTC)' },
  'report.check': { en_US: 'Effectiveness check', de_DE: 'Wirksamkeitsprüfung' },
  'report.checkDue': { en_US: 'Due (UTC): {{date}}', de_DE: 'Fällig (UTC): {{date}}' },
  'report.criterion': { en_US: 'Criterion: {{criterion}}', de_DE: 'Kriterium: {{criterion}}' },
  'report.result': { en_US: 'Result: {{result}}', de_DE: 'Ergebnis: {{result}}' },
  'report.result.EFFECTIVE': { en_US: 'effective', de_DE: 'wirksam' },
  'report.result.INEFFECTIVE': { en_US: 'not effective', de_DE: 'nicht wirksam' },
  'report.d1': { en_US: 'D1 The team', de_DE: 'D1 Das Team' },
  'report.d2': { en_US: 'D2 The problem', de_DE: 'D2 Das Problem' },
  'report.d3': { en_US: 'D3 Containment', de_DE: 'D3 Sofortmaßnahmen' },
  'report.d4': { en_US: 'D4 Root cause', de_DE: 'D4 Grundursache' },
  'report.d5': { en_US: 'D5 Corrective actions chosen', de_DE: 'D5 Gewählte Abstellmaßnahmen' },
  'report.d6': { en_US: 'D6 Implemented and validated', de_DE: 'D6 Umgesetzt und bestätigt' },
  'report.d7': { en_US: 'D7 Prevention', de_DE: 'D7 Vorbeugung' },
  'report.d8': { en_US: 'D8 Recognition', de_DE: 'D8 Würdigung' },
  'report.notYet': { en_US: 'Not known yet', de_DE: 'Noch nicht bekannt' },
});

export type ReportTextId = keyof typeof REPORT_TEXTS;

/** The reports' words and the quality codes' names in `language`, their {{values}} filled. */
export function reportText(language: LanguageKey) {
  return (id: ReportTextId | keyof typeof QUALITY_TEXTS, values: Record<string, string | number> = {}) =>
    fillPlaceholders(
      ((REPORT_TEXTS as Record<string, Record<LanguageKey, string>>)[id] ?? QUALITY_TEXTS[id as keyof typeof QUALITY_TEXTS])[
        language
      ],
      values,
    );
}

/** A moment as the reports write it: UTC, to the minute, in the reader's way of writing dates. */
export function utc(epochMs: number, language: LanguageKey): string {
  return new Intl.DateTimeFormat(language === 'de_DE' ? 'de-DE' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(epochMs);
}
