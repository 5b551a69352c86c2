/**
 * A CAPA's history, oldest first, from its audit trail and its actions': when, who, and what
 * changed — raised, a new status (with the reason where one was given), its texts, its root cause,
 * its check, an action planned, changed or ticked off.
 */
import styled from 'styled-components';
import { formatDate, Muted, Section, space } from 'shared/ui';
import type { Capa, RootCause } from '../api';
import { useText, type TextId } from '../texts';

type Entry = Capa['history'][number];
type Change = Entry['changes'][number];

/** How a field's value reads: a code by its text, a moment as a date, a text as it is, or not at all (ids, whole forms). */
type Reading = 'text' | 'date' | 'status' | 'result' | 'none' | 'done' | 'method';

/** The fields an audit row may change, by their name in the trail. */
const FIELDS: Record<string, { label: TextId; reads: Reading }> = {
  status: { label: 'capaHistory.field.status', reads: 'status' },
  title: { label: 'capaHistory.field.title', reads: 'text' },
  problem: { label: 'capaHistory.field.problem', reads: 'text' },
  containment: { label: 'capaHistory.field.containment', reads: 'text' },
  owner_user_id: { label: 'capaHistory.field.owner', reads: 'none' },
  defect_code: { label: 'capaHistory.field.defectCode', reads: 'text' },
  rootCause: { label: 'capaHistory.field.rootCause', reads: 'method' },
  check_due: { label: 'capaHistory.field.checkDue', reads: 'date' },
  check_criterion: { label: 'capaHistory.field.criterion', reads: 'text' },
  check_result: { label: 'capaHistory.field.result', reads: 'result' },
  check_note: { label: 'capaHistory.field.checkNote', reads: 'text' },
  description: { label: 'capaHistory.field.description', reads: 'text' },
  due_at: { label: 'capaHistory.field.due', reads: 'date' },
  done_at: { label: 'capaHistory.field.done', reads: 'done' },
};

export function CapaHistory({ capa }: { capa: Capa }) {
  const text = useText();
  const actionOf = (id: number) => capa.actions.find((action) => action.id === id)?.description ?? '';
  const what = (entry: Entry) => {
    if (entry.record === 'CAPA_ACTION')
      return text(entry.action === 'CREATE' ? 'capaHistory.actionPlanned' : 'capaHistory.actionChanged', {
        action: actionOf(entry.recordId),
      });
    return text(entry.action === 'CREATE' ? 'capaHistory.created' : 'capaHistory.changed');
  };
  return (
    <Section title={text('capaHistory.title')}>
      <Events>
        {capa.history.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.at}>{formatDate(Date.parse(entry.at), true)}</time> {what(entry)}
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
  const known = changes.filter((change) => FIELDS[change.field] || change.field === 'reason');
  if (!known.length) return null;
  const value = (reads: Reading, raw: unknown) => {
    if (raw === null || raw === undefined || raw === '') return text('capaHistory.empty');
    if (reads === 'status') return text(`capas.status.${raw as Capa['status']}`);
    if (reads === 'result') return text(`capa.result.${raw as NonNullable<Capa['check']['result']>}`);
    if (reads === 'date') return formatDate(typeof raw === 'number' ? raw : Date.parse(String(raw)));
    return String(raw);
  };
  const line = (change: Change) => {
    if (change.field === 'reason') return text('capaHistory.reason', { reason: String(change.to ?? '') });
    const { label, reads } = FIELDS[change.field]!;
    if (reads === 'none') return text('capaHistory.fieldChanged', { field: text(label) });
    if (reads === 'done') return text(change.to === null ? 'capaHistory.undone' : 'capaHistory.done');
    if (reads === 'method') {
      const method = (change.to as { method?: RootCause['method'] } | null)?.method;
      return method ? text('capaHistory.rootCause', { method: text(`rootCause.method.${method}`) }) : text(label);
    }
    return text('capaHistory.change', { field: text(label), from: value(reads, change.from), to: value(reads, change.to) });
  };
  return (
    <Muted as="ul">
      {known.map((change) => (
        <li key={change.field}>{line(change)}</li>
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
