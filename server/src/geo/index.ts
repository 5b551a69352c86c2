// What the geo domain offers the others: they import it from here, never its inner files.
export { seedGeo } from './seed.js';
export { liveAddressOf } from './queries.js';
