/**
 * /order/create?from=sf, Request Quote: the short path to the same kind of order — the part
 * files, how many of each, a note and when the quotes are due (proposed as far ahead as the store
 * front says), with whatever else its RFQ configuration requires and its terms to accept. The
 * facilities the customer's orders go to propose the process and material in their quotes.
 * Submitting opens the order.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { addressApi, useServerCall } from 'shared/api';
import type { OrderOffer } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import { orderProblems, problemText, type OrderInput, type RfqRequirableField } from 'shared/orders';
import {
  addDays,
  Button,
  colors,
  DateInput,
  FileUpload,
  FormFailure,
  Loading,
  Page,
  PageHeader,
  space,
  startOfDay,
  Textarea,
  TextField,
  Toolbar,
} from 'shared/ui';
import { storefrontApi } from '../api';
import { newOrderValues, newPart } from '../new-order/order-form-values';
import { TermsAcceptance } from '../new-order/terms-acceptance';
import { useText } from '../texts';
import { QuoteParts } from './quote-parts';

export default function RequestQuotePage() {
  const text = useText();
  const addresses = addressApi.useDeliveryAddressesQuery();
  // The store front's default currency and first destination: a request goes where its orders may.
  const offer = storefrontApi.useOrderOfferQuery({ distribution: 'APPROVED_VENDORS' });
  const defaults = (): OrderInput => {
    const values = newOrderValues(addresses.data ?? [], 'QUOTE_REQUEST', offer.data?.defaultCurrency);
    const distribution = offer.data?.distributions.includes(values.distribution)
      ? values.distribution
      : offer.data?.distributions[0];
    const quoteDueDate = offer.data ? addDays(startOfDay(Date.now()), offer.data.quoteDueDays) : null;
    return { ...values, distribution: distribution ?? values.distribution, quoteDueDate };
  };
  return (
    <Page>
      <PageHeader>
        <h1>{text('requestQuote.title')}</h1>
      </PageHeader>
      {addresses.isLoading || offer.isLoading ? <Loading /> : <RequestForm defaults={defaults()} offer={offer.data} />}
    </Page>
  );
}

function RequestForm({ defaults, offer }: { defaults: OrderInput; offer: OrderOffer | undefined }) {
  const text = useText();
  const language = useLanguageKey();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const [values, setValues] = useState(defaults);
  const [names, setNames] = useState(new Map<number, string>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, run } = useServerCall();
  const [sending, setSending] = useState(false);
  const [createOrder] = storefrontApi.useCreateOrderMutation();
  const [moveOrder] = storefrontApi.useMoveOrderMutation();

  // What the store front requires beyond the short path's own fields is asked here too.
  const asked = (field: RfqRequirableField) => offer?.requiredFields.includes(field) ?? false;
  const required = (label: string) => text('newOrder.required', { label });
  const set = (change: Partial<OrderInput>) => setValues((current) => ({ ...current, ...change }));
  const setPart = (fileId: number, change: Partial<OrderInput['parts'][number]>) =>
    setValues((current) => ({
      ...current,
      parts: current.parts.map((p) => (p.fileId === fileId ? { ...p, ...change } : p)),
    }));

  const submit = async () => {
    const asks = offer && { requiredFields: offer.requiredFields, termsVersion: offer.terms?.version ?? null };
    const problems = orderProblems(values, 'submit', now, asks);
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problemText(problem, language)])));
    if (problems.length) return;
    setSending(true);
    const sent = await run(async () => {
      const draft = await createOrder(values).unwrap();
      await moveOrder({ id: draft.id, move: 'submit' }).unwrap();
      navigate(`/order-details/${draft.id}`);
    });
    if (!sent) setSending(false);
  };

  return (
    <Form aria-label={text('requestQuote.form')} onSubmit={(event) => event.preventDefault()}>
      <p>{text('requestQuote.intro')}</p>
      <FormFailure message={failure} />
      <FileUpload
        onProcessed={(outcome) => {
          if (!outcome.report.closedManifold) return;
          setNames((known) => new Map(known).set(outcome.file.id, outcome.file.fileName));
          setValues((current) =>
            current.parts.some((part) => part.fileId === outcome.file.id)
              ? current
              : { ...current, parts: [...current.parts, newPart(outcome.file.id)] },
          );
        }}
      />
      {errors.parts && <ErrorText role="alert">{errors.parts}</ErrorText>}
      <QuoteParts parts={values.parts} names={names} errors={errors} asked={asked} onChange={setPart} />
      <DateInput
        label={text('newOrder.order.quoteDue')}
        value={values.quoteDueDate}
        min={now}
        error={errors.quoteDueDate}
        onChange={(quoteDueDate) => set({ quoteDueDate })}
      />
      {asked('displayTitle') && (
        <TextField
          label={required(text('newOrder.order.title'))}
          value={values.displayTitle}
          error={errors.displayTitle}
          onChange={(event) => set({ displayTitle: event.target.value })}
        />
      )}
      {asked('estimatedDeliveryDate') && (
        <DateInput
          label={required(text('newOrder.order.deliveryDate'))}
          value={values.estimatedDeliveryDate}
          min={values.quoteDueDate ?? now}
          error={errors.estimatedDeliveryDate}
          onChange={(estimatedDeliveryDate) => set({ estimatedDeliveryDate })}
        />
      )}
      {asked('thirdPartyOrderId') && (
        <TextField
          label={required(text('newOrder.order.thirdPartyId'))}
          value={values.thirdPartyOrderId}
          error={errors.thirdPartyOrderId}
          onChange={(event) => set({ thirdPartyOrderId: event.target.value })}
        />
      )}
      <Textarea
        label={asked('notes') ? required(text('requestQuote.note')) : text('requestQuote.note')}
        rows={4}
        value={values.notes}
        error={errors.notes}
        onChange={(event) => set({ notes: event.target.value })}
      />
      {offer?.terms && (
        <TermsAcceptance
          terms={offer.terms}
          accepted={values.termsVersion}
          onChange={(termsVersion) => set({ termsVersion })}
          error={errors.termsVersion}
        />
      )}
      <Toolbar>
        <Button onClick={() => void submit()} disabled={sending}>
          {sending ? text('newOrder.submitting') : text('requestQuote.submit')}
        </Button>
      </Toolbar>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${space(4)};
  ul {
    display: grid;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const ErrorText = styled.p`
  color: ${colors.danger};
  margin: 0;
`;
