// What the quality domain offers the others: they import it from here, never its inner files.
export { seedQuality } from './seed.js';
