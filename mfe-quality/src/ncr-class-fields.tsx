/**
 * What classes an NCR as it is raised, by hand or for a part that shares a batch: its severity and
 * the facility's defect code, with the rules its defect code, title and description keep.
 */
import { NCR_SEVERITIES } from 'shared/contracts';
import { FormSelectField } from 'shared/forms';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import * as yup from 'yup';
import type { QualitySettings } from './api';
import { useText, type Text } from './texts';

/** The rules of a new NCR's defect code, title and description, which the server checks again. */
export const ncrClassRules = (text: Text) => ({
  defectCode: yup.string().required(text('raise.defectCodeRequired')),
  title: yup
    .string()
    .trim()
    .required(text('raise.titleRequired'))
    .max(200, text('raise.tooLong', { count: 200 })),
  description: yup.string().max(4000, text('raise.tooLong', { count: 4000 })),
});

export function NcrClassFields({ settings }: { settings: QualitySettings }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  return (
    <>
      <FormSelectField
        name="severity"
        label={text('raise.severity')}
        options={NCR_SEVERITIES.map((severity) => ({ value: severity, label: quality(`quality.severity.${severity}`) }))}
      />
      <FormSelectField
        name="defectCode"
        label={text('raise.defectCode')}
        placeholder={text('raise.choose')}
        options={settings.defectCodes.map((code) => ({
          value: code.code,
          label: text('ncr.defectMeaning', { code: code.code, meaning: code.description }),
        }))}
      />
    </>
  );
}
