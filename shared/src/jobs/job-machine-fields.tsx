/**
 * The job form's machine and what it runs: name, type, status and equipment (a machine's
 * materials go with it: a new machine keeps only those it runs), then the material, support
 * material, quantity and unit, and the secondary materials.
 */
import { FieldArray, useFormikContext } from 'formik';
import { jobRules, JOB_STATUSES, JOB_TYPES, MATERIAL_UNITS, materialsOf, type Equipment } from 'shared/contracts';
import { FormNumberField, FormSelectField, FormTextField, useFormField } from 'shared/forms';
import { Button, FormGrid, Muted, SelectField, Toolbar } from 'shared/ui';
import type { JobFormValues } from './job-form-values.js';
import { SubSection } from './job-parts.js';
import { useJobText } from './texts.js';

/** Named things (materials, software) as select options. */
export const named = (list: { id: number; name: string }[] = []) => list.map((item) => ({ value: item.id, label: item.name }));

/** Name, type, status and the machine the job is booked on. */
export function MachineFields({ equipments }: { equipments: Equipment[] }) {
  const text = useJobText();
  const { values, initialValues } = useFormikContext<JobFormValues>();
  const existing = values.id !== undefined;
  // jobRules follow the saved job, as the server's do, not the status being chosen.
  const machineEditable = jobRules.machineEditable(initialValues);
  return (
    <>
      <FormGrid>
        <FormTextField name="jobName" label={text('jobForm.jobName')} />
        <FormSelectField
          name="jobType"
          label={text('jobForm.jobType')}
          options={JOB_TYPES.map((type) => ({ value: type, label: text(`jobType.${type}`) }))}
        />
        <FormSelectField
          name="jobStatus"
          label={text('jobForm.jobStatus')}
          disabled={!existing}
          options={JOB_STATUSES.filter((status) => jobRules.statusChangeAllowed(initialValues.jobStatus, status)).map(
            (status) => ({
              value: status,
              label: text(`status.${status}`),
            }),
          )}
        />
        <EquipmentSelect equipments={equipments} disabled={!machineEditable} />
      </FormGrid>
      {existing && !machineEditable && (
        <Muted>{text(values.jobSource === 'BUILD_PLANNING' ? 'jobForm.machineOfBuild' : 'jobForm.machineLocked')}</Muted>
      )}
    </>
  );
}

/** The machine: choosing another one drops the materials it does not run. */
function EquipmentSelect({ equipments, disabled }: { equipments: Equipment[]; disabled: boolean }) {
  const text = useJobText();
  const { values, setFieldValue } = useFormikContext<JobFormValues>();
  const field = useFormField<string>('equipmentId');
  return (
    <SelectField
      label={text('jobForm.equipment')}
      name="equipmentId"
      value={field.value}
      error={field.error}
      disabled={disabled}
      placeholder={text('jobForm.chooseEquipment')}
      options={equipments.map((e) => ({ value: e.id, label: e.displayName }))}
      onBlur={field.touch}
      onChange={(id) => {
        const next = equipments.find((e) => String(e.id) === id);
        field.set(id);
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
  );
}

/** The materials of a job that prints (a downtime has none). */
export function MaterialFields({ equipment }: { equipment: Equipment | undefined }) {
  const text = useJobText();
  const { values } = useFormikContext<JobFormValues>();
  const allMaterials = equipment ? materialsOf(equipment) : [];
  return (
    <>
      <FormGrid>
        <FormSelectField
          name="materialId"
          label={text('jobForm.material')}
          placeholder={text('jobForm.chooseMaterial')}
          options={named(equipment?.materials)}
        />
        <FormSelectField
          name="supportMaterialId"
          label={text('jobForm.supportMaterial')}
          placeholder={text('jobForm.noSupportMaterial')}
          options={named(equipment?.supportMaterials)}
        />
        <FormNumberField name="materialQuantityUsed" label={text('jobForm.materialQuantityUsed')} min={0} />
        <FormSelectField
          name="materialUnit"
          label={text('jobForm.materialUnit')}
          options={MATERIAL_UNITS.map((unit) => ({ value: unit, label: text(`unit.${unit}`) }))}
        />
      </FormGrid>

      <FieldArray name="secondaryMaterials">
        {({ push, remove }) => (
          <SubSection aria-label={text('jobForm.secondaryMaterials')}>
            <h2>{text('jobForm.secondaryMaterials')}</h2>
            {values.secondaryMaterials.map((_line, index) => (
              <Toolbar key={index}>
                <FormSelectField
                  name={`secondaryMaterials.${index}.materialId`}
                  label={`${text('jobForm.material')} ${index + 1}`}
                  placeholder={text('jobForm.chooseMaterial')}
                  options={named(allMaterials)}
                />
                <FormNumberField
                  name={`secondaryMaterials.${index}.quantity`}
                  label={text('jobForm.materialQuantityUsed')}
                  min={0}
                />
                <Button variant="link" onClick={() => remove(index)}>
                  {text('jobForm.removeSecondaryMaterial', { index: index + 1 })}
                </Button>
              </Toolbar>
            ))}
            <div>
              <Button variant="secondary" size="sm" onClick={() => push({ materialId: '', quantity: 0 })}>
                {text('jobForm.addSecondaryMaterial')}
              </Button>
            </div>
          </SubSection>
        )}
      </FieldArray>
    </>
  );
}
