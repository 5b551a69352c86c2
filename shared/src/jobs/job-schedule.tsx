/** The job form's schedule: estimated time, start, end and the 'Next available slot' button. */
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { jobsApi, type ApiFailure } from 'shared/api';
import { jobRules } from 'shared/contracts';
import { FormNumberField, useFormField } from 'shared/forms';
import { Button, DateInput, FormGrid, Muted, Toolbar } from 'shared/ui';
import type { JobFormValues } from './job-form-values.js';
import { useJobText } from './texts.js';

export function Schedule() {
  const text = useJobText();
  const { values, initialValues, setValues } = useFormikContext<JobFormValues>();
  const [findSlot, slot] = jobsApi.useLazyNextSlotQuery();
  const [hint, setHint] = useState<string>();
  const startLocked = jobRules.startLocked(initialValues);

  const fillNextSlot = async () => {
    const hours = values.estimatedTime ?? 0;
    if (!values.equipmentId || hours <= 0) {
      setHint(text('jobForm.nextSlotNeedsHours'));
      return;
    }
    setHint(undefined);
    const result = await findSlot({ equipment: Number(values.equipmentId), totalHours: hours, excludeJobId: values.id });
    // Both dates at once: set one after the other, the first one's check ran on the values without the second.
    if (result.data) await setValues({ ...values, fromDate: result.data.fromDate, toDate: result.data.toDate });
  };

  return (
    <>
      <FormGrid>
        <FormNumberField name="estimatedTime" label={text('jobForm.estimatedTime')} min={0} />
        <ScheduleDate name="fromDate" label={text('jobForm.start')} disabled={startLocked} />
        <ScheduleDate name="toDate" label={text('jobForm.end')} />
      </FormGrid>
      {startLocked && <Muted>{text('jobForm.startLocked')}</Muted>}
      {!startLocked && (
        <Toolbar>
          <Button variant="secondary" onClick={() => void fillNextSlot()} disabled={slot.isFetching}>
            {text('jobForm.nextSlot')}
          </Button>
          <span role="status">
            {hint ?? (slot.isError ? (slot.error as ApiFailure | undefined)?.status && messageOf(slot.error) : '')}
          </span>
        </Toolbar>
      )}
    </>
  );
}

/**
 * A date and time of the schedule, to the quarter hour. The date input has no blur of its own:
 * a date chosen marks the field touched, so that its message (start after end) shows at once.
 */
function ScheduleDate({ name, label, disabled }: { name: 'fromDate' | 'toDate'; label: string; disabled?: boolean }) {
  const field = useFormField<number | null>(name);
  const { setFieldTouched } = useFormikContext<JobFormValues>();
  return (
    <DateInput
      label={label}
      showTime
      minuteStep={15}
      value={field.value}
      disabled={disabled}
      error={field.error}
      onChange={(value) => {
        field.set(value);
        // Not checked again on the values before the change: the change's own check stands.
        void setFieldTouched(name, true, false);
      }}
    />
  );
}

const messageOf = (error: unknown) => {
  const data = (error as ApiFailure | undefined)?.data;
  return typeof data === 'object' ? data.message : data;
};
