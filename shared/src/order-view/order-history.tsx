/** An order's history, oldest first: each move of the order or of a facility's offer, who made it, and why. */
import styled from 'styled-components';
import type { OrderDetails, OrderMatch, RfqStatus } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { formatDate, Muted, Section, space } from 'shared/ui';
import { ORDER_VIEW_TEXTS } from './texts.js';

export interface OrderHistoryProps {
  order: OrderDetails;
  /** Whether an offer's move names its facility: the customer reads several, a facility only its own. */
  namesFacilities: boolean;
}

export function OrderHistory({ order, namesFacilities }: OrderHistoryProps) {
  const text = useTexts(ORDER_VIEW_TEXTS);
  const status = useTexts(ORDER_STATUS_TEXTS);
  return (
    <Section title={text('orderView.history')}>
      <Events>
        {order.history.map((event) => {
          const offer = event.matchId !== null && status(`orders.match.${event.to as OrderMatch['status']}`);
          return (
            <li key={event.id}>
              <time dateTime={new Date(event.at).toISOString()}>{formatDate(event.at, true)}</time>{' '}
              {offer === false
                ? status(`orders.status.${event.to as RfqStatus}`)
                : namesFacilities
                  ? `${event.facilityName}: ${offer}`
                  : offer}
              <Muted as="span">
                {' '}
                · {event.actorName ?? status(`orders.actor.${event.actor}`)}
                {event.reason && ` · ${event.reason}`}
              </Muted>
            </li>
          );
        })}
      </Events>
    </Section>
  );
}

const Events = styled.ol`
  display: grid;
  gap: ${space(1)};
  padding-left: ${space(5)};
`;
