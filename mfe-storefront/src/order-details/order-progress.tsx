/**
 * An awarded order's progress as its customer follows it: per part what is
 * made of what was ordered, passed, shipped and delivered; the shipments with their tracking
 * numbers, each confirmed on arrival.
 */
import { useState } from 'react';
import { errorMessage, fulfilmentApi } from 'shared/api';
import { OrderDocuments, PartProgressTable, ShipmentList } from 'shared/fulfilment';
import { FormFailure, LoadFailed, Loading } from 'shared/ui';
import { useText } from '../texts';

export function OrderProgress({ orderId }: { orderId: number }) {
  const text = useText();
  const read = fulfilmentApi.useFulfilmentQuery(orderId);
  const [confirmDelivery, confirming] = fulfilmentApi.useConfirmDeliveryMutation();
  const [failure, setFailure] = useState<string>();
  if (read.isLoading) return <Loading />;
  if (read.isError || !read.data) {
    return <LoadFailed title={text('orderProgress.fetchFailed')} error={read.error} onRetry={() => void read.refetch()} />;
  }
  const confirm = async (shipmentId: number) => {
    setFailure(undefined);
    try {
      await confirmDelivery(shipmentId).unwrap();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <>
      <FormFailure message={failure} />
      <OrderDocuments orderId={orderId} shipped={read.data.shipments.length > 0} />
      <h3 id="order-progress-parts">{text('orderProgress.parts')}</h3>
      <PartProgressTable parts={read.data.parts} labelledBy="order-progress-parts" />
      <h3>{text('orderProgress.shipments')}</h3>
      <ShipmentList
        shipments={read.data.shipments}
        busy={confirming.isLoading || read.data.status === 'ON_HOLD'}
        onConfirmDelivery={(id) => void confirm(id)}
      />
    </>
  );
}
