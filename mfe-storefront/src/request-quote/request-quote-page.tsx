/**
 * /order/create?from=sf, Request Quote: the short path to the same kind of order — the part
 * files, how many of each, a note and when the quotes are due. The facilities the customer's
 * orders go to propose the process and material in their quotes. Submitting opens the order.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { addressApi, errorMessage } from 'shared/api';
import { useLanguageKey } from 'shared/i18n';
import { orderProblems, problemText, type OrderInput } from 'shared/orders';
import {
  Button,
  colors,
  DateInput,
  FileUpload,
  FormFailure,
  Loading,
  NumberInput,
  Page,
  PageHeader,
  space,
  Textarea,
  Toolbar,
} from 'shared/ui';
import { storefrontApi } from '../api';
import { newOrderValues, newPart } from '../new-order/order-form-values';
import { useText } from '../texts';

export default function RequestQuotePage() {
  const text = useText();
  const addresses = addressApi.useDeliveryAddressesQuery();
  // The store front's default currency and first destination: a request goes where its orders may.
  const offer = storefrontApi.useOrderOfferQuery('APPROVED_VENDORS');
  const defaults = (): OrderInput => {
    const values = newOrderValues(addresses.data ?? [], 'QUOTE_REQUEST', offer.data?.defaultCurrency);
    const distribution = offer.data?.distributions.includes(values.distribution)
      ? values.distribution
      : offer.data?.distributions[0];
    return { ...values, distribution: distribution ?? values.distribution };
  };
  return (
    <Page>
      <PageHeader>
        <h1>{text('requestQuote.title')}</h1>
      </PageHeader>
      {addresses.isLoading || offer.isLoading ? <Loading /> : <RequestForm defaults={defaults()} />}
    </Page>
  );
}

function RequestForm({ defaults }: { defaults: OrderInput }) {
  const text = useText();
  const language = useLanguageKey();
  const navigate = useNavigate();
  const [now] = useState(() => Date.now());
  const [values, setValues] = useState(defaults);
  const [names, setNames] = useState(new Map<number, string>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [createOrder] = storefrontApi.useCreateOrderMutation();
  const [moveOrder] = storefrontApi.useMoveOrderMutation();

  const submit = async () => {
    const problems = orderProblems(values, 'submit', now);
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problemText(problem, language)])));
    if (problems.length) return;
    setSending(true);
    setFailure(undefined);
    try {
      const draft = await createOrder(values).unwrap();
      await moveOrder({ id: draft.id, move: 'submit' }).unwrap();
      navigate(`/order-details/${draft.id}`);
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
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
      <ul aria-label={text('requestQuote.parts')}>
        {values.parts.map((part, index) => (
          <li key={part.fileId}>
            <NumberInput
              label={text('requestQuote.quantityOf', { name: names.get(part.fileId) ?? String(part.fileId) })}
              value={part.quantity}
              min={1}
              error={errors[`parts[${index}].quantity`]}
              onChange={(quantity) =>
                setValues((current) => ({
                  ...current,
                  parts: current.parts.map((p) => (p.fileId === part.fileId ? { ...p, quantity } : p)),
                }))
              }
            />
          </li>
        ))}
      </ul>
      <DateInput
        label={text('newOrder.order.quoteDue')}
        value={values.quoteDueDate}
        min={now}
        error={errors.quoteDueDate}
        onChange={(quoteDueDate) => setValues((current) => ({ ...current, quoteDueDate }))}
      />
      <Textarea
        label={text('requestQuote.note')}
        rows={4}
        value={values.notes}
        error={errors.notes}
        onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
      />
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
