// What the webhooks domain offers the others: they import it from here, never its inner files.
export { DestinationRefused, allowedRanges, checkDestination } from './destination.js';
export { requestPinned } from './send.js';
