import type { components } from './api-schemas.js';

type Schemas = components['schemas'];

/** Manufacturing processes: coded name → display name. */
export const AM_PROCESSES = {
  DIRECT_METAL_LASER_SINTERING: 'DMLS',
  ELECTRON_BEAM_MELTING: 'EBM',
  SELECTIVE_LASER_MELTING: 'SLM',
  SELECTIVE_LASER_SINTERING: 'SLS',
  SELECTIVE_ABSORPTION_FUSION: 'SAF',
  BINDER_JETTING: 'Binder Jetting',
  FUSED_DEPOSITION_MODELING: 'FDM',
  SHEET_LAMINATION: 'Sheet Lamination',
  DIRECT_ENERGY_DEPOSITION: 'DED',
  WDM: 'Wax Deposition',
  MJ: 'MultiJet/PolyJet',
  SLA: 'SLA',
  HPBJ: 'MJF',
  ADAM: 'ADAM',
  DLS: 'DLS',
  DIRECT_METAL_LASER_MELTING: 'DMLM',
  CNC: 'CNC',
  INJECTION_MOLDING: 'Injection Molding',
  SHEET_METAL: 'Sheet Metal',
  URETHANE_CASTING: 'Urethane Casting',
  POST_PROCESSING_MACHINE: 'Post Processing Machine',
  FIG_4: 'Figure 4',
  VAT_PHOTOPOLYMERIZATION: 'VAT Photopolymerization',
  SELECTIVE_HEAT_SINTERING: 'SHS',
  MATERIAL_JETTING: 'Material Jetting',
  POLYJET_3D: 'Polyjet 3D',
  ISLA: 'ISLA',
  FFF: 'FFF',
  DLP: 'DLP',
  HPS: 'HPS',
} as const;
export type AmProcessCode = keyof typeof AM_PROCESSES;

export const MACHINE_KINDS = ['THREED_PRINTER', 'POST_PROCESSING_MACHINE'] as const;
export type MachineKind = (typeof MACHINE_KINDS)[number];

/** How a material is used on a machine (the material roles equipment carries). */
export const EQUIPMENT_MATERIAL_ROLES = ['PRIMARY', 'SUPPORT', 'DETAILING_AGENT', 'FUSING_AGENT'] as const;
export type EquipmentMaterialRole = (typeof EQUIPMENT_MATERIAL_ROLES)[number];

/** The matchingType of the reference-data calls: INTERNAL_FACILITY widens to the enterprise's facilities. */
export const MATCHING_TYPES = ['INTERNAL_FACILITY'] as const;

/** The reference data's shapes, as the server's schemas declare them. */
export type Named = Schemas['Named'];
export type Machine = Schemas['Machine'];
export type Equipment = Schemas['Equipment'];
/** The body of POST and PUT /api/v1/sp/equipments: the equipment's name, model and materials by role. */
export type EquipmentInput = Schemas['EquipmentInput'];
export type Material = Schemas['Material'];
/** Which materials a machine model runs (GET /api/v1/sp/machineMaterialMapping). */
export type MachineMaterials = Schemas['MachineMaterials'];
export type AmProcess = Schemas['AmProcess'];
export type SimulationSoftware = Schemas['SimulationSoftware'];
export type PriorityLabel = Schemas['PriorityLabel'];
/** A facility's tag, set on its orders, the parts it makes and its jobs as its kinds allow. */
export type Tag = Schemas['Tag'];
/** What a tag may be set on. */
export const TAG_KINDS = ['ORDER', 'PART', 'JOB'] as const;
export type TagKind = (typeof TAG_KINDS)[number];
/** A label or tag as a chip shows it, on the thing it is set on. */
export type Chip = Schemas['Chip'];

/** Every material a machine runs, whatever its role. */
export const materialsOf = (e: Equipment): Named[] => [
  ...e.materials,
  ...e.supportMaterials,
  ...e.detailingAgentMaterials,
  ...e.fusingAgentMaterials,
];
