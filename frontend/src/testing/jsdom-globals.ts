import { TextDecoder, TextEncoder } from 'node:util';

/**
 * What jsdom leaves out and react-router needs when it loads. Import this first in a jsdom
 * test, before anything that imports react-router.
 */
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
