/**
 * `/service-provider/schedules/planning`: what the auto-scheduler plans the facility with — what
 * counts after lateness, the working week and closed days in the facility's time zone, whether a
 * job must start inside working hours, the time parts take from a print to its post-processing —
 * and what a late minute weighs per priority label and per customer. Everyone who schedules reads
 * them; a facility settings editor changes them.
 */
import { Formik } from 'formik';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useHasPermission } from 'shared/auth';
import { useServerCall } from 'shared/api';
import { FormNumberField, FormSelectField, SaveBar, FormFields } from 'shared/forms';
import {
  ButtonLink,
  CheckboxGroup,
  FormFailure,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Section,
  SelectField,
  useToast,
} from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { PlanSettings } from './api';
import { calendarError, CalendarFields } from './calendar-fields';
import { WeightsForm } from './weights-form';

const CRITERIA_ORDERS = ['CHANGEOVERS,FINISH', 'FINISH,CHANGEOVERS'] as const;
const MAX_TRANSFER = 10080;
const inRange = (value: number | null, min: number, max: number) => value !== null && value >= min && value <= max;
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

export default function PlanningSettingsPage() {
  const text = useText();
  return (
    <Page>
      <PageHeader>
        <h1>{text('planSettings.title')}</h1>
        <ButtonLink as={Link} $variant="secondary" $size="md" to="/service-provider/schedules">
          {text('planSettings.back')}
        </ButtonLink>
      </PageHeader>
      <p>{text('planSettings.intro')}</p>
      {!useHasPermission('FACILITY_SETTINGS_EDITOR') && <Muted>{text('planSettings.readOnly')}</Muted>}
      <Loaded query={productionApi.usePlanSettingsQuery()} failedTitle={text('planSettings.failed')}>
        {(settings) => <SettingsForm saved={settings} />}
      </Loaded>
      <Loaded query={productionApi.usePlanWeightsQuery()} failedTitle={text('planSettings.weightsFailed')}>
        {(weights) => <WeightsForm saved={weights} />}
      </Loaded>
    </Page>
  );
}

function SettingsForm({ saved }: { saved: PlanSettings }) {
  const text = useText();
  const toast = useToast();
  const headingId = useId();
  const canEdit = useHasPermission('FACILITY_SETTINGS_EDITOR');
  const [save] = productionApi.useSavePlanSettingsMutation();
  const { failure, run } = useServerCall();
  return (
    <Formik<PlanSettings>
      initialValues={saved}
      enableReinitialize
      validate={(values) => ({
        ...(calendarError(values) ? { dayEndMinute: text('plan.dayEndsBeforeStart') } : {}),
        ...(inRange(values.transferMinutes, 0, MAX_TRANSFER) ? {} : { transferMinutes: text('planSettings.transferRange') }),
      })}
      onSubmit={async (values) => {
        if (await run(() => save(values).unwrap())) toast.success(text('planSettings.saved'));
      }}
    >
      {({ values, setValues, setFieldValue }) => (
        <Section title={text('planSettings.planning')} headingId={headingId}>
          <FormFields noValidate aria-labelledby={headingId}>
            <FormFailure message={failure} />
            <SelectField
              label={text('planSettings.criteria')}
              value={values.criteria.join(',')}
              disabled={!canEdit}
              options={CRITERIA_ORDERS.map((order) => ({ value: order, label: text(`planSettings.criteria.${order}`) }))}
              onChange={(order) => void setFieldValue('criteria', order.split(','))}
            />
            <CheckboxGroup
              legend={text('planSettings.starts')}
              options={[
                {
                  value: 'start',
                  label: text('planSettings.startInWorkingHours'),
                  hint: text('planSettings.startInWorkingHoursHint'),
                  disabled: !canEdit,
                },
              ]}
              selected={values.startInWorkingHours ? ['start'] : []}
              onChange={(_start, chosen) => void setFieldValue('startInWorkingHours', chosen)}
            />
            <CalendarFields
              value={values}
              onChange={(calendar) => void setValues({ ...values, ...calendar })}
              disabled={!canEdit}
            />
            <FormSelectField
              name="timeZone"
              label={text('planSettings.timeZone')}
              disabled={!canEdit}
              options={TIME_ZONES.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            />
            <FormNumberField
              name="transferMinutes"
              label={text('planSettings.transferMinutes')}
              min={0}
              max={MAX_TRANSFER}
              disabled={!canEdit}
            />
            {canEdit && <SaveBar saveLabel={text('planSettings.save')} />}
          </FormFields>
        </Section>
      )}
    </Formik>
  );
}
