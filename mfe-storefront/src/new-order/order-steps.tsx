/**
 * New Order's steps in the one form: the step shown, Back and Save and continue (each saving the
 * draft; going forward needs the steps done so far to be right, their broken rules shown at their
 * fields), Submit on the review, and ordering at an instant price beside it.
 */
import { Form, setNestedObjectValues, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { DeliveryAddress, FileDTO, OrderDetails } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import type { OrderInput, StorefrontAsks } from 'shared/orders';
import { Button, FormFailure, space, Steps, Toolbar, UnsavedChangesGuard } from 'shared/ui';
import { CadViewer } from 'shared/viewer';
import { storefrontApi } from '../api';
import { useText } from '../texts';
import { FilesStep } from './files-step';
import { InstantPrices } from './instant-prices';
import { firstStepWithErrors, newPart, STEPS, stepErrors, type StepName } from './order-form-values';
import { OrderStep } from './order-step';
import { PartsStep } from './parts-step';
import { ReviewStep } from './review-step';

/** The draft as last saved: its id and the revision a save must name. */
export interface Saved {
  id: number;
  updatedAt: number;
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

/** Shows a step's broken rules at their fields at once: the bound fields show a touched field's message. */
function useShowErrors() {
  const { setErrors, setTouched } = useFormikContext<OrderInput>();
  return (shown: FormikErrors<OrderInput>) => {
    setErrors(shown);
    void setTouched(setNestedObjectValues<FormikTouched<OrderInput>>(shown, true), false);
  };
}

export function OrderSteps({ addresses, draft, now, step, onStep, saved, saveError, save, onAsks }: OrderStepsProps) {
  const text = useText();
  const language = useLanguageKey();
  const { values, errors, dirty, isSubmitting, setFieldValue, setValues, setErrors, resetForm, submitForm } =
    useFormikContext<OrderInput>();
  const showErrors = useShowErrors();
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
      showErrors(shown);
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
    showErrors(shown);
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
