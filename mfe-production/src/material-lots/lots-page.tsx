/**
 * /service-provider/material-management/lots: the supplier's deliveries the facility received —
 * material, supplier and their lot number, quantity, days received and of expiry, where each is
 * stored and its certificate of analysis — from quarantine through the signed release to used
 * up, expired or rejected. Only a released lot that has not expired is used. A lot opens in place
 * (`?lot={id}`), and so does receiving one (`?lot=new`), which then opens the lot received.
 */
import { useSearchParams } from 'react-router-dom';
import { LotList } from './lot-list';
import { LotRecord } from './lot-record';
import { ReceiveLot } from './receive-lot';
import { MaterialArea } from '../material-nav/material-nav';

export default function LotsPage() {
  return (
    <MaterialArea>
      <LotsScreen />
    </MaterialArea>
  );
}

function LotsScreen() {
  const [params, setParams] = useSearchParams();
  const opened = params.get('lot');
  const close = () => setParams({});
  const open = (lot: number) => setParams({ lot: String(lot) });
  if (opened === 'new') return <ReceiveLot onCancel={close} onReceived={open} />;
  const id = Number(opened) || undefined;
  if (id) return <LotRecord key={id} id={id} onBack={close} />;
  return <LotList onOpen={open} onReceive={() => setParams({ lot: 'new' })} />;
}
