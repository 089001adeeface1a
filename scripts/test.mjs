// npm test: typecheck, lint, Vitest (unit + API integration) and Playwright end-to-end, then one line
// "N passed, N failed" adding up every suite (typecheck and lint count as one check each).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run } from './lib/processes.mjs';

const out = mkdtempSync(join(tmpdir(), 'test-results-'));
const tally = { passed: 0, failed: 0 };
const lines = [];

async function check(name, command, args, env) {
  try {
    await run(command, args, { env });
    tally.passed += 1;
    lines.push(`${name}: passed`);
  } catch {
    tally.failed += 1;
    lines.push(`${name}: FAILED`);
  }
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

await check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await check('lint', 'npm', ['run', 'lint', '--silent']);

const vitestJson = join(out, 'vitest.json');
try {
  await run(process.execPath, [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
} catch {
  /* counted below */
}
const vitest = readJson(vitestJson);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0);
  lines.push(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
} else {
  tally.failed += 1;
  lines.push('vitest: did not run');
}

const playwrightJson = join(out, 'playwright.json');
try {
  await run(process.execPath, [join(ROOT, 'scripts/e2e.mjs')], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  });
} catch {
  /* counted below */
}
const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  const { expected, unexpected, flaky, skipped } = playwright.stats;
  // Errors outside tests (a spec that does not load) and skipped tests count as failures.
  const failed = unexpected + skipped + (playwright.errors?.length ?? 0);
  tally.passed += expected + flaky;
  tally.failed += failed;
  lines.push(`playwright: ${expected + flaky} passed, ${failed} failed`);
} else {
  tally.failed += 1;
  lines.push('playwright: did not run');
}

console.log(`\n${lines.join('\n')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 ? 1 : 0);
