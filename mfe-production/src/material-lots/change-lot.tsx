/**
 * What may change on a lot once received: where it is stored, its expiry and its certificate of
 * analysis. Only what changed is sent; a field the server refuses (an expiry before the day of
 * receipt) shows its message at the field, any other refusal above the form.
 */
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared/api';
import { FormDateField, FormTextField, SaveBar, FormFields } from 'shared/forms';
import { FormFailure, FormGrid, Section, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Lot } from './api';
import { CertificateField } from './certificate-field';
import { changeOf, changeSchema, changeValues, dayToTime, refusedFormField, type ChangeValues } from './lot-values';

export function ChangeLot({ lot }: { lot: Lot }) {
  const text = useText();
  const toast = useToast();
  const [change] = productionApi.useChangeLotMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => changeSchema(text), [text]);
  const initialValues = useMemo(() => changeValues(lot), [lot]);
  const title = text('lots.changeTitle');
  return (
    <Section title={title}>
      <Formik<ChangeValues>
        enableReinitialize
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values, { setFieldError }) => {
          setFailure(undefined);
          const changed = changeOf(lot, values);
          if (!Object.keys(changed).length) return;
          const result = await change({ id: lot.id, change: changed });
          if (!('error' in result)) return void toast.success(text('lots.changed', { number: lot.number }));
          const field = refusedFormField(result.error, values);
          if (field) setFieldError(field, errorMessage(result.error));
          else setFailure(errorMessage(result.error));
        }}
      >
        <FormFields noValidate aria-label={title}>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="location" label={text('lots.location')} autoComplete="off" />
            <FormDateField name="expiresOn" label={text('lots.expiresOn')} min={dayToTime(lot.receivedOn)} />
          </FormGrid>
          <CertificateField name="certificate" />
          <SaveBar saveLabel={text('lots.saveChanges')} />
        </FormFields>
      </Formik>
    </Section>
  );
}
