export * from './companies.js';
export * from './config.js';
export * from './menu.js';
export * from './profile.js';
export * from './roles.js';
export * from './user.js';
export * from './catalog.js';
export * from './scheduling.js';
export * from './files.js';
export * from './order-states.js';
export * from './quality.js';
export * from './materials.js';
export * from './builds.js';
export * from './part-fit.js';
export * from './material-quantities.js';
export * from './quality-config.js';
export * from './orders.js';
/** The API's shapes as generated from the server's schemas; the modules above name the ones screens use. */
export type { components, paths } from './api-schemas.js';
