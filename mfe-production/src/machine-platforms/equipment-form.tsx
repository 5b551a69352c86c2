import { useText } from '../texts';
import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import { useMemo } from 'react';
import { Button, CheckboxGroup, colors, Panel, SelectField, space, TextField } from 'shared/ui';
import styled from 'styled-components';
import type { Equipment, EquipmentInput, Machine, MachineMaterials, Material, Named } from 'shared/contracts';
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
} from './equipment-form-values';
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

/** Name, model, materials by role, the material loaded now and an image of one machine. */
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
      {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, setValues, setFieldValue }) => {
        const errorOf = (field: keyof EquipmentFormValues) => shownError(field, errors, touched, submitCount);
        const options = runnable(values.machineId);
        return (
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
            <TextField
              name="displayName"
              label={text('machines.form.displayName')}
              value={values.displayName}
              onChange={handleChange}
              onBlur={handleBlur}
              error={errorOf('displayName')}
              maxLength={120}
              autoComplete="off"
              autoFocus
            />
            <SelectField
              label={text('machines.form.machine')}
              name="machineId"
              value={values.machineId}
              error={errorOf('machineId')}
              placeholder={text('machines.form.chooseMachine')}
              options={machines.map((machine) => ({
                value: String(machine.id),
                label: `${machine.modelName} (${machine.manufacturer.name}, ${processName(machine.amProcess)})`,
              }))}
              onBlur={handleBlur}
              onChange={(machineId) => void setValues(withMachine(values, machineId, runnableIds(machineId)))}
            />
            {values.machineId ? (
              MATERIAL_FIELDS.map(([role, field]) => (
                <CheckboxGroup
                  key={field}
                  legend={text(ROLE_TEXT[role])}
                  options={options.map((material) => ({ value: material.id, label: material.name }))}
                  selected={values[field]}
                  onChange={(materialId, chosen) => void setValues(withMaterial(values, field, materialId, chosen))}
                  error={errorOf(field)}
                />
              ))
            ) : (
              <Hint>{text('machines.form.chooseMachineFirst')}</Hint>
            )}
            {!values.machineId && errorOf('materialIds') && <ErrorLine>{errorOf('materialIds')}</ErrorLine>}
            <SelectField
              label={text('machines.loadedNow')}
              name="currentlyUsedMaterialId"
              value={values.currentlyUsedMaterialId}
              error={errorOf('currentlyUsedMaterialId')}
              placeholder={text('machines.noMaterialLoaded')}
              options={chosenMaterialIds(values).map((id) => ({ value: String(id), label: nameOf(id) }))}
              onBlur={handleBlur}
              onChange={(id) => void setFieldValue('currentlyUsedMaterialId', id)}
            />
            <TextField
              name="imageUrl"
              type="url"
              inputMode="url"
              label={text('machines.form.imageUrl')}
              placeholder="https://"
              value={values.imageUrl}
              onChange={handleChange}
              onBlur={handleBlur}
              error={errorOf('imageUrl')}
            />
            <Actions>
              <Button type="submit" disabled={isSubmitting}>
                {text(equipment ? 'machines.form.save' : 'machines.form.create')}
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                {text('machines.form.cancel')}
              </Button>
            </Actions>
          </StyledForm>
        );
      }}
    </Formik>
  );
}

/** A field's error once the user has left the field or tried to submit. */
function shownError(
  field: keyof EquipmentFormValues,
  errors: FormikErrors<EquipmentFormValues>,
  touched: FormikTouched<EquipmentFormValues>,
  submitCount: number,
): string | undefined {
  const error = errors[field];
  return typeof error === 'string' && (touched[field] || submitCount > 0) ? error : undefined;
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

const Actions = styled.div`
  display: flex;
  gap: ${space(2)};
`;
