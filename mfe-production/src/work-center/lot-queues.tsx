/**
 * A work center's queues: its lots in progress, then those waiting, most urgent first (the
 * server's order: by the order's due date, then its priority). Each queue is read on its own, so
 * each says when it is loading, failed or empty. Waiting lots of one part at one step can be
 * chosen and merged into one.
 */
import { useState } from 'react';
import { useServerCall } from 'shared/api';
import type { WorkplanLotStatus } from 'shared/contracts';
import { Button, FormFailure, Loaded, Muted, PlainList, Section, Toolbar, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { WorkplanLot } from './api';
import { LotCard } from './lot-card';
import { mayJoin, mergeableLots } from './merge-selection';

/** The most lots a queue shows: a work center's queue is far shorter, and the classic table pages through any. */
const QUEUE_LIMIT = 100;
/**
 * Lots have no live topic yet: other people's moves (another operator, a job moving a print
 * step's lots) are read every 15 seconds, also while the window has no focus (a station's screen
 * is watched more than typed into). An operator's own moves read the queues again at once.
 */
const POLL_MS = 15_000;

interface QueuesProps {
  workCenterId: number;
  onFinished: (ncrId: number | null) => void;
}

export function LotQueues({ workCenterId, onFinished }: QueuesProps) {
  const text = useText();
  return (
    <>
      <Queue title={text('workCenter.inProgress')} status="IN_PROGRESS" workCenterId={workCenterId} onFinished={onFinished} />
      <Queue title={text('workCenter.waiting')} status="WAITING" workCenterId={workCenterId} onFinished={onFinished} />
    </>
  );
}

interface QueueProps extends QueuesProps {
  title: string;
  status: WorkplanLotStatus;
}

function Queue({ title, status, workCenterId, onFinished }: QueueProps) {
  const text = useText();
  const query = productionApi.useWorkplanLotsQuery(
    { workCenterId, statuses: [status], offset: 0, limit: QUEUE_LIMIT },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: false },
  );
  return (
    <Section title={title}>
      <Loaded query={query} failedTitle={text('workCenter.fetchFailed')}>
        {(data) =>
          data.rows.length === 0 ? (
            <Muted>{text(status === 'WAITING' ? 'workCenter.noneWaiting' : 'workCenter.noneInProgress')}</Muted>
          ) : (
            <>
              {data.totalCount > data.rows.length && (
                <Muted>{text('workCenter.more', { shown: data.rows.length, count: data.totalCount })}</Muted>
              )}
              <LotList lots={data.rows} merging={status === 'WAITING'} onFinished={onFinished} />
            </>
          )
        }
      </Loaded>
    </Section>
  );
}

interface LotListProps {
  lots: WorkplanLot[];
  merging: boolean;
  onFinished: (ncrId: number | null) => void;
}

/** The queue's cards, and for the waiting ones the lots chosen to merge with the button that merges them. */
function LotList({ lots, merging, onFinished }: LotListProps) {
  const text = useText();
  const toast = useToast();
  const [merge, merged] = productionApi.useMergeWorkplanLotsMutation();
  const { failure, run } = useServerCall();
  const [chosenIds, setChosenIds] = useState<number[]>([]);
  const mergeable = merging ? mergeableLots(lots) : [];
  // A lot another person moved meanwhile is no longer chosen.
  const chosen = mergeable.filter((lot) => chosenIds.includes(lot.id));
  const choose = (lot: WorkplanLot, on: boolean) =>
    setChosenIds((ids) => (on ? [...ids, lot.id] : ids.filter((id) => id !== lot.id)));

  const mergeChosen = async () => {
    const done = await run(() => merge(chosen.map((lot) => lot.id)).unwrap());
    if (!done) return;
    toast.success(text('workCenter.merged', { count: chosen.length }));
    setChosenIds([]);
  };

  return (
    <>
      {mergeable.length > 0 && (
        <Toolbar>
          <Muted>{text('workCenter.mergeHint')}</Muted>
          <Button variant="secondary" disabled={chosen.length < 2 || merged.isLoading} onClick={() => void mergeChosen()}>
            {text('workCenter.merge', { count: chosen.length })}
          </Button>
        </Toolbar>
      )}
      <FormFailure message={failure} />
      <PlainList $gap={3}>
        {lots.map((lot) => (
          <li key={lot.id}>
            <LotCard
              lot={lot}
              onFinished={onFinished}
              merge={
                mergeable.includes(lot)
                  ? { offered: mayJoin(lot, chosen), chosen: chosen.includes(lot), onChange: (on) => choose(lot, on) }
                  : undefined
              }
            />
          </li>
        ))}
      </PlainList>
    </>
  );
}
