/**
 * What classes an NCR as it is raised, by hand or for a part that shares a batch: its severity and
 * the facility's defect code.
 */
import { NCR_SEVERITIES } from 'shared/contracts';
import { FormSelectField } from 'shared/forms';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import type { QualitySettings } from './api';
import { useText } from './texts';

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
