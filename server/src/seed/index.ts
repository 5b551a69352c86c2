// What the seed domain offers the others: they import it from here, never its inner files.
export { idsByName } from './domain-seed.js';
export type { DomainSeed } from './domain-seed.js';
