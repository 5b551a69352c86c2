/**
 * /service-provider/material-management/batches: the powder and resin in the shop, each batch
 * made from supplier lots or other batches, where it stands (in storage, on a machine, used up)
 * and whether its powder is virgin, unsieved or sieved. A batch opens in place (`?batch={id}`)
 * with what it is made of — its virgin share, its mass by re-use cycles, every supplier lot in
 * it — and everything that happened to it. Lot users record the events: a new batch
 * (`?batch=new`, or `?batch=new&from={id}` starting from a batch), sieving, loading on a machine,
 * unloading after a build, scrapping; each then opens the batch it made.
 */
import { useSearchParams } from 'react-router-dom';
import { BatchList } from './batch-list';
import { BatchRecord } from './batch-record';
import { BlendBatch } from './blend-batch';
import { useCanRecord } from './use-can-record';
import { MaterialArea } from '../material-nav/material-nav';

export default function BatchesPage() {
  return (
    <MaterialArea>
      <BatchesScreen />
    </MaterialArea>
  );
}

function BatchesScreen() {
  const [params, setParams] = useSearchParams();
  const canRecord = useCanRecord();
  const opened = params.get('batch');
  const from = Number(params.get('from')) || undefined;
  const close = () => setParams({});
  const open = (batch: number) => setParams({ batch: String(batch) });
  const blend = (start?: number) => setParams(start ? { batch: 'new', from: String(start) } : { batch: 'new' });
  // The form waits for the user to be read: a reader who may not record gets the list.
  if (opened === 'new' && canRecord === undefined) return null;
  if (opened === 'new' && canRecord)
    return <BlendBatch from={from} onCancel={() => (from ? open(from) : close())} onMade={open} />;
  const id = Number(opened) || undefined;
  if (id) return <BatchRecord key={id} id={id} canRecord={!!canRecord} onBack={close} onOpen={open} onBlend={blend} />;
  return <BatchList canRecord={!!canRecord} onOpen={open} onNew={() => blend()} />;
}
