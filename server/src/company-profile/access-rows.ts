import { ALL, SP_MEMBER, SP_PERMISSION, type AccessRows, type Statuses } from '../test-support/access-matrix.js';
import { layeredLogo } from './seed.js';

const COMPANY_MEMBER_STATUSES: Statuses = [401, 403, 200, 403, 200, 403];
// Acme's ENG_ADMIN edits; the admin of Demo Additive Engineering is no ENG_ADMIN there.
const COMPANY_ADMIN_STATUSES: Statuses = [401, 403, 200, 403, 403, 403];

export const accessRows: AccessRows = async ({ t, austin }) => {
  const acme = (
    await t.db.selectFrom('companies').select('id').where('company_name', '=', 'Acme Robotics').executeTakeFirstOrThrow()
  ).id;
  const certificationOf = async (companyId: number, name: string) =>
    (
      await t.db
        .selectFrom('company_certifications')
        .select('id')
        .where('company_id', '=', companyId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
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
    { method: 'GET', route: '/api/v1/sp/company-profile/certifications', expect: SP_MEMBER },
    {
      method: 'POST',
      route: '/api/v1/sp/company-profile/certifications',
      payload: certification,
      expect: [401, 403, 403, 403, 201, 201],
    },
    // Austin's own; the other tenant has no such certification.
    {
      method: 'PUT',
      route: '/api/v1/sp/company-profile/certifications/:id',
      url: `/api/v1/sp/company-profile/certifications/${await certificationOf(austin, 'ISO 9001:2015')}`,
      payload: () => ({ name: 'ISO 9001:2015', reference: 'US-QMS-48213', validUntil: '2028-03-31' }),
      expect: [401, 403, 403, 403, 200, 404],
    },
    {
      method: 'DELETE',
      route: '/api/v1/sp/company-profile/certifications/:id',
      url: `/api/v1/sp/company-profile/certifications/${await certificationOf(austin, 'AS9100D')}`,
      expect: [401, 403, 403, 403, 204, 404],
    },
    { method: 'DELETE', route: '/api/v1/sp/company-profile/logo', expect: [401, 403, 403, 403, 204, 204] },
    { method: 'PUT', route: '/api/v1/engineer/company-profile/logo', form: logo, expect: COMPANY_ADMIN_STATUSES },
    { method: 'DELETE', route: '/api/v1/engineer/company-profile/logo', expect: [401, 403, 204, 403, 403, 403] },
    { method: 'GET', route: '/api/v1/engineer/company-profile/certifications', expect: COMPANY_MEMBER_STATUSES },
    {
      method: 'POST',
      route: '/api/v1/engineer/company-profile/certifications',
      payload: certification,
      expect: [401, 403, 201, 403, 403, 403],
    },
    {
      method: 'PUT',
      route: '/api/v1/engineer/company-profile/certifications/:id',
      url: `/api/v1/engineer/company-profile/certifications/${acmeCertification}`,
      payload: () => ({ name: 'ISO 9001:2015', reference: 'ACME-Q-2', validUntil: null }),
      expect: COMPANY_ADMIN_STATUSES,
    },
    {
      method: 'DELETE',
      route: '/api/v1/engineer/company-profile/certifications/:id',
      url: `/api/v1/engineer/company-profile/certifications/${acmeCertification}`,
      expect: [401, 403, 204, 403, 403, 403],
    },
  ];
};
