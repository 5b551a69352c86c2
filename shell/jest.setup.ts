import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder, which react-router reads when it loads; the browser and Node do.
Object.assign(globalThis, { TextEncoder, TextDecoder });
