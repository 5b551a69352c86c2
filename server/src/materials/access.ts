import { FACILITY_MEMBER } from '../http/access.js';

/** Who reads a facility's material records: any member, with material management on. */
export const MATERIAL_MEMBER = { ...FACILITY_MEMBER, featureFlag: 'MATERIAL_MANAGEMENT_CONFIG' } as const;

/** Who keeps the records (suppliers, lots, rules): the facility's material management editors. */
export const MATERIAL_EDITOR = { ...MATERIAL_MEMBER, permission: 'MATERIAL_MANAGEMENT_EDITOR' } as const;

/** Who records what happens to powder on the floor (blend, sieve, load, unload, scrap): the lot users. */
export const LOT_RECORDER = { ...MATERIAL_MEMBER, roles: ['LOT_USER'] } as const;
