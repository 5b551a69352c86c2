/** A facility's quote line by line: each part or charge, the discount, the tax and the total, in the quote's currency. */
import styled from 'styled-components';
import type { OrderDetails, OrderMatch } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney } from 'shared/orders';
import { ScrollRegion, space } from 'shared/ui';
import { useText } from '../texts';

export interface BidLinesProps {
  order: OrderDetails;
  facility: string;
  bid: NonNullable<OrderMatch['bid']>;
}

export function BidLines({ order, facility, bid }: BidLinesProps) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const money = (minor: number) => formatMoney(minor, bid.currency, locale);
  return (
    <ScrollRegion>
      <Lines aria-label={text('orderDetails.bidOf', { facility })}>
        <tbody>
          {bid.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.kind === 'PART'
                  ? (order.parts.find((part) => part.id === line.rfqFileId)?.fileName ?? '')
                  : line.description || text(`orderDetails.line.${line.kind}`)}
              </th>
              <td>{text('orderDetails.each', { quantity: line.quantity, price: money(line.unitPriceMinor) })}</td>
              <td>{money(line.amountMinor)}</td>
            </tr>
          ))}
          {bid.discountMinor > 0 && (
            <tr>
              <th scope="row">{text('orderDetails.discount')}</th>
              <td />
              <td>−{money(bid.discountMinor)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{text('orderDetails.tax', { rate: (bid.taxRateBasisPoints / 100).toLocaleString(locale) })}</th>
            <td />
            <td>{money(bid.taxMinor)}</td>
          </tr>
          <tr>
            <th scope="row">{text('orderDetails.total')}</th>
            <td />
            <td>
              <strong>{money(bid.totalMinor)}</strong>
            </td>
          </tr>
        </tbody>
      </Lines>
    </ScrollRegion>
  );
}

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
