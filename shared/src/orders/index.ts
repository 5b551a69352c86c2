/** `shared/orders`: what the order screens and the server share beyond the contracts (the field rules). */
export * from './order-rules.js';
