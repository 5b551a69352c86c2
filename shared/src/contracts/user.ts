import type { components } from './api-schemas.js';

type Schemas = components['schemas'];

export const DASHBOARDS = ['STORE_FRONT', 'ENGINEER', 'SERVICE_PROVIDER'] as const;
export type Dashboard = (typeof DASHBOARDS)[number];

/** The user as GET /api/v1/users/getUser returns it; `emailVerfied` is spelt so in the API. */
export type UserDto = Schemas['User'];
export type CompanyRef = Schemas['CompanyRef'];

/** Token response. */
export type TokenResponse = Schemas['TokenResponse'];

/** Every error response of the API. */
export type ApiError = Schemas['ApiError'];
