/**
 * The quality dashboard's widgets (QMS_DASHBOARD_CONFIG), a section of the quality settings:
 * which the dashboard shows and in which order. The server counts the figures of those alone.
 */
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useServerCall } from 'shared/api';
import { SaveBar } from 'shared/forms';
import { FormFailure, Muted, Section, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import type { QualityDashboardConfig } from './api';
import { WidgetOrder } from './widget-order';

export function DashboardWidgets({ saved }: { saved: QualityDashboardConfig }) {
  const text = useText();
  const toast = useToast();
  const headingId = useId();
  const [save] = adminApi.useSaveQualityDashboardConfigMutation();
  const { failure, run } = useServerCall();
  return (
    <Formik<QualityDashboardConfig>
      initialValues={saved}
      enableReinitialize
      onSubmit={async (input) => {
        if (await run(() => save(input).unwrap())) toast.success(text('qualitySettings.dashboardSaved'));
      }}
    >
      <Section title={text('qualitySettings.dashboard')} headingId={headingId}>
        <Form noValidate aria-labelledby={headingId}>
          <FormFailure message={failure} />
          <Muted>{text('qualitySettings.dashboardHint')}</Muted>
          <WidgetOrder />
          <SaveBar saveLabel={text('qualitySettings.saveDashboard')} />
        </Form>
      </Section>
    </Formik>
  );
}
