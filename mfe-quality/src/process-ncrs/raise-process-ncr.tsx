/**
 * Raising a process NCR: its severity, defect code, title, description and cause, the machine
 * and material it concerns, the span it covers and the job it happened in. Raised, its record opens.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, referenceApi } from 'shared/api';
import { PROCESS_NCR_CAUSES } from 'shared/contracts';
import { FormButtons, FormDateField, FormNumberField, FormSelectField, FormTextarea, FormTextField } from 'shared/forms';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { FormFailure, FormGrid, Loaded, Section } from 'shared/ui';
import { qualityApi, type QualitySettings } from '../api';
import { NcrClassFields } from '../ncr-class-fields';
import { ncrPath } from '../paths';
import { refusedField } from '../server-refusal';
import { useText } from '../texts';
import { NEW_PROCESS_NCR, processNcrInput, processNcrSchema, type ProcessNcrValues } from './process-ncr-values';

const asId = (value: string) => Number(value);

export function RaiseProcessNcr({ initial, onCancel }: { initial?: ProcessNcrValues; onCancel: () => void }) {
  const text = useText();
  const settings = qualityApi.useQualitySettingsQuery();
  return (
    <Section title={text('raise.title')}>
      <Loaded query={settings} failedTitle={text('raise.settingsFailed')}>
        {(loaded) => <RaiseForm settings={loaded} initial={initial ?? NEW_PROCESS_NCR} onCancel={onCancel} />}
      </Loaded>
    </Section>
  );
}

function RaiseForm({
  settings,
  initial,
  onCancel,
}: {
  settings: QualitySettings;
  initial: ProcessNcrValues;
  onCancel: () => void;
}) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const navigate = useNavigate();
  const machines = referenceApi.useEquipmentsQuery({ allFacilities: false }).data ?? [];
  const materials = referenceApi.useMaterialsQuery({ allFacilities: false }).data ?? [];
  const [raise] = qualityApi.useRaiseNcrMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => processNcrSchema(text), [text]);
  return (
    <Formik<ProcessNcrValues>
      initialValues={initial}
      validationSchema={validationSchema}
      onSubmit={async (values, { setFieldError }) => {
        setFailure(undefined);
        const result = await raise(processNcrInput(values));
        if (!('error' in result)) return navigate(ncrPath(result.data.id));
        const field = refusedField(result.error)?.replace(/^body\./, '');
        if (field && field in values) setFieldError(field, errorMessage(result.error));
        else setFailure(errorMessage(result.error));
      }}
    >
      <Form noValidate aria-label={text('raise.title')}>
        <FormFailure message={failure} />
        <FormGrid>
          <NcrClassFields settings={settings} />
          <FormSelectField
            name="cause"
            label={text('raise.cause')}
            placeholder={text('raise.choose')}
            nullable
            options={PROCESS_NCR_CAUSES.map((cause) => ({ value: cause, label: quality(`quality.cause.${cause}`) }))}
          />
          <FormTextField name="title" label={text('raise.ncrTitle')} autoComplete="off" />
          <FormSelectField<number>
            name="equipmentId"
            label={text('raise.machine')}
            placeholder={text('raise.none')}
            nullable
            parse={asId}
            options={machines.map((machine) => ({ value: machine.id, label: machine.displayName }))}
          />
          <FormSelectField<number>
            name="materialId"
            label={text('raise.material')}
            placeholder={text('raise.none')}
            nullable
            parse={asId}
            options={materials.map((material) => ({ value: material.id, label: material.name }))}
          />
          <FormDateField name="startedAt" label={text('raise.started')} showTime minuteStep={15} />
          <FormDateField name="endedAt" label={text('raise.ended')} showTime minuteStep={15} />
          <FormNumberField name="jobId" label={text('raise.jobId')} min={1} />
        </FormGrid>
        <FormTextarea name="description" label={text('raise.description')} rows={4} />
        <FormButtons submit={text('raise.submit')} cancel={{ text: text('raise.cancel'), onClick: onCancel }} />
      </Form>
    </Formik>
  );
}
