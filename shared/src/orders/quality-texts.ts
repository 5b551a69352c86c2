/**
 * The names of the quality codes in every language — an NCR's statuses, kinds, severities, where
 * it was found, a process's causes, the board's dispositions, the customer's answer and the
 * default meanings of a signature — and the tones its statuses and severities show in, for the
 * facility's quality screens and the customer's order page alike. No code reaches a reader as it is.
 */
import { DEFAULT_SIGNATURE_MEANINGS, type NcrSeverity, type NcrStatus } from '../contracts/index.js';
import { defineTexts } from '../texts/table.js';
import type { StatusTone } from '../ui/status-tone.js';

export const QUALITY_TEXTS = defineTexts({
  'quality.status.OPEN': { en_US: 'Open', de_DE: 'Offen' },
  'quality.status.AWAITING_CUSTOMER': { en_US: 'Awaiting the customer', de_DE: 'Wartet auf den Kunden' },
  'quality.status.DISPOSITIONED': { en_US: 'Dispositioned', de_DE: 'Entschieden' },
  'quality.status.CLOSED': { en_US: 'Closed', de_DE: 'Abgeschlossen' },
  'quality.status.CANCELLED': { en_US: 'Cancelled', de_DE: 'Storniert' },
  'quality.kind.PART': { en_US: 'Part NCR', de_DE: 'Teile-NCR' },
  'quality.kind.PROCESS': { en_US: 'Process NCR', de_DE: 'Prozess-NCR' },
  'quality.severity.MINOR': { en_US: 'Minor', de_DE: 'Geringfügig' },
  'quality.severity.MAJOR': { en_US: 'Major', de_DE: 'Schwerwiegend' },
  'quality.severity.CRITICAL': { en_US: 'Critical', de_DE: 'Kritisch' },
  'quality.foundAt.INSPECTION': { en_US: 'At inspection', de_DE: 'Bei der Prüfung' },
  'quality.foundAt.CUSTOMER_RETURN': { en_US: 'Returned by the customer', de_DE: 'Vom Kunden zurückgesandt' },
  'quality.foundAt.IN_PROCESS': { en_US: 'In process', de_DE: 'Im Prozess' },
  'quality.cause.FAILED_BUILD': { en_US: 'Failed build', de_DE: 'Fehlgeschlagener Baujob' },
  'quality.cause.MACHINE_FAULT': { en_US: 'Machine fault', de_DE: 'Maschinenstörung' },
  'quality.cause.MATERIAL_OUT_OF_SPEC': {
    en_US: 'Material out of specification',
    de_DE: 'Material außerhalb der Spezifikation',
  },
  'quality.cause.PROCEDURE_NOT_FOLLOWED': { en_US: 'Procedure not followed', de_DE: 'Verfahren nicht eingehalten' },
  'quality.disposition.USE_AS_IS': { en_US: 'Use as is', de_DE: 'Verwenden wie vorliegend' },
  'quality.disposition.REWORK': { en_US: 'Rework', de_DE: 'Nacharbeit' },
  'quality.disposition.REPAIR': { en_US: 'Repair', de_DE: 'Reparatur' },
  'quality.disposition.SCRAP': { en_US: 'Scrap', de_DE: 'Verschrotten' },
  'quality.disposition.RETURN_TO_VENDOR': { en_US: 'Return to vendor', de_DE: 'Zurück an den Lieferanten' },
  'quality.disposition.REGRADE': { en_US: 'Regrade', de_DE: 'Herabstufen' },
  'quality.approval.REQUESTED': { en_US: 'Awaiting the customer’s approval', de_DE: 'Wartet auf die Freigabe des Kunden' },
  'quality.approval.APPROVED': { en_US: 'Approved by the customer', de_DE: 'Vom Kunden freigegeben' },
  'quality.approval.REFUSED': { en_US: 'Refused by the customer', de_DE: 'Vom Kunden abgelehnt' },
  'quality.meaning.REVIEWED': { en_US: 'Reviewed', de_DE: 'Geprüft' },
  'quality.meaning.APPROVED': { en_US: 'Approved', de_DE: 'Freigegeben' },
  'quality.meaning.RESPONSIBLE': { en_US: 'Responsible', de_DE: 'Verantwortlich' },
});

export type QualityTextId = keyof typeof QUALITY_TEXTS;

/**
 * The id of a signature's meaning when it is one of the platform's defaults; a meaning a
 * facility worded itself has none and shows as the facility wrote it.
 */
export function meaningTextId(meaning: string): QualityTextId | undefined {
  return (DEFAULT_SIGNATURE_MEANINGS as readonly string[]).includes(meaning)
    ? (`quality.meaning.${meaning}` as QualityTextId)
    : undefined;
}

export const NCR_STATUS_TONES: Record<NcrStatus, StatusTone> = {
  OPEN: 'warning',
  AWAITING_CUSTOMER: 'progress',
  DISPOSITIONED: 'progress',
  CLOSED: 'success',
  CANCELLED: 'neutral',
};

export const NCR_SEVERITY_TONES: Record<NcrSeverity, StatusTone> = {
  MINOR: 'neutral',
  MAJOR: 'warning',
  CRITICAL: 'danger',
};
