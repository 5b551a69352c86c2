export * from './companies.js';
export * from './config.js';
export * from './menu.js';
export * from './roles.js';
export * from './user.js';
export * from './catalog.js';
export * from './scheduling.js';
