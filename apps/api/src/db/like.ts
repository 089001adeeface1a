/**
 * A LIKE pattern that matches `text` anywhere in a lower-cased column: lower-cased, with LIKE's own
 * characters (`%`, `_` and the escape character `\`) escaped so that they match themselves.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
