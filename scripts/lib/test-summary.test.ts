// Reports shaped as Vitest 4's and Playwright 1.65's JSON reporters write them (trimmed to the fields the
// summary reads), one for each way a run can go wrong.
import { describe, expect, it } from 'vitest';
import {
  type PlaywrightReport,
  type VitestReport,
  apiDatabases,
  isCi,
  summarize,
  summarizePlaywright,
  summarizeVitest,
} from './test-summary.mjs';

const ROOT = '/repo/';
const file = (name: string, status: string, tests: [string, string, string[]?][], message = '') => ({
  name: `${ROOT}${name}`,
  status,
  message,
  assertionResults: tests.map(([title, testStatus, ancestorTitles = []]) => ({
    title,
    status: testStatus,
    ancestorTitles,
  })),
});

/** Two API tests on each database, a shared unit test, nothing wrong. */
const GREEN: VitestReport = {
  testResults: [
    file('apps/api/src/modules/units/units.test.ts', 'passed', [
      ['pages', 'passed', ['units API on pglite']],
      ['filters', 'passed', ['units API on pglite']],
      ['pages', 'passed', ['units API on postgres']],
      ['filters', 'passed', ['units API on postgres']],
    ]),
    file('packages/shared/src/price.test.ts', 'passed', [['formats', 'passed', ['formatMoney']]]),
  ],
};
const PLAYWRIGHT_GREEN: PlaywrightReport = {
  stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 },
  errors: [],
  suites: [],
};
const CHECKS = [
  { name: 'typecheck', ok: true },
  { name: 'lint', ok: true },
];

describe('the Vitest part', () => {
  it('counts every passed test of a clean run and nothing failed', () => {
    expect(summarizeVitest({ report: GREEN, exitCode: 0 }, { ci: true, root: ROOT })).toEqual({
      lines: ['vitest: 5 passed, 0 failed, 0 skipped, 0 todo'],
      passed: 5,
      failed: 0,
    });
  });

  it('counts each failed test', () => {
    const report = {
      testResults: [
        file('a.test.ts', 'failed', [
          ['fails', 'failed'],
          ['passes', 'passed'],
          ['also fails', 'failed'],
        ]),
      ],
    };
    expect(summarizeVitest({ report, exitCode: 1 }, { ci: false, root: ROOT })).toMatchObject({ passed: 1, failed: 2 });
  });

  it('counts a file that did not load as failed, though it holds no test', () => {
    const report = {
      testResults: [
        file('b.test.ts', 'failed', [], 'cannot load this file\n    at b.test.ts:2:7'),
        file('c.test.ts', 'passed', [['passes', 'passed']]),
      ],
    };
    expect(summarizeVitest({ report, exitCode: 1 }, { ci: false, root: ROOT })).toEqual({
      lines: [
        'vitest: 1 passed, 1 failed, 0 skipped, 0 todo',
        'vitest: b.test.ts failed with no failed test: cannot load this file',
      ],
      passed: 1,
      failed: 1,
    });
  });

  it('counts each file whose beforeAll threw as failed, even next to a failed test elsewhere', () => {
    const report = {
      testResults: [
        file('setup.test.ts', 'failed', [
          ['a', 'skipped', ['setup fails']],
          ['b', 'skipped', ['setup fails']],
        ]),
        file('other-setup.test.ts', 'failed', [['c', 'skipped', ['setup fails too']]]),
        file('d.test.ts', 'failed', [['fails', 'failed']]),
      ],
    };
    const part = summarizeVitest({ report, exitCode: 1 }, { ci: false, root: ROOT });
    expect(part.failed).toBe(3);
    expect(part.lines).toEqual([
      'vitest: 0 passed, 3 failed, 3 skipped, 0 todo',
      'vitest: setup.test.ts failed with no failed test (a hook failed; its tests did not run)',
      'vitest: other-setup.test.ts failed with no failed test (a hook failed; its tests did not run)',
    ]);
  });

  it('counts an unhandled error as a failure: the report says success, the exit code does not', () => {
    const report = {
      testResults: [file('unhandled.test.ts', 'passed', [['passes but leaves a rejection', 'passed']])],
    };
    expect(summarizeVitest({ report, exitCode: 1 }, { ci: false, root: ROOT })).toEqual({
      lines: [
        'vitest: 1 passed, 1 failed, 0 skipped, 0 todo',
        'vitest: exited with code 1 although no test failed (an unhandled error?)',
      ],
      passed: 1,
      failed: 1,
    });
  });

  it('does not add the exit code to failures already counted', () => {
    const report = { testResults: [file('a.test.ts', 'failed', [['fails', 'failed']])] };
    expect(summarizeVitest({ report, exitCode: 1 }, { ci: false, root: ROOT }).failed).toBe(1);
  });

  it('counts a run without a report (Vitest crashed or never started) as one failure', () => {
    expect(summarizeVitest({ report: null, exitCode: 134 }, { ci: false })).toEqual({
      lines: ['vitest: did not run (exit code 134, no report)'],
      passed: 0,
      failed: 1,
    });
  });

  const withSkips = {
    testResults: [
      file('p.test.ts', 'passed', [
        ['adds', 'passed'],
        ['skipped one', 'skipped'],
        ['todo one', 'todo'],
        ['only elsewhere', 'pending'],
      ]),
    ],
  };

  it('shows skipped and todo tests outside CI without failing the run', () => {
    expect(summarizeVitest({ report: withSkips, exitCode: 0 }, { ci: false, root: ROOT })).toEqual({
      lines: ['vitest: 1 passed, 0 failed, 2 skipped, 1 todo'],
      passed: 1,
      failed: 0,
    });
  });

  it('fails the run in CI for every skipped or todo test', () => {
    expect(summarizeVitest({ report: withSkips, exitCode: 0 }, { ci: true, root: ROOT })).toEqual({
      lines: ['vitest: 1 passed, 3 failed, 2 skipped, 1 todo', 'vitest: 3 skipped or todo tests fail the run in CI'],
      passed: 1,
      failed: 3,
    });
  });
});

