import '@testing-library/jest-dom';

// jsdom has no TextEncoder, which react-router reads when it loads; Node's is the same API.
const { TextDecoder, TextEncoder } = jest.requireActual<Pick<typeof globalThis, 'TextDecoder' | 'TextEncoder'>>('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
