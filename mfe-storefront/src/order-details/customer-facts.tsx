/** The facts of an order only its customer reads: who it went to, how it is delivered and where, their reference and notes. */
import type { OrderDetails } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { Fact } from 'shared/ui';
import { useText } from '../texts';

export function CustomerFacts({ order }: { order: OrderDetails }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const address = order.deliveryAddress;
  const method = status(`orders.deliveryMethod.${order.deliveryMethod}`);
  return (
    <>
      <Fact label={text('newOrder.order.distribution')}>{text(`newOrder.distribution.${order.distribution}`)}</Fact>
      <Fact label={text('newOrder.order.deliveryMethod')}>
        {order.deliveryMethod === 'SHIPPING' && address
          ? `${method}: ${[
              address.recipient,
              address.line1,
              address.line2,
              [address.postalCode, address.city].filter(Boolean).join(' '),
              address.countryCode,
            ]
              .filter(Boolean)
              .join(', ')}`
          : method}
      </Fact>
      {order.thirdPartyOrderId && <Fact label={text('newOrder.order.thirdPartyId')}>{order.thirdPartyOrderId}</Fact>}
      {order.notes.trim() && <Fact label={text('newOrder.order.notes')}>{order.notes}</Fact>}
    </>
  );
}
