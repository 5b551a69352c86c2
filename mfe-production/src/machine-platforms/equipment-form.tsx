import { useText } from '../texts';
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormButtons, FormSelectField, FormTextField, useFormField } from 'shared/forms';
import { Button, CheckboxGroup, colors, Panel, SelectField, space } from 'shared/ui';
import styled from 'styled-components';
import type {
  Equipment,
  EquipmentInput,
  EquipmentMaterialRole,
  Machine,
  MachineMaterials,
  Material,
  Named,
} from 'shared/contracts';
import { processName } from './equipment-materials';
import {
  chosenMaterialIds,
  equipmentSchema,
  MATERIAL_FIELDS,
  toEquipmentInput,
  toFormValues,
  withMachine,
  withMaterial,
  type EquipmentFormValues,
  type MaterialField,
} from './equipment-form-values';
import { PackingFields } from './equipment-packing-fields';
import { ROLE_TEXT } from './text-ids';

export interface EquipmentFormProps {
  /** The equipment to edit; none to create one. */
  equipment?: Equipment;
  machines: Machine[];
  /** The whole material catalogue, to name the ids of the machine-material mapping. */
  materials: Material[];
  mapping: MachineMaterials[];
  /** The server's answer to the last save, shown in a dismissible banner. */
  serverError: string | null;
  onDismissError: () => void;
  onSubmit: (input: EquipmentInput) => Promise<void>;
  onCancel: () => void;
}

/** Name, model, materials by role, the material loaded now, an image and the packing figures of one machine. */
export function EquipmentForm({
  equipment,
  machines,
  materials,
  mapping,
  serverError,
  onDismissError,
  onSubmit,
  onCancel,
}: EquipmentFormProps) {
  const text = useText();
  const schema = useMemo(() => equipmentSchema(text), [text]);
  const runnableIds = (machineId: string) => mapping.find((m) => String(m.machineId) === machineId)?.materialIds ?? [];
  const runnable = (machineId: string): Named[] => {
    const ids = runnableIds(machineId);
    return materials.filter((m) => ids.includes(m.id));
  };
  const nameOf = (id: number) => materials.find((m) => m.id === id)?.name ?? String(id);

  return (
    <Formik<EquipmentFormValues>
      initialValues={toFormValues(equipment)}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(toEquipmentInput(values))}
    >
      {({ values }) => (
        <StyledForm noValidate>
          {serverError && (
            <div role="alert">
              <Panel tone="danger" title={text('machines.form.saveFailed')}>
                <p>{serverError}</p>
                <Button variant="secondary" size="sm" onClick={onDismissError}>
                  {text('machines.form.dismiss')}
                </Button>
              </Panel>
            </div>
          )}
          <FormTextField
            name="displayName"
            label={text('machines.form.displayName')}
            maxLength={120}
            autoComplete="off"
            autoFocus
          />
          <MachineSelect machines={machines} runnableIds={runnableIds} />
          {values.machineId ? (
            MATERIAL_FIELDS.map(([role, field]) => (
              <MaterialRole key={field} role={role} field={field} options={runnable(values.machineId)} />
            ))
          ) : (
            <>
              <Hint>{text('machines.form.chooseMachineFirst')}</Hint>
              <PrimaryMissing />
            </>
          )}
          <FormSelectField
            name="currentlyUsedMaterialId"
            label={text('machines.loadedNow')}
            placeholder={text('machines.noMaterialLoaded')}
            options={chosenMaterialIds(values).map((id) => ({ value: String(id), label: nameOf(id) }))}
          />
          <FormTextField
            name="imageUrl"
            type="url"
            inputMode="url"
            label={text('machines.form.imageUrl')}
            placeholder="https://"
          />
          <PackingFields />
          <FormButtons
            submit={text(equipment ? 'machines.form.save' : 'machines.form.create')}
            cancel={{ text: text('machines.form.cancel'), onClick: onCancel }}
          />
        </StyledForm>
      )}
    </Formik>
  );
}

/** The machine model: another model keeps only the materials it runs. */
function MachineSelect({ machines, runnableIds }: { machines: Machine[]; runnableIds: (machineId: string) => number[] }) {
  const text = useText();
  const { values, setValues } = useFormikContext<EquipmentFormValues>();
  const field = useFormField<string>('machineId');
  return (
    <SelectField
      label={text('machines.form.machine')}
      name="machineId"
      value={field.value}
      error={field.error}
      placeholder={text('machines.form.chooseMachine')}
      options={machines.map((machine) => ({
        value: String(machine.id),
        label: `${machine.modelName} (${machine.manufacturer.name}, ${processName(machine.amProcess)})`,
      }))}
      onBlur={field.touch}
      onChange={(machineId) => void setValues(withMachine(values, machineId, runnableIds(machineId)))}
    />
  );
}

/** The model's materials for one role; a material unchosen is no longer the one loaded. */
function MaterialRole({ role, field, options }: { role: EquipmentMaterialRole; field: MaterialField; options: Named[] }) {
  const text = useText();
  const { values, setValues } = useFormikContext<EquipmentFormValues>();
  const chosen = useFormField<number[]>(field);
  return (
    <CheckboxGroup
      legend={text(ROLE_TEXT[role])}
      options={options.map((material) => ({ value: material.id, label: material.name }))}
      selected={chosen.value}
      onChange={(materialId, on) => void setValues(withMaterial(values, field, materialId, on))}
      error={chosen.error}
    />
  );
}

/** Without a model there are no materials to choose: the missing primary one is said under the hint. */
function PrimaryMissing() {
  const error = useFormField<number[]>('materialIds').error;
  return error ? <ErrorLine>{error}</ErrorLine> : null;
}

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Hint = styled.p`
  margin: 0;
`;

const ErrorLine = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.danger};
`;
