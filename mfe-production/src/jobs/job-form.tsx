/**
 * The job form: formik + yup with a message per field rule, the machine and start-date
 * rules, secondary and support materials, parts from awarded orders and the next free slot.
 */
import { FieldArray, Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiFailure } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import { isDowntime, jobRules, JOB_STATUSES, JOB_TYPES, MATERIAL_UNITS, type Job } from 'shared/contracts';
import {
  Button,
  CheckboxGroup,
  ColorChip,
  DateInput,
  FormGrid,
  Muted,
  NumberInput,
  Panel,
  SelectField,
  space,
  Textarea,
  TextField,
  Toolbar,
  UnsavedChangesGuard,
} from 'shared/ui';
import { referenceApi } from 'shared/api';
import { materialsOf, type Equipment } from 'shared/contracts';
import { productionApi } from '../api';
import { useText } from '../texts';
import { jobFormSchema, toJobInput, type JobFormValues } from './job-form-values';
import { PartSelector } from './part-selector';

export interface JobFormProps {
  initialValues: JobFormValues;
  /** The facility's machines (the only ones a job can be booked on). */
  equipments: Equipment[];
  /** Set when the job is another facility's: it is shown, not changed. */
  readOnlyReason?: string;
  onSaved: (job: Job, created: boolean) => void;
}

