// The site's import layers (eslint.config.mjs, STYLE.md): a snippet placed under a feature, a component or
// lib must fail `npm run lint` when it reaches into another feature, by the `@/` alias or a relative path,
// and pass when it keeps to its own folder and the layers below. Real files are imported, because the
// rule matches resolved paths: an import the resolver cannot follow would pass unseen.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = 'apps/web/src';
const RULE = 'import/no-restricted-paths';

/** A module inside `features/<feature>`, as an import path without its extension (e.g. `components/x`). */
function moduleOf(feature: string): string {
  const files = readdirSync(`${root}${src}/features/${feature}`, { recursive: true, encoding: 'utf8' });
  const file = files.find((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'));
  if (!file) throw new Error(`features/${feature} has no module to import`);
  return file.replace(/\.tsx?$/, '');
}

const [own, other] = readdirSync(`${root}${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
if (!own || !other) throw new Error('the site has fewer than two features');
const ownModule = moduleOf(own);
const otherModule = moduleOf(other);

const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for `code` linted as the file at `path` (under apps/web/src). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${src}/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const probe = (specifier: string) => `import * as probe from '${specifier}';\nexport const used = probe;\n`;

describe('feature boundaries (npm run lint)', { timeout: 60_000 }, () => {
  it(`stops features/${own} importing features/${other} by the @/ alias (.tsx)`, async () => {
    const errors = await boundaryErrors(
      `features/${own}/components/probe.tsx`,
      probe(`@/features/${other}/${otherModule}`),
    );
    expect(errors).toEqual([expect.stringContaining(`features/${own} may not import another feature`)]);
  });

  it(`stops features/${own} importing features/${other} by a relative path (.ts)`, async () => {
    const errors = await boundaryErrors(`features/${own}/probe.ts`, probe(`../${other}/${otherModule}`));
    expect(errors).toEqual([expect.stringContaining(`features/${own} may not import another feature`)]);
  });

  it('stops components and lib importing a feature', async () => {
    const alias = await boundaryErrors('components/ui/probe.tsx', probe(`@/features/${other}/${otherModule}`));
    const relative = await boundaryErrors('lib/probe.ts', probe(`../features/${other}/${otherModule}`));
    for (const errors of [alias, relative]) {
      expect(errors).toEqual([expect.stringContaining('may not import features or app')]);
    }
  });

  it('lets a feature import its own folder, components, lib and @app/shared', async () => {
    const code = [
      `import * as mine from '@/features/${own}/${ownModule}';`,
      `import * as near from './${ownModule}';`,
      `import * as json from '@/lib/json-ld';`,
      `import * as badge from '@/components/ui/badge';`,
      `import * as shared from '@app/shared';`,
      'export const used = [mine, near, json, badge, shared];',
    ].join('\n');
    expect(await boundaryErrors(`features/${own}/probe.tsx`, code)).toEqual([]);
  });

  it('lets app/ compose features', async () => {
    expect(await boundaryErrors('app/probe/page.tsx', probe(`@/features/${other}/${otherModule}`))).toEqual([]);
  });
});

describe('the layer below Next (npm run lint, docs/decisions/0048)', { timeout: 60_000 }, () => {
  it('stops code outside below-next importing its internals', async () => {
    const alias = await boundaryErrors('lib/probe.ts', probe('@/below-next/internals/node-http'));
    const relative = await boundaryErrors(
      'instrumentation-probe/../instrumentation.ts',
      probe('./below-next/internals/node-http'),
    );
    for (const errors of [alias, relative]) {
      expect(errors).toEqual([expect.stringContaining('Only below-next/ may import below-next/internals/')]);
    }
    expect(await boundaryErrors('below-next/probe.ts', probe('./internals/node-http'))).toEqual([]);
  });

  it('stops a next/dist import anywhere but below-next/internals', async () => {
    const errorsOf = async (path: string) => {
      const [result] = await eslint.lintText(probe('next/dist/server/lib/node-fs-methods.js'), {
        filePath: `${root}${path}`,
      });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
    };
    for (const path of [`${src}/below-next/cache/probe.mjs`, `${src}/lib/probe.ts`, 'apps/web/probe.config.ts']) {
      expect(await errorsOf(path), path).toEqual([
        expect.stringContaining('reach it through apps/web/src/below-next/internals/'),
      ]);
    }
    expect(await errorsOf(`${src}/below-next/internals/probe.mjs`)).toEqual([]);
  });
});
