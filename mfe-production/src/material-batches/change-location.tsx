/** Where a batch in storage or on a machine is kept: changed by a lot user, the server's refusal shown above the field. */
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared/api';
import { FormTextField, SaveBar, FormFields } from 'shared/forms';
import { FormFailure, FormGrid, Section, useToast } from 'shared/ui';
import * as yup from 'yup';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Batch } from './api';

export function ChangeLocation({ batch }: { batch: Batch }) {
  const text = useText();
  const toast = useToast();
  const [change] = productionApi.useChangeBatchLocationMutation();
  const [failure, setFailure] = useState<string>();
  const schema = useMemo(() => yup.object({ location: yup.string().max(200, text('batches.tooLong', { count: 200 })) }), [text]);
  const initialValues = useMemo(() => ({ location: batch.location }), [batch.location]);
  const title = text('batches.locationTitle');
  return (
    <Section title={title}>
      <Formik
        enableReinitialize
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailure(undefined);
          const result = await change({ id: batch.id, location: values.location.trim() });
          if ('error' in result) setFailure(errorMessage(result.error));
          else toast.success(text('batches.locationChanged', { number: batch.number }));
        }}
      >
        <FormFields noValidate aria-label={title}>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="location" label={text('batches.location')} autoComplete="off" />
          </FormGrid>
          <SaveBar saveLabel={text('batches.saveLocation')} />
        </FormFields>
      </Formik>
    </Section>
  );
}
