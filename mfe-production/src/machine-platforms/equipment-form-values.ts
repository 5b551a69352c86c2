import type { Text } from '../texts';
import type { EquipmentMaterialRole } from 'shared/contracts';
import * as yup from 'yup';
import type { Equipment, EquipmentInput } from 'shared/contracts';
import type { MaterialList } from './equipment-materials';

export type MaterialField = 'materialIds' | 'supportMaterialIds' | 'detailingAgentMaterialIds' | 'fusingAgentMaterialIds';

/** The form's material lists by role, in the order the form shows them. */
export const MATERIAL_FIELDS: [EquipmentMaterialRole, MaterialField][] = [
  ['PRIMARY', 'materialIds'],
  ['SUPPORT', 'supportMaterialIds'],
  ['DETAILING_AGENT', 'detailingAgentMaterialIds'],
  ['FUSING_AGENT', 'fusingAgentMaterialIds'],
];

/** What the form edits. Selects hold text, so the model and the loaded material are '' when unset. */
export interface EquipmentFormValues extends Record<MaterialField, number[]> {
  displayName: string;
  machineId: string;
  currentlyUsedMaterialId: string;
  imageUrl: string;
}

export function toFormValues(equipment?: Equipment): EquipmentFormValues {
  const ids = (list: MaterialList) => equipment?.[list].map((m) => m.id) ?? [];
  return {
    displayName: equipment?.displayName ?? '',
    machineId: equipment ? String(equipment.machine.id) : '',
    materialIds: ids('materials'),
    supportMaterialIds: ids('supportMaterials'),
    detailingAgentMaterialIds: ids('detailingAgentMaterials'),
    fusingAgentMaterialIds: ids('fusingAgentMaterials'),
    currentlyUsedMaterialId: equipment?.currentlyUsedMaterialId ? String(equipment.currentlyUsedMaterialId) : '',
    imageUrl: equipment?.imageUrl ?? '',
  };
}

export function toEquipmentInput(values: EquipmentFormValues): EquipmentInput {
  return {
    displayName: values.displayName.trim(),
    machineId: Number(values.machineId),
    materialIds: values.materialIds,
    supportMaterialIds: values.supportMaterialIds,
    detailingAgentMaterialIds: values.detailingAgentMaterialIds,
    fusingAgentMaterialIds: values.fusingAgentMaterialIds,
    currentlyUsedMaterialId: values.currentlyUsedMaterialId ? Number(values.currentlyUsedMaterialId) : null,
    imageUrl: values.imageUrl.trim() || null,
  };
}

/** The materials chosen in any role, each once. */
export function chosenMaterialIds(values: Pick<EquipmentFormValues, MaterialField>): number[] {
  return [...new Set(MATERIAL_FIELDS.flatMap(([, field]) => values[field]))];
}

/** The material loaded now stays only while it is still chosen in some role. */
function keepLoadedIfChosen(values: EquipmentFormValues): EquipmentFormValues {
  const loaded = Number(values.currentlyUsedMaterialId);
  return loaded && !chosenMaterialIds(values).includes(loaded) ? { ...values, currentlyUsedMaterialId: '' } : values;
}

/** Another machine model: the materials it cannot run are dropped from every role. */
export function withMachine(values: EquipmentFormValues, machineId: string, runnable: number[]): EquipmentFormValues {
  const keep = (ids: number[]) => ids.filter((id) => runnable.includes(id));
  return keepLoadedIfChosen({
    ...values,
    machineId,
    materialIds: keep(values.materialIds),
    supportMaterialIds: keep(values.supportMaterialIds),
    detailingAgentMaterialIds: keep(values.detailingAgentMaterialIds),
    fusingAgentMaterialIds: keep(values.fusingAgentMaterialIds),
  });
}

export function withMaterial(
  values: EquipmentFormValues,
  field: MaterialField,
  materialId: number,
  chosen: boolean,
): EquipmentFormValues {
  const others = values[field].filter((id) => id !== materialId);
  return keepLoadedIfChosen({ ...values, [field]: chosen ? [...others, materialId] : others });
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^https?:\/\/\S+$/i.test(text);
  } catch {
    return false;
  }
}

/** The rules the server enforces too, with the screen's texts. */
export function equipmentSchema(text: Text) {
  return yup.object({
    displayName: yup
      .string()
      .trim()
      .required(text('machines.form.displayNameRequired'))
      .max(120, text('machines.form.displayNameTooLong')),
    machineId: yup.string().required(text('machines.form.machineRequired')),
    materialIds: yup.array(yup.number().required()).min(1, text('machines.form.primaryRequired')),
    currentlyUsedMaterialId: yup
      .string()
      .test(
        'chosen',
        text('machines.form.loadedNotChosen'),
        (value, context) => !value || chosenMaterialIds(context.parent as EquipmentFormValues).includes(Number(value)),
      ),
    imageUrl: yup
      .string()
      .trim()
      .test('http-url', text('machines.form.imageUrlInvalid'), (value) => !value || isHttpUrl(value)),
  });
}
