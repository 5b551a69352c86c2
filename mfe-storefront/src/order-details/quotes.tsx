/**
 * The facilities' quotes side by side: each offer's state, why it was declined, the signed NDA
 * to approve or turn down, the quote's lines with its promise and files, and Accept and Turn
 * down while the order takes quotes.
 */
import styled from 'styled-components';
import { MATCH_TRANSITIONS, nextStates, type OrderDetails, type OrderMatch } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { BidAttachments } from 'shared/order-view';
import { MATCH_STATUS_TONES, ORDER_STATUS_TEXTS } from 'shared/orders';
import { Button, Card, formatDate, Muted, Section, space, StatusBadge, Toolbar } from 'shared/ui';
import { useText } from '../texts';
import { BidLines } from './bid-lines';
import type { CustomerActions } from './customer-actions';
import { TurnDown } from './turn-down';

export function Quotes({ order, actions }: { order: OrderDetails; actions: CustomerActions }) {
  const text = useText();
  if (order.matches.length === 0) return null;
  return (
    <Section title={text('orderDetails.quotes')}>
      <Grid>
        {order.matches.map((match) => (
          <Quote key={match.id} order={order} match={match} actions={actions} />
        ))}
      </Grid>
    </Section>
  );
}

function Quote({ order, match, actions }: { order: OrderDetails; match: OrderMatch; actions: CustomerActions }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const { busy, answer } = actions;
  const moves = nextStates(MATCH_TRANSITIONS, match.status, 'CUSTOMER');
  const facility = match.facilityName;
  return (
    <Card aria-label={facility}>
      <h3>{facility}</h3>
      <StatusBadge tone={MATCH_STATUS_TONES[match.status]}>{status(`orders.match.${match.status}`)}</StatusBadge>
      {match.declineReason && <p>{text('orderDetails.declined', { reason: match.declineReason })}</p>}
      {moves.includes('NDA_APPROVED') && match.signedNda && (
        <div>
          <a href={match.signedNda.fileURL}>{text('orderDetails.signedNda', { name: match.signedNda.fileName })}</a>
          <Toolbar>
            <Button disabled={busy} onClick={() => void answer(match.id, { answer: 'nda-review', approved: true })}>
              {text('orderDetails.approveNda')}
            </Button>
            <TurnDown
              facility={facility}
              label={text('orderDetails.rejectNda')}
              busy={busy}
              onConfirm={(reason) => answer(match.id, { answer: 'nda-review', approved: false, reason })}
            />
          </Toolbar>
        </div>
      )}
      {match.bid && (
        <>
          <BidLines order={order} facility={facility} bid={match.bid} />
          <Muted>
            {text('orderDetails.promise', {
              days: match.bid.leadTimeDays,
              date: formatDate(match.bid.deliveryDate),
              valid: formatDate(match.bid.validUntil),
            })}
          </Muted>
          {match.bid.notes && <p>{match.bid.notes}</p>}
          <BidAttachments files={match.bid.attachments} label={text('orderDetails.attachments', { facility })} />
          {/* A quote is accepted only while the order still takes quotes, not once another was. */}
          {moves.includes('BID_APPROVED') && order.status === 'DISTRIBUTED' && (
            <Toolbar>
              <Button
                disabled={busy}
                onClick={() => void actions.accept(match)}
                aria-label={text('orderDetails.acceptFrom', { facility })}
              >
                {text('orderDetails.accept')}
              </Button>
              <TurnDown
                facility={facility}
                label={text('orderDetails.reject')}
                accessibleLabel={text('orderDetails.rejectFrom', { facility })}
                busy={busy}
                onConfirm={(reason) => answer(match.id, { answer: 'reject', reason })}
              />
            </Toolbar>
          )}
        </>
      )}
    </Card>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${space(4)};
`;
