/** New Order, step 4: the whole order once more before it goes to the facilities, and the store front's terms to accept. */
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import type { DeliveryAddress, OrderOffer } from 'shared/contracts';
import { useFormField } from 'shared/forms';
import type { OrderInput } from 'shared/orders';
import { formatDate, media, Muted, ScrollRegion, space } from 'shared/ui';
import { useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { useText } from '../texts';
import { TermsAcceptance } from './terms-acceptance';

export interface ReviewStepProps {
  addresses: DeliveryAddress[];
  offer: OrderOffer | undefined;
  fileNames: Map<number, string>;
  ndaName: string | undefined;
}

export function ReviewStep({ addresses, offer, fileNames, ndaName }: ReviewStepProps) {
  const text = useText();
  const orderText = useTexts(ORDER_STATUS_TEXTS);
  const { values } = useFormikContext<OrderInput>();
  const accepted = useFormField<number | null>('termsVersion');
  const address = addresses.find((a) => a.id === values.deliveryAddressId);
  const option = (processId: number | null, materialId: number | null) =>
    offer?.options.find((o) => o.processId === processId && o.materialId === materialId);
  const none = text('newOrder.review.none');
  const date = (value: number | null) => (value === null ? none : formatDate(value));
  const rows: [string, string][] = [
    [text('newOrder.order.title'), values.displayTitle || none],
    [text('newOrder.order.quoteDue'), date(values.quoteDueDate)],
    [text('newOrder.order.deliveryDate'), date(values.estimatedDeliveryDate)],
    [
      text('newOrder.order.deliveryMethod'),
      values.deliveryMethod === 'SHIPPING' && address
        ? `${orderText('orders.deliveryMethod.SHIPPING')}: ${[address.recipient, address.line1, address.city, address.phone]
            .filter(Boolean)
            .join(', ')}`
        : orderText(`orders.deliveryMethod.${values.deliveryMethod}`),
    ],
    [text('newOrder.order.distribution'), text(`newOrder.distribution.${values.distribution}`)],
    [text('newOrder.order.currency'), values.currency],
    [text('newOrder.order.itar'), values.itar ? text('newOrder.review.yes') : text('newOrder.review.no')],
    [text('newOrder.order.ndaRequired'), values.ndaRequired ? (ndaName ?? none) : text('newOrder.review.no')],
    [text('newOrder.order.thirdPartyId'), values.thirdPartyOrderId || none],
    [text('newOrder.order.notes'), values.notes.trim() || none],
  ];
  return (
    <Summary>
      <dl aria-label={text('newOrder.review.order')}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ScrollRegion label={text('newOrder.review.parts')}>
        <table aria-label={text('newOrder.review.parts')}>
          <thead>
            <tr>
              <th scope="col">{text('newOrder.column.name')}</th>
              <th scope="col">{text('newOrder.parts.process')}</th>
              <th scope="col">{text('newOrder.parts.material')}</th>
              <th scope="col">{text('newOrder.parts.quantity')}</th>
              <th scope="col">{text('newOrder.parts.units')}</th>
              <th scope="col">{text('newOrder.parts.notes')}</th>
            </tr>
          </thead>
          <tbody>
            {values.parts.map((part) => {
              const chosen = option(part.amProcessId, part.materialId);
              return (
                <tr key={part.fileId}>
                  <td>{fileNames.get(part.fileId) ?? part.fileId}</td>
                  <td>{chosen?.processName ?? none}</td>
                  <td>{chosen?.materialName ?? none}</td>
                  <td>{part.quantity ?? none}</td>
                  <td>{text(`newOrder.units.${part.units}`)}</td>
                  <td>{part.notes.trim() || none}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {offer?.terms && (
        <TermsAcceptance terms={offer.terms} accepted={accepted.value} onChange={accepted.set} error={accepted.error} />
      )}
      <Muted>{text('newOrder.review.next')}</Muted>
    </Summary>
  );
}

const Summary = styled.div`
  display: grid;
  gap: ${space(4)};
  /* A wide parts table scrolls in its own box instead of widening the page. */
  > * {
    min-width: 0;
  }
  /* On a phone each term above its value; from a tablet's width side by side. */
  dl {
    display: grid;
    gap: 0 ${space(4)};
    margin: 0;
    ${media('sm')} {
      grid-template-columns: max-content minmax(0, 1fr);
      row-gap: ${space(1)};
    }
  }
  dl > div {
    display: contents;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${space(2)};
    overflow-wrap: anywhere;
    ${media('sm')} {
      margin: 0;
    }
  }
  table {
    border-collapse: collapse;
  }

  th,
  td {
    text-align: left;
    padding: ${space(1)} ${space(3)} ${space(1)} 0;
  }
`;
