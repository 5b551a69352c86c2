// What the messages domain offers the others: they import it from here, never its inner files.
export { markRead, postMessage } from './service.js';
