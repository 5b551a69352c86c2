// What the rfq-config domain offers the others: they import it from here, never its inner files.
export { rfqConfigRow, termsOf, termsOfRow } from './queries.js';
