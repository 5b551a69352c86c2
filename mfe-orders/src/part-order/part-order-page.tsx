/**
 * /service-provider/part-orders/{id}: an order as the facility reads it. Before its NDA is
 * approved only what the customer allows (processes, materials, quantities, dates); then the
 * files with thumbnails and the viewer. The facility signs and sends the customer's NDA,
 * declines to quote with a reason, bids and revises its bid, confirms or declines an award, and
 * talks with the customer.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CONFIRMED_MATCH, MATCH_TRANSITIONS, nextStates, type OrderDetails, type OrderMatch } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { OrderMessages } from 'shared/messages';
import { ArchiveToggle, OrderFacts, OrderHistory, OrderParts } from 'shared/order-view';
import { MATCH_STATUS_TONES, ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  Button,
  ButtonLink,
  DownloadIcon,
  Fact,
  FormFailure,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Panel,
  Section,
  StatusBadge,
  Toolbar,
  ViewIcon,
} from 'shared/ui';
import { CadViewer } from 'shared/viewer';
import { ordersApi } from '../api';
import { useText } from '../texts';
import { Assignee } from './assignee';
import { BidForm } from './bid-form';
import { DeclineOffer } from './decline-offer';
import { useFacilityActions } from './facility-actions';
import { FulfilmentPanel } from './fulfilment-panel';
import { Marks } from './marks';
import { NdaRequest } from './nda-request';
import { SentBid } from './sent-bid';

export default function PartOrderPage() {
  const text = useText();
  const order = ordersApi.useFacilityOrderQuery(Number(useParams().id));
  return (
    <Page>
      <Loaded query={order} failedTitle={text('partOrder.fetchFailed')}>
        {(read) => <PartOrder order={read} match={read.matches[0]!} />}
      </Loaded>
    </Page>
  );
}

function PartOrder({ order, match }: { order: OrderDetails; match: OrderMatch }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const actions = useFacilityActions(match.id);
  const [viewing, setViewing] = useState<{ id: number; name: string } | null>(null);
  const moves = nextStates(MATCH_TRANSITIONS, match.status, 'FACILITY');
  // A bid is sent, or the one sent revised, while the order takes bids and the customer has not answered it.
  const biddable = order.status === 'DISTRIBUTED' && (moves.includes('BID_SUBMITTED') || match.status === 'BID_SUBMITTED');

  return (
    <>
      <PageHeader>
        <h1>{text('partOrder.title', { id: order.id, title: order.displayTitle, customer: order.customerName })}</h1>
        <StatusBadge tone={MATCH_STATUS_TONES[match.status]}>{status(`orders.match.${match.status}`)}</StatusBadge>
        <Assignee match={match} onFailure={actions.setFailure} />
        {(moves.includes('ARCHIVED') || match.status === 'ARCHIVED') && (
          <ArchiveToggle kind="matches" id={match.id} archived={match.status === 'ARCHIVED'} onFailure={actions.setFailure} />
        )}
      </PageHeader>
      <FormFailure message={actions.failure} />
      <OrderFacts order={order}>
        <Fact label={text('partOrder.orderStatus')}>{status(`orders.status.${order.status}`)}</Fact>
      </OrderFacts>
      <Marks match={match} onFailure={actions.setFailure} />
      <NdaRequest order={order} match={match} actions={actions} />
      <OrderParts
        order={order}
        note={!match.filesVisible && <Muted>{text('partOrder.filesHidden')}</Muted>}
        actions={(part) => (
          <>
            {part.fileId !== null && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setViewing({ id: part.fileId!, name: part.fileName ?? '' })}
                aria-label={text('partOrder.viewFile', { name: part.fileName ?? '' })}
              >
                <ViewIcon />
                {text('partOrder.view')}
              </Button>
            )}
            {part.fileURL && (
              <ButtonLink
                $variant="secondary"
                $size="sm"
                href={part.fileURL}
                download={part.fileName ?? true}
                aria-label={text('partOrder.downloadFile', { name: part.fileName ?? '' })}
              >
                <DownloadIcon />
                {text('partOrder.download')}
              </ButtonLink>
            )}
          </>
        )}
      />
      {biddable && (
        <section aria-labelledby="part-order-bid">
          <h2 id="part-order-bid">
            {match.bid ? text('partOrder.yourBid', { revision: match.bid.revision }) : text('partOrder.bid')}
          </h2>
          <BidForm order={order} matchId={match.id} bid={match.bid} />
        </section>
      )}
      {!biddable && match.bid && <SentBid bid={match.bid} />}
      {moves.includes('SP_BID_ACCEPTED') && (
        <Panel title={text('partOrder.awarded')} tone="success">
          <Toolbar>
            <Button disabled={actions.busy} onClick={() => void actions.act({ action: 'confirm' })}>
              {text('partOrder.confirm')}
            </Button>
          </Toolbar>
        </Panel>
      )}
      <DeclineOffer match={match} actions={actions} />
      {CONFIRMED_MATCH.includes(match.status) && (
        <Section title={text('partOrder.fulfilment')}>
          <FulfilmentPanel orderId={order.id} />
        </Section>
      )}
      <Section title={text('partOrder.messages')}>
        <OrderMessages orderId={order.id} customerName={order.customerName} />
      </Section>
      <OrderHistory order={order} namesFacilities={false} />
      {viewing && <CadViewer source={{ fileId: viewing.id }} name={viewing.name} onClose={() => setViewing(null)} />}
    </>
  );
}
