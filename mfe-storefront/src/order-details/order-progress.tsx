/**
 * An awarded order's progress as its customer follows it: per part what is
 * made of what was ordered, passed, shipped and delivered, and the stage of its work plan it is at; the shipments with their tracking
 * numbers, each confirmed on arrival.
 */
import { fulfilmentApi, useServerCall } from 'shared/api';
import { OrderDocuments, PartProgressTable, PartStages, ShipmentList } from 'shared/fulfilment';
import { FormFailure, Loaded } from 'shared/ui';
import { useText } from '../texts';

export function OrderProgress({ orderId }: { orderId: number }) {
  const text = useText();
  const read = fulfilmentApi.useFulfilmentQuery(orderId);
  const [confirmDelivery, confirming] = fulfilmentApi.useConfirmDeliveryMutation();
  const { failure, run } = useServerCall();
  return (
    <Loaded query={read} failedTitle={text('orderProgress.fetchFailed')}>
      {(progress) => (
        <>
          <FormFailure message={failure} />
          <OrderDocuments orderId={orderId} shipped={progress.shipments.length > 0} />
          <h3 id="order-progress-parts">{text('orderProgress.parts')}</h3>
          <PartProgressTable parts={progress.parts} labelledBy="order-progress-parts" />
          <PartStages orderId={orderId} />
          <h3>{text('orderProgress.shipments')}</h3>
          <ShipmentList
            shipments={progress.shipments}
            busy={confirming.isLoading || progress.status === 'ON_HOLD'}
            onConfirmDelivery={(id) => void run(() => confirmDelivery(id).unwrap())}
          />
        </>
      )}
    </Loaded>
  );
}
