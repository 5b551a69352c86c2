// What the digital-catalog domain offers the others: they import it from here, never its inner files.
export { seedDigitalCatalog } from './seed.js';
