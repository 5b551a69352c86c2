import { FEATURE_FLAGS } from 'shared/contracts';
import type { DomainSeed } from '../seed/index.js';

/** The demo hosts (localhost shows Austin's store), the feature flags of the demo enterprise (all on but finishes), facility configs and apps. */
export const seedConfig: DomainSeed = async (trx, { austin, munich, vendor }) => {
  await trx
    .insertInto('domains')
    .values([
      { domain: 'localhost', facility_id: austin, sso_config: null },
      { domain: '127.0.0.1', facility_id: austin, sso_config: null },
    ])
    .execute();

  const facilityConfig = (facilityId: number, type: string, value: unknown) => ({
    facility_id: facilityId,
    config_type: type,
    element_type: 'SERVICE_PROVIDER' as const,
    element_id: String(facilityId),
    config_value: JSON.stringify(value),
  });
  const flags = Object.keys(FEATURE_FLAGS) as (keyof typeof FEATURE_FLAGS)[];
  for (const facilityId of [austin, munich]) {
    await trx
      .insertInto('config_records')
      // Finishes per part stay off, as New Order first showed them: a facility switches them on.
      .values(flags.map((flag) => facilityConfig(facilityId, flag, { [FEATURE_FLAGS[flag]]: flag !== 'MACHINE_FINISH_TYPE' })))
      .execute();
  }
  await trx
    .insertInto('config_records')
    .values([
      facilityConfig(austin, 'STORE_FRONT_CONFIG', {
        showCurrency: true,
        enableCurrency: true,
        defaultCurrency: 'USD',
        currencies: {
          USD: { key: 'USD', symbol: '$', rate: 1 },
          EUR: { key: 'EUR', symbol: '€', rate: 0.92 },
          GBP: { key: 'GBP', symbol: '£', rate: 0.79 },
        },
      }),
      facilityConfig(austin, 'MAGICS_CONFIG', {
        nonItarAdapterUrl: 'https://magics-adapter.austin.demo.test',
        itarAdapterUrl: 'https://magics-adapter-itar.austin.demo.test',
        isMagicsEnabled: true,
        preInQueueMagicsButton: true,
        useSelection: false,
      }),
      facilityConfig(vendor, 'STORE_FRONT_CONFIG', {
        showCurrency: false,
        enableCurrency: false,
        defaultCurrency: 'GBP',
        currencies: { GBP: { key: 'GBP', symbol: '£', rate: 1 } },
      }),
    ])
    .execute();

  await trx
    .insertInto('apps')
    .values([
      {
        facility_id: austin,
        name: 'Shop-floor Dashboard',
        app_url: 'https://dashboard.austin.demo.test',
        internal_app: true,
        sort_order: 1,
      },
      {
        facility_id: austin,
        name: 'Powder Recycling Log',
        app_url: 'https://powder.austin.demo.test',
        internal_app: true,
        sort_order: 2,
      },
      { facility_id: austin, name: 'Shipping Labels', app_url: 'https://labels.demo.test', internal_app: false, sort_order: 3 },
      {
        facility_id: vendor,
        name: 'Northwind Intranet',
        app_url: 'https://intranet.northwind.demo.test',
        internal_app: true,
        sort_order: 1,
      },
    ])
    .execute();
};
