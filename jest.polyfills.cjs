// jsdom lacks the text encoders react-router reads; the shell and the remotes test screens that
// render a router. Node's are the same API.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
