/**
 * An NCR's history, oldest first, from its audit trail: when, who, and what changed — raised,
 * a new status (with the reason where one was given), or its fields' old and new values.
 */
import styled from 'styled-components';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS, type QualityTextId } from 'shared/orders';
import { formatDate, Muted, Section, space } from 'shared/ui';
import type { Ncr } from '../api';
import { useText, type TextId } from '../texts';

type Change = Ncr['history'][number]['changes'][number];

/** The fields an audit row may change, by their name in the trail, and how their values read. */
const FIELDS: Record<string, { label: TextId; codes?: string }> = {
  status: { label: 'history.field.status', codes: 'quality.status.' },
  reason: { label: 'history.field.reason' },
  severity: { label: 'history.field.severity', codes: 'quality.severity.' },
  defect_code: { label: 'history.field.defectCode' },
  title: { label: 'history.field.title' },
  description: { label: 'history.field.description' },
  internal_notes: { label: 'history.field.internalNotes' },
  assigned_user_id: { label: 'history.field.assignee' },
  evidence: { label: 'history.field.evidence' },
};
/** Fields whose values are ids or lists: the row says they changed, not to what. */
const WITHOUT_VALUES = new Set(['assigned_user_id', 'evidence']);

export function NcrHistory({ history }: { history: Ncr['history'] }) {
  const text = useText();
  return (
    <Section title={text('history.title')}>
      <Events>
        {history.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.at}>{formatDate(Date.parse(entry.at), true)}</time>{' '}
            {entry.action === 'CREATE' ? text('history.created') : text('history.changed')}
            <Muted as="span"> · {entry.who}</Muted>
            {entry.action !== 'CREATE' && <Changes changes={entry.changes} />}
          </li>
        ))}
      </Events>
    </Section>
  );
}

function Changes({ changes }: { changes: Change[] }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const known = changes.filter((change) => FIELDS[change.field]);
  if (!known.length) return null;
  const value = (field: string, raw: unknown) => {
    if (raw === null || raw === undefined || raw === '') return text('history.empty');
    const codes = FIELDS[field]!.codes;
    return codes ? quality(`${codes}${String(raw)}` as QualityTextId) : String(raw);
  };
  return (
    <Muted as="ul">
      {known.map((change) => (
        <li key={change.field}>
          {WITHOUT_VALUES.has(change.field)
            ? text('history.fieldChanged', { field: text(FIELDS[change.field]!.label) })
            : change.field === 'reason'
              ? text('history.reason', { reason: value(change.field, change.to) })
              : text('history.change', {
                  field: text(FIELDS[change.field]!.label),
                  from: value(change.field, change.from),
                  to: value(change.field, change.to),
                })}
        </li>
      ))}
    </Muted>
  );
}

const Events = styled.ol`
  display: grid;
  gap: ${space(1)};
  padding-left: ${space(5)};
  overflow-wrap: anywhere;
`;
