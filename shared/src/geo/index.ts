export { FLAG_IMAGE_PATH, flagImageUrl, listCountries, type Country } from './countries.js';
