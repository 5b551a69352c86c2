import { FACILITY_MEMBER } from '../http/access.js';

/** The OpenAPI tags of the catalogue's routes. */
export const CATALOG_TAGS = ['reference data'];
/** Who changes a facility's machines and priority labels. */
export const CATALOG_EDITOR = { ...FACILITY_MEMBER, permission: 'MES_SETTINGS_EDITOR' } as const;
