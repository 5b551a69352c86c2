/**
 * One order as both sides read it: the customer's order details and the facility's part order
 * draw it from these pieces, each adding its own actions and sections.
 */
export { ArchiveToggle, type ArchiveToggleProps } from './archive-toggle.js';
export { BidAttachments, type BidAttachmentsProps } from './attachments.js';
export { OrderFacts, type OrderFactsProps } from './order-facts.js';
export { OrderHistory, type OrderHistoryProps } from './order-history.js';
export { OrderParts, type OrderPart, type OrderPartsProps } from './order-parts.js';
