import { FACILITY_MEMBER } from '../http/access.js';

/** The facility's quality people: any member of a facility with the quality area on. */
export const QMS_MEMBER = { ...FACILITY_MEMBER, featureFlag: 'QMS_CONFIG' } as const;
