import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One word per thing (issue 32): no two exported functions share a name anywhere in the code, so that a
 * name found in one file is the function, not one of several that do different jobs in different layers.
 * Names that Next.js requires a route file to export (GET, generateMetadata, ...) are the framework's, not ours.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['apps/api/src', 'apps/web/src', 'packages/shared/src', 'scripts'];
const FRAMEWORK_NAMES = new Set([
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'generateMetadata',
  'generateStaticParams',
  'generateViewport',
  'generateImageMetadata',
  'register',
  'onRequestError',
  'proxy',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(path);
    if (!/\.(ts|tsx|mjs)$/.test(entry.name) || /\.(test|spec)\.|\.d\.ts$|test-helper/.test(entry.name)) return [];
    return [path];
  });
}

/** `export function x`, `export async function x` and `export const x = (…) =>` / `= function`. */
const EXPORTED_FUNCTION =
  /^export\s+(?:async\s+)?function\*?\s+([A-Za-z_$][\w$]*)|^export\s+const\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*(?::[^=]+)?=>|^export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?function\b/gm;

export function exportedFunctions(source: string): string[] {
  return [...source.matchAll(EXPORTED_FUNCTION)].map((match) => match[1] ?? match[2] ?? match[3]!);
}

describe('exported function names', () => {
  it('reads the three ways a function is exported', () => {
    const source = [
      'export function readUnit() {}',
      'export async function sendInquiry(a: string) {}',
      'export const toUnit = (row: Row): Unit => row;',
      'export const saveRecord = async ({ id }: Args) => id;',
      'export const limits = { max: 1 };',
      'function hidden() {}',
    ].join('\n');
    expect(exportedFunctions(source)).toEqual(['readUnit', 'sendInquiry', 'toUnit', 'saveRecord']);
  });

  it('no two files export a function of the same name', () => {
    const where = new Map<string, string[]>();
    for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
      for (const name of exportedFunctions(readFileSync(file, 'utf8'))) {
        if (FRAMEWORK_NAMES.has(name)) continue;
        where.set(name, [...(where.get(name) ?? []), relative(ROOT, file)]);
      }
    }
    const twice = Object.fromEntries([...where].filter(([, files]) => files.length > 1));
    expect(twice).toEqual({});
  });
});
