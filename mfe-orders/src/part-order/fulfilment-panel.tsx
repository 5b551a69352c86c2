/**
 * Production and delivery of an order awarded to this facility: each part's progress and stages,
 * the inspections and shipments, and what the facility does next — record an inspection, ship
 * what passed, confirm a delivery on the customer's word, move the order by hand where the shop
 * works without the platform's jobs, put it on hold and resume it, record the payment.
 */
import { fulfilmentApi, useServerCall, type Fulfilment } from 'shared/api';
import { MAKING_STATES } from 'shared/contracts';
import { OrderDocuments, PartProgressTable, PartStages, ShipmentList } from 'shared/fulfilment';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { Button, FormFailure, Loaded, Muted, Panel, Toolbar } from 'shared/ui';
import { useText } from '../texts';
import { InspectionForm } from './inspection-form';
import { InspectionList } from './inspection-list';
import { ManualMove } from './manual-move';
import { Payment } from './payment';
import { ShipmentForm } from './shipment-form';

export function FulfilmentPanel({ orderId }: { orderId: number }) {
  const text = useText();
  const read = fulfilmentApi.useFulfilmentQuery(orderId);
  return (
    <Loaded query={read} failedTitle={text('progress.fetchFailed')}>
      {(fulfilment) => <Fulfilling fulfilment={fulfilment} />}
    </Loaded>
  );
}

function Fulfilling({ fulfilment }: { fulfilment: Fulfilment }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [move, moving] = fulfilmentApi.useActOnOrderMutation();
  const [confirmDelivery, confirming] = fulfilmentApi.useConfirmDeliveryMutation();
  const { failure, run } = useServerCall();
  const orderId = fulfilment.orderId;
  const held = fulfilment.status === 'ON_HOLD';
  const making = MAKING_STATES.includes(fulfilment.status);
  const toShip = fulfilment.parts.some((part) => part.toShip > 0);

  return (
    <>
      <FormFailure message={failure} />
      {held && (
        <Panel
          title={text('progress.held', { state: status(`orders.status.${fulfilment.resumeStatus ?? 'AGREEMENT_DONE'}`) })}
          tone="warning"
        >
          <Toolbar>
            <Button disabled={moving.isLoading} onClick={() => void run(() => move({ orderId, action: 'resume' }).unwrap())}>
              {text('progress.resume')}
            </Button>
          </Toolbar>
        </Panel>
      )}
      <OrderDocuments orderId={orderId} shipped={fulfilment.shipments.length > 0} />
      <h3 id="fulfilment-progress">{text('progress.progress')}</h3>
      <PartProgressTable parts={fulfilment.parts} labelledBy="fulfilment-progress" />
      <PartStages orderId={orderId} />
      <ManualMove fulfilment={fulfilment} run={run} />
      {making && !held && (
        <section aria-labelledby="fulfilment-inspect">
          <h3 id="fulfilment-inspect">{text('inspection.title')}</h3>
          {fulfilment.parts.some((part) => part.toInspect > 0) ? (
            <InspectionForm orderId={orderId} parts={fulfilment.parts} />
          ) : (
            <Muted>{text('inspection.nothing')}</Muted>
          )}
        </section>
      )}
      <InspectionList inspections={fulfilment.inspections} />
      {toShip && !held && (
        <section aria-labelledby="fulfilment-ship">
          <h3 id="fulfilment-ship">{text('shipment.title')}</h3>
          <ShipmentForm orderId={orderId} parts={fulfilment.parts} />
        </section>
      )}
      <section aria-labelledby="fulfilment-shipments">
        <h3 id="fulfilment-shipments">{text('progress.shipments')}</h3>
        <ShipmentList
          shipments={fulfilment.shipments}
          busy={confirming.isLoading || held}
          onConfirmDelivery={(id) => void run(() => confirmDelivery(id).unwrap())}
        />
      </section>
      <Payment fulfilment={fulfilment} run={run} />
    </>
  );
}
