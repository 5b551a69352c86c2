/**
 * Everything that happened to a batch, newest first: each event's kind, when and by whom, the
 * machine and the build it happened on, what went in and what came out with their masses (the
 * other batches and the lots open from here), what was lost, what the scale did not account for,
 * and the note (a scrap's reason).
 */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { Card, Fact, Facts, Muted, Section, space } from 'shared/ui';
import styled from 'styled-components';
import { useText } from '../texts';
import type { Batch, BatchEvent } from './api';
import { LOTS_PAGE } from './batch-composition';
import { useBatchFormat } from './use-batch-format';

const BATCHES_PAGE = '/service-provider/material-management/batches';

export function BatchEvents({ batch }: { batch: Batch }) {
  const text = useText();
  const newestFirst = [...batch.events].reverse();
  return (
    <Section title={text('batches.history')}>
      {newestFirst.length === 0 ? (
        <Muted>{text('batches.noEvents')}</Muted>
      ) : (
        <Timeline>
          {newestFirst.map((event) => (
            <li key={event.id}>
              <EventCard event={event} batchId={batch.id} />
            </li>
          ))}
        </Timeline>
      )}
    </Section>
  );
}

function EventCard({ event, batchId }: { event: BatchEvent; batchId: number }) {
  const text = useText();
  const format = useBatchFormat();
  return (
    <Card>
      <h3>{text(`batches.event.${event.kind}`)}</h3>
      <Muted>
        <time dateTime={event.at}>{format.moment(event.at)}</time>
        {' · '}
        {text('batches.by', { name: event.by })}
        {event.machine && <> · {text('batches.onMachine', { machine: event.machine.name })}</>}
        {event.job && (
          <>
            {' · '}
            <Link to={`/service-provider/schedules/${event.job.id}`}>{text('batches.forJob', { job: event.job.name })}</Link>
          </>
        )}
      </Muted>
      <Facts>
        <Fact label={text('batches.in')}>
          <Sides sides={event.inputs} batchId={batchId} />
        </Fact>
        <Fact label={text('batches.out')}>
          <Sides sides={event.outputs} batchId={batchId} />
        </Fact>
        {event.lossMg !== 0 && (
          <Fact label={text(event.kind === 'SIEVE' ? 'batches.waste' : 'batches.lost')}>{format.mass(event.lossMg)}</Fact>
        )}
        {event.unaccountedMg !== 0 && <Fact label={text('batches.unaccounted')}>{format.mass(event.unaccountedMg)}</Fact>}
        {event.note && <Fact label={text(event.kind === 'SCRAP' ? 'batches.reason' : 'batches.note')}>{event.note}</Fact>}
      </Facts>
    </Card>
  );
}

/** An event's inputs or outputs: each batch or lot with its mass; another batch or a lot opens from here. */
function Sides({ sides, batchId }: { sides: BatchEvent['inputs']; batchId: number }) {
  const text = useText();
  const format = useBatchFormat();
  if (sides.length === 0) return <>{text('batches.nothing')}</>;
  return (
    <>
      {sides.map((side, index) => {
        const mass = format.mass(side.massMg);
        const name = side.batch?.number ?? side.lot?.number ?? '';
        const to = side.lot
          ? `${LOTS_PAGE}?lot=${side.lot.id}`
          : side.batch && side.batch.id !== batchId
            ? `${BATCHES_PAGE}?batch=${side.batch.id}`
            : undefined;
        return (
          <Fragment key={index}>
            {index > 0 && ', '}
            {to ? <Link to={to}>{name}</Link> : name} ({mass})
          </Fragment>
        );
      })}
    </>
  );
}

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
`;
