/** The quality area's addresses (src/area.json), for its links and its moves after raising an NCR. */
export const PART_NCRS_PATH = '/service-provider/quality-management/compliance';
export const PROCESS_NCRS_PATH = '/service-provider/quality-management/quality-dashboard';
export const ncrPath = (id: number) => `/service-provider/quality-management/ncrs/${id}`;
/** An order's page on the facility's side (mfe-orders), which an NCR's order links to. */
export const orderPath = (orderId: number) => `/service-provider/part-orders/${orderId}`;
/** The facility's CAPAs, and one CAPA's record (a reminder mail links to it too). */
export const CAPAS_PATH = '/service-provider/quality-management/capa';
export const capaPath = (id: number) => `${CAPAS_PATH}/${id}`;
