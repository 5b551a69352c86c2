import type { DomainSeed } from '../seed/index.js';

/** The delivery addresses of the demo customers and facilities. */
export const seedGeo: DomainSeed = async (trx, tenants) => {
  await trx
    .insertInto('delivery_addresses')
    .values([
      {
        company_id: tenants.acme,
        label: 'Denver HQ',
        recipient: 'Acme Robotics Receiving',
        line1: '1550 Wewatta St',
        line2: 'Dock 3',
        city: 'Denver',
        region: 'CO',
        postal_code: '80202',
        country_code: 'US',
        phone: '+13035550142',
        is_default: true,
      },
      {
        company_id: tenants.acme,
        label: 'Boulder lab',
        recipient: 'Acme Robotics R&D',
        line1: '2400 30th St',
        line2: null,
        city: 'Boulder',
        region: 'CO',
        postal_code: '80301',
        country_code: 'US',
        phone: null,
        is_default: false,
      },
      {
        company_id: tenants.austin,
        label: 'Austin plant',
        recipient: 'Demo Additive Shipping',
        line1: '9400 Burnet Rd',
        line2: null,
        city: 'Austin',
        region: 'TX',
        postal_code: '78758',
        country_code: 'US',
        phone: '+15125550100',
        is_default: true,
      },
      {
        company_id: tenants.vendor,
        label: 'Northwind Leeds',
        recipient: 'Northwind Goods In',
        line1: '12 Kirkstall Rd',
        line2: null,
        city: 'Leeds',
        region: null,
        postal_code: 'LS3 1HS',
        country_code: 'GB',
        phone: null,
        is_default: true,
      },
    ])
    .execute();
};