describe('the databases of the API suite', () => {
  it('names each database with the number of tests that ran on it', () => {
    expect([...apiDatabases(GREEN)]).toEqual([
      ['pglite', 2],
      ['postgresql', 2],
    ]);
  });

  it('does not count tests that were skipped on a database as a run there', () => {
    const report = {
      testResults: [
        file('units.test.ts', 'failed', [
          ['pages', 'passed', ['units API on pglite']],
          ['pages', 'skipped', ['units API on postgres']],
        ]),
      ],
    };
    expect([...apiDatabases(report)]).toEqual([['pglite', 1]]);
  });

  it('passes in CI when the suite ran on PostgreSQL', () => {
    const { lines, failed } = summarize({
      checks: CHECKS,
      vitest: { report: GREEN, exitCode: 0 },
      playwright: { report: PLAYWRIGHT_GREEN, exitCode: 0 },
      ci: true,
      root: ROOT,
    });
    expect(lines).toContain('api suite databases: pglite (2 tests), postgresql (2 tests)');
    expect(failed).toBe(0);
  });

  const pgliteOnly = {
    testResults: [file('units.test.ts', 'passed', [['pages', 'passed', ['units API on pglite']]])],
  };

  it('fails in CI when the suite did not run on PostgreSQL', () => {
    const { lines, failed } = summarize({
      checks: CHECKS,
      vitest: { report: pgliteOnly, exitCode: 0 },
      playwright: { report: PLAYWRIGHT_GREEN, exitCode: 0 },
      ci: true,
      root: ROOT,
    });
    expect(lines).toContain('api suite databases: pglite (1 tests)');
    expect(lines).toContain('api suite: did not run on postgresql, which CI requires (is TEST_DATABASE_URL set?)');
    expect(failed).toBe(1);
    expect(lines.at(-1)).toBe('6 passed, 1 failed');
  });

  it('only reports it outside CI', () => {
    const { lines, failed } = summarize({
      checks: CHECKS,
      vitest: { report: pgliteOnly, exitCode: 0 },
      playwright: { report: PLAYWRIGHT_GREEN, exitCode: 0 },
      ci: false,
      root: ROOT,
    });
    expect(lines).toContain('api suite databases: pglite (1 tests)');
    expect(failed).toBe(0);
  });
});

