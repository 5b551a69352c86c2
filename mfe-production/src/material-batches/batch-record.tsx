/**
 * One batch: where it stands and its powder's state, what it holds and held when made, its
 * machine and where it is stored, measured against its material's rules; what it is made of and
 * everything that happened to it. A lot user records here what happens next: a new batch from it,
 * sieving it, loading it on a machine, unloading its machine after a build, scrapping it, and
 * where it is stored. A used-up batch is kept for its history.
 */
import { Button, ChevronLeftIcon, Fact, Facts, Loaded, Page, PageHeader, StatusBadge, Toolbar, WarningIcon } from 'shared/ui';
import { productionApi } from '../api';
import { LabelDownload } from '../material-labels/label-download';
import { useText } from '../texts';
import type { Batch } from './api';
import { BatchStateBadge, PowderStateBadge } from './batch-badges';
import { BatchComposition } from './batch-composition';
import { BatchEvents } from './batch-events';
import { ruleBreaches } from './batch-values';
import { ChangeLocation } from './change-location';
import { LoadBatch } from './load-batch';
import { ScrapBatch } from './scrap-batch';
import { SieveBatch } from './sieve-batch';
import { UnloadMachine } from './unload-machine';
import { useBatchFormat } from './use-batch-format';

interface BatchRecordProps {
  id: number;
  canRecord: boolean;
  onBack: () => void;
  /** Opens another batch: one an event made, or one its history names. */
  onOpen: (id: number) => void;
  /** Opens the new batch's form, starting from this one. */
  onBlend: (from: number) => void;
}

export function BatchRecord({ id, canRecord, onBack, onOpen, onBlend }: BatchRecordProps) {
  const text = useText();
  const found = productionApi.useBatchQuery(id);
  return (
    <Page>
      <Toolbar>
        <Button variant="secondary" onClick={onBack}>
          <ChevronLeftIcon size="1em" /> {text('batches.back')}
        </Button>
      </Toolbar>
      <Loaded query={found} failedTitle={text('batches.fetchOneFailed')}>
        {(batch) => <BatchView batch={batch} canRecord={canRecord} onOpen={onOpen} onBlend={onBlend} />}
      </Loaded>
    </Page>
  );
}

type BatchViewProps = Omit<BatchRecordProps, 'id' | 'onBack'> & { batch: Batch };

function BatchView({ batch, canRecord, onOpen, onBlend }: BatchViewProps) {
  const text = useText();
  const format = useBatchFormat();
  const settings = productionApi.useMaterialSettingsQuery().data;
  const rule = settings?.rules.find((one) => one.material.id === batch.material.id);
  const breaches = batch.state === 'DONE' ? [] : ruleBreaches(batch, rule);
  return (
    <>
      <PageHeader>
        <h1>{text('batches.heading', { number: batch.number, material: batch.material.name })}</h1>
        <Toolbar>
          <BatchStateBadge state={batch.state} />
          <PowderStateBadge state={batch.powderState} />
          {breaches.map((breach) => (
            <StatusBadge key={breach} tone="warning">
              <WarningIcon size="1em" aria-hidden /> {text(`batches.breach.${breach}`)}
            </StatusBadge>
          ))}
          <LabelDownload kind="batch" id={batch.id} number={batch.number} />
        </Toolbar>
      </PageHeader>
      {canRecord && (
        <BatchActions batch={batch} tolerancePercent={settings?.massTolerancePercent} onOpen={onOpen} onBlend={onBlend} />
      )}
      <Facts>
        <Fact label={text('batches.material')}>{batch.material.name}</Fact>
        <Fact label={text('batches.mass')}>{format.mass(batch.massMg)}</Fact>
        <Fact label={text('batches.massAsMade')}>{format.mass(batch.createdMg)}</Fact>
        <Fact label={text('batches.createdAt')}>
          <time dateTime={batch.createdAt}>{format.moment(batch.createdAt)}</time>
        </Fact>
        <Fact label={text('batches.machine')}>{batch.machine?.name ?? text('batches.none')}</Fact>
        <Fact label={text('batches.location')}>{batch.location || text('batches.none')}</Fact>
      </Facts>
      <BatchComposition batch={batch} rule={rule} />
      <BatchEvents batch={batch} />
      {canRecord && batch.state !== 'DONE' && <ChangeLocation batch={batch} />}
    </>
  );
}

interface BatchActionsProps {
  batch: Batch;
  tolerancePercent?: number;
  onOpen: (id: number) => void;
  onBlend: (from: number) => void;
}

/** The events a batch may go through where it stands: in storage with powder in it, or on its machine. */
function BatchActions({ batch, tolerancePercent, onOpen, onBlend }: BatchActionsProps) {
  const text = useText();
  if (batch.state === 'IN_USE' && batch.machine)
    return (
      <Toolbar>
        <UnloadMachine batch={batch} machine={batch.machine} tolerancePercent={tolerancePercent} onOpen={onOpen} />
      </Toolbar>
    );
  if (batch.state !== 'IDLE' || batch.massMg === 0) return null;
  return (
    <Toolbar>
      <Button variant="secondary" onClick={() => onBlend(batch.id)}>
        {text('batches.blendFrom')}
      </Button>
      {batch.powderState === 'UNSIEVED' && <SieveBatch batch={batch} tolerancePercent={tolerancePercent} />}
      <LoadBatch batch={batch} onOpen={onOpen} />
      <ScrapBatch batch={batch} />
    </Toolbar>
  );
}
