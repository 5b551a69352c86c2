/**
 * The facility's bid on an order: a unit price per part at the quantity
 * ordered, setup, post-processing and shipping, discount and tax, lead time, a promised date —
 * with the date its live plan suggests beside it, and the machines and slots behind it — the
 * bid's validity, notes and attached files, in the order's currency. Amounts are typed in units
 * and sent in minor units; the totals shown are a preview, the server works out the real ones.
 * A revision names the revision it was made from, so a colleague's newer one is never overwritten.
 */
import { Form, Formik, getIn } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import type { Bid, BidInput, OrderDetails } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import { formatMoney, fromMinor, toMinor } from 'shared/orders';
import * as yup from 'yup';
import {
  apiFileClient,
  Button,
  CloseIcon,
  DateInput,
  formatDate,
  FormFailure,
  FormGrid,
  Muted,
  NumberInput,
  PaperclipIcon,
  space,
  Textarea,
  Toolbar,
} from 'shared/ui';
import { ordersApi } from '../api';
import { useText, type Text } from '../texts';

const DAY = 86_400_000;

interface BidValues {
  /** Unit price per part (order part id → price in units of the currency). */
  prices: Record<number, number | null>;
  setup: number | null;
  postProcessing: number | null;
  shipping: number | null;
  discount: number | null;
  taxPercent: number | null;
  leadTimeDays: number | null;
  deliveryDate: number | null;
  validUntil: number | null;
  notes: string;
  /** Files sent with the bid: the facility's own, uploaded here. */
  attachments: { id: number; fileName: string }[];
}

function initialValues(order: OrderDetails, bid: Bid | null, now: number): BidValues {
  const currency = order.currency;
  const line = (kind: string) => bid?.lines.find((l) => l.kind === kind);
  const units = (minor: number | undefined) => (minor === undefined ? 0 : fromMinor(minor, currency));
  return {
    prices: Object.fromEntries(
      order.parts.map((part) => [part.id, bid ? units(bid.lines.find((l) => l.rfqFileId === part.id)?.unitPriceMinor) : null]),
    ),
    setup: units(line('SETUP')?.unitPriceMinor),
    postProcessing: units(line('POST_PROCESSING')?.unitPriceMinor),
    shipping: units(line('SHIPPING')?.unitPriceMinor),
    discount: units(bid?.discountMinor),
    taxPercent: bid ? bid.taxRateBasisPoints / 100 : 0,
    leadTimeDays: bid?.leadTimeDays ?? null,
    deliveryDate: bid?.deliveryDate ?? null,
    validUntil: bid?.validUntil ?? now + 14 * DAY,
    notes: bid?.notes ?? '',
    attachments: bid?.attachments.map(({ id, fileName }) => ({ id, fileName })) ?? [],
  };
}

function schema(text: Text, order: OrderDetails) {
  const amount = yup.number().nullable().min(0, text('bid.notNegative'));
  return yup.object({
    prices: yup.object(Object.fromEntries(order.parts.map((part) => [part.id, amount.required(text('bid.priceRequired'))]))),
    setup: amount,
    postProcessing: amount,
    shipping: amount,
    discount: amount,
    taxPercent: yup.number().nullable().min(0, text('bid.notNegative')).max(100, text('bid.taxTooHigh')),
    leadTimeDays: yup.number().nullable().required(text('bid.leadTimeRequired')).integer().min(0, text('bid.notNegative')),
    deliveryDate: yup.number().nullable().required(text('bid.deliveryRequired')),
    validUntil: yup.number().nullable().required(text('bid.validRequired')),
    notes: yup.string().max(4000),
  });
}

/** The bid as the API takes it: every amount in minor units of the order's currency. */
function toBidInput(order: OrderDetails, bid: Bid | null, values: BidValues): BidInput {
  const currency = order.currency;
  const minor = (value: number | null) => toMinor(value ?? 0, currency);
  const extra = (kind: 'SETUP' | 'POST_PROCESSING' | 'SHIPPING', value: number | null) =>
    value ? [{ kind, quantity: 1, unitPriceMinor: minor(value) }] : [];
  return {
    currency,
    lines: [
      ...order.parts.map((part) => ({
        kind: 'PART' as const,
        rfqFileId: part.id,
        quantity: part.quantity,
        unitPriceMinor: minor(values.prices[part.id] ?? 0),
      })),
      ...extra('SETUP', values.setup),
      ...extra('POST_PROCESSING', values.postProcessing),
      ...extra('SHIPPING', values.shipping),
    ],
    discountMinor: minor(values.discount),
    taxRateBasisPoints: Math.round((values.taxPercent ?? 0) * 100),
    leadTimeDays: values.leadTimeDays ?? 0,
    deliveryDate: values.deliveryDate ?? 0,
    validUntil: values.validUntil ?? 0,
    notes: values.notes,
    attachmentFileIds: values.attachments.map((file) => file.id),
    revision: bid?.revision ?? 0,
  };
}

