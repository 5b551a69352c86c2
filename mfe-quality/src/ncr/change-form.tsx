/**
 * Changing an open NCR: its severity, its defect code (one of the facility's), its title, who it
 * is assigned to (one of the facility's people, or nobody), its description and the facility's
 * internal notes. Only what changed is sent; a field the server refuses shows its message at the
 * field, any other refusal above the form.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared/api';
import { NCR_SEVERITIES, type NcrSeverity } from 'shared/contracts';
import { FormSelectField, FormTextarea, FormTextField, SaveBar } from 'shared/forms';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { FormFailure, FormGrid, Section, useToast } from 'shared/ui';
import * as yup from 'yup';
import { qualityApi, type Ncr, type NcrChange, type QualitySettings } from '../api';
import { useText, type Text } from '../texts';
import { refusedField } from '../server-refusal';

interface ChangeValues {
  severity: NcrSeverity;
  defectCode: string;
  title: string;
  assignedUserId: number | null;
  description: string;
  internalNotes: string;
}

const schema = (text: Text) =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(text('change.titleRequired'))
      .max(200, text('change.tooLong', { count: 200 })),
    description: yup.string().max(4000, text('change.tooLong', { count: 4000 })),
    internalNotes: yup.string().max(4000, text('change.tooLong', { count: 4000 })),
  });

const valuesOf = (ncr: Ncr): ChangeValues => ({
  severity: ncr.severity,
  defectCode: ncr.defectCode,
  title: ncr.title,
  assignedUserId: ncr.assignee?.id ?? null,
  description: ncr.description,
  internalNotes: ncr.internalNotes,
});

/** The fields that differ from the record, as the change sends them. */
function changeOf(ncr: Ncr, values: ChangeValues): NcrChange {
  const now = {
    ...values,
    title: values.title.trim(),
    description: values.description.trim(),
    internalNotes: values.internalNotes.trim(),
  };
  const before = valuesOf(ncr);
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => before[key as keyof ChangeValues] !== value));
}

export function ChangeForm({ ncr, settings }: { ncr: Ncr; settings: QualitySettings }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const toast = useToast();
  const [change] = qualityApi.useChangeNcrMutation();
  const [failure, setFailure] = useState<string>();
  const facilityPeople = qualityApi.useQualityPeopleQuery().data ?? [];
  // The NCR's assignee stays offered even once they have left the facility's people.
  const people =
    ncr.assignee && !facilityPeople.some((person) => person.id === ncr.assignee!.id)
      ? [ncr.assignee, ...facilityPeople]
      : facilityPeople;
  const validationSchema = useMemo(() => schema(text), [text]);
  // The NCR's own code stays offered even if the facility no longer lists it.
  const codes = settings.defectCodes.some((code) => code.code === ncr.defectCode)
    ? settings.defectCodes
    : [{ code: ncr.defectCode, description: '' }, ...settings.defectCodes];
  return (
    <Section title={text('change.title')}>
      <Formik<ChangeValues>
        enableReinitialize
        initialValues={valuesOf(ncr)}
        validationSchema={validationSchema}
        onSubmit={async (values, { setFieldError }) => {
          setFailure(undefined);
          const changed = changeOf(ncr, values);
          if (!Object.keys(changed).length) return;
          const result = await change({ id: ncr.id, change: changed });
          if (!('error' in result)) return void toast.success(text('change.saved', { number: ncr.number }));
          const field = refusedField(result.error)?.replace(/^body\./, '');
          if (field && field in values) setFieldError(field, errorMessage(result.error));
          else setFailure(errorMessage(result.error));
        }}
      >
        <Form noValidate aria-label={text('change.title')}>
          <FormFailure message={failure} />
          <FormGrid>
            <FormSelectField
              name="severity"
              label={text('change.severity')}
              options={NCR_SEVERITIES.map((severity) => ({ value: severity, label: quality(`quality.severity.${severity}`) }))}
            />
            <FormSelectField
              name="defectCode"
              label={text('change.defectCode')}
              options={codes.map((code) => ({
                value: code.code,
                label: code.description ? text('ncr.defectMeaning', { code: code.code, meaning: code.description }) : code.code,
              }))}
            />
            <FormTextField name="title" label={text('change.ncrTitle')} autoComplete="off" />
            <FormSelectField<number>
              name="assignedUserId"
              label={text('change.assignee')}
              placeholder={text('ncr.nobody')}
              nullable
              parse={Number}
              options={people.map((person) => ({ value: person.id, label: person.name }))}
            />
          </FormGrid>
          <FormTextarea name="description" label={text('change.description')} rows={4} />
          <FormTextarea name="internalNotes" label={text('change.internalNotes')} rows={3} />
          <SaveBar saveLabel={text('change.save')} />
        </Form>
      </Formik>
    </Section>
  );
}
