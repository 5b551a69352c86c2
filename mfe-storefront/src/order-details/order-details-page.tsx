/**
 * /order-details/{id}: where the customer's order stands (a step indicator), its parts with
 * thumbnails and the viewer, the facilities' quotes side by side with Accept and Turn down,
 * the signed NDAs to review, Withdraw while the graph allows it, and the order's history.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, fulfilmentApi, messagesApi } from 'shared/api';
import {
  CONFIRMED_ORDER,
  nextStates,
  ORDER_TRANSITIONS,
  type OrderDetails,
  type OrderMatch,
  type RfqStatus,
} from 'shared/contracts';
import { useLanguageKey, useTexts } from 'shared/i18n';
import { formatMoney, MATCH_STATUS_TONES, ORDER_STATUS_TEXTS, ORDER_STATUS_TONES } from 'shared/orders';
import {
  Button,
  ButtonLink,
  colors,
  formatDate,
  FormFailure,
  MessageIcon,
  Muted,
  PageHeader,
  Panel,
  PaperclipIcon,
  ScrollRegion,
  space,
  StatusBadge,
  Steps,
  Textarea,
  Toolbar,
  useConfirm,
  ViewIcon,
} from 'shared/ui';
import { storefrontApi } from '../api';
import { OrderPage } from './order-page';
import { OrderProgress } from './order-progress';
import { useText } from '../texts';

/** The order's way as the customer follows it; a state off the way shows as a panel instead. */
const WAY: RfqStatus[] = [
  'DRAFT',
  'DISTRIBUTED',
  'BID_ACCEPTED',
  'AGREEMENT_DONE',
  'IN_MANUFACTURING',
  'IN_QUALITYCONTROL',
  'SHIPPED',
  'COMPLETED',
];
/** States that share a step of the way: post-processing is manufacturing, a partial delivery is still shipping. */
const WAY_STEP: Partial<Record<RfqStatus, number>> = {
  SUBMITTED: 1,
  MATCHED: 1,
  IN_POSTPROCESSING: 4,
  INTERNAL_SHIPPED: 6,
  DELIVERED: 6,
  INTERNAL_DELIVERED: 6,
  INTERNAL_COMPLETED: 7,
};

export default function OrderDetailsPage() {
  return <OrderPage>{(order) => <Details order={order} />}</OrderPage>;
}

/** The way to the order's conversations, with how many messages wait unread. */
function MessagesLink({ orderId }: { orderId: number }) {
  const text = useText();
  const unread = messagesApi.useUnreadMessagesQuery().data?.orders.find((o) => o.orderId === orderId)?.unread ?? 0;
  return (
    <ButtonLink as={Link} to={`/order/${orderId}/messages`} $variant="secondary" $size="md">
      <MessageIcon /> {unread ? text('orderDetails.messagesUnread', { count: unread }) : text('orderDetails.messages')}
    </ButtonLink>
  );
}

