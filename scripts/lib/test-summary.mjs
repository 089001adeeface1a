// The arithmetic of `npm test`'s summary: from the exit codes and JSON reports of each step to the lines
// it prints and the final "N passed, N failed". Pure (no files, no processes), so that every way a run
// can go wrong is a unit test (test-summary.test.ts).

/**
 * @typedef {{ name: string, ok: boolean }} Check  typecheck or lint: one check each
 * @typedef {{ title: string, status: string, ancestorTitles: string[] }} VitestAssertion
 * @typedef {{ name: string, status: string, message?: string, assertionResults: VitestAssertion[] }} VitestFile
 * @typedef {{ testResults: VitestFile[] }} VitestReport  Vitest's `--reporter=json` output (the fields read here)
 * @typedef {{ title: string, status: string }} PlaywrightTest
 * @typedef {{ title: string, tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ title: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ expected: number, unexpected: number, flaky: number, skipped: number }} PlaywrightStats
 * @typedef {{ stats?: PlaywrightStats, errors?: { message?: string }[], suites?: PlaywrightSuite[] }} PlaywrightReport
 * @typedef {{ report: VitestReport | null, exitCode: number }} VitestRun
 * @typedef {{ report: PlaywrightReport | null, exitCode: number }} PlaywrightRun
 * @typedef {{ lines: string[], passed: number, failed: number }} Part
 */

/** The API integration suites name their database at the end of their outer title: "units API on postgres". */
const DATABASE_TITLE = / on (pglite|postgres)$/;
/** How the summary names each database. */
const DATABASE_NAMES = /** @type {const} */ ({ pglite: 'pglite', postgres: 'postgresql' });

