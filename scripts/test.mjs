// npm test: typecheck, lint, Vitest (unit + API integration) and Playwright end-to-end, then a few lines
// per suite and one last line "N passed, N failed" adding up every suite (typecheck and lint count as one
// check each). What counts as failed, skipped or flaky: lib/test-summary.mjs.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, exitCodeOf } from './lib/processes.mjs';
import { isCi, summarize } from './lib/test-summary.mjs';

const out = mkdtempSync(join(tmpdir(), 'test-results-'));

/** A report that is missing or not JSON (the run died while writing it) is no report. */
function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch (error) {
    console.error(`could not read ${path}: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

const checks = [
  { name: 'typecheck', ok: (await exitCodeOf('npm', ['run', 'typecheck', '--silent'])) === 0 },
  { name: 'lint', ok: (await exitCodeOf('npm', ['run', 'lint', '--silent'])) === 0 },
];

const vitestJson = join(out, 'vitest.json');
const vitestExit = await exitCodeOf(process.execPath, [
  join(ROOT, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

const playwrightJson = join(out, 'playwright.json');
const playwrightExit = await exitCodeOf(process.execPath, [join(ROOT, 'scripts/e2e.mjs')], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
});

const { lines, failed } = summarize({
  checks,
  vitest: { report: readJson(vitestJson), exitCode: vitestExit },
  playwright: { report: readJson(playwrightJson), exitCode: playwrightExit },
  ci: isCi(process.env),
  root: ROOT,
});
console.log(`\n${lines.join('\n')}`);
process.exit(failed > 0 ? 1 : 0);
