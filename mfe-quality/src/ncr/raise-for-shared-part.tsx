/**
 * Raising a part NCR for a part built from the same batch as an NCR's part: the pieces affected
 * (no more than were made), where it was found, and the NCR's class and title to start from, with
 * a description that names the batches they share. Raised, its record opens.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { NCR_FOUND_AT, type NcrFoundAt, type NcrSeverity } from 'shared/contracts';
import { FormButtons, FormNumberField, FormSelectField, FormTextarea, FormTextField } from 'shared/forms';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { FormFailure, FormGrid, Loaded, Section } from 'shared/ui';
import * as yup from 'yup';
import { qualityApi, type Ncr, type QualitySettings, type SharedBatchParts } from '../api';
import { NcrClassFields, ncrClassRules } from '../ncr-class-fields';
import { ncrPath } from '../paths';
import { refusedField } from '../server-refusal';
import { useText } from '../texts';

type SharedPart = SharedBatchParts[number];

interface Values {
  quantity: number | null;
  foundAt: NcrFoundAt;
  severity: NcrSeverity;
  defectCode: string;
  title: string;
  description: string;
}

export function RaiseForSharedPart({ ncr, part, onCancel }: { ncr: Ncr; part: SharedPart; onCancel: () => void }) {
  const text = useText();
  const settings = qualityApi.useQualitySettingsQuery();
  return (
    <Section title={text('ncrMaterial.raiseFor', { part: part.fileName })}>
      <Loaded query={settings} failedTitle={text('raise.settingsFailed')}>
        {(loaded) => <RaiseForm ncr={ncr} part={part} settings={loaded} onCancel={onCancel} />}
      </Loaded>
    </Section>
  );
}

function RaiseForm({
  ncr,
  part,
  settings,
  onCancel,
}: {
  ncr: Ncr;
  part: SharedPart;
  settings: QualitySettings;
  onCancel: () => void;
}) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const navigate = useNavigate();
  const [raise] = qualityApi.useRaiseNcrMutation();
  const [failure, setFailure] = useState<string>();
  const intl = useIntl();
  const validationSchema = useMemo(() => {
    const range = text('ncrMaterial.piecesRange', { made: intl.formatNumber(part.made) });
    return yup.object({
      quantity: yup.number().nullable().required(range).integer(range).min(1, range).max(part.made, range),
      ...ncrClassRules(text),
    });
  }, [text, intl, part.made]);
  const initial: Values = {
    quantity: part.made,
    foundAt: ncr.foundAt ?? 'INSPECTION',
    severity: ncr.severity,
    defectCode: ncr.defectCode,
    title: ncr.title,
    description: text('ncrMaterial.suspect', {
      batches: part.batches.map((batch) => batch.number).join(', '),
      ncr: ncr.number,
    }),
  };
  return (
    <Formik<Values>
      initialValues={initial}
      validationSchema={validationSchema}
      onSubmit={async (values, { setFieldError }) => {
        setFailure(undefined);
        const description = values.description.trim();
        const result = await raise({
          kind: 'PART',
          rfqFileId: part.partId,
          quantity: values.quantity!,
          foundAt: values.foundAt,
          severity: values.severity,
          defectCode: values.defectCode,
          title: values.title.trim(),
          ...(description ? { description } : {}),
        });
        if (!('error' in result)) return navigate(ncrPath(result.data.id));
        const field = refusedField(result.error)?.replace(/^body\./, '');
        if (field && field in values) setFieldError(field, errorMessage(result.error));
        else setFailure(errorMessage(result.error));
      }}
    >
      <Form noValidate aria-label={text('ncrMaterial.raiseFor', { part: part.fileName })}>
        <FormFailure message={failure} />
        <FormGrid>
          <FormNumberField name="quantity" label={text('ncrMaterial.pieces')} min={1} max={part.made} />
          <FormSelectField
            name="foundAt"
            label={text('ncrMaterial.foundAt')}
            options={NCR_FOUND_AT.map((foundAt) => ({ value: foundAt, label: quality(`quality.foundAt.${foundAt}`) }))}
          />
          <NcrClassFields settings={settings} />
          <FormTextField name="title" label={text('raise.ncrTitle')} autoComplete="off" />
        </FormGrid>
        <FormTextarea name="description" label={text('raise.description')} rows={3} />
        <FormButtons submit={text('raise.submit')} cancel={{ text: text('raise.cancel'), onClick: onCancel }} />
      </Form>
    </Formik>
  );
}
