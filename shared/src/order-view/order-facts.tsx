/** The facts of an order both sides read: when quotes are due, the delivery date asked for, the currency. */
import type { ReactNode } from 'react';
import type { OrderDetails } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { Fact, Facts, formatDate } from 'shared/ui';
import { ORDER_VIEW_TEXTS } from './texts.js';

export interface OrderFactsProps {
  order: OrderDetails;
  /** The facts only one side reads, as `Fact`s after the shared ones. */
  children?: ReactNode;
}

export function OrderFacts({ order, children }: OrderFactsProps) {
  const text = useTexts(ORDER_VIEW_TEXTS);
  return (
    <Facts>
      <Fact label={text('orderView.quoteDue')}>{order.quoteDueDate === null ? '—' : formatDate(order.quoteDueDate)}</Fact>
      <Fact label={text('orderView.deliveryDate')}>
        {order.estimatedDeliveryDate === null ? '—' : formatDate(order.estimatedDeliveryDate)}
      </Fact>
      <Fact label={text('orderView.currency')}>{order.currency}</Fact>
      {children}
    </Facts>
  );
}
