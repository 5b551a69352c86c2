/**
 * The job form, the production area's and the desktop tool's: formik + yup with a message per
 * field rule, the machine and start-date rules, secondary and support materials, parts from
 * awarded orders and the next free slot. Its sections: the machine and its materials
 * (job-machine-fields), the schedule (job-schedule) and the parts (job-parts); the rest is here.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiFailure } from 'shared/api';
import { jobsApi, referenceApi } from 'shared/api';
import { isDowntime, jobRules, type Equipment, type Job, type JobInput } from 'shared/contracts';
import { FormCheckboxGroup, FormNumberField, FormSelectField, FormTextarea } from 'shared/forms';
import { Button, ColorChip, FormGrid, Panel, space, Toolbar, UnsavedChangesGuard } from 'shared/ui';
import { jobFormSchema, toJobInput, type JobFormValues } from './job-form-values.js';
import { MachineFields, MaterialFields, named } from './job-machine-fields.js';
import { Parts } from './job-parts.js';
import { Schedule } from './job-schedule.js';
import { useJobText } from './texts.js';

export interface JobFormProps {
  initialValues: JobFormValues;
  /** The facility's machines (the only ones a job can be booked on). */
  equipments: Equipment[];
  /** Set when the job is another facility's: it is shown, not changed. */
  readOnlyReason?: string;
  onSaved: (job: Job, created: boolean) => void;
  /**
   * How a saved job reaches the server; by default a new job is created with POST and an
   * existing one updated with PUT /api/v1/job-scheduling.
   */
  saveJob?: (input: JobInput) => Promise<Job>;
}

export function JobForm({ initialValues, equipments, readOnlyReason, onSaved, saveJob }: JobFormProps) {
  const text = useJobText();
  const [saveError, setSaveError] = useState<string>();
  const [createJob] = jobsApi.useCreateJobMutation();
  const [updateJob] = jobsApi.useUpdateJobMutation();
  const save = (input: JobInput) =>
    saveJob ? saveJob(input) : (input.id === undefined ? createJob(input) : updateJob(input)).unwrap();
  const schema = useMemo(() => jobFormSchema(text), [text]);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      enableReinitialize
      onSubmit={async (values) => {
        setSaveError(undefined);
        try {
          const job = await save(toJobInput(values));
          onSaved(job, values.id === undefined);
        } catch (error) {
          const data = (error as ApiFailure | undefined)?.data;
          const message = typeof data === 'object' ? data?.message : undefined;
          setSaveError(message || text('production.somethingWentWrong'));
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form
          noValidate
          aria-label={
            initialValues.id === undefined ? text('jobForm.newTitle') : text('jobForm.editTitle', { id: initialValues.id })
          }
        >
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <RevalidateOn schema={schema} />
          {readOnlyReason && <Panel title={readOnlyReason} tone="warning" />}
          {saveError && (
            <div role="alert">
              <Panel title={saveError} tone="danger">
                <Button variant="link" onClick={() => setSaveError(undefined)}>
                  {text('jobForm.dismiss')}
                </Button>
              </Panel>
            </div>
          )}
          <fieldset disabled={Boolean(readOnlyReason) || isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
            <JobFields equipments={equipments} />
          </fieldset>
          <Toolbar>
            {!readOnlyReason && (
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? text('jobForm.saving') : text('jobForm.save')}
              </Button>
            )}
          </Toolbar>
        </Form>
      )}
    </Formik>
  );
}

/** Shown errors follow the language: a new schema (its messages) re-validates a form that showed errors. */
function RevalidateOn({ schema }: { schema: unknown }) {
  const { submitCount, validateForm } = useFormikContext<JobFormValues>();
  // Only a change of schema (the language) triggers this, not each submit.
  const validated = useRef(schema);
  useEffect(() => {
    if (validated.current === schema) return;
    validated.current = schema;
    if (submitCount > 0) void validateForm();
  }, [schema, submitCount, validateForm]);
  return null;
}

function JobFields({ equipments }: { equipments: Equipment[] }) {
  const text = useJobText();
  const { values } = useFormikContext<JobFormValues>();
  const downtime = isDowntime(values.jobType);
  const equipment = equipments.find((e) => String(e.id) === values.equipmentId);
  // The duration is asked for the status being chosen: completing a job asks how long it took.
  const durationShown = jobRules.durationShown(values);
  const { data: simulationSoftware = [] } = referenceApi.useSimulationSoftwareQuery();
  const { data: labels = [] } = referenceApi.usePriorityLabelsQuery();
  const { data: tags = [] } = referenceApi.useTagsQuery({ kind: 'JOB' });

  return (
    <Sections>
      <MachineFields equipments={equipments} />
      {!downtime && <MaterialFields equipment={equipment} />}

      <Schedule />

      <FormGrid>
        {durationShown && <FormNumberField name="actualTime" label={text('jobForm.duration')} min={0} />}
        <FormNumberField name="buildPlateUtilization" label={text('jobForm.buildPlateUtilization')} min={0} max={100} />
        <FormSelectField
          name="simulationSoftwareId"
          label={text('jobForm.simulationSoftware')}
          placeholder={text('jobForm.none')}
          options={named(simulationSoftware)}
        />
        <FormSelectField
          name="priorityLabelId"
          label={text('jobForm.priority')}
          placeholder={text('jobForm.none')}
          options={labels.map((label) => ({ value: label.id, label: label.label }))}
        />
      </FormGrid>
      {tags.length > 0 && (
        <FormCheckboxGroup<number>
          name="tagIds"
          legend={text('jobForm.tags')}
          options={tags.map((tag) => ({ value: tag.id, label: <ColorChip color={tag.color}>{tag.name}</ColorChip> }))}
        />
      )}
      <FormTextarea name="jobNotes" label={text('jobForm.notes')} rows={3} />
      {!downtime && <Parts equipment={equipment} />}
    </Sections>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  margin-bottom: ${space(4)};
`;
