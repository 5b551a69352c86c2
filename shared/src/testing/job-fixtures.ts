/** The Austin plant's machines and jobs as the API sends them, for component tests of the job form and the production area. */
import type { Equipment, Job, JobStatus } from '../contracts/index.js';

/** An SLS machine of the Austin plant as the API sends it; `extra` changes what a test needs. */
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

/** Job 20 of the Austin plant's SLS-02, in PA 2200, on 1 January 2030 from 8:00 to 16:00 UTC. */
export const jobFixture = (jobStatus: JobStatus): Job =>
  ({
    id: 20,
    jobName: 'Lens parts',
    jobType: 'ORDER',
    jobSource: 'SCHEDULING',
    jobCreationType: 'MANUAL',
    jobStatus,
    fromDate: Date.UTC(2030, 0, 1, 8),
    toDate: Date.UTC(2030, 0, 1, 16),
    estimatedTime: 8,
    actualTime: 0,
    materialUnit: 'GRAM',
    materialQuantityUsed: 0,
    materialDTO: { id: 10, name: 'PA 2200' },
    secondaryMaterials: [],
    supportMaterial: null,
    equipmentDTO: { id: 2, displayName: 'SLS-02', spId: 1, facilityName: 'Austin Plant' },
    equipmentType: 'THREED_PRINTER',
    jobOrderDTOs: [],
    jobNotes: '',
    buildPlateUtilization: null,
    simulationSoftwareDTO: null,
    priorityLabel: null,
    tags: [],
    itar: false,
    active: true,
    updatedAt: 1,
  }) as unknown as Job;
