/**
 * The powder on a machine, on its page where the facility manages material: the batch it holds
 * (to the batch's page) with its mass, virgin share and cycles, and beside it the batches of the
 * support materials and agents it runs. A lot user scans a batch's label here to load it: the
 * whole batch, after a question that names it and the machine; a batch in the place of one the
 * machine holds already (its powder, or the same agent) tops it off, the two blended into a new
 * batch on it.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import type { Equipment } from 'shared/contracts';
import { Fact, Facts, Loading, PlainTable, ScanButton, Section, useConfirm, useToast } from 'shared/ui';
import { productionApi } from '../api';
import type { Batch } from '../material-batches/api';
import { useBatchFormat } from '../material-batches/use-batch-format';
import { useCanRecord } from '../material-batches/use-can-record';
import { labelRecord } from '../material-labels/label-link';
import { useText } from '../texts';

const batchPath = (id: number) => `/service-provider/material-management/batches?batch=${id}`;

/** Whether the machine runs the material beside its powder: only as a support material or an agent. */
const runsBeside = (equipment: Equipment, materialId: number) =>
  !equipment.materials.some((material) => material.id === materialId) &&
  [...equipment.supportMaterials, ...equipment.detailingAgentMaterials, ...equipment.fusingAgentMaterials].some(
    (material) => material.id === materialId,
  );

export function MachinePowder({ equipment }: { equipment: Equipment }) {
  const managed = authApi.useSessionConfigQuery().data?.features?.includes('MATERIAL_MANAGEMENT_CONFIG') ?? false;
  return managed ? <PowderSection equipment={equipment} /> : null;
}

function PowderSection({ equipment }: { equipment: Equipment }) {
  const text = useText();
  const format = useBatchFormat();
  const toast = useToast();
  const canRecord = useCanRecord();
  const headingId = useId();
  // Its powder and a batch of each material it runs beside it: a page holds them all.
  const held = productionApi.useBatchesQuery({ equipmentId: equipment.id, state: ['IN_USE'], offset: 0, limit: 50 });
  const [fetchBatch] = productionApi.useLazyBatchQuery();
  const [load] = productionApi.useLoadBatchMutation();
  const [confirm, confirmDialog] = useConfirm();
  const rows = held.data?.rows ?? [];
  const beside = (batch: { material: { id: number } }) => runsBeside(equipment, batch.material.id);
  const powder = rows.find((batch) => !beside(batch));
  const besidePowder = rows.filter(beside);

  const loadAfterAsking = async (batch: Batch) => {
    const holding = rows.find((row) => (beside(batch) ? row.material.id === batch.material.id : !beside(row)));
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
      ) : powder ? (
        <Facts>
          <Fact label={text('labels.heldBatch')}>
            <Link to={batchPath(powder.id)}>{powder.number}</Link>
          </Fact>
          <Fact label={text('batches.material')}>{powder.material.name}</Fact>
          <Fact label={text('batches.mass')}>{format.mass(powder.massMg)}</Fact>
          <Fact label={text('batches.virgin')}>{format.percent(powder.virginThousandths)}</Fact>
          <Fact label={text('batches.maxCycles')}>{powder.maxCycles}</Fact>
        </Facts>
      ) : (
        <p>{text(rows.length ? 'labels.noPowder' : 'labels.noBatch')}</p>
      )}
      {besidePowder.length > 0 && (
        <>
          <h3 id={headingId}>{text('labels.beside')}</h3>
          <PlainTable labelledBy={headingId} columns={[text('labels.heldBatch'), text('batches.material'), text('batches.mass')]}>
            {besidePowder.map((batch) => (
              <tr key={batch.id}>
                <th scope="row">
                  <Link to={batchPath(batch.id)}>{batch.number}</Link>
                </th>
                <td>{batch.material.name}</td>
                <td>{format.mass(batch.massMg)}</td>
              </tr>
            ))}
          </PlainTable>
        </>
      )}
      {canRecord && <ScanButton label={text('labels.scanBatch')} onScan={onScan} />}
      {confirmDialog}
    </Section>
  );
}
