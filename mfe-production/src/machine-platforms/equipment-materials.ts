import { AM_PROCESSES, type AmProcessCode, type EquipmentMaterialRole } from 'shared/contracts';
import type { Equipment, Named } from 'shared/contracts';

/** The Equipment DTO's material lists, one per role. */
export type MaterialList = 'materials' | 'supportMaterials' | 'detailingAgentMaterials' | 'fusingAgentMaterials';

/** Each role with its list, in the order the screens show them. */
export const ROLE_LISTS: [EquipmentMaterialRole, MaterialList][] = [
  ['PRIMARY', 'materials'],
  ['SUPPORT', 'supportMaterials'],
  ['DETAILING_AGENT', 'detailingAgentMaterials'],
  ['FUSING_AGENT', 'fusingAgentMaterials'],
];

/** Every material of an equipment, primary first, each once. */
export function allMaterials(equipment: Equipment): Named[] {
  const seen = new Set<number>();
  return ROLE_LISTS.flatMap(([, list]) => equipment[list]).filter((m) => !seen.has(m.id) && seen.add(m.id));
}

/** The material loaded on the machine now, if any. */
export function loadedMaterial(equipment: Equipment): Named | undefined {
  return allMaterials(equipment).find((m) => m.id === equipment.currentlyUsedMaterialId);
}

/** The display name of a process code, e.g. HPBJ → MJF. */
export function processName(code: string): string {
  return AM_PROCESSES[code as AmProcessCode] ?? code;
}
