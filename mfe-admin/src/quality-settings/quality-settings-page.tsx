/**
 * /service-provider/settings/quality-management (QMS_SETTINGS_EDITOR): the facility's quality
 * settings — its defect codes, what its severities mean, the dispositions its review board may
 * choose, who may sign a disposition or a CAPA's closure and what a signature may mean, how NCRs
 * and CAPAs are numbered, when a defect code that keeps coming back proposes a CAPA, and when a
 * CAPA action's owner is reminded — then, each saved on its own, the quality dashboard's widgets
 * (dashboard-widgets.tsx) and the NCR and CAPA PDFs (report-settings.tsx). Saved and audited on
 * the server (server/src/quality), which checks every rule again.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useServerCall } from 'shared/api';
import { authApi } from 'shared/auth';
import { DISPOSITIONS, NAMED_ROLES, NCR_SEVERITIES, recordNumber, type Disposition } from 'shared/contracts';
import { FormCheckboxGroup, FormNumberField, FormTextarea, FormTextField, SaveBar } from 'shared/forms';
import { useTexts } from 'shared/i18n';
import { QUALITY_TEXTS } from 'shared/orders';
import { FormFailure, FormGrid, Loaded, Muted, Page, PageHeader, Section, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { together } from '../loaded-together';
import { useText } from '../texts';
import type { QualitySettings } from './api';
import { DashboardWidgets } from './dashboard-widgets';
import { ListField } from './list-field';
import { qualitySettingsSchema } from './quality-settings-schema';
import { ReportSettings } from './report-settings';

/** The facility's roles a signature may be given by: its own, not the customers'. */
const FACILITY_ROLES = NAMED_ROLES.filter((role) => role.startsWith('SP_'));

export default function QualitySettingsPage() {
  const text = useText();
  const settings = adminApi.useQualitySettingsQuery();
  const dashboard = adminApi.useQualityDashboardConfigQuery();
  const report = adminApi.useQualityReportConfigQuery();
  // The facility's profile: the name and the logo its PDFs take unless the report says otherwise.
  const profile = authApi.useServiceProviderQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('qualitySettings.title')}</h1>
      </PageHeader>
      <p>{text('qualitySettings.intro')}</p>
      <Loaded query={together({ settings, dashboard, report, profile })} failedTitle={text('qualitySettings.fetchFailed')}>
        {(saved) => (
          <>
            <QualitySettingsForm saved={saved.settings} />
            <DashboardWidgets saved={saved.dashboard} />
            <ReportSettings saved={saved.report} profile={saved.profile} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

function QualitySettingsForm({ saved }: { saved: QualitySettings }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const toast = useToast();
  const [save] = adminApi.useSaveQualitySettingsMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => qualitySettingsSchema(text), [text]);
  const year = new Date().getFullYear();
  return (
    <Formik<QualitySettings>
      initialValues={saved}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={async (input) => {
        if (await run(() => save(input).unwrap())) toast.success(text('qualitySettings.saved'));
      }}
    >
      {({ values }) => (
        <Form noValidate aria-label={text('qualitySettings.title')}>
          <FormFailure message={failure} />
          <Section title={text('qualitySettings.defects')}>
            <ListField
              name="defectCodes"
              legend={text('qualitySettings.defectCodes')}
              blank={{ code: '', description: '' }}
              addLabel={text('qualitySettings.addDefect')}
              removeLabel={(i) => text('qualitySettings.removeDefect', { code: values.defectCodes[i]?.code || String(i + 1) })}
              row={(i) => (
                <>
                  <FormTextField name={`defectCodes.${i}.code`} label={text('qualitySettings.code')} size="sm" />
                  <FormTextField name={`defectCodes.${i}.description`} label={text('qualitySettings.description')} size="sm" />
                </>
              )}
            />
            <Muted>{text('qualitySettings.firstDefect')}</Muted>
            {NCR_SEVERITIES.map((severity) => (
              <FormTextarea
                key={severity}
                name={`severityMeanings.${severity}`}
                label={text('qualitySettings.severityMeaning', { severity: quality(`quality.severity.${severity}`) })}
                rows={2}
              />
            ))}
          </Section>
          <Section title={text('qualitySettings.review')}>
            <FormCheckboxGroup<Disposition>
              name="dispositions"
              legend={text('qualitySettings.dispositions')}
              options={DISPOSITIONS.map((value) => ({ value, label: quality(`quality.disposition.${value}`) }))}
            />
            <FormCheckboxGroup<(typeof FACILITY_ROLES)[number]>
              name="dispositionSigners"
              legend={text('qualitySettings.signers')}
              options={FACILITY_ROLES.map((value) => ({ value, label: text(`role.${value}`) }))}
            />
            <ListField
              name="signatureMeanings"
              legend={text('qualitySettings.meanings')}
              blank=""
              addLabel={text('qualitySettings.addMeaning')}
              removeLabel={(i) =>
                text('qualitySettings.removeMeaning', { meaning: values.signatureMeanings[i] || String(i + 1) })
              }
              row={(i) => <FormTextField name={`signatureMeanings.${i}`} label={text('qualitySettings.meaning')} size="sm" />}
            />
          </Section>
          <Section title={text('qualitySettings.numbers')}>
            <FormGrid>
              <FormTextField name="ncrFormat" label={text('qualitySettings.ncrFormat')} />
              <FormTextField name="capaFormat" label={text('qualitySettings.capaFormat')} />
              <FormNumberField name="trendWindowDays" label={text('qualitySettings.trendWindowDays')} min={1} max={365} />
              <FormNumberField name="trendThreshold" label={text('qualitySettings.trendThreshold')} min={1} max={10_000} />
              <FormNumberField name="reminderDaysBefore" label={text('qualitySettings.reminderDaysBefore')} min={0} max={30} />
              <FormNumberField name="reminderHourUtc" label={text('qualitySettings.reminderHourUtc')} min={0} max={23} />
            </FormGrid>
            <Muted>{text('qualitySettings.formatHint')}</Muted>
            <Muted aria-live="polite">
              {text('qualitySettings.examples', {
                ncr: recordNumber(values.ncrFormat, year, 42),
                capa: recordNumber(values.capaFormat, year, 7),
              })}
            </Muted>
          </Section>
          <SaveBar />
        </Form>
      )}
    </Formik>
  );
}
