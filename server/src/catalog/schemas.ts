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

/** What a client sends to create or replace an equipment (POST and PUT take the same body). */
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
  },
  { additionalProperties: false, $id: 'EquipmentInput' },
);
export type EquipmentInput = Static<typeof EquipmentBody>;
