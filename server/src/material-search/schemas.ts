import { Type } from 'typebox';
import { Nullable } from '../http/schema-helpers.js';

const Bound = (description: string) => Type.Optional(Type.Number({ minimum: -1_000_000, maximum: 1_000_000, description }));

export const MaterialSearchQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'A part of the material’s name, maker or colour' })),
    processId: Type.Optional(Type.Integer({ minimum: 1 })),
    typeId: Type.Optional(Type.Integer({ minimum: 1 })),
    certification: Type.Optional(Type.String({ maxLength: 100, description: 'A part of a certification’s name' })),
    tensileMin: Bound('Tensile strength at least (MPa)'),
    tensileMax: Bound('Tensile strength at most (MPa)'),
    elongationMin: Bound('Elongation at break at least (%)'),
    elongationMax: Bound('Elongation at break at most (%)'),
    heatDeflectionMin: Bound('Heat deflection temperature at 0.45 MPa at least (°C)'),
    heatDeflectionMax: Bound('Heat deflection temperature at 0.45 MPa at most (°C)'),
    densityMin: Bound('Density at least (g/cm³)'),
    densityMax: Bound('Density at most (g/cm³)'),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  },
  { additionalProperties: false },
);

const Option = Type.Object({ id: Type.Integer(), name: Type.String() });

export const MaterialRowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    processes: Type.Array(Type.String()),
    maker: Type.String(),
    colour: Type.String(),
    tensileStrengthMpa: Type.Number(),
    elongationPercent: Type.Number(),
    heatDeflectionC: Nullable(Type.Number({ description: 'At 0.45 MPa; none for elastomers and metals' })),
    densityGcm3: Type.Number(),
    certifications: Type.Array(Type.String()),
    facilities: Type.Array(Option, { description: 'The facilities in reach that run it' }),
  },
  { $id: 'MaterialRow' },
);

export const MaterialSearchSchema = Type.Object(
  {
    totalCount: Type.Integer(),
    rows: Type.Array(Type.Ref('MaterialRow')),
    options: Type.Object(
      { processes: Type.Array(Option), types: Type.Array(Option) },
      { description: 'What the process and type filters offer' },
    ),
  },
  { $id: 'MaterialSearch' },
);
