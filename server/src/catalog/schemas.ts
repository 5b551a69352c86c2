import { MACHINE_KINDS } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { Named, ref, StringEnum } from '../http/schema-helpers.js';

/** filter_by_match_type / matchingType of the v1 reference-data calls: narrow the answer to what the caller's facilities use. */
export const MatchQuery = Type.Object(
  {
    filter_by_match_type: Type.Optional(Type.Boolean({ description: 'Only what the caller’s facilities use' })),
    matchingType: Type.Optional(
      StringEnum(['INTERNAL_FACILITY'] as const, {
        description:
          'Widen to the INTERNAL facilities of the enterprise (with ENTERPRISE_SCHEDULER_VIEW and the enterprise scheduler; otherwise the caller’s facility only)',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ProcessSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), displayName: Type.String() },
  { $id: 'AmProcess' },
);

const MachineFields = {
  id: Type.Integer(),
  modelName: Type.String(),
  amProcess: Type.String(),
  amProcessId: Type.Integer({ description: 'The process the model runs (AmProcess id)' }),
  kind: StringEnum(MACHINE_KINDS),
  manufacturer: Named,
  generalMaterialTypes: Type.Array(Named),
};
export const MachineSchema = Type.Object(MachineFields, { $id: 'Machine' });

export const MaterialSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), generalMaterialType: Named },
  { $id: 'Material' },
);

export const MappingSchema = Type.Object(
  { machineId: Type.Integer(), materialIds: Type.Array(Type.Integer()) },
  { $id: 'MachineMaterials', description: 'The materials a machine model runs' },
);

/**
 * What the build packer and its print-time estimate read of one printer, with the limits the
 * equipment table checks: print time is ceil(height / layerMm) × layerSeconds + the parts' cm³ ×
 * secondsPerCm3.
 */
const PACKING_FIGURES = {
  packingMarginMm: Type.Number({
    minimum: 0,
    maximum: 100,
    description: 'Kept clear of parts at every wall of the build volume (mm; 5 unless set)',
  }),
  layerMm: Type.Number({ exclusiveMinimum: 0, maximum: 2, description: 'Layer thickness (mm; 0.1 unless set)' }),
  layerSeconds: Type.Number({
    minimum: 0,
    maximum: 3600,
    description: 'Seconds each layer takes whatever its parts, recoating included (10 unless set)',
  }),
  secondsPerCm3: Type.Number({
    minimum: 0,
    maximum: 3600,
    description: 'Seconds each cm³ of the parts’ volume takes (0 unless set)',
  }),
};

export const EquipmentSchema = Type.Object(
  {
    id: Type.Integer(),
    displayName: Type.String(),
    spId: Type.Integer(),
    facilityName: Type.String(),
    machineDTO: Type.Object({ model: Type.String() }),
    machine: ref(MachineSchema),
    materials: Type.Array(Named),
    supportMaterials: Type.Array(Named),
    detailingAgentMaterials: Type.Array(Named),
    fusingAgentMaterials: Type.Array(Named),
    currentlyUsedMaterialId: Type.Union([Type.Integer(), Type.Null()]),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    ...PACKING_FIGURES,
  },
  { $id: 'Equipment' },
);

export const SimulationSoftwareSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), vendor: Type.String() },
  { $id: 'SimulationSoftware' },
);

export const PriorityLabelSchema = Type.Object(
  {
    id: Type.Integer(),
    label: Type.String(),
    color: Type.String(),
    createDate: Type.Integer({ description: 'Epoch milliseconds' }),
  },
  { $id: 'PriorityLabel' },
);

export const PriorityLabelBody = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' }),
  },
  { additionalProperties: false },
);

/** The named schemas of this module, registered by its routes. */
export const CATALOG_SCHEMAS = [
  ProcessSchema,
  MachineSchema,
  MaterialSchema,
  MappingSchema,
  EquipmentSchema,
  SimulationSoftwareSchema,
  PriorityLabelSchema,
];

const MaterialIds = (description: string) =>
  Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, description: `${description} (material ids)` });

/**
 * What a client sends to create or replace an equipment (POST and PUT take the same body). The
 * packing figures are optional: absent, a new machine gets the table's defaults and an edited one
 * keeps its own, so a client that does not know them leaves them alone.
 */
export const EquipmentBody = Type.Object(
  {
    displayName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', description: 'Unique in the facility' }),
    machineId: Type.Integer({ minimum: 1, description: 'The machine model' }),
    materialIds: MaterialIds('Primary materials, at least one'),
    supportMaterialIds: Type.Optional(MaterialIds('Support materials')),
    detailingAgentMaterialIds: Type.Optional(MaterialIds('Detailing agents')),
    fusingAgentMaterialIds: Type.Optional(MaterialIds('Fusing agents')),
    currentlyUsedMaterialId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'One of the equipment’s materials, or null' }),
    ),
    imageUrl: Type.Optional(
      Type.Union([Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000 }), Type.Null()], {
        description: 'An http(s) URL of a picture of the machine',
      }),
    ),
    packingMarginMm: Type.Optional(PACKING_FIGURES.packingMarginMm),
    layerMm: Type.Optional(PACKING_FIGURES.layerMm),
    layerSeconds: Type.Optional(PACKING_FIGURES.layerSeconds),
    secondsPerCm3: Type.Optional(PACKING_FIGURES.secondsPerCm3),
  },
  { additionalProperties: false, $id: 'EquipmentInput' },
);
export type EquipmentInput = Static<typeof EquipmentBody>;
