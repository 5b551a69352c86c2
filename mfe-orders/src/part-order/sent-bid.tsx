/** The bid as sent, once it can no longer be revised (accepted, lost, or the order moved on). */
import type { OrderMatch } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import { BidAttachments } from 'shared/order-view';
import { formatMoney } from 'shared/orders';
import { formatDate, Section } from 'shared/ui';
import { useText } from '../texts';

export function SentBid({ bid }: { bid: NonNullable<OrderMatch['bid']> }) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  return (
    <Section title={text('partOrder.yourBid', { revision: bid.revision })}>
      <p>
        {text('partOrder.sentBid', {
          total: formatMoney(bid.totalMinor, bid.currency, locale),
          date: formatDate(bid.deliveryDate),
          valid: formatDate(bid.validUntil),
        })}
      </p>
      {bid.notes && <p>{bid.notes}</p>}
      <BidAttachments files={bid.attachments} label={text('bid.attachments')} />
    </Section>
  );
}