function Details({ order }: { order: OrderDetails }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const language = useLanguageKey();
  const locale = language.replace('_', '-');
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const [moveOrder, moving] = storefrontApi.useMoveOrderMutation();
  const [answerMatch, answering] = storefrontApi.useAnswerMatchMutation();
  const [archive, archiving] = fulfilmentApi.useArchiveMutation();
  const [failure, setFailure] = useState<string>();
  const busy = moving.isLoading || answering.isLoading || archiving.isLoading;
  // Why it is held: the reason of its latest move to ON_HOLD.
  const held =
    order.status === 'ON_HOLD'
      ? [...order.history].reverse().find((event) => event.to === 'ON_HOLD' && event.matchId === null)
      : undefined;
  const customerMoves = nextStates(ORDER_TRANSITIONS, order.status, 'CUSTOMER');

  const act = async (action: () => Promise<unknown>) => {
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const withdraw = async () => {
    const ok = await confirm({
      title: text('orderDetails.withdrawTitle'),
      text: text('orderDetails.withdrawMessage'),
      confirmText: text('orderDetails.withdraw'),
      danger: true,
    });
    if (!ok) return;
    await act(() => moveOrder({ id: order.id, move: 'withdraw' }).unwrap());
  };
  const accept = async (match: OrderMatch) => {
    const total = match.bid ? formatMoney(match.bid.totalMinor, match.bid.currency, locale) : '';
    const ok = await confirm({
      title: text('orderDetails.acceptTitle'),
      text: text('orderDetails.acceptMessage', { facility: match.facilityName, total }),
      confirmText: text('orderDetails.accept'),
    });
    if (ok) await act(() => answerMatch({ id: order.id, matchId: match.id, answer: 'accept' }).unwrap());
  };
  const step = WAY.indexOf(order.status) >= 0 ? WAY.indexOf(order.status) : (WAY_STEP[order.status] ?? WAY.length);

  return (
    <>
      <PageHeader>
        <h1>{text('orderDetails.title', { id: order.id, title: order.displayTitle || text('orderDetails.untitled') })}</h1>
        <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{status(`orders.status.${order.status}`)}</StatusBadge>
        <MessagesLink orderId={order.id} />
        {(customerMoves.includes('ARCHIVED') || order.status === 'ARCHIVED') && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void act(() => archive({ kind: 'orders', id: order.id, restore: order.status === 'ARCHIVED' }).unwrap())
            }
          >
            {order.status === 'ARCHIVED' ? text('orderDetails.restore') : text('orderDetails.archive')}
          </Button>
        )}
      </PageHeader>
      <Steps items={WAY.map((state) => ({ label: status(`orders.status.${state}`), content: null }))} current={step} />
      <FormFailure message={failure} />
      {order.status === 'UNMATCHED' && (
        <Panel title={text('orderDetails.unmatched')} tone="warning">
          <p>{order.unmatchedReason}</p>
          <Button
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await moveOrder({ id: order.id, move: 'reopen' }).unwrap();
                navigate(`/store-front?draft=${order.id}`);
              })
            }
          >
            {text('orderDetails.changeOrder')}
          </Button>
        </Panel>
      )}
      {order.status === 'DRAFT' && (
        <Panel title={text('orderDetails.draft')}>
          <Button onClick={() => navigate(`/store-front?draft=${order.id}`)}>{text('orderDetails.carryOn')}</Button>
        </Panel>
      )}
      {order.status === 'WITHDRAWN' && <Panel title={text('orderDetails.withdrawn')} tone="warning" />}
      {held && (
        <Panel title={text('orderDetails.onHold')} tone="warning">
          <p>{held.reason}</p>
        </Panel>
      )}
      {CONFIRMED_ORDER.includes(order.status) && (
        <section aria-labelledby="order-progress">
          <h2 id="order-progress">{text('orderDetails.progress')}</h2>
          <OrderProgress orderId={order.id} />
        </section>
      )}

      <section aria-labelledby="order-facts">
        <h2 id="order-facts">{text('orderDetails.facts')}</h2>
        <Facts>
          <div>
            <dt>{text('newOrder.order.quoteDue')}</dt>
            <dd>{order.quoteDueDate === null ? '—' : formatDate(order.quoteDueDate)}</dd>
          </div>
          <div>
            <dt>{text('newOrder.order.deliveryDate')}</dt>
            <dd>{order.estimatedDeliveryDate === null ? '—' : formatDate(order.estimatedDeliveryDate)}</dd>
          </div>
          <div>
            <dt>{text('newOrder.order.distribution')}</dt>
            <dd>{text(`newOrder.distribution.${order.distribution}`)}</dd>
          </div>
          <div>
            <dt>{text('newOrder.order.currency')}</dt>
            <dd>{order.currency}</dd>
          </div>
          <div>
            <dt>{text('newOrder.order.deliveryMethod')}</dt>
            <dd>
              {order.deliveryMethod === 'SHIPPING' && order.deliveryAddress
                ? `${status('orders.deliveryMethod.SHIPPING')}: ${[
                    order.deliveryAddress.recipient,
                    order.deliveryAddress.line1,
                    order.deliveryAddress.line2,
                    [order.deliveryAddress.postalCode, order.deliveryAddress.city].filter(Boolean).join(' '),
                    order.deliveryAddress.countryCode,
                  ]
                    .filter(Boolean)
                    .join(', ')}`
                : status(`orders.deliveryMethod.${order.deliveryMethod}`)}
            </dd>
          </div>
          {order.thirdPartyOrderId && (
            <div>
              <dt>{text('newOrder.order.thirdPartyId')}</dt>
              <dd>{order.thirdPartyOrderId}</dd>
            </div>
          )}
          {order.notes.trim() && (
            <div>
              <dt>{text('newOrder.order.notes')}</dt>
              <dd>{order.notes}</dd>
            </div>
          )}
        </Facts>
      </section>

      <section aria-labelledby="order-parts">
        <h2 id="order-parts">{text('orderDetails.parts')}</h2>
        <ScrollRegion>
          <PartTable aria-labelledby="order-parts">
            <thead>
              <tr>
                <th scope="col">{text('newOrder.column.preview')}</th>
                <th scope="col">{text('newOrder.column.name')}</th>
                <th scope="col">{text('newOrder.parts.process')}</th>
                <th scope="col">{text('newOrder.parts.material')}</th>
                <th scope="col">{text('newOrder.parts.quantity')}</th>
                <th scope="col">{text('newOrder.parts.notes')}</th>
                <th scope="col">{text('newOrder.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {order.parts.map((part) => (
                <tr key={part.id}>
                  <td>
                    {part.pngFileDTO && (
                      <Thumbnail src={part.pngFileDTO.fileURL} alt={text('newOrder.thumbnail', { name: part.fileName ?? '' })} />
                    )}
                  </td>
                  <td>{part.fileName}</td>
                  <td>{part.amProcess?.name ?? '—'}</td>
                  <td>{part.material?.name ?? '—'}</td>
                  <td>{part.quantity}</td>
                  <td>{part.notes || '—'}</td>
                  <td>
                    {part.fileId !== null && (
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
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </PartTable>
        </ScrollRegion>
      </section>

      {order.matches.length > 0 && (
        <section aria-labelledby="order-quotes">
          <h2 id="order-quotes">{text('orderDetails.quotes')}</h2>
          <Quotes>
            {order.matches.map((match) => (
              <Quote key={match.id} aria-label={match.facilityName}>
                <h3>{match.facilityName}</h3>
                <StatusBadge tone={MATCH_STATUS_TONES[match.status]}>{status(`orders.match.${match.status}`)}</StatusBadge>
                {match.declineReason && <p>{text('orderDetails.declined', { reason: match.declineReason })}</p>}
                {match.status === 'NDA_VERIFICATION_PENDING' && match.signedNda && (
                  <div>
                    <a href={match.signedNda.fileURL}>{text('orderDetails.signedNda', { name: match.signedNda.fileName })}</a>
                    <Toolbar>
                      <Button
                        disabled={busy}
                        onClick={() =>
                          void act(() =>
                            answerMatch({ id: order.id, matchId: match.id, answer: 'nda-review', approved: true }).unwrap(),
                          )
                        }
                      >
                        {text('orderDetails.approveNda')}
                      </Button>
                      <TurnDown
                        facility={match.facilityName}
                        label={text('orderDetails.rejectNda')}
                        busy={busy}
                        onConfirm={(reason) =>
                          act(() =>
                            answerMatch({
                              id: order.id,
                              matchId: match.id,
                              answer: 'nda-review',
                              approved: false,
                              reason,
                            }).unwrap(),
                          )
                        }
                      />
                    </Toolbar>
                  </div>
                )}
                {match.bid && (
                  <>
                    <ScrollRegion>
                      <Lines aria-label={text('orderDetails.bidOf', { facility: match.facilityName })}>
                        <tbody>
                          {match.bid.lines.map((line, index) => {
                            const part = order.parts.find((p) => p.id === line.rfqFileId);
                            return (
                              <tr key={index}>
                                <th scope="row">
                                  {line.kind === 'PART'
                                    ? (part?.fileName ?? '')
                                    : line.description || text(`orderDetails.line.${line.kind}`)}
                                </th>
                                <td>
                                  {text('orderDetails.each', {
                                    quantity: line.quantity,
                                    price: formatMoney(line.unitPriceMinor, match.bid!.currency, locale),
                                  })}
                                </td>
                                <td>{formatMoney(line.amountMinor, match.bid!.currency, locale)}</td>
                              </tr>
                            );
                          })}
                          {match.bid.discountMinor > 0 && (
                            <tr>
                              <th scope="row">{text('orderDetails.discount')}</th>
                              <td />
                              <td>−{formatMoney(match.bid.discountMinor, match.bid.currency, locale)}</td>
                            </tr>
                          )}
                          <tr>
                            <th scope="row">
                              {text('orderDetails.tax', { rate: (match.bid.taxRateBasisPoints / 100).toLocaleString(locale) })}
                            </th>
                            <td />
                            <td>{formatMoney(match.bid.taxMinor, match.bid.currency, locale)}</td>
                          </tr>
                          <tr>
                            <th scope="row">{text('orderDetails.total')}</th>
                            <td />
                            <td>
                              <strong>{formatMoney(match.bid.totalMinor, match.bid.currency, locale)}</strong>
                            </td>
                          </tr>
                        </tbody>
                      </Lines>
                    </ScrollRegion>
                    <Muted>
                      {text('orderDetails.promise', {
                        days: match.bid.leadTimeDays,
                        date: formatDate(match.bid.deliveryDate),
                        valid: formatDate(match.bid.validUntil),
                      })}
                    </Muted>
                    {match.bid.notes && <p>{match.bid.notes}</p>}
                    {match.bid.attachments.length > 0 && (
                      <ul aria-label={text('orderDetails.attachments', { facility: match.facilityName })}>
                        {match.bid.attachments.map((file) => (
                          <li key={file.id}>
                            <a href={file.fileURL} download={file.fileName}>
                              <PaperclipIcon /> {file.fileName}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                    {match.status === 'BID_SUBMITTED' && order.status === 'DISTRIBUTED' && (
                      <Toolbar>
                        <Button
                          disabled={busy}
                          onClick={() => void accept(match)}
                          aria-label={text('orderDetails.acceptFrom', { facility: match.facilityName })}
                        >
                          {text('orderDetails.accept')}
                        </Button>
                        <TurnDown
                          facility={match.facilityName}
                          label={text('orderDetails.reject')}
                          accessibleLabel={text('orderDetails.rejectFrom', { facility: match.facilityName })}
                          busy={busy}
                          onConfirm={(reason) =>
                            act(() => answerMatch({ id: order.id, matchId: match.id, answer: 'reject', reason }).unwrap())
                          }
                        />
                      </Toolbar>
                    )}
                  </>
                )}
              </Quote>
            ))}
          </Quotes>
        </section>
      )}

      {customerMoves.includes('WITHDRAWN') && (
        <Toolbar>
          <Button variant="danger" disabled={busy} onClick={() => void withdraw()}>
            {text('orderDetails.withdraw')}
          </Button>
        </Toolbar>
      )}

      <section aria-labelledby="order-history">
        <h2 id="order-history">{text('orderDetails.history')}</h2>
        <History>
          {order.history.map((event) => (
            <li key={event.id}>
              <time dateTime={new Date(event.at).toISOString()}>{formatDate(event.at, true)}</time>{' '}
              {event.matchId === null
                ? status(`orders.status.${event.to as RfqStatus}`)
                : `${event.facilityName}: ${status(`orders.match.${event.to as OrderMatch['status']}`)}`}
              <Muted as="span">
                {' '}
                · {event.actorName ?? status(`orders.actor.${event.actor}`)}
                {event.reason && ` · ${event.reason}`}
              </Muted>
            </li>
          ))}
        </History>
      </section>
      {confirmDialog}
    </>
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
  }
`;

const Thumbnail = styled.img`
  display: block;
  width: 48px;
  height: 48px;
  object-fit: contain;
`;

const Quotes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${space(4)};
`;

const Quote = styled.section`
  display: grid;
  gap: ${space(2)};
  align-content: start;
  padding: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: ${space(1)};
  h3 {
    margin: 0;
  }
`;

const Lines = styled.table`
  border-collapse: collapse;
  th {
    text-align: left;
    font-weight: normal;
  }
  td {
    text-align: right;
    padding-left: ${space(3)};
  }
`;

const History = styled.ol`
  display: grid;
  gap: ${space(1)};
  padding-left: ${space(5)};
`;

/**
 * Turning a signed NDA or a quote down: the button opens a box for the reason (optional; the
 * facility reads it), sent with a second click or put away with Cancel.
 */
function TurnDown({
  facility,
  label,
  accessibleLabel,
  busy,
  onConfirm,
}: {
  facility: string;
  label: string;
  accessibleLabel?: string;
  busy: boolean;
  onConfirm: (reason: string | undefined) => Promise<unknown>;
}) {
  const text = useText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <Button variant="secondary" disabled={busy} onClick={() => setOpen(true)} aria-label={accessibleLabel}>
        {label}
      </Button>
    );
  return (
    <ReasonBox>
      <Textarea
        label={text('orderDetails.reason', { facility })}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Toolbar>
        <Button variant="danger" disabled={busy} onClick={() => void onConfirm(reason.trim() || undefined)}>
          {accessibleLabel ?? label}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {text('orderDetails.cancel')}
        </Button>
      </Toolbar>
    </ReasonBox>
  );
}

const ReasonBox = styled.div`
  flex: 1 1 100%;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;
