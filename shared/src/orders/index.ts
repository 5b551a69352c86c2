/** `shared/orders`: what the order screens and the server share beyond the contracts. */
export * from './csv.js';
export * from './xlsx.js';
export * from './money.js';
export * from './order-rules.js';
export * from './status-texts.js';
