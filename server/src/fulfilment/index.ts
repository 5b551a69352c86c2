// What the fulfilment domain offers the others: they import it from here, never its inner files.
export { lockedAward } from './award.js';
export type { Party } from './award.js';
export { productionStarted } from './production.js';
export { confirmDelivery, hold, moveByHand, recordInspection, recordPayment, ship } from './service.js';
export { linkInspectionToNcr, settleHeldPieces } from './holds.js';