export function JobForm({ initialValues, equipments, readOnlyReason, onSaved }: JobFormProps) {
  const text = useText();
  const [saveError, setSaveError] = useState<string>();
  const [createJob] = productionApi.useCreateJobMutation();
  const [updateJob] = productionApi.useUpdateJobMutation();
  const schema = useMemo(() => jobFormSchema(text), [text]);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      enableReinitialize
      onSubmit={async (values) => {
        setSaveError(undefined);
        try {
          const input = toJobInput(values);
          const job = await (values.id === undefined ? createJob(input) : updateJob(input)).unwrap();
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

/** Formik's error of a field, shown only once the field was touched or a submit was tried. */
function useFieldError() {
  const { errors, touched, submitCount } = useFormikContext<JobFormValues>();
  return (name: keyof JobFormValues) =>
    (touched[name] || submitCount > 0) && typeof errors[name] === 'string' ? (errors[name] as string) : undefined;
}

function JobFields({ equipments }: { equipments: Equipment[] }) {
  const text = useText();
  const { values, initialValues, errors, submitCount, setFieldValue, handleChange, handleBlur } =
    useFormikContext<JobFormValues>();
  const errorOf = useFieldError();
  const existing = values.id !== undefined;
  const downtime = isDowntime(values.jobType);
  const equipment = equipments.find((e) => String(e.id) === values.equipmentId);
  // jobRules follow the saved job, as the server's do, not the status being chosen.
  const machineEditable = jobRules.machineEditable(initialValues);
  // The duration is asked for the status being chosen: completing a job asks how long it took.
  const durationShown = jobRules.durationShown(values);
  const allMaterials = equipment ? materialsOf(equipment) : [];
  const { data: simulationSoftware = [] } = referenceApi.useSimulationSoftwareQuery();
  const { data: labels = [] } = referenceApi.usePriorityLabelsQuery();
  const { data: tags = [] } = referenceApi.useTagsQuery({ kind: 'JOB' });

  return (
    <Sections>
      <FormGrid>
        <TextField
          label={text('jobForm.jobName')}
          name="jobName"
          value={values.jobName}
          onChange={handleChange}
          onBlur={handleBlur}
          error={errorOf('jobName')}
        />
        <SelectField
          label={text('jobForm.jobType')}
          name="jobType"
          value={values.jobType}
          options={JOB_TYPES.map((type) => ({ value: type, label: text(`jobType.${type}`) }))}
          onChange={(type) => void setFieldValue('jobType', type)}
        />
        <SelectField
          label={text('jobForm.jobStatus')}
          name="jobStatus"
          value={values.jobStatus}
          disabled={!existing}
          options={JOB_STATUSES.filter((status) => jobRules.statusChangeAllowed(initialValues.jobStatus, status)).map(
            (status) => ({
              value: status,
              label: text(`status.${status}`),
            }),
          )}
          onChange={(status) => void setFieldValue('jobStatus', status)}
        />
        <SelectField
          label={text('jobForm.equipment')}
          name="equipmentId"
          value={values.equipmentId}
          error={errorOf('equipmentId')}
          disabled={!machineEditable}
          placeholder={text('jobForm.chooseEquipment')}
          options={equipments.map((e) => ({ value: e.id, label: e.displayName }))}
          onBlur={handleBlur}
          onChange={(id) => {
            const next = equipments.find((e) => String(e.id) === id);
            void setFieldValue('equipmentId', id);
            // Materials belong to a machine: keep only those the new machine runs.
            if (!next?.materials.some((m) => String(m.id) === values.materialId)) void setFieldValue('materialId', '');
            if (!next?.supportMaterials.some((m) => String(m.id) === values.supportMaterialId)) {
              void setFieldValue('supportMaterialId', '');
            }
            const runnable = next ? materialsOf(next).map((m) => String(m.id)) : [];
            void setFieldValue(
              'secondaryMaterials',
              values.secondaryMaterials.filter((line) => runnable.includes(line.materialId)),
            );
          }}
        />
      </FormGrid>
      {existing && !machineEditable && <Muted>{text('jobForm.machineLocked')}</Muted>}

      {!downtime && (
        <FormGrid>
          <SelectField
            label={text('jobForm.material')}
            name="materialId"
            value={values.materialId}
            error={errorOf('materialId')}
            placeholder={text('jobForm.chooseMaterial')}
            options={named(equipment?.materials)}
            onBlur={handleBlur}
            onChange={(id) => void setFieldValue('materialId', id)}
          />
          <SelectField
            label={text('jobForm.supportMaterial')}
            name="supportMaterialId"
            value={values.supportMaterialId}
            placeholder={text('jobForm.noSupportMaterial')}
            options={named(equipment?.supportMaterials)}
            onChange={(id) => void setFieldValue('supportMaterialId', id)}
          />
          <NumberInput
            label={text('jobForm.materialQuantityUsed')}
            min={0}
            value={values.materialQuantityUsed}
            onChange={(value) => void setFieldValue('materialQuantityUsed', value)}
          />
          <SelectField
            label={text('jobForm.materialUnit')}
            name="materialUnit"
            value={values.materialUnit}
            options={MATERIAL_UNITS.map((unit) => ({ value: unit, label: text(`unit.${unit}`) }))}
            onChange={(unit) => void setFieldValue('materialUnit', unit)}
          />
        </FormGrid>
      )}

      {!downtime && (
        <FieldArray name="secondaryMaterials">
          {({ push, remove }) => (
            <SubSection aria-label={text('jobForm.secondaryMaterials')}>
              <h2>{text('jobForm.secondaryMaterials')}</h2>
              {values.secondaryMaterials.map((line, index) => {
                const lineErrors = errors.secondaryMaterials?.[index] as FormikErrors<{ materialId: string }> | undefined;
                return (
                  <Toolbar key={index}>
                    <SelectField
                      label={`${text('jobForm.material')} ${index + 1}`}
                      name={`secondaryMaterials.${index}.materialId`}
                      value={line.materialId}
                      error={submitCount > 0 || line.materialId ? lineErrors?.materialId : undefined}
                      placeholder={text('jobForm.chooseMaterial')}
                      options={named(allMaterials)}
                      onChange={(id) => void setFieldValue(`secondaryMaterials.${index}.materialId`, id)}
                    />
                    <NumberInput
                      label={text('jobForm.materialQuantityUsed')}
                      min={0}
                      value={line.quantity}
                      onChange={(value) => void setFieldValue(`secondaryMaterials.${index}.quantity`, value)}
                    />
                    <Button variant="link" onClick={() => remove(index)}>
                      {text('jobForm.removeSecondaryMaterial', { index: index + 1 })}
                    </Button>
                  </Toolbar>
                );
              })}
              <div>
                <Button variant="secondary" size="sm" onClick={() => push({ materialId: '', quantity: 0 })}>
                  {text('jobForm.addSecondaryMaterial')}
                </Button>
              </div>
            </SubSection>
          )}
        </FieldArray>
      )}

      <Schedule />

      <FormGrid>
        {durationShown && (
          <NumberInput
            label={text('jobForm.duration')}
            min={0}
            value={values.actualTime}
            onChange={(value) => void setFieldValue('actualTime', value)}
            error={errorOf('actualTime')}
          />
        )}
        <NumberInput
          label={text('jobForm.buildPlateUtilization')}
          min={0}
          max={100}
          value={values.buildPlateUtilization}
          onChange={(value) => void setFieldValue('buildPlateUtilization', value)}
        />
        <SelectField
          label={text('jobForm.simulationSoftware')}
          name="simulationSoftwareId"
          value={values.simulationSoftwareId}
          placeholder={text('jobForm.none')}
          options={named(simulationSoftware)}
          onChange={(id) => void setFieldValue('simulationSoftwareId', id)}
        />
        <SelectField
          label={text('jobForm.priority')}
          name="priorityLabelId"
          value={values.priorityLabelId}
          placeholder={text('jobForm.none')}
          options={labels.map((label) => ({ value: label.id, label: label.label }))}
          onChange={(id) => void setFieldValue('priorityLabelId', id)}
        />
      </FormGrid>
      {tags.length > 0 && (
        <CheckboxGroup
          legend={text('jobForm.tags')}
          options={tags.map((tag) => ({ value: tag.id, label: <ColorChip color={tag.color}>{tag.name}</ColorChip> }))}
          selected={values.tagIds}
          onChange={(id, chosen) =>
            void setFieldValue('tagIds', chosen ? [...values.tagIds, id] : values.tagIds.filter((other) => other !== id))
          }
        />
      )}
      <Textarea label={text('jobForm.notes')} name="jobNotes" rows={3} value={values.jobNotes} onChange={handleChange} />
      {!downtime && <Parts equipment={equipment} />}
    </Sections>
  );
}

/** Start, end, estimated time and the 'Next available slot' button. */
function Schedule() {
  const text = useText();
  const { values, initialValues, setFieldValue, setFieldTouched, setValues } = useFormikContext<JobFormValues>();
  const errorOf = useFieldError();
  const [findSlot, slot] = productionApi.useLazyNextSlotQuery();
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
        <NumberInput
          label={text('jobForm.estimatedTime')}
          min={0}
          value={values.estimatedTime}
          onChange={(value) => void setFieldValue('estimatedTime', value)}
        />
        <DateInput
          label={text('jobForm.start')}
          showTime
          minuteStep={15}
          value={values.fromDate}
          disabled={startLocked}
          onChange={(value) => {
            void setFieldValue('fromDate', value);
            void setFieldTouched('fromDate', true, false);
          }}
          error={errorOf('fromDate')}
        />
        <DateInput
          label={text('jobForm.end')}
          showTime
          minuteStep={15}
          value={values.toDate}
          onChange={(value) => {
            void setFieldValue('toDate', value);
            void setFieldTouched('toDate', true, false);
          }}
          error={errorOf('toDate')}
        />
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

const messageOf = (error: unknown) => {
  const data = (error as ApiFailure | undefined)?.data;
  return typeof data === 'object' ? data.message : data;
};

/** The parts this job makes, with the selector of parts from orders. */
function Parts({ equipment }: { equipment: Equipment | undefined }) {
  const text = useText();
  const { user } = useCurrentUser();
  const itarAdmin = Boolean(user?.roles.some((role) => role.roleName === 'ITAR_ADMIN'));
  const { values, errors, setFieldValue } = useFormikContext<JobFormValues>();
  const [choosing, setChoosing] = useState(false);
  // A printer's job makes parts of its process in the job's material; post-processing takes any.
  const printing = equipment?.machine.kind === 'THREED_PRINTER' && values.jobType !== 'POST_PROCESSING_ORDER';
  return (
    <FieldArray name="parts">
      {({ push, remove }) => (
        <SubSection aria-label={text('jobForm.parts')}>
          <h2>{text('jobForm.parts')}</h2>
          <label>
            <input
              type="checkbox"
              name="itar"
              checked={values.itar}
              disabled={!itarAdmin}
              onChange={(e) => void setFieldValue('itar', e.target.checked)}
            />{' '}
            {text('jobForm.itar')}
          </label>
          {!itarAdmin && <Muted>{text('jobForm.itarAdminOnly')}</Muted>}
          {values.parts.length === 0 && <Muted>{text('jobForm.noParts')}</Muted>}
          {values.parts.map((part, index) => {
            const partErrors = errors.parts?.[index] as FormikErrors<{ quantity: number }> | undefined;
            return (
              <Toolbar key={part.fileId}>
                <PartName>
                  <strong>{part.fileName}</strong>
                  <Muted>{part.orderTitle}</Muted>
                </PartName>
                <NumberInput
                  label={`${text('jobForm.quantity')} (${part.fileName})`}
                  min={1}
                  max={part.max}
                  value={part.quantity}
                  onChange={(value) => void setFieldValue(`parts.${index}.quantity`, value)}
                  error={partErrors?.quantity}
                />
                <Button variant="link" onClick={() => remove(index)}>
                  {text('jobForm.removePart', { name: part.fileName })}
                </Button>
              </Toolbar>
            );
          })}
          <div>
            <Button variant="secondary" size="sm" onClick={() => setChoosing((open) => !open)} aria-expanded={choosing}>
              {text('jobForm.addParts')}
            </Button>
          </div>
          {choosing && (
            <PartSelector
              itar={values.itar}
              jobType={values.jobType}
              processId={printing ? equipment?.machine.amProcessId : undefined}
              materialId={printing && values.materialId ? Number(values.materialId) : undefined}
              chosen={values.parts.map((p) => p.fileId)}
              onAdd={(part) => push(part)}
              onClose={() => setChoosing(false)}
            />
          )}
        </SubSection>
      )}
    </FieldArray>
  );
}

/** Named things (materials, software) as select options. */
const named = (list: { id: number; name: string }[] = []) => list.map((item) => ({ value: item.id, label: item.name }));

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  margin-bottom: ${space(4)};
`;

const SubSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const PartName = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 240px;
`;
