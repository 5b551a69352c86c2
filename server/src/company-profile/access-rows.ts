import {
  ALL,
  SP_MEMBER,
  SP_PERMISSION,
  collectionRows,
  seededId,
  type AccessRows,
  type Statuses,
} from '../test-support/access-matrix.js';
import { layeredLogo } from './seed.js';

const COMPANY_MEMBER_STATUSES: Statuses = [401, 403, 200, 403, 200, 403];
// Acme's ENG_ADMIN edits; the admin of Demo Additive Engineering is no ENG_ADMIN there.
const COMPANY_ADMIN_STATUSES: Statuses = [401, 403, 200, 403, 403, 403];

export const accessRows: AccessRows = async ({ t, austin }) => {
  const acme = await seededId(t, 'companies', { company_name: 'Acme Robotics' });
  const certificationOf = (companyId: number, name: string) =>
    seededId(t, 'company_certifications', { company_id: companyId, name });
  const acmeCertification = (
    await t.db
      .insertInto('company_certifications')
      .values({ company_id: acme, name: 'ISO 9001:2015', reference: 'ACME-Q-1', valid_until: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const logo = () => ({ payload: layeredLogo(24, [10, 20, 30]), headers: { 'content-type': 'image/png' } });
  const certification = () => ({ name: 'ISO 14001:2015', reference: null, validUntil: '2029-01-31' });
  return [
    // The demo's Austin plant has a logo, read by anyone.
    { method: 'GET', route: '/api/v1/companies/:companyId/logo', url: `/api/v1/companies/${austin}/logo`, expect: ALL(200) },
    { method: 'PUT', route: '/api/v1/sp/company-profile/logo', form: logo, expect: SP_PERMISSION },
    // Austin's own certifications; the other tenant has no such certification.
    ...collectionRows('/api/v1/sp/company-profile/certifications', {
      list: { expect: SP_MEMBER },
      create: { payload: certification },
      change: {
        id: await certificationOf(austin, 'ISO 9001:2015'),
        payload: () => ({ name: 'ISO 9001:2015', reference: 'US-QMS-48213', validUntil: '2028-03-31' }),
      },
      remove: { id: await certificationOf(austin, 'AS9100D') },
    }),
    { method: 'DELETE', route: '/api/v1/sp/company-profile/logo', expect: [401, 403, 403, 403, 204, 204] },
    { method: 'PUT', route: '/api/v1/engineer/company-profile/logo', form: logo, expect: COMPANY_ADMIN_STATUSES },
    { method: 'DELETE', route: '/api/v1/engineer/company-profile/logo', expect: [401, 403, 204, 403, 403, 403] },
    ...collectionRows('/api/v1/engineer/company-profile/certifications', {
      list: { expect: COMPANY_MEMBER_STATUSES },
      create: { payload: certification, expect: [401, 403, 201, 403, 403, 403] },
      change: {
        id: acmeCertification,
        payload: () => ({ name: 'ISO 9001:2015', reference: 'ACME-Q-2', validUntil: null }),
        expect: COMPANY_ADMIN_STATUSES,
      },
      remove: { id: acmeCertification, expect: [401, 403, 204, 403, 403, 403] },
    }),
  ];
};
