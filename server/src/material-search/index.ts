// What the material-search domain offers the others: they import it from here, never its inner files.
export { seedMaterialSearch } from './seed.js';
