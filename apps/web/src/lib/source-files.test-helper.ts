import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/src, where the tests that hold the site to one way of doing a thing look. */
const SRC = fileURLToPath(new URL('..', import.meta.url));

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? walk(join(dir, e.name))
      : /\.(tsx?|mjs)$/.test(e.name) && !/\.test(-helper)?\./.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

/** Every source file of the site (tests and their helpers aside): its path below src/ and its text. */
export function siteSources(): { path: string; text: string }[] {
  return walk(SRC).map((file) => ({
    path: relative(SRC, file).split('\\').join('/'),
    text: readFileSync(file, 'utf8'),
  }));
}
