/**
 * A machine's last events in the reader's words, newest first, read when the reader opens them.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Loaded, Muted } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { StoredMachineEvent } from './api';

export function MachineEvents({ equipmentId }: { equipmentId: number }) {
  const text = useText();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{text('connectivity.events')}</summary>
      {open && <EventList equipmentId={equipmentId} />}
    </details>
  );
}

function EventList({ equipmentId }: { equipmentId: number }) {
  const text = useText();
  const intl = useIntl();
  const events = productionApi.useMachineEventsQuery(equipmentId);
  const describe = useDescribe();
  return (
    <Loaded query={events} failedTitle={text('connectivity.eventsFailed')}>
      {(list) =>
        list.length === 0 ? (
          <Muted>{text('connectivity.noEvents')}</Muted>
        ) : (
          <List>
            {list.map((event) => (
              <li key={event.id}>
                <time dateTime={new Date(event.occurredAt).toISOString()}>
                  {intl.formatTime(event.occurredAt, { timeStyle: 'medium' })}
                </time>{' '}
                {describe(event)}
              </li>
            ))}
          </List>
        )
      }
    </Loaded>
  );
}

/** An event as a sentence: never its raw type or codes of states. */
function useDescribe() {
  const text = useText();
  return ({ type, event }: StoredMachineEvent): string => {
    const field = (name: string) => String(event[name] ?? '');
    switch (type) {
      case 'MACHINE_STATE':
        return text('connectivity.event.MACHINE_STATE', { state: text(`connectivity.state.${field('state') as 'IDLE'}`) });
      case 'ALARM':
        return event.active
          ? text('connectivity.event.ALARM', { code: field('code'), message: field('message') })
          : text('connectivity.event.ALARM_CLEARED', { code: field('code') });
      case 'JOB_LAYER':
        return text('connectivity.event.JOB_LAYER', { job: field('jobName'), layer: field('layer') });
      case 'FEEDSTOCK_LOADED':
      case 'FEEDSTOCK_CONSUMED':
        return text(`connectivity.event.${type}`, { feedstock: field('materialName') || field('feedstockId') });
      default:
        return text(`connectivity.event.${type as 'JOB_STARTED'}`, { job: field('jobName') });
    }
  };
}

const List = styled.ol`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
