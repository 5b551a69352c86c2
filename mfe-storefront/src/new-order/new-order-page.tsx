/**
 * /store-front, New Order: a stepped form (files, parts, order, review). Every step the
 * customer leaves is saved as the order's DRAFT (`?draft={id}` carries on with it, here or
 * later); submitting sends it to the facilities and opens its details. The field rules are
 * shared/orders', the server's too.
 */
import { Formik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { addressApi, errorMessage } from 'shared/api';
import { useStorefrontUi } from 'shared/auth';
import type { DeliveryAddress, OrderDetails } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import type { OrderInput, StorefrontAsks } from 'shared/orders';
import { Button, Loaded, Page, PageHeader, Panel } from 'shared/ui';
import { storefrontApi } from '../api';
import { useText } from '../texts';
import { draftValues, newOrderValues, STEPS, stepErrors, type StepName } from './order-form-values';
import { OrderSteps, type Saved } from './order-steps';

/** The facility's welcome to its store front (STORE_FRONT_UI_CONFIG), above a new order. */
function StorefrontWelcome() {
  const { welcomeTitle, welcomeText } = useStorefrontUi();
  if (!welcomeTitle) return null;
  return <Panel title={welcomeTitle}>{welcomeText && <WelcomeText>{welcomeText}</WelcomeText>}</Panel>;
}

export default function NewOrderPage() {
  const text = useText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const draftId = Number(params.get('draft')) || undefined;
  // The draft this form created: its id joins the address without the form loading it again.
  // A ref, set before the address changes, so no render sees the new address without it.
  const created = useRef<number | undefined>(undefined);
  // A plain /store-front after a saved draft (New Order in the menu) starts a new order.
  const [fresh, setFresh] = useState(0);
  useEffect(() => {
    if (draftId === undefined && created.current !== undefined) {
      created.current = undefined;
      setFresh((n) => n + 1);
    }
  }, [draftId]);
  const opened = draftId !== undefined && draftId !== created.current ? draftId : undefined;
  const addresses = addressApi.useDeliveryAddressesQuery();
  const draft = storefrontApi.useCustomerOrderQuery(opened ?? 0, { skip: opened === undefined });

  return (
    <Page>
      <PageHeader>
        <h1>{text('newOrder.title')}</h1>
      </PageHeader>
      {opened === undefined && <StorefrontWelcome />}
      <Loaded query={addresses} failedTitle={text('newOrder.loadFailed')}>
        {(known) =>
          opened === undefined ? (
            <OrderForm key={`new-${fresh}`} addresses={known} draft={undefined} onCreated={(id) => (created.current = id)} />
          ) : (
            <Loaded query={draft} failedTitle={text('newOrder.loadFailed')}>
              {(order) =>
                order.status !== 'DRAFT' ? (
                  <Panel title={text('newOrder.notADraft', { id: order.id })} tone="warning">
                    <Button variant="link" onClick={() => navigate(`/order-details/${order.id}`)}>
                      {text('newOrder.openDetails')}
                    </Button>
                  </Panel>
                ) : (
                  <OrderForm key={`draft-${opened}`} addresses={known} draft={order} onCreated={(id) => (created.current = id)} />
                )
              }
            </Loaded>
          )
        }
      </Loaded>
    </Page>
  );
}

function OrderForm({
  addresses,
  draft,
  onCreated,
}: {
  addresses: DeliveryAddress[];
  draft: OrderDetails | undefined;
  onCreated: (id: number) => void;
}) {
  const language = useLanguageKey();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The moment the dates are checked against, fixed while the form is open.
  const [now] = useState(() => Date.now());
  // Each step is an entry of the browser's history (?draft=…&step=…): Back returns to the step
  // before, and a reload to the same step of the saved draft.
  const draftId = useRef(draft?.id);
  const named = params.get('step');
  const step: StepName = draftId.current !== undefined && STEPS.includes(named as StepName) ? (named as StepName) : 'files';
  const showStep = (target: StepName) =>
    setParams(draftId.current === undefined ? {} : { draft: String(draftId.current), step: target });
  const [saved, setSaved] = useState<Saved | undefined>(draft && { id: draft.id, updatedAt: draft.updatedAt });
  const [saveError, setSaveError] = useState<string>();
  const [createOrder] = storefrontApi.useCreateOrderMutation();
  const [updateOrder] = storefrontApi.useUpdateOrderMutation();
  const [moveOrder] = storefrontApi.useMoveOrderMutation();
  const initialValues = useMemo(() => (draft ? draftValues(draft) : newOrderValues(addresses)), [draft, addresses]);
  // What the store front asks on submission (its RFQ configuration), from the offer the steps read.
  const asks = useRef<StorefrontAsks | undefined>(undefined);
  const rememberAsks = useCallback((asked: StorefrontAsks) => {
    asks.current = asked;
  }, []);

  /** Saves the draft (the first save creates it); the saved order, or undefined with the server's message shown. */
  const save = async (values: OrderInput): Promise<Saved | undefined> => {
    setSaveError(undefined);
    try {
      const order = saved
        ? await updateOrder({ id: saved.id, body: { ...values, updatedAt: saved.updatedAt } }).unwrap()
        : await createOrder(values).unwrap();
      // The draft's own address: a reload, or a link, carries on with it.
      if (!saved) {
        draftId.current = order.id;
        onCreated(order.id);
        setParams({ draft: String(order.id), step }, { replace: true });
      }
      const now = { id: order.id, updatedAt: order.updatedAt };
      setSaved(now);
      return now;
    } catch (failure) {
      setSaveError(errorMessage(failure));
      return undefined;
    }
  };

  return (
    <Formik<OrderInput>
      initialValues={initialValues}
      validate={(values) => stepErrors(values, 'review', now, language, asks.current)}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        const order = await save(values);
        if (!order) return;
        try {
          await moveOrder({ id: order.id, move: 'submit' }).unwrap();
          helpers.resetForm({ values });
          navigate(`/order-details/${order.id}`);
        } catch (failure) {
          setSaveError(errorMessage(failure));
        }
      }}
    >
      <OrderSteps
        addresses={addresses}
        draft={draft}
        now={now}
        step={step}
        onStep={showStep}
        saved={saved}
        saveError={saveError}
        save={save}
        onAsks={rememberAsks}
      />
    </Formik>
  );
}

const WelcomeText = styled.p`
  margin: 0;
  white-space: pre-line;
`;