export function BidForm({ order, matchId, bid }: { order: OrderDetails; matchId: number; bid: Bid | null }) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const [now] = useState(() => Date.now());
  const [submitBid] = ordersApi.useSubmitBidMutation();
  const suggestion = ordersApi.usePromiseDateQuery(matchId);
  const rulesOn = authApi.useSessionConfigQuery().data?.features?.includes('QUOTE_RULE_ENGINE_ENABLED') ?? false;
  const [failure, setFailure] = useState<string>();
  // The name of a file on its way: the bid waits for it, or it would go without the file.
  const [attaching, setAttaching] = useState<string>();
  const validationSchema = useMemo(() => schema(text, order), [text, order]);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);

  return (
    <Formik<BidValues>
      initialValues={initialValues(order, bid, now)}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        setFailure(undefined);
        try {
          await submitBid({ matchId, bid: toBidInput(order, bid, values) }).unwrap();
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ values, errors, touched, setFieldValue, isSubmitting }) => {
        const error = (field: string) =>
          getIn(touched, field) || isSubmitting ? (getIn(errors, field) as string | undefined) : undefined;
        const input = toBidInput(order, bid, values);
        const subtotal = input.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
        const taxed = Math.max(0, subtotal - input.discountMinor);
        const tax = Math.round((taxed * input.taxRateBasisPoints) / 10_000);
        const plan = suggestion.data;
        return (
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
            <FormGrid>
              {order.parts.map((part) => (
                <NumberInput
                  key={part.id}
                  label={text('bid.unitPrice', {
                    part: part.fileName ?? text('bid.part', { id: part.id }),
                    quantity: part.quantity,
                    currency: order.currency,
                  })}
                  value={values.prices[part.id] ?? null}
                  min={0}
                  step="0.01"
                  error={error(`prices.${part.id}`)}
                  onChange={(value) => void setFieldValue(`prices.${part.id}`, value)}
                />
              ))}
              <NumberInput
                label={text('bid.setup', { currency: order.currency })}
                value={values.setup}
                min={0}
                step="0.01"
                error={error('setup')}
                onChange={(value) => void setFieldValue('setup', value)}
              />
              <NumberInput
                label={text('bid.postProcessing', { currency: order.currency })}
                value={values.postProcessing}
                min={0}
                step="0.01"
                error={error('postProcessing')}
                onChange={(value) => void setFieldValue('postProcessing', value)}
              />
              <NumberInput
                label={text('bid.shipping', { currency: order.currency })}
                value={values.shipping}
                min={0}
                step="0.01"
                error={error('shipping')}
                onChange={(value) => void setFieldValue('shipping', value)}
              />
              <NumberInput
                label={text('bid.discount', { currency: order.currency })}
                value={values.discount}
                min={0}
                step="0.01"
                error={error('discount')}
                onChange={(value) => void setFieldValue('discount', value)}
              />
              <NumberInput
                label={text('bid.tax')}
                value={values.taxPercent}
                min={0}
                max={100}
                step="0.01"
                error={error('taxPercent')}
                onChange={(value) => void setFieldValue('taxPercent', value)}
              />
              <NumberInput
                label={text('bid.leadTime')}
                value={values.leadTimeDays}
                min={0}
                error={error('leadTimeDays')}
                onChange={(value) => void setFieldValue('leadTimeDays', value)}
              />
              <DateInput
                label={text('bid.deliveryDate')}
                value={values.deliveryDate}
                min={now}
                error={error('deliveryDate')}
                onChange={(value) => void setFieldValue('deliveryDate', value)}
              />
              <DateInput
                label={text('bid.validUntil')}
                value={values.validUntil}
                min={now}
                error={error('validUntil')}
                onChange={(value) => void setFieldValue('validUntil', value)}
              />
            </FormGrid>
            <Plan aria-label={text('bid.plan')}>
              {suggestion.isLoading ? (
                <Muted>{text('bid.planning')}</Muted>
              ) : plan ? (
                <>
                  <p>
                    {text('bid.suggested', { date: formatDate(plan.deliveryDate) })}{' '}
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        void setFieldValue('deliveryDate', plan.deliveryDate);
                        void setFieldValue('leadTimeDays', Math.max(0, Math.ceil((plan.deliveryDate - now) / DAY)));
                      }}
                    >
                      {text('bid.useSuggested')}
                    </Button>
                  </p>
                  <ul>
                    {plan.parts.map((part) => (
                      <li key={part.partId}>
                        {text('bid.assumed', {
                          part: part.fileName,
                          machine: part.equipmentName,
                          from: formatDate(part.fromDate, true),
                          to: formatDate(part.toDate, true),
                          hours: part.hours.toLocaleString(locale),
                        })}
                      </li>
                    ))}
                    {plan.unplanned.map((part) => (
                      <li key={part.partId}>{text('bid.unplanned', { part: part.fileName })}</li>
                    ))}
                    <li>{text('bid.postProcessingAssumed', { hours: plan.postProcessingHours })}</li>
                  </ul>
                </>
              ) : (
                <Muted>{text('bid.noPlan')}</Muted>
              )}
            </Plan>
            <Textarea
              label={text('bid.notes')}
              rows={3}
              value={values.notes}
              onChange={(event) => void setFieldValue('notes', event.target.value)}
            />
            <Attachments
              files={values.attachments}
              uploading={attaching}
              onUploading={setAttaching}
              onChange={(files) => void setFieldValue('attachments', files)}
              onFailure={setFailure}
            />
            <Totals aria-label={text('bid.totals')}>
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
            </Totals>
            <Toolbar>
              <Button type="submit" disabled={isSubmitting || attaching !== undefined}>
                {bid ? text('bid.revise') : text('bid.submit')}
              </Button>
            </Toolbar>
          </Form>
        );
      }}
    </Formik>
  );
}

