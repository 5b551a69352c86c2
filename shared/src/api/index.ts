export { addressApi } from './address-api.js';
export type { AreaApi } from './area-api.js';
export { api } from './api.js';
export { REMOTES_URL, SESSION_URL, startBootRequests, takeBootResponse, USER_URL } from './boot-requests.js';
export { createBaseQuery, errorMessage, GENERIC_ERROR, type ApiFailure, type RequestArgs } from './base-query.js';
export { usePopoverCall, useServerCall, type ServerCall } from './use-server-call.js';
export { ACCESS_COOKIE, readCookie, tokenLifetime, XSRF_COOKIE } from './cookies.js';
export type { QueryParams, RequestBody } from './query-params.js';
export { referenceApi, USED_IN_ENTERPRISE, type CatalogueFilter, type FacilityScope } from './reference-api.js';
export { launchApi, type LaunchTool } from './launch-api.js';
export { JOB_SAVED_TAGS, jobsApi } from './jobs-api.js';
export { partSearchApi } from './part-search-api.js';
export { msUntilRefresh, refreshTokens, REFRESH_BEFORE_EXPIRY_MS } from './refresh.js';
export { messagesApi, type MessageThread, type OrderMessage, type OrderMessages, type UnreadMessages } from './messages-api.js';
export { orderColumnsApi, type OrderColumnsPreference } from './order-columns-api.js';
export {
  fulfilmentApi,
  type Fulfilment,
  type InspectionInput,
  type OrderWorkPlan,
  type PartProgress,
  type Shipment,
  type ShipmentInput,
} from './fulfilment-api.js';
