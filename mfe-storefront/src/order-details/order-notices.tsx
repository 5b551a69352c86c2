/**
 * What the customer is told about an order off its usual way: no facility could take it (and
 * the way back to change it), a draft to carry on, withdrawn, or on hold and why.
 */
import { useNavigate } from 'react-router-dom';
import type { OrderDetails } from 'shared/contracts';
import { Button, Panel } from 'shared/ui';
import { useText } from '../texts';
import type { CustomerActions } from './customer-actions';

export function OrderNotices({ order, actions }: { order: OrderDetails; actions: CustomerActions }) {
  const text = useText();
  const navigate = useNavigate();
  const changeDraft = () => navigate(`/store-front?draft=${order.id}`);
  switch (order.status) {
    case 'UNMATCHED':
      return (
        <Panel title={text('orderDetails.unmatched')} tone="warning">
          <p>{order.unmatchedReason}</p>
          <Button
            disabled={actions.busy}
            onClick={() => void actions.move('reopen').then((reopened) => reopened && changeDraft())}
          >
            {text('orderDetails.changeOrder')}
          </Button>
        </Panel>
      );
    case 'DRAFT':
      return (
        <Panel title={text('orderDetails.draft')}>
          <Button onClick={changeDraft}>{text('orderDetails.carryOn')}</Button>
        </Panel>
      );
    case 'WITHDRAWN':
      return <Panel title={text('orderDetails.withdrawn')} tone="warning" />;
    case 'ON_HOLD': {
      // Why it is held: the reason of its latest move to ON_HOLD.
      const held = [...order.history].reverse().find((event) => event.to === 'ON_HOLD' && event.matchId === null);
      return (
        <Panel title={text('orderDetails.onHold')} tone="warning">
          <p>{held?.reason}</p>
        </Panel>
      );
    }
    default:
      return null;
  }
}
