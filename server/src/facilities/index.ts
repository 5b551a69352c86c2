// What the facilities domain offers the others: they import it from here, never its inner files.
export { seedFacilities } from './seed.js';
