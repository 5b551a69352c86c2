// What the apps domain offers the others: they import it from here, never its inner files.
export { AppSchema } from './schemas.js';
export { appsOf } from './service.js';
