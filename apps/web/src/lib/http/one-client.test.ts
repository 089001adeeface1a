import { describe, expect, it } from 'vitest';
import { siteSources } from '../source-files.test-helper';

/*
 * One HTTP client (STYLE.md, principle 12): the site's server and the browser call the API through
 * lib/http only, so that every call has the one error type, timeout, schema and status-to-outcome table.
 */
describe('one HTTP client', () => {
  it('calls fetch and XMLHttpRequest in lib/http only', () => {
    const calls = siteSources()
      .filter(({ text }) => /(?<![\w.$])fetch\s*\(|\?\?\s*fetch\b|\bXMLHttpRequest\b/.test(text))
      .map(({ path }) => path);
    expect(calls.filter((file) => !file.startsWith('lib/http/'))).toEqual([]);
    expect(calls).toEqual(expect.arrayContaining(['lib/http/client.ts', 'lib/http/upload.ts']));
  });
});
