import { Type } from 'typebox';

/** An app of a facility's App Store, as the shell lists it. */
export const AppSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    enabled: Type.Boolean(),
    logo: Type.String(),
    appURL: Type.String(),
    appType: Type.Literal('TOP_NAV_LINK'),
    internalApp: Type.Boolean(),
  },
  { $id: 'App' },
);
