// What the config domain offers the others: they import it from here, never its inner files.
export { enabledFeatures, parseConfigValue } from './feature-flags.js';
export { AppSchema } from './schemas.js';
export { seedConfig } from './seed.js';
export { appsOf, facilityRecord, saveFacilityConfig, themeForHost } from './service.js';
export { DEFAULT_THEME } from './themes.js';
