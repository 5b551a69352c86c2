import type { Equipment } from 'shared/contracts';

/** An SLS machine of the Austin plant as the API sends it, for component tests; `extra` changes what a test needs. */
export const equipmentFixture = (id: number, displayName: string, extra: Partial<Equipment> = {}): Equipment => ({
  id,
  displayName,
  spId: 1,
  facilityName: 'Austin Plant',
  machineDTO: { model: 'EOS P 396' },
  machine: {
    id: 7,
    modelName: 'EOS P 396',
    amProcess: 'SLS',
    amProcessId: 2,
    kind: 'THREED_PRINTER',
    manufacturer: { id: 3, name: 'EOS' },
    generalMaterialTypes: [],
  },
  materials: [],
  supportMaterials: [],
  detailingAgentMaterials: [],
  fusingAgentMaterials: [],
  currentlyUsedMaterialId: null,
  imageUrl: null,
  packingMarginMm: 5,
  layerMm: 0.1,
  layerSeconds: 10,
  secondsPerCm3: 0,
  ...extra,
});
