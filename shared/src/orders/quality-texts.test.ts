import {
  DEFAULT_SIGNATURE_MEANINGS,
  DISPOSITIONS,
  NCR_FOUND_AT,
  NCR_KINDS,
  NCR_SEVERITIES,
  NCR_STATUSES,
  PROCESS_NCR_CAUSES,
} from '../contracts';
import { LANGUAGE_KEYS } from '../texts/table';
import { meaningTextId, QUALITY_TEXTS } from './quality-texts';

describe('the quality codes’ names', () => {
  it('name every status, kind, severity, finding, cause, disposition, answer and default meaning in every language', () => {
    const ids = [
      ...NCR_STATUSES.map((s) => `quality.status.${s}`),
      ...NCR_KINDS.map((k) => `quality.kind.${k}`),
      ...NCR_SEVERITIES.map((s) => `quality.severity.${s}`),
      ...NCR_FOUND_AT.map((f) => `quality.foundAt.${f}`),
      ...PROCESS_NCR_CAUSES.map((c) => `quality.cause.${c}`),
      ...DISPOSITIONS.map((d) => `quality.disposition.${d}`),
      ...['REQUESTED', 'APPROVED', 'REFUSED'].map((a) => `quality.approval.${a}`),
      ...DEFAULT_SIGNATURE_MEANINGS.map((m) => `quality.meaning.${m}`),
    ];
    expect(Object.keys(QUALITY_TEXTS).sort()).toEqual(ids.sort());
    for (const id of ids) {
      for (const language of LANGUAGE_KEYS)
        expect((QUALITY_TEXTS as Record<string, Record<string, string>>)[id]![language]).toBeTruthy();
    }
  });

  it('names a default meaning of a signature, and leaves a facility’s own as it wrote it', () => {
    expect(meaningTextId('APPROVED')).toBe('quality.meaning.APPROVED');
    expect(meaningTextId('Witnessed by QA')).toBeUndefined();
  });
});
