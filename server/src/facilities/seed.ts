import type { DomainSeed } from '../seed/index.js';

/** The demo facilities' certifications, as the facilities page and their profiles show them. */
export const seedFacilities: DomainSeed = async (trx, tenants) => {
  await trx
    .insertInto('company_certifications')
    .values([
      { company_id: tenants.austin, name: 'ISO 9001:2015', reference: 'US-QMS-48213', valid_until: '2028-03-31' },
      { company_id: tenants.austin, name: 'AS9100D', reference: 'AS-7741-TX', valid_until: '2027-09-30' },
      { company_id: tenants.munich, name: 'ISO 9001:2015', reference: 'DE-QM-20931', valid_until: '2028-06-30' },
      { company_id: tenants.munich, name: 'ISO 13485:2016', reference: 'DE-MP-5528', valid_until: '2027-12-31' },
      { company_id: tenants.vendor, name: 'ISO 9001:2015', reference: 'GB-Q-77102', valid_until: '2027-05-31' },
    ])
    .execute();
};