describe('the Playwright part', () => {
  /** The run of a spec with a pass, a failure, two tests that passed on their retry and a skip. */
  const mixed: PlaywrightReport = {
    stats: { expected: 1, unexpected: 1, flaky: 2, skipped: 1 },
    errors: [],
    suites: [
      {
        title: 'listings.spec.ts',
        specs: [
          { title: 'passes', tests: [{ title: 'passes', status: 'expected' }] },
          { title: 'fails', tests: [{ title: 'fails', status: 'unexpected' }] },
          { title: 'pages', tests: [{ title: 'pages', status: 'flaky' }] },
          { title: 'skipped', tests: [{ title: 'skipped', status: 'skipped' }] },
        ],
        suites: [{ title: 'filters', specs: [{ title: 'by type', tests: [{ title: 'by type', status: 'flaky' }] }] }],
      },
    ],
  };

  it('counts flaky tests as passed and names each of them', () => {
    expect(summarizePlaywright({ report: mixed, exitCode: 1 }, { ci: false })).toEqual({
      lines: [
        'playwright: 3 passed (2 flaky), 1 failed, 1 skipped',
        'playwright: flaky (passed on a retry): listings.spec.ts › pages',
        'playwright: flaky (passed on a retry): listings.spec.ts › filters › by type',
      ],
      passed: 3,
      failed: 1,
    });
  });

  it('fails the run in CI for every skipped test', () => {
    const part = summarizePlaywright({ report: mixed, exitCode: 1 }, { ci: true });
    expect(part.failed).toBe(2);
    expect(part.lines[0]).toBe('playwright: 3 passed (2 flaky), 2 failed, 1 skipped');
    expect(part.lines).toContain('playwright: 1 skipped tests fail the run in CI');
  });

  it('counts an error outside any test (a spec that does not load) as a failure', () => {
    const report = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'Error: spec does not load\n\n   at b.spec.ts:2' }],
      suites: [],
    };
    expect(summarizePlaywright({ report, exitCode: 1 }, { ci: false })).toEqual({
      lines: [
        'playwright: 0 passed (0 flaky), 1 failed, 0 skipped',
        'playwright: error outside a test: Error: spec does not load',
      ],
      passed: 0,
      failed: 1,
    });
  });

  it('counts a non-zero exit with every test passed as a failure', () => {
    expect(summarizePlaywright({ report: PLAYWRIGHT_GREEN, exitCode: 1 }, { ci: false })).toMatchObject({
      passed: 3,
      failed: 1,
    });
  });

  it('counts a run without a report (the site did not build or start) as one failure', () => {
    expect(summarizePlaywright({ report: null, exitCode: 1 }, { ci: false })).toEqual({
      lines: ['playwright: did not run (exit code 1, no report)'],
      passed: 0,
      failed: 1,
    });
  });
});

describe('the whole summary', () => {
  it('adds every part up and ends with exactly "N passed, N failed"', () => {
    const { lines, passed, failed } = summarize({
      checks: [
        { name: 'typecheck', ok: true },
        { name: 'lint', ok: false },
      ],
      vitest: { report: GREEN, exitCode: 0 },
      playwright: { report: PLAYWRIGHT_GREEN, exitCode: 0 },
      ci: false,
      root: ROOT,
    });
    expect(lines).toEqual([
      'typecheck: passed',
      'lint: FAILED',
      'vitest: 5 passed, 0 failed, 0 skipped, 0 todo',
      'api suite databases: pglite (2 tests), postgresql (2 tests)',
      'playwright: 3 passed (0 flaky), 0 failed, 0 skipped',
      '9 passed, 1 failed',
    ]);
    expect([passed, failed]).toEqual([9, 1]);
  });
});

describe('isCi', () => {
  it.each([
    [{ CI: 'true' }, true],
    [{ CI: '1' }, true],
    [{ CI: 'TRUE' }, true],
    [{ CI: 'false' }, false],
    [{ CI: '0' }, false],
    [{ CI: '' }, false],
    [{}, false],
  ])('reads %o as %s', (env, expected) => {
    expect(isCi(env)).toBe(expected);
  });
});
