import { TAG_KINDS } from 'shared/contracts';
import { Type } from 'typebox';
import { EpochMs, Id, StringEnum } from '../http/schema-helpers.js';

export const TagSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    color: Type.String({ description: '#rrggbb' }),
    kinds: Type.Array(StringEnum(TAG_KINDS), { description: 'What the tag may be set on' }),
    createdAt: EpochMs(),
  },
  { $id: 'Tag' },
);

export const TagBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S', description: 'Unique in the facility, whatever the case' }),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: '#rrggbb' }),
    kinds: Type.Array(StringEnum(TAG_KINDS), { minItems: 1, maxItems: TAG_KINDS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const TagsQuery = Type.Object(
  { kind: Type.Optional(StringEnum(TAG_KINDS, { description: 'Only the tags that may be set on this kind' })) },
  { additionalProperties: false },
);

/** The tags set on one thing: all of them at once (an empty list takes them all off). */
export const TagIds = Type.Array(Id(), { maxItems: 20, uniqueItems: true, description: 'The facility’s tag ids' });
