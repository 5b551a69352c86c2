export { listCountries, type Country } from './countries.js';
