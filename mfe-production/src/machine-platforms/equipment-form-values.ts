import type { Text, TextId } from '../texts';
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

/** What the build packer and its print-time estimate read of a machine, in the order the form shows them. */
export const PACKING_FIELDS = ['packingMarginMm', 'layerMm', 'layerSeconds', 'secondsPerCm3'] as const;
export type PackingField = (typeof PACKING_FIELDS)[number];

/**
 * Each packing figure's range as the server checks it, and the message that says it. A layer
 * must be thicker than nothing (`aboveMin`); the others may be 0.
 */
export const PACKING_RANGES: Record<PackingField, { min: number; max: number; aboveMin?: boolean; message: TextId }> = {
  packingMarginMm: { min: 0, max: 100, message: 'machines.form.packingMarginMmRange' },
  layerMm: { min: 0, max: 2, aboveMin: true, message: 'machines.form.layerMmRange' },
  layerSeconds: { min: 0, max: 3600, message: 'machines.form.layerSecondsRange' },
  secondsPerCm3: { min: 0, max: 3600, message: 'machines.form.secondsPerCm3Range' },
};

/** What the server gives a machine created without packing figures: a new machine's form starts from them. */
const PACKING_DEFAULTS: Record<PackingField, number> = { packingMarginMm: 5, layerMm: 0.1, layerSeconds: 10, secondsPerCm3: 0 };

/**
 * What the form edits. Selects hold text, so the model and the loaded material are '' when unset;
 * a number field is null while it is empty.
 */
export interface EquipmentFormValues extends Record<MaterialField, number[]>, Record<PackingField, number | null> {
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
    packingMarginMm: equipment?.packingMarginMm ?? PACKING_DEFAULTS.packingMarginMm,
    layerMm: equipment?.layerMm ?? PACKING_DEFAULTS.layerMm,
    layerSeconds: equipment?.layerSeconds ?? PACKING_DEFAULTS.layerSeconds,
    secondsPerCm3: equipment?.secondsPerCm3 ?? PACKING_DEFAULTS.secondsPerCm3,
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
    // The schema refuses an empty figure; were one empty anyway, leaving it out keeps the machine's own.
    packingMarginMm: values.packingMarginMm ?? undefined,
    layerMm: values.layerMm ?? undefined,
    layerSeconds: values.layerSeconds ?? undefined,
    secondsPerCm3: values.secondsPerCm3 ?? undefined,
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

/** A packing figure: there, and in its range, or its range is the message. */
function packingFigure(text: Text, field: PackingField) {
  const { min, max, aboveMin, message } = PACKING_RANGES[field];
  const figure = yup.number().nullable().required(text(message)).max(max, text(message));
  return aboveMin ? figure.moreThan(min, text(message)) : figure.min(min, text(message));
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
    packingMarginMm: packingFigure(text, 'packingMarginMm'),
    layerMm: packingFigure(text, 'layerMm'),
    layerSeconds: packingFigure(text, 'layerSeconds'),
    secondsPerCm3: packingFigure(text, 'secondsPerCm3'),
  });
}
