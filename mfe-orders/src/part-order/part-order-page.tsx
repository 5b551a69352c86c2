/**
 * /service-provider/part-orders/{id}: an order as the facility reads it. Before its NDA is
 * approved only what the customer allows (processes, materials, quantities, dates); then the
 * files with thumbnails and the viewer. The facility signs and sends the customer's NDA,
 * declines to quote with a reason, bids and revises its bid, confirms or declines an award, and
 * talks with the customer.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, fulfilmentApi } from 'shared/api';
import { CONFIRMED_MATCH, MATCH_TRANSITIONS, nextStates, type OrderDetails, type OrderMatch } from 'shared/contracts';
import { useLanguageKey, useTexts } from 'shared/i18n';
import { OrderMessages } from 'shared/messages';
import { formatMoney, MATCH_STATUS_TONES, ORDER_STATUS_TEXTS } from 'shared/orders';
import {
  apiFileClient,
  Button,
  ButtonLink,
  DownloadIcon,
  formatDate,
  FormFailure,
  LoadFailed,
  Loading,
  Muted,
  Page,
  PageHeader,
  Panel,
  PaperclipIcon,
  SelectField,
  space,
  StatusBadge,
  Textarea,
  Toolbar,
  useConfirm,
  ViewIcon,
} from 'shared/ui';
import { CadViewer } from 'shared/viewer';
import { ordersApi } from '../api';
import { useText } from '../texts';
import { BidForm } from './bid-form';
import { FulfilmentPanel } from './fulfilment-panel';
import { Marks } from './marks';

export default function PartOrderPage() {
  const text = useText();
  const id = Number(useParams().id);
  const order = ordersApi.useFacilityOrderQuery(id);
  return (
    <Page>
      {order.isLoading ? (
        <Loading />
      ) : order.isError || !order.data ? (
        <LoadFailed title={text('partOrder.fetchFailed')} error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <PartOrder order={order.data} match={order.data.matches[0]!} />
      )}
    </Page>
  );
}

/** Who at the facility handles the order: any colleague, or nobody. */
function Assignee({ match, onFailure }: { match: OrderMatch; onFailure: (message: string | undefined) => void }) {
  const text = useText();
  const people = ordersApi.useAssigneesQuery();
  const [assign, assigning] = ordersApi.useAssignMatchMutation();
  const choose = async (value: string) => {
    onFailure(undefined);
    try {
      await assign({ matchId: match.id, userId: value ? Number(value) : null }).unwrap();
    } catch (error) {
      onFailure(errorMessage(error));
    }
  };
  return (
    <SelectField
      label={text('partOrder.assignee')}
      size="sm"
      value={match.assignee?.id ?? ''}
      placeholder={text('partOrder.nobody')}
      options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
      disabled={people.isLoading || assigning.isLoading}
      onChange={(value) => void choose(value)}
    />
  );
}

