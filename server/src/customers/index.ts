// What the customers domain offers the others: they import it from here, never its inner files.
export { isCustomerOf } from './queries.js';
