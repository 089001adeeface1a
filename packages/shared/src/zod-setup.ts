import { z } from 'zod';

/**
 * In a browser, zod must not compile parsers with `new Function`: the site's Content-Security-Policy
 * allows no eval, and even zod's guarded probe for it is reported as a violation. zod decides when a
 * schema is built, so this runs before any schema module (index.ts imports it first). On servers (the
 * API, the site's server rendering) compiled parsers stay on.
 */
if ('window' in globalThis) z.config({ jitless: true });
