import { z } from 'zod';

/**
 * In a browser, zod must not compile parsers with `new Function`: the site's Content-Security-Policy
 * allows no eval, and even zod's guarded probe for it is reported as a violation. zod decides when an
 * object schema is built, so every schema module takes `z` from here: whichever module a bundler loads
 * first (it may skip index.ts and load one schema module on its own), this has run before it. On
 * servers (the API, the site's server rendering) compiled parsers stay on.
 */
if ('window' in globalThis) z.config({ jitless: true });

export { z };