/** CI=true (or any value but empty, 0 and false), as CI services set it. */
export function isCi(/** @type {Record<string, string | undefined>} */ env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/** @param {string} path @param {string} root */
const relative = (path, root) => (root && path.startsWith(root) ? path.slice(root.length) : path);

/** @param {Check[]} checks @returns {Part} */
function summarizeChecks(checks) {
  return {
    lines: checks.map((c) => `${c.name}: ${c.ok ? 'passed' : 'FAILED'}`),
    passed: checks.filter((c) => c.ok).length,
    failed: checks.filter((c) => !c.ok).length,
  };
}

/**
 * Vitest: every failed test; every file that failed with no failed test inside (it did not load, or a
 * beforeAll threw and its tests were skipped); a non-zero exit with nothing else failed (an unhandled
 * error, which the JSON report does not show); skipped and todo tests, which fail the run in CI.
 * @param {VitestRun} run @param {{ ci: boolean, root?: string }} options @returns {Part}
 */
export function summarizeVitest({ report, exitCode }, { ci, root = '' }) {
  if (!report) return { lines: [`vitest: did not run (exit code ${exitCode}, no report)`], passed: 0, failed: 1 };
  const tests = report.testResults.flatMap((file) => file.assertionResults);
  const count = (/** @type {string[]} */ statuses) => tests.filter((t) => statuses.includes(t.status)).length;
  const passed = count(['passed']);
  const failedTests = count(['failed']);
  const skipped = count(['skipped', 'pending']);
  const todo = count(['todo']);
  const lines = [];
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  );
  for (const file of brokenFiles) {
    const why = file.message ? `: ${file.message.split('\n')[0]}` : ' (a hook failed; its tests did not run)';
    lines.push(`vitest: ${relative(file.name, root)} failed with no failed test${why}`);
  }
  let failed = failedTests + brokenFiles.length;
  if (exitCode !== 0 && failed === 0) {
    lines.push(`vitest: exited with code ${exitCode} although no test failed (an unhandled error?)`);
    failed += 1;
  }
  const notRun = skipped + todo;
  if (ci && notRun > 0) {
    lines.push(`vitest: ${notRun} skipped or todo tests fail the run in CI`);
    failed += notRun;
  }
  lines.unshift(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped, ${todo} todo`);
  return { lines, passed, failed };
}

/**
 * The databases the API integration suite ran on: those with at least one test that ran (passed or
 * failed) under an outer title ending in " on pglite" / " on postgres", with how many tests each.
 * @param {VitestReport | null} report @returns {Map<string, number>}
 */
export function apiDatabases(report) {
  /** @type {Map<string, number>} */
  const ran = new Map();
  for (const test of report?.testResults.flatMap((file) => file.assertionResults) ?? []) {
    const backend = DATABASE_TITLE.exec(test.ancestorTitles[0] ?? '')?.[1];
    if (!backend || !['passed', 'failed'].includes(test.status)) continue;
    const name = DATABASE_NAMES[/** @type {keyof typeof DATABASE_NAMES} */ (backend)];
    ran.set(name, (ran.get(name) ?? 0) + 1);
  }
  return ran;
}

/**
 * One line naming the databases; in CI a suite that did not run on PostgreSQL is a failure (CI sets
 * TEST_DATABASE_URL, so its absence means the second run was lost).
 * @param {VitestReport | null} report @param {{ ci: boolean }} options @returns {Part}
 */
function summarizeDatabases(report, { ci }) {
  const ran = apiDatabases(report);
  const names = [...ran].map(([name, tests]) => `${name} (${tests} tests)`);
  const lines = [`api suite databases: ${names.length > 0 ? names.join(', ') : 'none'}`];
  if (ci && !ran.has('postgresql')) {
    lines.push('api suite: did not run on postgresql, which CI requires (is TEST_DATABASE_URL set?)');
    return { lines, passed: 0, failed: 1 };
  }
  return { lines, passed: 0, failed: 0 };
}

/** @param {PlaywrightSuite[]} suites @param {string[]} path @returns {string[]} */
function flakyTitles(suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((t) => t.status === 'flaky').map(() => [...here, spec.title].join(' › ')),
    );
    return [...own, ...flakyTitles(suite.suites ?? [], here)];
  });
}

/**
 * Playwright: unexpected tests and errors outside tests (a spec that does not load) fail; a test that
 * passed on a retry is flaky, counted as passed and named; skipped tests fail the run in CI; a non-zero
 * exit with nothing else failed (servers that did not start, a crash) is a failure.
 * @param {PlaywrightRun} run @param {{ ci: boolean }} options @returns {Part}
 */
export function summarizePlaywright({ report, exitCode }, { ci }) {
  if (!report?.stats)
    return { lines: [`playwright: did not run (exit code ${exitCode}, no report)`], passed: 0, failed: 1 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const errors = report.errors ?? [];
  const lines = errors.map((e) => `playwright: error outside a test: ${(e.message ?? '').split('\n')[0]}`);
  lines.push(...flakyTitles(report.suites ?? []).map((title) => `playwright: flaky (passed on a retry): ${title}`));
  let failed = unexpected + errors.length;
  if (exitCode !== 0 && failed === 0) {
    lines.push(`playwright: exited with code ${exitCode} although no test failed`);
    failed += 1;
  }
  if (ci && skipped > 0) {
    lines.push(`playwright: ${skipped} skipped tests fail the run in CI`);
    failed += skipped;
  }
  const passed = expected + flaky;
  lines.unshift(`playwright: ${passed} passed (${flaky} flaky), ${failed} failed, ${skipped} skipped`);
  return { lines, passed, failed };
}

/**
 * Every part, then the last line CI reads: exactly "N passed, N failed".
 * @param {{ checks: Check[], vitest: VitestRun, playwright: PlaywrightRun, ci: boolean, root?: string }} runs
 * @returns {{ lines: string[], passed: number, failed: number }}
 */
export function summarize({ checks, vitest, playwright, ci, root = '' }) {
  const parts = [
    summarizeChecks(checks),
    summarizeVitest(vitest, { ci, root }),
    summarizeDatabases(vitest.report, { ci }),
    summarizePlaywright(playwright, { ci }),
  ];
  const passed = parts.reduce((sum, part) => sum + part.passed, 0);
  const failed = parts.reduce((sum, part) => sum + part.failed, 0);
  return { lines: [...parts.flatMap((part) => part.lines), `${passed} passed, ${failed} failed`], passed, failed };
}
