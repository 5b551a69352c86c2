// What the orders domain offers the others: they import it from here, never its inner files.
export { MAX_AMOUNT_MINOR } from './bid-totals.js';
export { awardAtFixedPrice, recordDraftMade, submit } from './lifecycle.js';
export { acceptBid, assignMatch, confirmAward, declineToQuote, reviewNda, sendSignedNda, submitBid } from './match-service.js';
export type { FacilityScope } from './match-service.js';
export type { OutboxEvent } from './notifications.js';
export { promiseDateOfOrder } from './promise-date.js';
export { rfqFileJson } from './part-search.js';
export { filesVisible, findCustomerOrder, insertOrder, missingRefs, orderInputOf, replaceParts, seesItar } from './queries.js';
export type { OrderViewer } from './queries.js';
export { asksOf, storefrontRules } from './reach.js';
export type { StorefrontRules } from './reach.js';
export { PART_ORDER_TABS, PartOrderFilterObject, RfqFileSchema } from './schemas.js';
export { createDraft, facilitiesToQuote, submitOrder, submittableInput, withdrawOrder } from './service.js';
export type { CustomerScope } from './service.js';
export { moveMatch, moveOrder, SYSTEM } from './transitions.js';
export type { Actor, MoveOptions } from './transitions.js';
export { ORDER_PARTY, orderViewerOf } from './viewer.js';
