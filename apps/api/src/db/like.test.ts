import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.js';

describe('containsPattern', () => {
  it('wraps the lower-cased text in wildcards', () => {
    expect(containsPattern('Sea View')).toBe('%sea view%');
  });

  it("escapes LIKE's wildcards and escape character so that they match themselves", () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
