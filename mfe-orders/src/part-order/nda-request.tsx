/**
 * An order that requires an NDA shows the facility nothing more until the customer approves the
 * one it signed: the customer's NDA to download, the signed one to send, or word that it was sent.
 */
import type { OrderDetails, OrderMatch } from 'shared/contracts';
import { Panel } from 'shared/ui';
import { useText } from '../texts';
import type { FacilityActions } from './facility-actions';

export function NdaRequest({ order, match, actions }: { order: OrderDetails; match: OrderMatch; actions: FacilityActions }) {
  const text = useText();
  if (match.status === 'NDA_VERIFICATION_PENDING') return <Panel title={text('partOrder.ndaSent')} />;
  if (match.status !== 'NDA_UPLOAD_PENDING' && match.status !== 'NDA_REJECTED') return null;
  return (
    <Panel title={match.status === 'NDA_REJECTED' ? text('partOrder.ndaRejected') : text('partOrder.ndaNeeded')} tone="warning">
      {order.ndaFile && <a href={order.ndaFile.fileURL}>{text('partOrder.customerNda', { name: order.ndaFile.fileName })}</a>}
      <label>
        {text('partOrder.sendSigned')}{' '}
        <input
          type="file"
          accept=".pdf,.png,.jpg"
          disabled={actions.busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void actions.sendNda(file);
          }}
        />
      </label>
    </Panel>
  );
}
