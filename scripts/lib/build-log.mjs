// What `next build` printed, kept beside the build (apps/web/.next/build-output.log), and which of its
// lines a newcomer would read as an error: the log's failures (pino "level" 40 and up), Next's own
// error marks, stack traces, refused connections. scripts/build-site.mjs writes it; the end-to-end
// journey build-output.spec.ts reads it, so "npm run build prints no error line" is checked on every run.
import { stripVTControlCharacters } from 'node:util';

/** The first line of the kept output names the build it belongs to. */
export const BUILD_ID_PREFIX = 'build id: ';

const ERROR_PATTERNS = [
  /"level":\s*[4-6]0\b/, // the site's JSON log: warn, error, fatal
  /^\s*(⨯ (?!\w+\s*$)|⚠|Error\b|TypeError\b|Warning\b|Failed\b)/, // not `⨯ flag`: an experiment turned off
  /^\s+at .+(\(.*\)|:\d+:\d+)$/, // a stack frame
  /\bECONN[A-Z]+\b|\bdid not answer\b|\bhad an error\b|\bencountered \d+ warnings?\b/i,
];

/**
 * Lines that look like a warning but tell a newcomer nothing wrong: Next prints this one only when the
 * CI variable is set and .next/cache does not exist yet, which is every fresh clone in CI.
 */
const NOT_ERRORS = [/No build cache found\. Please configure build caching/];

/** Terminal colours out, so that the patterns see the text. @param {string} line */
const plain = (line) => stripVTControlCharacters(line);

/**
 * The lines of `output` that read as an error or a warning.
 * @param {string} output
 * @returns {string[]}
 */
export function errorLines(output) {
  return output
    .split('\n')
    .map(plain)
    .filter((line) => ERROR_PATTERNS.some((pattern) => pattern.test(line)))
    .filter((line) => !NOT_ERRORS.some((pattern) => pattern.test(line)));
}
