/**
 * New Order's instant prices: on the review step, each facility that prices
 * the saved draft at once from its pricing rules, with the delivery its live plan promises; the
 * customer orders at one of them in a click (the facility then confirms), or submits for quotes.
 */
import { useNavigate } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney } from 'shared/orders';
import { Button, formatDate, FormFailure, Muted, Panel, Section, Tiles, useToast } from 'shared/ui';
import { storefrontApi, type InstantPrice } from '../api';
import { useText } from '../texts';

export interface InstantPricesProps {
  orderId: number;
  updatedAt: number;
  /** Checks and saves the form first (the terms accepted, what the store front requires); false: not ready. */
  beforeOrder: () => Promise<boolean>;
}

export function InstantPrices({ orderId, updatedAt, beforeOrder }: InstantPricesProps) {
  const text = useText();
  const prices = storefrontApi.useInstantPricesQuery({ id: orderId, updatedAt });
  if (!prices.data?.length) return null;
  return (
    <Section title={text('newOrder.instant.title')}>
      <Muted>{text('newOrder.instant.intro')}</Muted>
      <Tiles $min="18rem">
        {prices.data.map((offer) => (
          <Offer
            key={offer.facilityId}
            orderId={orderId}
            offer={offer}
            beforeOrder={beforeOrder}
            onStale={() => void prices.refetch()}
          />
        ))}
      </Tiles>
    </Section>
  );
}

interface OfferProps {
  orderId: number;
  offer: InstantPrice;
  beforeOrder: () => Promise<boolean>;
  onStale: () => void;
}

function Offer({ orderId, offer, beforeOrder, onStale }: OfferProps) {
  const text = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLanguageKey().replace('_', '-');
  const money = (minor: number) => formatMoney(minor, offer.currency, locale);
  const [accept, accepting] = storefrontApi.useAcceptInstantPriceMutation();
  const { failure, setFailure, run } = useServerCall();
  const order = async () => {
    setFailure(undefined);
    if (!(await beforeOrder())) return;
    const ordered = await run(async () => {
      await accept({ id: orderId, facilityId: offer.facilityId, totalMinor: offer.totalMinor }).unwrap();
      toast.success(text('newOrder.instant.ordered', { facility: offer.facilityName, price: money(offer.totalMinor) }));
      navigate(`/order-details/${orderId}`);
    });
    if (!ordered) onStale();
  };
  return (
    <Panel title={offer.facilityName}>
      <p>
        <strong>{text('newOrder.instant.total', { price: money(offer.totalMinor) })}</strong>
        <br />
        {offer.deliveryDate === null
          ? text('newOrder.instant.noDelivery')
          : text('newOrder.instant.delivery', { date: formatDate(offer.deliveryDate) })}
      </p>
      <ul>
        {offer.parts.map((part) => (
          <li key={part.rfqFileId}>
            {text('newOrder.instant.part', { part: part.fileName, quantity: part.quantity, price: money(part.unitPriceMinor) })}
          </li>
        ))}
        {offer.setupMinor > 0 && <li>{text('newOrder.instant.setup', { price: money(offer.setupMinor) })}</li>}
      </ul>
      <FormFailure message={failure} />
      <Button onClick={() => void order()} disabled={accepting.isLoading}>
        {text('newOrder.instant.accept', { price: money(offer.totalMinor) })}
      </Button>
    </Panel>
  );
}
