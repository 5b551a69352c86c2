import { Type } from 'typebox';
import { Id, Nullable } from '../http/schema-helpers.js';

export const CertificationSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The standard: ISO 9001:2015, AS9100D, ISO 13485:2016, …' }),
    reference: Nullable(Type.String({ description: 'The certificate’s number' })),
    validUntil: Nullable(Type.String({ format: 'date', description: 'The day it runs out' })),
  },
  { $id: 'Certification' },
);

export const CertificationInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    reference: Nullable(Type.String({ maxLength: 100 })),
    validUntil: Nullable(Type.String({ format: 'date' })),
  },
  { additionalProperties: false, $id: 'CertificationInput' },
);

export const LogoSchema = Type.Object({ logoUrl: Type.String() }, { $id: 'Logo' });

export const CompanyParams = Type.Object({ companyId: Id() });
export const LogoQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) });
