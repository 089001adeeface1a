import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

/*
 * The public pages allow inline scripts ('unsafe-inline', docs/decisions/0026): that is safe only while
 * no page writes text from the catalogue or a visitor into the HTML as markup. React escapes text; the
 * ways around it are checked here.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.(tsx?|mjs)$/.test(e.name) && !/\.test\./.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

describe('no page renders data as HTML', () => {
  it('writes raw HTML in one place only: the JSON-LD of components/seo/json-ld.tsx', () => {
    const raw = sources(SRC)
      .filter((file) =>
        /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(SRC, file));
    expect(raw).toEqual(['components/seo/json-ld.tsx']);
  });

  it('escapes what could end the JSON-LD script or start markup inside it', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const text = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: hostile });
    expect(text).not.toMatch(/<\/script|<script|<!--/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ name: hostile });
  });
});
