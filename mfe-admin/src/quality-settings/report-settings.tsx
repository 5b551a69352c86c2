/**
 * The NCR and CAPA PDFs (QMS_REPORT_CONFIG), a section of the quality settings: the header — the
 * company's name (its profile's unless given), an address line, the form's code and revision, and
 * the profile's logo when it has one — with a preview, and the parts the PDFs include. The JSON
 * export always holds everything.
 */
import { Field, Formik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import type { ServiceProviderProfile } from 'shared/auth';
import { QUALITY_REPORT_SECTIONS } from 'shared/contracts';
import { FormCheckboxGroup, FormTextField, SaveBar, FormFields } from 'shared/forms';
import { Card, FormFailure, FormGrid, Muted, Section, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import type { QualityReportConfig } from './api';

/** The longest each header line may be, as the server holds them: the fields take no more. */
const LIMITS = { companyName: 120, addressLine: 200, documentCode: 40, revision: 20 } as const;
const FIELDS = Object.keys(LIMITS) as (keyof typeof LIMITS)[];

export function ReportSettings({ saved, profile }: { saved: QualityReportConfig; profile: ServiceProviderProfile }) {
  const text = useText();
  const toast = useToast();
  const headingId = useId();
  const [save] = adminApi.useSaveQualityReportConfigMutation();
  const { failure, run } = useServerCall();
  return (
    <Formik<QualityReportConfig>
      initialValues={saved}
      enableReinitialize
      onSubmit={async (input) => {
        if (await run(() => save(input).unwrap())) toast.success(text('qualitySettings.reportSaved'));
      }}
    >
      {({ values }) => (
        <Section title={text('qualitySettings.report')} headingId={headingId}>
          <FormFields noValidate aria-labelledby={headingId}>
            <FormFailure message={failure} />
            <Muted>{text('qualitySettings.reportHint')}</Muted>
            <FormGrid>
              {FIELDS.map((field) => (
                <FormTextField
                  key={field}
                  name={field}
                  label={text(`qualitySettings.report.${field}`)}
                  maxLength={LIMITS[field]}
                  placeholder={field === 'companyName' ? profile.companyName : undefined}
                />
              ))}
            </FormGrid>
            {profile.logoUrl ? (
              <label>
                <Field type="checkbox" name="logo" /> {text('qualitySettings.report.logo')}
              </label>
            ) : (
              <Muted>{text('qualitySettings.report.noLogo')}</Muted>
            )}
            <Card as="div" role="group" aria-label={text('qualitySettings.report.preview')}>
              {profile.logoUrl && values.logo && <Logo src={profile.logoUrl} alt="" />}
              <strong>{values.companyName.trim() || profile.companyName}</strong>
              {values.addressLine.trim() && <Muted>{values.addressLine.trim()}</Muted>}
              {(values.documentCode.trim() || values.revision.trim()) && (
                <Muted>
                  {[
                    values.documentCode.trim(),
                    values.revision.trim() && text('qualitySettings.report.rev', { revision: values.revision.trim() }),
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </Muted>
              )}
            </Card>
            <FormCheckboxGroup
              name="sections"
              legend={text('qualitySettings.report.sections')}
              options={QUALITY_REPORT_SECTIONS.map((value) => ({ value, label: text(`qualitySettings.section.${value}`) }))}
            />
            <SaveBar saveLabel={text('qualitySettings.saveReport')} />
          </FormFields>
        </Section>
      )}
    </Formik>
  );
}

/** The header's fields, its preview and the parts, a little apart. */

const Logo = styled.img`
  display: block;
  max-width: 140px;
  max-height: 44px;
`;
