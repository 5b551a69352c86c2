export { listCountries, type Country } from './countries.js';
export { FLAG_IMAGE_PATH, flagImageUrl } from './flags.js';
