/**
 * Planning an action of a CAPA: what is to be done, by whom (a member of the facility) and by
 * when. A field the server refuses shows its message at the field; the form empties once planned.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared/api';
import { FormButtons, FormDateField, FormSelectField, FormTextField } from 'shared/forms';
import { FormFailure, FormGrid, startOfDay, useToast } from 'shared/ui';
import * as yup from 'yup';
import { qualityApi, type Capa } from '../api';
import { refusedFormField } from '../server-refusal';
import { useText, type Text } from '../texts';

interface ActionValues {
  description: string;
  ownerUserId: number | null;
  dueAt: number | null;
}

const schema = (text: Text) =>
  yup.object({
    description: yup
      .string()
      .trim()
      .required(text('addAction.descriptionRequired'))
      .max(2000, text('capa.tooLong', { count: 2000 })),
    ownerUserId: yup.number().nullable().required(text('addAction.ownerRequired')),
    dueAt: yup.number().nullable().required(text('addAction.dueRequired')),
  });

export function AddActionForm({ capa }: { capa: Capa }) {
  const text = useText();
  const toast = useToast();
  const [add] = qualityApi.useAddCapaActionMutation();
  const people = qualityApi.useQualityPeopleQuery();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => schema(text), [text]);
  const empty: ActionValues = { description: '', ownerUserId: capa.owner?.id ?? null, dueAt: null };
  return (
    <Formik<ActionValues>
      initialValues={empty}
      validationSchema={validationSchema}
      onSubmit={async (values, { resetForm, setFieldError }) => {
        setFailure(undefined);
        const action = { description: values.description.trim(), ownerUserId: values.ownerUserId!, dueAt: values.dueAt! };
        const result = await add({ id: capa.id, action });
        if (!('error' in result)) {
          resetForm();
          return void toast.success(text('addAction.added', { number: capa.number }));
        }
        const field = refusedFormField(result.error);
        if (field && field in values) setFieldError(field, errorMessage(result.error));
        else setFailure(errorMessage(result.error));
      }}
    >
      <Form noValidate aria-label={text('addAction.title')}>
        <h3>{text('addAction.title')}</h3>
        <FormFailure message={failure} />
        <FormTextField name="description" label={text('addAction.description')} autoComplete="off" />
        <FormGrid>
          <FormSelectField<number>
            name="ownerUserId"
            label={text('addAction.owner')}
            placeholder={text('addAction.chooseOwner')}
            nullable
            parse={Number}
            options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
          />
          <FormDateField name="dueAt" label={text('addAction.due')} min={startOfDay(Date.now())} />
        </FormGrid>
        <FormButtons submit={text('addAction.submit')} />
      </Form>
    </Formik>
  );
}
