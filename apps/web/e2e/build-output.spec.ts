import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ID_PREFIX, errorLines } from '../../../scripts/lib/build-log.mjs';
import { expect, test } from './fixtures';

const DIST = fileURLToPath(new URL('../.next', import.meta.url));

/**
 * A newcomer's `npm start` builds the site first, without an API running: the build must not ask the
 * API for anything (pages render on their first visit, docs/decisions/0026) and prints no error line.
 * The build this run serves wrote its output beside itself (scripts/build-site.mjs).
 */
test('the build that serves this run printed no error line', () => {
  const buildId = readFileSync(join(DIST, 'BUILD_ID'), 'utf8').trim();
  let log = '';
  try {
    log = readFileSync(join(DIST, 'build-output.log'), 'utf8');
  } catch {
    throw new Error('apps/web/.next/build-output.log is missing: build the site with `npm run build`');
  }
  expect(log.split('\n')[0], 'the kept output is this build’s').toBe(`${BUILD_ID_PREFIX}${buildId}`);
  expect(log).toContain('Generating static pages');
  expect(errorLines(log)).toEqual([]);
});
