// What the config domain offers the others: they import it from here, never its inner files.
export { enabledFeatures, parseConfigValue } from './feature-flags.js';
export { seedConfig } from './seed.js';
export { facilityRecord, saveFacilityConfig, themeForHost } from './service.js';
export { DEFAULT_THEME } from './themes.js';
