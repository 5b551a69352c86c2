/**
 * The material settings as an editor changes them: the scale's tolerance, the unit reorder points
 * are typed in, and the rules per material; saved as one document. What the server refuses (a
 * material it does not know, a permission the user lost) shows above the form, which keeps what
 * was typed to correct it.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useServerCall } from 'shared/api';
import { FormSelectField, FormTextField, SaveBar } from 'shared/forms';
import { FormFailure, FormGrid, Muted, Section, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { MASS_UNITS, type MassUnit } from '../material-batches/batch-values';
import { useBatchFormat } from '../material-batches/use-batch-format';
import { useText } from '../texts';
import type { MaterialSettings } from './api';
import { RuleFields } from './rule-fields';
import { rulesInUnit, settingsOf, settingsSchema, settingsValues, type SettingsValues } from './settings-values';

export function SettingsForm({ saved }: { saved: MaterialSettings }) {
  const text = useText();
  const toast = useToast();
  const { decimalSeparator } = useBatchFormat();
  const [save] = productionApi.useSaveMaterialSettingsMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => settingsSchema(text, decimalSeparator), [text, decimalSeparator]);
  const initialValues = useMemo(() => settingsValues(saved, decimalSeparator), [saved, decimalSeparator]);
  return (
    <Formik<SettingsValues>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values, { resetForm }) => {
        let answer: MaterialSettings | undefined;
        const sent = await run(async () => {
          answer = await save(settingsOf(values, decimalSeparator)).unwrap();
        });
        if (!sent || !answer) return;
        // The form starts again from what the server kept; it is not refilled by later reads of
        // the settings, which would throw away what someone is typing.
        resetForm({ values: settingsValues(answer, decimalSeparator) });
        toast.success(text('settings.saved'));
      }}
    >
      <Form noValidate aria-label={text('settings.title')}>
        <FormFailure message={failure} />
        <Section title={text('settings.scale')}>
          <FormGrid>
            <FormTextField name="tolerance" label={text('settings.tolerance')} inputMode="decimal" autoComplete="off" />
          </FormGrid>
          <Muted>{text('settings.toleranceHint')}</Muted>
        </Section>
        <Section title={text('settings.rules')}>
          <Muted>{text('settings.rulesHint')}</Muted>
          <FormGrid>
            <ReorderUnitField />
          </FormGrid>
          <RuleFields ruled={saved.rules.map((rule) => rule.material)} />
        </Section>
        <SaveBar />
      </Form>
    </Formik>
  );
}

/**
 * The unit the reorder points are typed in (the batch forms' choice and words). Choosing another
 * writes the masses typed so far in it, so that a saved 12.5 kg does not become 12.5 g.
 */
function ReorderUnitField() {
  const text = useText();
  const { decimalSeparator } = useBatchFormat();
  const { values, setFieldValue } = useFormikContext<SettingsValues>();
  return (
    <FormSelectField<MassUnit>
      name="unit"
      label={text('batches.unitLabel')}
      options={MASS_UNITS.map((unit) => ({ value: unit, label: text(`batches.unit.${unit}`) }))}
      onChosen={(unit) => {
        if (unit && unit !== values.unit)
          void setFieldValue('rules', rulesInUnit(values.rules, values.unit, unit, decimalSeparator));
      }}
    />
  );
}
