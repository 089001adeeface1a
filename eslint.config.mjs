import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nextVitals from 'eslint-config-next/core-web-vitals';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const web = './apps/web/src';
/** Every feature folder, read when ESLint starts, so a new feature is covered without editing this file. */
const features = readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYERS = 'imports flow components/lib <- features <- app';
const INTERNALS = 'docs/decisions/0048-the-layer-below-next.md';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/next-env.d.ts',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
      // Made at build: the map's basemap data and MapLibre's worker files, copied from node_modules.
      'apps/web/public/map/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/api/build.mjs', 'apps/web/scripts/**/*.mjs', '**/*.config.mjs'],
    languageOptions: { globals: globals.node },
  },
  ...nextVitals.map((config) => ({ ...config, files: ['apps/web/**/*.{ts,tsx}'] })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { next: { rootDir: 'apps/web/' } },
  },
  {
    // The site's layers. Paths are matched after resolving (relative and `@/` imports alike); the
    // TypeScript resolver needs the site's tsconfig to resolve `@/`, or the rule would pass unseen.
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { 'import/resolver': { typescript: { project: `${root}apps/web/tsconfig.json` } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: `features/${feature} may not import another feature: move what two features share down to components/ or lib/ (${LAYERS}).`,
            })),
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: `A feature may not import from app/: routes compose features, never the other way (${LAYERS}).`,
            },
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/i18n`, `${web}/below-next`],
              from: [`${web}/features`, `${web}/app`],
              message: `components/, lib/, i18n/ and below-next/ may not import features or app: move the shared piece down to components/ or lib/ (${LAYERS}).`,
            },
            {
              target: [
                `${web}/app`,
                `${web}/features`,
                `${web}/components`,
                `${web}/lib`,
                `${web}/i18n`,
                `${web}/instrumentation.ts`,
                `${web}/proxy.ts`,
              ],
              from: `${web}/below-next/internals`,
              message: `Only below-next/ may import below-next/internals/, the one guarded place for Next.js's and Node.js's internals (${INTERNALS}).`,
            },
          ],
        },
      ],
    },
  },
  {
    // Next.js's modules that are no public entry point are reached from below-next/internals/ only, where a
    // contract test pins the version they were checked against.
    files: ['apps/web/**/*.{ts,tsx,mjs}'],
    ignores: ['apps/web/src/below-next/internals/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next/dist/*'],
              message: `next/dist/ is Next.js's inside: reach it through apps/web/src/below-next/internals/ (${INTERNALS}).`,
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take `{}` and call `use()`, which are not React hooks.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
