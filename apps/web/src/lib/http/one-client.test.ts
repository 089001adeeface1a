import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * One HTTP client (STYLE.md, principle 12): the site's server and the browser call the API through
 * lib/http only, so that every call has the one error type, timeout, schema and status-to-outcome table.
 */
const SRC = fileURLToPath(new URL('../..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.(tsx?|mjs)$/.test(e.name) && !/\.test(-helper)?\./.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

describe('one HTTP client', () => {
  it('calls fetch and XMLHttpRequest in lib/http only', () => {
    const calls = sources(SRC)
      .filter((file) => /(?<![\w.$])fetch\s*\(|\?\?\s*fetch\b|\bXMLHttpRequest\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split('\\').join('/'));
    expect(calls.filter((file) => !file.startsWith('lib/http/'))).toEqual([]);
    expect(calls).toEqual(expect.arrayContaining(['lib/http/client.ts', 'lib/http/upload.ts']));
  });
});
