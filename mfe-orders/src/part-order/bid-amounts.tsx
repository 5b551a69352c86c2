/** The bid's amounts, in units of the order's currency: a unit price per part, the extras, tax, lead time and dates. */
import type { OrderDetails } from 'shared/contracts';
import { FormDateField, FormNumberField } from 'shared/forms';
import { FormGrid } from 'shared/ui';
import { useText } from '../texts';

export function BidAmounts({ order, now }: { order: OrderDetails; now: number }) {
  const text = useText();
  const currency = order.currency;
  return (
    <FormGrid>
      {order.parts.map((part) => (
        <FormNumberField
          key={part.id}
          name={`prices.${part.id}`}
          label={text('bid.unitPrice', {
            part: part.fileName ?? text('bid.part', { id: part.id }),
            quantity: part.quantity,
            currency,
          })}
          min={0}
          step="0.01"
        />
      ))}
      <FormNumberField name="setup" label={text('bid.setup', { currency })} min={0} step="0.01" />
      <FormNumberField name="postProcessing" label={text('bid.postProcessing', { currency })} min={0} step="0.01" />
      <FormNumberField name="shipping" label={text('bid.shipping', { currency })} min={0} step="0.01" />
      <FormNumberField name="discount" label={text('bid.discount', { currency })} min={0} step="0.01" />
      <FormNumberField name="taxPercent" label={text('bid.tax')} min={0} max={100} step="0.01" />
      <FormNumberField name="leadTimeDays" label={text('bid.leadTime')} min={0} />
      <FormDateField name="deliveryDate" label={text('bid.deliveryDate')} min={now} />
      <FormDateField name="validUntil" label={text('bid.validUntil')} min={now} />
    </FormGrid>
  );
}
