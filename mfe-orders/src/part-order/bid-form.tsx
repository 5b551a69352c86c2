/**
 * The facility's bid on an order: a unit price per part at the quantity
 * ordered, setup, post-processing and shipping, discount and tax, lead time, a promised date —
 * with the date its live plan suggests beside it, and the machines and slots behind it — the
 * bid's validity, notes and attached files, in the order's currency. Amounts are typed in units
 * and sent in minor units; the totals shown are a preview, the server works out the real ones.
 * A revision names the revision it was made from, so a colleague's newer one is never overwritten.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import { authApi } from 'shared/auth';
import type { Bid, OrderDetails } from 'shared/contracts';
import { FormTextarea } from 'shared/forms';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney } from 'shared/orders';
import { Button, FormFailure, space, Toolbar } from 'shared/ui';
import { ordersApi } from '../api';
import { useText } from '../texts';
import { BidAmounts } from './bid-amounts';
import { Attachments } from './bid-attachments';
import { initialValues, schema, toBidInput, type BidValues } from './bid-form-values';
import { BidPlan } from './bid-plan';
import { RuleFill } from './bid-rule-fill';

export function BidForm({ order, matchId, bid }: { order: OrderDetails; matchId: number; bid: Bid | null }) {
  const text = useText();
  const [now] = useState(() => Date.now());
  const [submitBid] = ordersApi.useSubmitBidMutation();
  const rulesOn = authApi.useSessionConfigQuery().data?.features?.includes('QUOTE_RULE_ENGINE_ENABLED') ?? false;
  const { failure, setFailure, run } = useServerCall();
  // The name of a file on its way: the bid waits for it, or it would go without the file.
  const [attaching, setAttaching] = useState<string>();
  const validationSchema = useMemo(() => schema(text, order), [text, order]);

  return (
    <Formik<BidValues>
      initialValues={initialValues(order, bid, now)}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        await run(() => submitBid({ matchId, bid: toBidInput(order, bid, values) }).unwrap());
      }}
    >
      {({ setFieldValue, isSubmitting }) => (
        <Form noValidate aria-label={text('bid.form')}>
          <FormFailure message={failure} />
          {rulesOn && (
            <RuleFill
              matchId={matchId}
              order={order}
              onFill={(prices, setup) => {
                for (const [id, price] of Object.entries(prices)) void setFieldValue(`prices.${id}`, price);
                void setFieldValue('setup', setup);
              }}
            />
          )}
          <BidAmounts order={order} now={now} />
          <BidPlan matchId={matchId} now={now} />
          <FormTextarea name="notes" label={text('bid.notes')} rows={3} />
          <Attachments uploading={attaching} onUploading={setAttaching} onFailure={setFailure} />
          <Totals order={order} bid={bid} />
          <Toolbar>
            <Button type="submit" disabled={isSubmitting || attaching !== undefined}>
              {bid ? text('bid.revise') : text('bid.submit')}
            </Button>
          </Toolbar>
        </Form>
      )}
    </Formik>
  );
}

/** The totals of the bid as it stands: a preview, the server works out the real ones. */
function Totals({ order, bid }: { order: OrderDetails; bid: Bid | null }) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const { values } = useFormikContext<BidValues>();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const input = toBidInput(order, bid, values);
  const subtotal = input.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  const taxed = Math.max(0, subtotal - input.discountMinor);
  const tax = Math.round((taxed * input.taxRateBasisPoints) / 10_000);
  return (
    <TotalList aria-label={text('bid.totals')}>
      <div>
        <dt>{text('bid.subtotal')}</dt>
        <dd>{money(subtotal)}</dd>
      </div>
      <div>
        <dt>{text('bid.taxAmount')}</dt>
        <dd>{money(tax)}</dd>
      </div>
      <div>
        <dt>{text('bid.total')}</dt>
        <dd>
          <strong>{money(taxed + tax)}</strong>
        </dd>
      </div>
    </TotalList>
  );
}

const TotalList = styled.dl`
  display: grid;
  gap: ${space(1)};
  margin: ${space(4)} 0;
  div {
    display: flex;
    gap: ${space(4)};
  }
  dt {
    min-width: 10rem;
  }
  dd {
    margin: 0;
  }
`;
