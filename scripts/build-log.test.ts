import { describe, expect, it } from 'vitest';
import { errorLines } from './lib/build-log.mjs';

/** Lines of `next build`'s output before the quiet build (issue 31), shortened. */
const NOISY = [
  '✓ Compiled successfully in 35.0s',
  '  Generating static pages using 1 worker (4/16) ',
  '{"level":50,"time":1795802962071,"pid":9725,"name":"web","err":{"message":"API GET /api/rates/ did not answer: fetch failed: connect ECONNREFUSED 127.0.0.1:4000"},"msg":"API call failed"}',
  'Turbopack build encountered 1 warning:',
  'Warning: A Node.js API is used (process.pid at line: 15) which is not supported in the Edge Runtime.',
  '\u001b[33m\u001b[1m>\u001b[0m \u001b[90m15 |\u001b[0m       base: { pid: process.pid },',
  'Ecmascript file had an error',
  '    at async Promise.all (index 2)',
  ' ⨯ Error occurred prerendering page "/admin". Read more: https://nextjs.org/docs/messages/prerender-error',
].join('\n');

/** The same build's output once quiet, the route table included (a route named _global-error is no error). */
const QUIET = [
  '▲ Next.js 16.4.5 (Turbopack)',
  // Printed only with CI set and no .next/cache, as on every fresh clone in CI.
  '\u001b[33m⚠\u001b[39m No build cache found. Please configure build caching for faster rebuilds. Read more: https://nextjs.org/docs/messages/no-cache',
  '✓ Running next.config.ts took 280ms',
  '- Experiments (use with caution):',
  '  ✓ authInterrupts',
  '  ⨯ isrFlushToDisk',
  '  Creating an optimized production build ...',
  '✓ Compiled successfully in 11.1s',
  '  Collecting page data using 1 worker ...',
  '✓ Generating static pages using 1 worker (4/4) in 172ms',
  '├ ○ /_global-error',
  '├ ƒ /admin/catalogue/units/[id]/preview',
  'ƒ Proxy (Middleware)',
  'ƒ  (Dynamic)  server-rendered on demand',
].join('\n');

describe('errorLines', () => {
  it('finds the failed API calls, the bundler warning and stack frames', () => {
    const found = errorLines(NOISY);
    expect(found).toHaveLength(6);
    expect(found[0]).toContain('"level":50');
    expect(found).toContain('Ecmascript file had an error');
    expect(found).toContain('    at async Promise.all (index 2)');
  });

  it('finds nothing in a quiet build, a fresh clone in CI included', () => {
    expect(errorLines(QUIET)).toEqual([]);
  });
});
