import { type AccessRows } from '../test-support/access-matrix.js';

/**
 * The analytics figures: any member of a facility with analytics on reads them (the operator
 * too); the other tenant has analytics off, so its facility is refused.
 */
export const accessRows: AccessRows = async () => {
  const span = `from=${Date.UTC(2031, 0, 1)}&to=${Date.UTC(2031, 1, 1)}&timeZone=Europe%2FBerlin&period=WEEK`;
  return ['utilisation', 'oee', 'on-time-delivery', 'quotes', 'lead-time', 'scrap', 'material'].map((figure) => ({
    method: 'GET',
    route: `/api/v1/analytics/${figure}`,
    url: `/api/v1/analytics/${figure}?${span}`,
    expect: [401, 403, 403, 200, 200, 403],
  }));
};
