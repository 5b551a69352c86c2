/**
 * /order-details/{id}: where the customer's order stands (a step indicator), its parts with
 * thumbnails and the viewer, the facilities' quotes side by side with Accept and Turn down,
 * the signed NDAs to review, the NCRs on it with what waits for its approval, Withdraw while
 * the graph allows it, and the order's history.
 */
import { Link } from 'react-router-dom';
import { CONFIRMED_ORDER, nextStates, ORDER_TRANSITIONS, type OrderDetails } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { ArchiveToggle, OrderFacts, OrderHistory, OrderParts } from 'shared/order-view';
import { ORDER_STATUS_TEXTS, ORDER_STATUS_TONES } from 'shared/orders';
import { Button, ButtonLink, FormFailure, PageHeader, Section, StatusBadge, Steps, Toolbar, ViewIcon } from 'shared/ui';
import { useText } from '../texts';
import { CustomerFacts } from './customer-facts';
import { useCustomerActions } from './customer-actions';
import { MessagesLink } from './messages-link';
import { OrderNotices } from './order-notices';
import { OrderPage } from './order-page';
import { OrderProgress } from './order-progress';
import { OrderQuality } from './order-quality';
import { WAY, wayStep } from './order-way';
import { Quotes } from './quotes';

export default function OrderDetailsPage() {
  return <OrderPage>{(order) => <Details order={order} />}</OrderPage>;
}

function Details({ order }: { order: OrderDetails }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const actions = useCustomerActions(order);
  const moves = nextStates(ORDER_TRANSITIONS, order.status, 'CUSTOMER');
  return (
    <>
      <PageHeader>
        <h1>{text('orderDetails.title', { id: order.id, title: order.displayTitle || text('orderDetails.untitled') })}</h1>
        <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{status(`orders.status.${order.status}`)}</StatusBadge>
        <MessagesLink orderId={order.id} />
        {(moves.includes('ARCHIVED') || order.status === 'ARCHIVED') && (
          <ArchiveToggle kind="orders" id={order.id} archived={order.status === 'ARCHIVED'} onFailure={actions.setFailure} />
        )}
      </PageHeader>
      <Steps
        items={WAY.map((state) => ({ label: status(`orders.status.${state}`), content: null }))}
        current={wayStep(order.status)}
      />
      <FormFailure message={actions.failure} />
      <OrderNotices order={order} actions={actions} />
      {CONFIRMED_ORDER.includes(order.status) && (
        <Section title={text('orderDetails.progress')}>
          <OrderProgress orderId={order.id} />
        </Section>
      )}
      {CONFIRMED_ORDER.includes(order.status) && <OrderQuality orderId={order.id} />}
      <Section title={text('orderDetails.facts')}>
        <OrderFacts order={order}>
          <CustomerFacts order={order} />
        </OrderFacts>
      </Section>
      <OrderParts
        order={order}
        actions={(part) =>
          part.fileId !== null && (
            <ButtonLink
              as={Link}
              to={`/order/${order.id}/cad-viewer?part=${part.id}`}
              $variant="secondary"
              $size="sm"
              aria-label={text('newOrder.viewFile', { name: part.fileName ?? '' })}
            >
              <ViewIcon />
              {text('newOrder.view')}
            </ButtonLink>
          )
        }
      />
      <Quotes order={order} actions={actions} />
      {moves.includes('WITHDRAWN') && (
        <Toolbar>
          <Button variant="danger" disabled={actions.busy} onClick={() => void actions.withdraw()}>
            {text('orderDetails.withdraw')}
          </Button>
        </Toolbar>
      )}
      <OrderHistory order={order} namesFacilities />
      {actions.confirmDialog}
    </>
  );
}
