// jsdom lacks the text encoders react-router reads: the screen tests render a router.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
