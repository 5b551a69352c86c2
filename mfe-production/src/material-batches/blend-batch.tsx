/**
 * A new batch: powder of one material taken from released lots (virgin) and from batches in
 * storage, each input's mass weighed, and the new batch weighed; one batch alone splits it. What
 * the inputs add up to and how it balances shows as it is typed; the server weighs it again and
 * refuses, naming the numbers, what the facility's tolerance does not allow. The batch made opens.
 */
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared/api';
import { FormButtons, FormTextarea, FormTextField, FormFields } from 'shared/forms';
import {
  Button,
  ChevronLeftIcon,
  FormFailure,
  FormGrid,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Toolbar,
  UnsavedChangesGuard,
  useToast,
} from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Batch } from './api';
import { blendInputOf, blendSchema, blendValues, refusedInput, type BlendValues } from './batch-values';
import { BlendBalance, BlendInputs } from './blend-inputs';
import { MassField, UnitField } from './mass-fields';
import { useBatchFormat } from './use-batch-format';

interface BlendBatchProps {
  /** The batch it starts from, when opened from one. */
  from?: number;
  onCancel: () => void;
  onMade: (id: number) => void;
}

export function BlendBatch({ from, onCancel, onMade }: BlendBatchProps) {
  const text = useText();
  const start = productionApi.useBatchQuery(from ?? 0, { skip: from === undefined });
  return (
    <Page>
      <Toolbar>
        <Button variant="secondary" onClick={onCancel}>
          <ChevronLeftIcon size="1em" /> {text('batches.back')}
        </Button>
      </Toolbar>
      <PageHeader>
        <h1>{text('batches.new')}</h1>
      </PageHeader>
      <Muted>{text('batches.newIntro')}</Muted>
      {from === undefined ? (
        <BlendForm onCancel={onCancel} onMade={onMade} />
      ) : (
        <Loaded query={start} failedTitle={text('batches.fetchOneFailed')}>
          {(batch) => <BlendForm from={batch} onCancel={onCancel} onMade={onMade} />}
        </Loaded>
      )}
    </Page>
  );
}

function BlendForm({ from, onCancel, onMade }: { from?: Batch; onCancel: () => void; onMade: (id: number) => void }) {
  const text = useText();
  const toast = useToast();
  const { decimalSeparator } = useBatchFormat();
  const [blend] = productionApi.useBlendBatchMutation();
  const tolerancePercent = productionApi.useMaterialSettingsQuery().data?.massTolerancePercent;
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => blendSchema(text, decimalSeparator), [text, decimalSeparator]);
  const initialValues = useMemo(() => blendValues(from), [from]);
  const title = text('batches.new');
  return (
    <Formik<BlendValues>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values, { resetForm, setFieldError }) => {
        setFailure(undefined);
        const result = await blend(blendInputOf(values, decimalSeparator));
        if ('data' in result && result.data) {
          resetForm({ values });
          toast.success(text('batches.made', { number: result.data.number }));
          return onMade(result.data.id);
        }
        const field = refusedInput(result.error);
        if (field) setFieldError(field, errorMessage(result.error));
        else setFailure(errorMessage(result.error));
      }}
    >
      {({ dirty, isSubmitting }) => (
        <FormFields noValidate aria-label={title}>
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <FormFailure message={failure} />
          <FormGrid>
            <UnitField />
          </FormGrid>
          <BlendInputs />
          <FormGrid>
            <MassField name="output" label={text('batches.outputMass')} />
            <MassField name="loss" label={text('batches.lost')} />
          </FormGrid>
          <BlendBalance tolerancePercent={tolerancePercent} />
          <FormGrid>
            <FormTextField name="location" label={text('batches.location')} autoComplete="off" />
          </FormGrid>
          <FormTextarea name="note" label={text('batches.note')} rows={2} />
          <FormButtons submit={text('batches.newSubmit')} cancel={{ text: text('batches.cancel'), onClick: onCancel }} />
        </FormFields>
      )}
    </Formik>
  );
}

/** The form's parts one under another, apart as the page's sections are. */
