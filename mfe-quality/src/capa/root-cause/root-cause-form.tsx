/**
 * Recording a CAPA's root cause: the method first (5 Whys, fishbone, 8D), then that method's own
 * form, saved whole (PUT …/root-cause), replacing the one before. A field the server refuses
 * ('whys.2') shows its message at the field; any other refusal above the form.
 */
import { Form, Formik, getIn, type FormikValues } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from 'shared/api';
import { FormButtons } from 'shared/forms';
import { FormFailure, SelectField, useToast } from 'shared/ui';
import type { AnyObject, ObjectSchema } from 'yup';
import { qualityApi, type Capa, type RootCause } from '../../api';
import { refusedFormField } from '../../server-refusal';
import { useText } from '../../texts';
import { EightDFields, FishboneFields, FiveWhysFields } from './root-cause-fields';
import {
  eightDCause,
  eightDSchema,
  firstEightD,
  firstFishbone,
  firstFiveWhys,
  fishboneCause,
  fishboneSchema,
  fiveWhysCause,
  fiveWhysSchema,
  METHODS,
  type Method,
} from './root-cause-values';

export interface RootCauseFormProps {
  capa: Capa;
  /** After the root cause is saved. */
  onSaved: () => void;
  /** Puts the form away, where a root cause is recorded already. */
  onCancel?: () => void;
}

export function RootCauseForm({ capa, onSaved, onCancel }: RootCauseFormProps) {
  const text = useText();
  const [method, setMethod] = useState<Method>(capa.rootCause?.method ?? 'FIVE_WHYS');
  const shared = { capa, method, onSaved, onCancel };
  return (
    <>
      <SelectField
        label={text('rootCause.method')}
        value={method}
        options={METHODS.map((one) => ({ value: one, label: text(`rootCause.method.${one}`) }))}
        onChange={(chosen) => setMethod(chosen as Method)}
      />
      {method === 'FIVE_WHYS' && (
        <MethodForm key={method} {...shared} first={firstFiveWhys(capa)} schema={fiveWhysSchema} toCause={fiveWhysCause}>
          <FiveWhysFields />
        </MethodForm>
      )}
      {method === 'FISHBONE' && (
        <MethodForm key={method} {...shared} first={firstFishbone(capa)} schema={fishboneSchema} toCause={fishboneCause}>
          <FishboneFields />
        </MethodForm>
      )}
      {method === 'EIGHT_D' && (
        <MethodForm key={method} {...shared} first={firstEightD(capa)} schema={eightDSchema} toCause={eightDCause}>
          <EightDFields />
        </MethodForm>
      )}
    </>
  );
}

interface MethodFormProps<V extends FormikValues> extends RootCauseFormProps {
  method: Method;
  first: V;
  schema: (text: ReturnType<typeof useText>) => ObjectSchema<AnyObject>;
  toCause: (values: V) => RootCause;
  children: ReactNode;
}

function MethodForm<V extends FormikValues>({
  capa,
  method,
  onSaved,
  onCancel,
  first,
  schema,
  toCause,
  children,
}: MethodFormProps<V>) {
  const text = useText();
  const toast = useToast();
  const [record] = qualityApi.useRecordRootCauseMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => schema(text), [schema, text]);
  return (
    <Formik<V>
      initialValues={first}
      validationSchema={validationSchema}
      onSubmit={async (values, { setFieldError }) => {
        setFailure(undefined);
        const result = await record({ id: capa.id, rootCause: toCause(values) });
        if (!('error' in result)) {
          toast.success(text('rootCause.saved', { number: capa.number }));
          return onSaved();
        }
        const field = refusedFormField(result.error);
        if (field && getIn(values, field) !== undefined) setFieldError(field, errorMessage(result.error));
        else setFailure(errorMessage(result.error));
      }}
    >
      <Form noValidate aria-label={text('rootCause.formOf', { method: text(`rootCause.method.${method}`) })}>
        <FormFailure message={failure} />
        {children}
        <FormButtons submit={text('rootCause.save')} cancel={onCancel && { text: text('rootCause.cancel'), onClick: onCancel }} />
      </Form>
    </Formik>
  );
}
