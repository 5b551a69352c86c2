// What the pricing domain offers the others: they import it from here, never its inner files.
export { seedPricing } from './seed.js';
