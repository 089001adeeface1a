// A back office password hash for a test run or a benchmark, made by the API's own `npm run admin:hash`
// (apps/api/src/modules/staff/hash-cli.ts), the one place that knows the format.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './processes.mjs';

const HASH_CLI = join(ROOT, 'apps/api/src/modules/staff/hash-cli.ts');

/**
 * The ADMIN_PASSWORD_HASH value for `password`, at N = 2^cost (14 by default: a test run's sign-ins stay
 * fast; production hashes use the CLI's default). The password goes through standard input, never argv.
 * @param {string} password
 * @param {{ cost?: number }} [options]
 * @returns {string}
 */
export function adminPasswordHash(password, { cost = 14 } = {}) {
  return execFileSync(process.execPath, ['--import', 'tsx', HASH_CLI, '--cost', String(cost)], {
    cwd: ROOT,
    input: password,
    encoding: 'utf8',
  }).trim();
}
