/** `shared/orders`: what the order screens and the server share beyond the contracts. */
export * from './catalog-price.js';
export * from './money.js';
export * from './order-rules.js';
export * from './quality-texts.js';
export * from './status-texts.js';
export * from './status-tones.js';
