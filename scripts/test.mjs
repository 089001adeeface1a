// npm test: typecheck, lint, Vitest (unit + API integration) and Playwright end-to-end, then a few lines
// per suite and one last line "N passed, N failed" adding up every suite (typecheck and lint count as one
// check each). What counts as failed, skipped or flaky: lib/test-summary.mjs.
// Lint runs beside typecheck and then the production builds the journeys serve (each uses about one core
// of two; the build waits for typecheck, as both write the site's route types in .next/types). Vitest
// runs alone after them, as its API files are sensitive to a loaded machine, on both cores (two workers:
// Vitest's default leaves one core idle on a 2-core machine, and the files run one after another).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, buildIfStale, exitCodeOf } from './lib/processes.mjs';
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

const [typecheckExit, lintExit] = await Promise.all([
  exitCodeOf('npm', ['run', 'typecheck', '--silent']).then(async (code) => {
    // A failed build is not counted here: scripts/e2e.mjs builds again, and its failure fails the journeys.
    await buildIfStale().catch((error) => console.error(`the build before the journeys failed: ${error.message}`));
    return code;
  }),
  exitCodeOf('npm', ['run', 'lint', '--silent']),
]);
const checks = [
  { name: 'typecheck', ok: typecheckExit === 0 },
  { name: 'lint', ok: lintExit === 0 },
];

const vitestJson = join(out, 'vitest.json');
const vitestExit = await exitCodeOf(process.execPath, [
  join(ROOT, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--maxWorkers=2',
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