function PartOrder({ order, match }: { order: OrderDetails; match: OrderMatch }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const [act, acting] = ordersApi.useActOnMatchMutation();
  const [archive, archiving] = fulfilmentApi.useArchiveMutation();
  const [confirm, confirmDialog] = useConfirm();
  const [failure, setFailure] = useState<string>();
  const [reason, setReason] = useState('');
  const [viewing, setViewing] = useState<{ id: number; name: string } | null>(null);
  const moves = nextStates(MATCH_TRANSITIONS, match.status, 'FACILITY');
  const biddable = order.status === 'DISTRIBUTED' && (match.status === 'BID_WAITING' || match.status === 'BID_SUBMITTED');

  const run = async (action: Parameters<typeof act>[0] | (() => Promise<unknown>)) => {
    setFailure(undefined);
    try {
      await (typeof action === 'function' ? action() : act(action).unwrap());
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const sendNda = async (file: File) => {
    setFailure(undefined);
    try {
      const stored = await apiFileClient.upload(file);
      await act({ matchId: match.id, action: 'nda', fileId: stored.id }).unwrap();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const decline = async (action: 'decline' | 'decline-award') => {
    const ok = await confirm({
      title: action === 'decline' ? text('partOrder.declineTitle') : text('partOrder.declineAwardTitle'),
      text: reason,
      confirmText: text('partOrder.declineConfirm'),
      danger: true,
    });
    if (ok) await run({ matchId: match.id, action, reason });
  };

  return (
    <>
      <PageHeader>
        <h1>{text('partOrder.title', { id: order.id, title: order.displayTitle, customer: order.customerName })}</h1>
        <StatusBadge tone={MATCH_STATUS_TONES[match.status]}>{status(`orders.match.${match.status}`)}</StatusBadge>
        <Assignee match={match} onFailure={setFailure} />
        {(moves.includes('ARCHIVED') || match.status === 'ARCHIVED') && (
          <Button
            variant="secondary"
            disabled={archiving.isLoading}
            onClick={() =>
              void run(() => archive({ kind: 'matches', id: match.id, restore: match.status === 'ARCHIVED' }).unwrap())
            }
          >
            {match.status === 'ARCHIVED' ? text('partOrder.restore') : text('partOrder.archive')}
          </Button>
        )}
      </PageHeader>
      <FormFailure message={failure} />
      <Facts>
        <div>
          <dt>{text('partOrder.quoteDue')}</dt>
          <dd>{order.quoteDueDate === null ? '—' : formatDate(order.quoteDueDate)}</dd>
        </div>
        <div>
          <dt>{text('partOrder.targetDate')}</dt>
          <dd>{order.estimatedDeliveryDate === null ? '—' : formatDate(order.estimatedDeliveryDate)}</dd>
        </div>
        <div>
          <dt>{text('partOrder.currency')}</dt>
          <dd>{order.currency}</dd>
        </div>
        <div>
          <dt>{text('partOrder.orderStatus')}</dt>
          <dd>{status(`orders.status.${order.status}`)}</dd>
        </div>
      </Facts>
      <Marks match={match} onFailure={setFailure} />

      {(match.status === 'NDA_UPLOAD_PENDING' || match.status === 'NDA_REJECTED') && (
        <Panel
          title={match.status === 'NDA_REJECTED' ? text('partOrder.ndaRejected') : text('partOrder.ndaNeeded')}
          tone="warning"
        >
          {order.ndaFile && <a href={order.ndaFile.fileURL}>{text('partOrder.customerNda', { name: order.ndaFile.fileName })}</a>}
          <label>
            {text('partOrder.sendSigned')}{' '}
            <input
              type="file"
              accept=".pdf,.png,.jpg"
              disabled={acting.isLoading}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void sendNda(file);
              }}
            />
          </label>
        </Panel>
      )}
      {match.status === 'NDA_VERIFICATION_PENDING' && <Panel title={text('partOrder.ndaSent')} />}

      <section aria-labelledby="part-order-parts">
        <h2 id="part-order-parts">{text('partOrder.parts')}</h2>
        {!match.filesVisible && <Muted>{text('partOrder.filesHidden')}</Muted>}
        <PartTable aria-labelledby="part-order-parts">
          <thead>
            <tr>
              <th scope="col">{text('partOrder.column.preview')}</th>
              <th scope="col">{text('partOrder.column.file')}</th>
              <th scope="col">{text('partOrder.column.process')}</th>
              <th scope="col">{text('partOrder.column.material')}</th>
              <th scope="col">{text('partOrder.column.quantity')}</th>
              <th scope="col">{text('partOrder.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {order.parts.map((part) => (
              <tr key={part.id}>
                <td>
                  {part.pngFileDTO && (
                    <Thumbnail src={part.pngFileDTO.fileURL} alt={text('partOrder.thumbnail', { name: part.fileName ?? '' })} />
                  )}
                </td>
                <td>{part.fileName ?? text('partOrder.hiddenFile', { id: part.id })}</td>
                <td>{part.amProcess?.name ?? '—'}</td>
                <td>{part.material?.name ?? '—'}</td>
                <td>{part.quantity}</td>
                <td>
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
                </td>
              </tr>
            ))}
          </tbody>
        </PartTable>
      </section>

      {biddable && (
        <section aria-labelledby="part-order-bid">
          <h2 id="part-order-bid">
            {match.bid ? text('partOrder.yourBid', { revision: match.bid.revision }) : text('partOrder.bid')}
          </h2>
          <BidForm order={order} matchId={match.id} bid={match.bid} />
        </section>
      )}
      {!biddable && match.bid && <SentBid bid={match.bid} />}

      {match.status === 'BID_APPROVED' && (
        <Panel title={text('partOrder.awarded')} tone="success">
          <Toolbar>
            <Button disabled={acting.isLoading} onClick={() => void run({ matchId: match.id, action: 'confirm' })}>
              {text('partOrder.confirm')}
            </Button>
          </Toolbar>
        </Panel>
      )}

      {(moves.includes('SP_RFQ_REJECTED') || moves.includes('SP_BID_REJECTED')) && (
        <section aria-labelledby="part-order-decline">
          <h2 id="part-order-decline">
            {moves.includes('SP_RFQ_REJECTED') ? text('partOrder.decline') : text('partOrder.declineAward')}
          </h2>
          <Textarea
            label={text('partOrder.reason')}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Toolbar>
            <Button
              variant="danger"
              disabled={!reason.trim() || acting.isLoading}
              onClick={() => void decline(moves.includes('SP_RFQ_REJECTED') ? 'decline' : 'decline-award')}
            >
              {moves.includes('SP_RFQ_REJECTED') ? text('partOrder.decline') : text('partOrder.declineAward')}
            </Button>
          </Toolbar>
        </section>
      )}

      {CONFIRMED_MATCH.includes(match.status) && (
        <section aria-labelledby="part-order-fulfilment">
          <h2 id="part-order-fulfilment">{text('partOrder.fulfilment')}</h2>
          <FulfilmentPanel orderId={order.id} />
        </section>
      )}

      <section aria-labelledby="part-order-messages">
        <h2 id="part-order-messages">{text('partOrder.messages')}</h2>
        <OrderMessages orderId={order.id} customerName={order.customerName} />
      </section>

      <section aria-labelledby="part-order-history">
        <h2 id="part-order-history">{text('partOrder.history')}</h2>
        <History>
          {order.history.map((event) => (
            <li key={event.id}>
              <time dateTime={new Date(event.at).toISOString()}>{formatDate(event.at, true)}</time>{' '}
              {event.matchId === null
                ? status(`orders.status.${event.to as OrderDetails['status']}`)
                : status(`orders.match.${event.to as OrderMatch['status']}`)}
              <Muted as="span">
                {' '}
                · {event.actorName ?? status(`orders.actor.${event.actor}`)}
                {event.reason && ` · ${event.reason}`}
              </Muted>
            </li>
          ))}
        </History>
      </section>
      {viewing && <CadViewer source={{ fileId: viewing.id }} name={viewing.name} onClose={() => setViewing(null)} />}
      {confirmDialog}
    </>
  );
}

/** The bid as sent, once it can no longer be revised (accepted, lost, or the order moved on). */
function SentBid({ bid }: { bid: NonNullable<OrderMatch['bid']> }) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  return (
    <section aria-labelledby="part-order-sent-bid">
      <h2 id="part-order-sent-bid">{text('partOrder.yourBid', { revision: bid.revision })}</h2>
      <p>
        {text('partOrder.sentBid', {
          total: formatMoney(bid.totalMinor, bid.currency, locale),
          date: formatDate(bid.deliveryDate),
          valid: formatDate(bid.validUntil),
        })}
      </p>
      {bid.notes && <p>{bid.notes}</p>}
      {bid.attachments.length > 0 && (
        <ul aria-label={text('bid.attachments')}>
          {bid.attachments.map((file) => (
            <li key={file.id}>
              <a href={file.fileURL} download={file.fileName}>
                <PaperclipIcon /> {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${space(3)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const PartTable = styled.table`
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${space(2)} ${space(3)} ${space(2)} 0;
    vertical-align: middle;
  }
  td a {
    display: inline-flex;
    gap: ${space(1)};
    align-items: center;
    margin-left: ${space(2)};
  }
`;

const Thumbnail = styled.img`
  display: block;
  width: 48px;
  height: 48px;
  object-fit: contain;
`;

const History = styled.ol`
  display: grid;
  gap: ${space(1)};
  padding-left: ${space(5)};
`;
