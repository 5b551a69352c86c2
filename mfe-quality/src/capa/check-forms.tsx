/**
 * The effectiveness check of a CAPA's actions: sending the CAPA to verifying once every action is
 * done, with when the check is due and what shows the actions worked; then recording what the
 * check found — effective, which lets the CAPA close, or not effective, which sends it back to its
 * actions.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared/api';
import { EFFECTIVENESS_RESULTS, type CapaStatus, type EffectivenessResult } from 'shared/contracts';
import { FormButtons, FormDateField, FormSelectField, FormTextarea } from 'shared/forms';
import { FormFailure, Muted, Section, useToast } from 'shared/ui';
import * as yup from 'yup';
import { qualityApi, type Capa } from '../api';
import { refusedFormField } from '../server-refusal';
import { useText, type Text } from '../texts';

export function CheckForms({ capa, moves }: { capa: Capa; moves: CapaStatus[] }) {
  if (capa.status === 'ACTIONS' && moves.includes('VERIFYING')) return <VerifyForm capa={capa} />;
  if (capa.status === 'VERIFYING') return <EffectivenessForm capa={capa} />;
  return null;
}

interface VerifyValues {
  checkDue: number | null;
  checkCriterion: string;
}

const verifySchema = (text: Text) =>
  yup.object({
    checkDue: yup.number().nullable().required(text('verify.dueRequired')),
    checkCriterion: yup
      .string()
      .trim()
      .required(text('verify.criterionRequired'))
      .max(2000, text('capa.tooLong', { count: 2000 })),
  });

/** Submits `send`, showing a refused field at the field and any other refusal above the form; true once sent. */
function useFormSend() {
  const [failure, setFailure] = useState<string>();
  const send = async (
    call: Promise<{ error?: unknown }>,
    values: object,
    setFieldError: (field: string, message: string) => void,
  ): Promise<boolean> => {
    setFailure(undefined);
    const result = await call;
    if (!('error' in result) || result.error === undefined) return true;
    const field = refusedFormField(result.error);
    if (field && field in values) setFieldError(field, errorMessage(result.error));
    else setFailure(errorMessage(result.error));
    return false;
  };
  return { failure, send };
}

function VerifyForm({ capa }: { capa: Capa }) {
  const text = useText();
  const toast = useToast();
  const [verify] = qualityApi.useVerifyCapaMutation();
  const { failure, send } = useFormSend();
  const validationSchema = useMemo(() => verifySchema(text), [text]);
  const first: VerifyValues = { checkDue: capa.check.due, checkCriterion: capa.check.criterion };
  return (
    <Section title={text('verify.title')}>
      <Muted>{text('verify.hint')}</Muted>
      <Formik<VerifyValues>
        initialValues={first}
        validationSchema={validationSchema}
        onSubmit={async (values, { setFieldError }) => {
          const check = { checkDue: values.checkDue!, checkCriterion: values.checkCriterion.trim() };
          if (await send(verify({ id: capa.id, check }), values, setFieldError))
            toast.success(text('verify.done', { number: capa.number }));
        }}
      >
        <Form noValidate aria-label={text('verify.title')}>
          <FormFailure message={failure} />
          <FormDateField name="checkDue" label={text('verify.due')} />
          <FormTextarea name="checkCriterion" label={text('verify.criterion')} rows={2} />
          <FormButtons submit={text('verify.submit')} />
        </Form>
      </Formik>
    </Section>
  );
}

interface EffectivenessValues {
  result: EffectivenessResult | '';
  note: string;
}

const effectivenessSchema = (text: Text) =>
  yup.object({
    result: yup.string().required(text('effectiveness.resultRequired')),
    note: yup.string().max(2000, text('capa.tooLong', { count: 2000 })),
  });

function EffectivenessForm({ capa }: { capa: Capa }) {
  const text = useText();
  const toast = useToast();
  const [record] = qualityApi.useRecordEffectivenessMutation();
  const { failure, send } = useFormSend();
  const validationSchema = useMemo(() => effectivenessSchema(text), [text]);
  const empty: EffectivenessValues = { result: '', note: '' };
  return (
    <Section title={text('effectiveness.title')}>
      <Muted>{text('effectiveness.hint')}</Muted>
      <Formik<EffectivenessValues>
        initialValues={empty}
        validationSchema={validationSchema}
        onSubmit={async (values, { resetForm, setFieldError }) => {
          const result = values.result as EffectivenessResult;
          const note = values.note.trim();
          const check = { result, ...(note ? { note } : {}) };
          if (!(await send(record({ id: capa.id, check }), values, setFieldError))) return;
          resetForm();
          toast.success(text(`effectiveness.done.${result}`, { number: capa.number }));
        }}
      >
        <Form noValidate aria-label={text('effectiveness.title')}>
          <FormFailure message={failure} />
          <FormSelectField
            name="result"
            label={text('effectiveness.result')}
            placeholder={text('effectiveness.choose')}
            options={EFFECTIVENESS_RESULTS.map((result) => ({ value: result, label: text(`capa.result.${result}`) }))}
          />
          <FormTextarea name="note" label={text('effectiveness.note')} rows={2} />
          <FormButtons submit={text('effectiveness.submit')} />
        </Form>
      </Formik>
    </Section>
  );
}
