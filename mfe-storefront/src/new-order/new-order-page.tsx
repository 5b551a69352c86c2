/**
 * /store-front, New Order: a stepped form (files, parts, order, review). Every step the
 * customer leaves is saved as the order's DRAFT (`?draft={id}` carries on with it, here or
 * later); submitting sends it to the facilities and opens its details. The field rules are
 * shared/orders', the server's too.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { addressApi, errorMessage } from 'shared/api';
import { useStorefrontUi } from 'shared/auth';
import type { DeliveryAddress, FileDTO, OrderDetails } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import type { OrderInput, StorefrontAsks } from 'shared/orders';
import {
  Button,
  FormFailure,
  LoadFailed,
  Loading,
  Page,
  PageHeader,
  Panel,
  space,
  Steps,
  Toolbar,
  UnsavedChangesGuard,
} from 'shared/ui';
import { CadViewer } from 'shared/viewer';
import { storefrontApi } from '../api';
import { useText } from '../texts';
import { FilesStep } from './files-step';
import { draftValues, firstStepWithErrors, newOrderValues, newPart, STEPS, stepErrors, type StepName } from './order-form-values';
import { OrderStep } from './order-step';
import { PartsStep } from './parts-step';
import { InstantPrices } from './instant-prices';
import { ReviewStep } from './review-step';

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

  const loading = addresses.isLoading || draft.isLoading;
  const failed = addresses.isError ? addresses.error : draft.isError ? draft.error : undefined;
  return (
    <Page>
      <PageHeader>
        <h1>{text('newOrder.title')}</h1>
      </PageHeader>
      {opened === undefined && <StorefrontWelcome />}
      {loading ? (
        <Loading />
      ) : failed ? (
        <LoadFailed title={text('newOrder.loadFailed')} error={failed} onRetry={() => navigate(0)} />
      ) : draft.data && opened !== undefined && draft.data.status !== 'DRAFT' ? (
        <Panel title={text('newOrder.notADraft', { id: draft.data.id })} tone="warning">
          <Button variant="link" onClick={() => navigate(`/order-details/${draft.data!.id}`)}>
            {text('newOrder.openDetails')}
          </Button>
        </Panel>
      ) : (
        <OrderForm
          key={opened === undefined ? `new-${fresh}` : `draft-${opened}`}
          addresses={addresses.data ?? []}
          draft={opened === undefined ? undefined : draft.data}
          onCreated={(id) => (created.current = id)}
        />
      )}
    </Page>
  );
}

interface Saved {
  id: number;
  updatedAt: number;
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

interface OrderStepsProps {
  addresses: DeliveryAddress[];
  draft: OrderDetails | undefined;
  now: number;
  step: StepName;
  onStep: (step: StepName) => void;
  saved: Saved | undefined;
  saveError: string | undefined;
  save: (values: OrderInput) => Promise<Saved | undefined>;
  onAsks: (asks: StorefrontAsks) => void;
}

function OrderSteps({ addresses, draft, now, step, onStep, saved, saveError, save, onAsks }: OrderStepsProps) {
  const text = useText();
  const language = useLanguageKey();
  const { values, errors, dirty, isSubmitting, setFieldValue, setValues, setErrors, resetForm, submitForm } =
    useFormikContext<OrderInput>();
  const offer = storefrontApi.useOrderOfferQuery({ distribution: values.distribution, orderId: saved?.id });
  const asks = useMemo<StorefrontAsks | undefined>(
    () => offer.data && { requiredFields: offer.data.requiredFields, termsVersion: offer.data.terms?.version ?? null },
    [offer.data],
  );
  useEffect(() => {
    if (asks) onAsks(asks);
  }, [asks, onAsks]);
  // Names of the files the order refers to: its parts' and its NDA's.
  const [fileNames, setFileNames] = useState(
    () =>
      new Map<number, string>([
        ...(draft?.parts.map((part) => [part.fileId!, part.fileName!] as const) ?? []),
        ...(draft?.ndaFile ? [[draft.ndaFile.id, draft.ndaFile.fileName] as const] : []),
      ]),
  );
  const [viewing, setViewing] = useState<Pick<FileDTO, 'id' | 'fileName'> | null>(null);
  const known = (file: { id: number; fileName: string }) => setFileNames((names) => new Map(names).set(file.id, file.fileName));
  const ndaName = values.ndaFileId === null ? undefined : fileNames.get(values.ndaFileId);

  // One move at a time: a second click while the draft is being saved would save it twice, and the
  // second save, made from the same revision, would be refused as someone else's. A ref, so two
  // clicks before a render see it; the state disables the buttons meanwhile.
  const movingNow = useRef(false);
  const [moving, setMoving] = useState(false);
  /** Moves to `target` after saving the draft; going forward needs the steps done so far to be right. */
  const goTo = async (target: StepName) => {
    if (movingNow.current) return;
    movingNow.current = true;
    setMoving(true);
    try {
      await saveAndGo(target);
    } finally {
      movingNow.current = false;
      setMoving(false);
    }
  };
  const saveAndGo = async (target: StepName) => {
    if (STEPS.indexOf(target) > STEPS.indexOf(step)) {
      const shown = stepErrors(values, step, now, language, asks);
      setErrors(shown);
      if (Object.keys(shown).length > 0) {
        onStep(firstStepWithErrors(shown) ?? step);
        return;
      }
    } else {
      setErrors({});
    }
    if (!(await save(values))) return;
    resetForm({ values });
    onStep(target);
  };
  /** Before ordering at an instant price: the whole form's rules (the terms accepted), then the draft saved as shown. */
  const readyToOrder = async () => {
    const shown = stepErrors(values, 'review', now, language, asks);
    setErrors(shown);
    if (Object.keys(shown).length > 0) {
      onStep(firstStepWithErrors(shown) ?? step);
      return false;
    }
    if (!(await save(values))) return false;
    resetForm({ values });
    return true;
  };
  const index = STEPS.indexOf(step);
  const actions = (
    <Toolbar>
      {index > 0 && (
        <Button variant="secondary" onClick={() => void goTo(STEPS[index - 1]!)} disabled={isSubmitting || moving}>
          {text('newOrder.back')}
        </Button>
      )}
      {step === 'review' ? (
        <Button onClick={() => void submitForm()} disabled={isSubmitting}>
          {isSubmitting ? text('newOrder.submitting') : text('newOrder.submit')}
        </Button>
      ) : (
        <Button onClick={() => void goTo(STEPS[index + 1]!)} disabled={isSubmitting || moving}>
          {text('newOrder.next')}
        </Button>
      )}
    </Toolbar>
  );
  return (
    <>
      <Form noValidate aria-label={text('newOrder.formLabel')}>
        <UnsavedChangesGuard when={dirty && !isSubmitting} />
        {saved && <SavedNote role="status">{text('newOrder.savedDraft', { id: saved.id })}</SavedNote>}
        <FormFailure message={saveError} />
        <Steps
          items={STEPS.map((name) => ({ label: text(`newOrder.step.${name}`), content: null }))}
          current={index}
          onChange={(target) => void goTo(STEPS[target]!)}
        />
        {/* Every step's fields live in the one form; the files step stays mounted while hidden, so
          an upload goes on while the customer fills in the parts. */}
        <div hidden={step !== 'files'}>
          <FilesStep
            ordered={values.parts.map((part) => part.fileId)}
            error={typeof errors.parts === 'string' ? errors.parts : undefined}
            onAdd={(file) => {
              known(file);
              // From the newest values: several uploads may finish before a render.
              void setValues((current) =>
                current.parts.some((part) => part.fileId === file.id)
                  ? current
                  : { ...current, parts: [...current.parts, newPart(file.id)] },
              );
            }}
            onRemove={(fileId) =>
              void setFieldValue(
                'parts',
                values.parts.filter((part) => part.fileId !== fileId),
              )
            }
            onView={setViewing}
          />
        </div>
        {step === 'parts' && <PartsStep offer={offer.data} fileNames={fileNames} />}
        {step === 'order' && (
          <OrderStep
            addresses={addresses}
            offer={offer.data}
            now={now}
            ndaName={ndaName}
            onNdaAttached={(file) => {
              known(file);
              void setFieldValue('ndaFileId', file.id);
            }}
          />
        )}
        {step === 'review' && <ReviewStep addresses={addresses} offer={offer.data} fileNames={fileNames} ndaName={ndaName} />}
        {actions}
      </Form>
      {/* Outside the form: ordering at an instant price is not submitting it for quotes. */}
      {step === 'review' && saved && <InstantPrices orderId={saved.id} updatedAt={saved.updatedAt} beforeOrder={readyToOrder} />}
      {/* Outside the form: the viewer's buttons are not the form's. */}
      {viewing && <CadViewer source={{ fileId: viewing.id }} name={viewing.fileName} onClose={() => setViewing(null)} />}
    </>
  );
}

const SavedNote = styled.p`
  margin: 0 0 ${space(2)};
`;

const WelcomeText = styled.p`
  margin: 0;
  white-space: pre-line;
`;
