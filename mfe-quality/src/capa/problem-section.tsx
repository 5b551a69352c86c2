/**
 * A CAPA's problem and how it is contained until the actions remove its cause; while the CAPA has
 * not ended, a form that changes them with its title, owner (a member of the facility) and defect
 * code, sending only what changed. A field the server refuses shows its message at the field.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared/api';
import { FormSelectField, FormTextarea, FormTextField, SaveBar } from 'shared/forms';
import { FormFailure, FormGrid, Section, useToast } from 'shared/ui';
import * as yup from 'yup';
import { qualityApi, type Capa, type CapaChange, type Person } from '../api';
import { Written } from '../written';
import { refusedFormField } from '../server-refusal';
import { useText, type Text } from '../texts';

interface ProblemValues {
  title: string;
  ownerUserId: number | null;
  defectCode: string | null;
  problem: string;
  containment: string;
}

const valuesOf = (capa: Capa): ProblemValues => ({
  title: capa.title,
  ownerUserId: capa.owner?.id ?? null,
  defectCode: capa.defectCode,
  problem: capa.problem,
  containment: capa.containment,
});

const schema = (text: Text) =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(text('problem.titleRequired'))
      .max(200, text('capa.tooLong', { count: 200 })),
    problem: yup.string().max(4000, text('capa.tooLong', { count: 4000 })),
    containment: yup.string().max(4000, text('capa.tooLong', { count: 4000 })),
  });

/** The fields that differ from the record, as the change sends them. */
function changeOf(capa: Capa, values: ProblemValues): CapaChange {
  const now = { ...values, title: values.title.trim(), problem: values.problem.trim(), containment: values.containment.trim() };
  const before = valuesOf(capa);
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => before[key as keyof ProblemValues] !== value));
}

/** The choices of a select: the facility's, with the record's own first when the facility no longer lists it. */
function withOwn<T extends { id: number | string }>(own: T | null, listed: T[] = []): T[] {
  return own && !listed.some((one) => one.id === own.id) ? [own, ...listed] : listed;
}

export function ProblemSection({ capa, open }: { capa: Capa; open: boolean }) {
  const text = useText();
  return (
    <Section title={text('problem.title')}>
      {open ? (
        <ProblemForm capa={capa} />
      ) : (
        <>
          <h3>{text('problem.problem')}</h3>
          <Written>{capa.problem || text('problem.none')}</Written>
          <h3>{text('problem.containment')}</h3>
          <Written>{capa.containment || text('problem.none')}</Written>
        </>
      )}
    </Section>
  );
}

function ProblemForm({ capa }: { capa: Capa }) {
  const text = useText();
  const toast = useToast();
  const [change] = qualityApi.useChangeCapaMutation();
  const people = qualityApi.useQualityPeopleQuery();
  const settings = qualityApi.useQualitySettingsQuery();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => schema(text), [text]);
  const owners: Person[] = withOwn(capa.owner, people.data);
  const codes = withOwn(
    capa.defectCode === null ? null : { id: capa.defectCode, description: '' },
    settings.data?.defectCodes.map((code) => ({ id: code.code, description: code.description })),
  );
  return (
    <Formik<ProblemValues>
      enableReinitialize
      initialValues={valuesOf(capa)}
      validationSchema={validationSchema}
      onSubmit={async (values, { setFieldError }) => {
        setFailure(undefined);
        const changed = changeOf(capa, values);
        if (!Object.keys(changed).length) return;
        const result = await change({ id: capa.id, change: changed });
        if (!('error' in result)) return void toast.success(text('problem.saved', { number: capa.number }));
        const field = refusedFormField(result.error);
        if (field && field in values) setFieldError(field, errorMessage(result.error));
        else setFailure(errorMessage(result.error));
      }}
    >
      <Form noValidate aria-label={text('problem.title')}>
        <FormFailure message={failure} />
        <FormGrid>
          <FormTextField name="title" label={text('problem.capaTitle')} autoComplete="off" />
          <FormSelectField<number>
            name="ownerUserId"
            label={text('problem.owner')}
            placeholder={text('capa.nobody')}
            nullable
            parse={Number}
            options={owners.map((person) => ({ value: person.id, label: person.name }))}
          />
          <FormSelectField
            name="defectCode"
            label={text('problem.defectCode')}
            placeholder={text('capa.noDefect')}
            nullable
            options={codes.map((code) => ({
              value: code.id,
              label: code.description ? text('ncr.defectMeaning', { code: code.id, meaning: code.description }) : code.id,
            }))}
          />
        </FormGrid>
        <FormTextarea name="problem" label={text('problem.problem')} rows={4} />
        <FormTextarea name="containment" label={text('problem.containment')} rows={3} />
        <SaveBar saveLabel={text('problem.save')} />
      </Form>
    </Formik>
  );
}
