/**
 * A CAPA's actions: each with its owner, due date and whether it is done — ticked off at once
 * while the CAPA is open or in its actions (the tick shows until the CAPA is read again) — and the
 * form that plans another. An action still open past its due date says so.
 */
import { useId } from 'react';
import { useServerCall } from 'shared/api';
import { formatDate, FormFailure, Muted, PlainTable, Section, StatusBadge, usePendingUntilRead } from 'shared/ui';
import { qualityApi, type Capa } from '../api';
import { useText } from '../texts';
import { AddActionForm } from './add-action-form';

type Action = Capa['actions'][number];

export function CapaActions({ capa }: { capa: Capa }) {
  const text = useText();
  const headingId = useId();
  const [change] = qualityApi.useChangeCapaActionMutation();
  const { failure, run } = useServerCall();
  const [pending, setPending, saving] = usePendingUntilRead<Record<number, boolean>>(capa, {});
  // Actions are planned and ticked off while the CAPA is open or in its actions; once verified they stay as checked.
  const actionable = capa.status === 'OPEN' || capa.status === 'ACTIONS';
  const now = Date.now();
  const isDone = (action: Action) => pending[action.id] ?? action.doneAt !== null;
  const tick = async (action: Action, done: boolean) => {
    setPending((before) => ({ ...before, [action.id]: done }));
    const saved = await run(() => saving(change({ id: capa.id, actionId: action.id, change: { done } }).unwrap()));
    if (!saved) setPending(({ [action.id]: _dropped, ...rest }) => rest);
  };
  return (
    <Section title={text('actions.title')} headingId={headingId}>
      <FormFailure message={failure} />
      {capa.actions.length === 0 ? (
        <p>{text('actions.none')}</p>
      ) : (
        <PlainTable
          labelledBy={headingId}
          columns={[
            text('actions.column.action'),
            text('actions.column.owner'),
            text('actions.column.due'),
            text('actions.column.done'),
          ]}
        >
          {capa.actions.map((action) => (
            <tr key={action.id}>
              <th scope="row">{action.description}</th>
              <td>{action.owner.name}</td>
              <td>
                {formatDate(action.dueAt)}
                {!isDone(action) && action.dueAt < now && (
                  <>
                    {' '}
                    <StatusBadge tone="danger">{text('actions.overdue')}</StatusBadge>
                  </>
                )}
              </td>
              <td>
                <input
                  type="checkbox"
                  checked={isDone(action)}
                  disabled={!actionable}
                  aria-label={text('actions.doneOf', { action: action.description })}
                  onChange={(event) => void tick(action, event.target.checked)}
                />
                {action.doneAt !== null && <Muted as="span"> {formatDate(action.doneAt)}</Muted>}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      {actionable && <AddActionForm capa={capa} />}
    </Section>
  );
}