/** The files that go with the bid: uploaded as the facility's own files, removable before sending. */
function Attachments({
  files,
  uploading,
  onUploading,
  onChange,
  onFailure,
}: {
  files: BidValues['attachments'];
  uploading: string | undefined;
  onUploading: (name: string | undefined) => void;
  onChange: (files: BidValues['attachments']) => void;
  onFailure: (message: string | undefined) => void;
}) {
  const text = useText();
  const attach = async (file: File) => {
    onFailure(undefined);
    onUploading(file.name);
    try {
      const stored = await apiFileClient.upload(file);
      onChange([...files, { id: stored.id, fileName: stored.fileName }]);
    } catch (error) {
      onFailure(errorMessage(error));
    } finally {
      onUploading(undefined);
    }
  };
  return (
    <AttachmentList aria-label={text('bid.attachments')}>
      <h3>{text('bid.attachments')}</h3>
      {files.length > 0 && (
        <ul>
          {files.map((file) => (
            <li key={file.id}>
              <PaperclipIcon /> {file.fileName}{' '}
              <Button
                variant="secondary"
                size="sm"
                aria-label={text('bid.removeAttachment', { name: file.fileName })}
                onClick={() => onChange(files.filter((other) => other.id !== file.id))}
              >
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {uploading ? (
        <Muted role="status">{text('bid.attaching', { name: uploading })}</Muted>
      ) : (
        <label>
          {text('bid.attach')}{' '}
          <input
            type="file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void attach(file);
            }}
          />
        </label>
      )}
    </AttachmentList>
  );
}

const AttachmentList = styled.section`
  margin: ${space(4)} 0;
  h3 {
    font-size: 1rem;
    margin: 0 0 ${space(2)};
  }
  ul {
    list-style: none;
    margin: 0 0 ${space(2)};
    padding: 0;
    display: grid;
    gap: ${space(1)};
  }
  li {
    display: flex;
    gap: ${space(2)};
    align-items: center;
  }
`;

const Plan = styled.section`
  margin: ${space(4)} 0;
  ul {
    margin: 0;
    padding-left: ${space(5)};
  }
`;

const Totals = styled.dl`
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

/**
 * Fills the part prices and the setup from the facility's pricing rules (the offer priced on the
 * server, part by part); says which parts the rules cannot price, and why, to be filled by hand.
 */
function RuleFill({
  matchId,
  order,
  onFill,
}: {
  matchId: number;
  order: OrderDetails;
  onFill: (prices: Record<number, number>, setup: number) => void;
}) {
  const text = useText();
  const locale = useLanguageKey().replace('_', '-');
  const [price, pricing] = ordersApi.useLazyRulePriceQuery();
  const [outcome, setOutcome] = useState<{ message: string; problems: string[] }>();
  const [failure, setFailure] = useState<string>();
  const fill = async () => {
    setFailure(undefined);
    setOutcome(undefined);
    try {
      const result = await price(matchId).unwrap();
      const priced = result.parts.filter((part) => part.price);
      const problems = result.parts
        .filter((part) => part.problem)
        .map((part) => text('bid.ruleProblem', { part: part.fileName, problem: part.problem! }));
      if (!priced.length) return setFailure(problems.length ? problems.join(' ') : (result.problem ?? undefined));
      onFill(
        Object.fromEntries(priced.map((part) => [part.rfqFileId, fromMinor(part.price!.unitPriceMinor, order.currency)])),
        fromMinor(result.setupMinor + result.minimumTopUpMinor, order.currency),
      );
      setOutcome({
        message:
          result.totalMinor === null
            ? text('bid.partlyFilled', { version: result.version })
            : text('bid.filledFromRules', {
                version: result.version,
                total: formatMoney(result.totalMinor, order.currency, locale),
              }),
        problems,
      });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <RulePrice aria-live="polite">
      <Button variant="secondary" size="sm" disabled={pricing.isFetching} onClick={() => void fill()}>
        {text('bid.fillFromRules')}
      </Button>
      <FormFailure message={failure} />
      {outcome && (
        <>
          <p>{outcome.message}</p>
          {outcome.problems.length > 0 && (
            <ul>
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </RulePrice>
  );
}

const RulePrice = styled.div`
  margin-bottom: ${space(3)};
`;
