import { Type } from 'typebox';
import { FEATURE_FLAG_TYPES } from 'shared/contracts';
import { Nullable, ref, StringEnum } from '../http/schema-helpers.js';

export const FeatureSwitchSchema = Type.Object(
  {
    flag: StringEnum(FEATURE_FLAG_TYPES),
    enabled: Type.Boolean(),
    changedAt: Nullable(Type.Integer({ description: 'Epoch ms of its last change, null when never changed here' })),
    changedBy: Nullable(Type.String({ description: 'Who changed it last; null for the platform' })),
  },
  { $id: 'FeatureSwitch' },
);

export const FeatureSwitchesSchema = Type.Array(ref(FeatureSwitchSchema));

export const FeatureParams = Type.Object({ flag: StringEnum(FEATURE_FLAG_TYPES) });
export const FeatureBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });

export const SettingChangeSchema = Type.Object(
  {
    id: Type.Integer(),
    setting: Type.String(),
    changedAt: Type.Integer({ description: 'Epoch ms' }),
    changedBy: Nullable(Type.String({ description: 'Null for the platform' })),
    before: Type.Unknown({ description: 'The value before (active and value), null when there was none' }),
    after: Type.Unknown({ description: 'The value after' }),
  },
  { $id: 'SettingChange' },
);

export const SettingChangesSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(ref(SettingChangeSchema)) },
  { $id: 'SettingChanges' },
);

export const SettingChangesQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'The setting or the person’s name' })),
    setting: Type.Optional(Type.String({ maxLength: 100 })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    limit: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
