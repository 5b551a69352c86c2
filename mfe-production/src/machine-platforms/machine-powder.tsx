/**
 * The powder on a machine, on its page where the facility manages material: the batch it holds
 * (to the batch's page) with its mass, virgin share and cycles. A lot user scans a batch's label
 * here to load it: the whole batch, after a question that names it and the machine; a machine
 * that holds a batch already is topped off, the two blended into a new batch on it.
 */
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import type { Equipment } from 'shared/contracts';
import { Fact, Facts, Loading, ScanButton, Section, useConfirm, useToast } from 'shared/ui';
import { productionApi } from '../api';
import type { Batch } from '../material-batches/api';
import { useBatchFormat } from '../material-batches/use-batch-format';
import { useCanRecord } from '../material-batches/use-can-record';
import { labelRecord } from '../material-labels/label-link';
import { useText } from '../texts';

export function MachinePowder({ equipment }: { equipment: Equipment }) {
  const managed = authApi.useSessionConfigQuery().data?.features?.includes('MATERIAL_MANAGEMENT_CONFIG') ?? false;
  return managed ? <PowderSection equipment={equipment} /> : null;
}

function PowderSection({ equipment }: { equipment: Equipment }) {
  const text = useText();
  const format = useBatchFormat();
  const toast = useToast();
  const canRecord = useCanRecord();
  const held = productionApi.useBatchesQuery({ equipmentId: equipment.id, state: ['IN_USE'], offset: 0, limit: 1 });
  const [fetchBatch] = productionApi.useLazyBatchQuery();
  const [load] = productionApi.useLoadBatchMutation();
  const [confirm, confirmDialog] = useConfirm();
  const holding = held.data?.rows[0];

  const loadAfterAsking = async (batch: Batch) => {
    const question = holding
      ? text('labels.loadTopOff', { mass: format.mass(batch.massMg), holding: holding.number })
      : text('labels.loadWhole', { mass: format.mass(batch.massMg), material: batch.material.name });
    const asked = { title: text('labels.loadTitle', { number: batch.number, machine: equipment.displayName }), text: question };
    if (!(await confirm({ ...asked, confirmText: text('labels.loadConfirm'), cancelText: text('labels.loadCancel') }))) return;
    try {
      const loaded = await load({ id: batch.id, equipmentId: equipment.id }).unwrap();
      toast.success(text('batches.loaded', { number: loaded.number, machine: equipment.displayName }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const onScan = async (scanned: string) => {
    const record = labelRecord(scanned);
    if (record?.kind !== 'batch') return text('labels.notABatch');
    const found = await fetchBatch(record.id);
    if (!found.data) return errorMessage(found.error);
    // The scanner closes first; the question then opens on the page.
    void loadAfterAsking(found.data);
    return undefined;
  };

  return (
    <Section title={text('labels.powder')}>
      {held.isLoading ? (
        <Loading />
      ) : holding ? (
        <Facts>
          <Fact label={text('labels.heldBatch')}>
            <Link to={`/service-provider/material-management/batches?batch=${holding.id}`}>{holding.number}</Link>
          </Fact>
          <Fact label={text('batches.material')}>{holding.material.name}</Fact>
          <Fact label={text('batches.mass')}>{format.mass(holding.massMg)}</Fact>
          <Fact label={text('batches.virgin')}>{format.percent(holding.virginThousandths)}</Fact>
          <Fact label={text('batches.maxCycles')}>{holding.maxCycles}</Fact>
        </Facts>
      ) : (
        <p>{text('labels.noBatch')}</p>
      )}
      {canRecord && <ScanButton label={text('labels.scanBatch')} onScan={onScan} />}
      {confirmDialog}
    </Section>
  );
}
