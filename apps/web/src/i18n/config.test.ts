import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '../messages/en.json';
import ar from '../messages/ar.json';
import de from '../messages/de.json';
import pagesEn from '../messages/pages/en.json';
import pagesAr from '../messages/pages/ar.json';
import pagesDe from '../messages/pages/de.json';
import { SERVER_ONLY_NAMESPACES, SITE_CLIENT_NAMESPACES, clientMessages, messageFallback, toLang } from './config';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('translations', () => {
  it('shows the key itself for an unknown key', () => {
    const t = createTranslator({ locale: 'en', messages: en, getMessageFallback: messageFallback, onError: () => {} });
    expect(t('nav.home')).toBe('Home');
    expect((t as (key: string) => string)('nav.noSuchKey')).toBe('nav.noSuchKey');
  });

  it('has every key in all three languages', () => {
    expect(keys(ar as Tree).sort()).toEqual(keys(en as Tree).sort());
    expect(keys(de as Tree).sort()).toEqual(keys(en as Tree).sort());
    expect(keys(pagesAr as Tree).sort()).toEqual(keys(pagesEn as Tree).sort());
    expect(keys(pagesDe as Tree).sort()).toEqual(keys(pagesEn as Tree).sort());
    const catalogue = fileURLToPath(new URL('../messages/catalogue/', import.meta.url));
    for (const part of ['lists', 'forms', 'media', 'public']) {
      const read = (lang: string) => JSON.parse(readFileSync(join(catalogue, `${part}.${lang}.json`), 'utf8')) as Tree;
      expect(keys(read('ar')).sort(), `${part}.ar`).toEqual(keys(read('en')).sort());
      expect(keys(read('de')).sort(), `${part}.de`).toEqual(keys(read('en')).sort());
    }
  });

  it('reads an unknown or missing language as English', () => {
    expect(toLang('ar')).toBe('ar');
    expect(toLang('fr')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });
});

describe('messages handed to the browser', () => {
  const SRC = fileURLToPath(new URL('..', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)
          ? [join(dir, e.name)]
          : [],
    );
  /** Resolves an import inside src (`@/x` or relative) to a file, or null for packages. */
  const resolveImport = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@/')
      ? join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? resolve(dirname(from), spec)
        : null;
    if (!base) return null;
    return (
      [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
        (p) => existsSync(p) && !statSync(p).isDirectory(),
      ) ?? null
    );
  };

  /** The back office's modules: their texts never go to public pages. */
  const inBackOffice = (file: string): boolean => /[\\/](features[\\/](admin|catalogue)|app[\\/]admin)[\\/]/.test(file);

  /** The namespaces read by code that runs in the browser, from the given 'use client' modules on. */
  const namespacesReached = (roots: string[]): Set<string> => {
    // Everything reachable from a 'use client' module runs in the browser too.
    const queue = [...roots];
    const seen = new Set(queue);
    while (queue.length) {
      const file = queue.pop()!;
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
        const target = resolveImport(file, spec!);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    // A translator without a namespace (or all messages) would read texts the list cannot name.
    for (const f of seen) expect(readFileSync(f, 'utf8'), f).not.toMatch(/useTranslations\(\s*\)|useMessages\(/);
    return new Set(
      [...seen].flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/useTranslations\(\s*['"]([\w.]+)['"]/g)].map((m) => m[1]!.split('.')[0]!),
      ),
    );
  };
  const clientRoots = () => files(SRC).filter((f) => /^['"]use client['"]/m.test(readFileSync(f, 'utf8')));

  it('leave out only namespaces that no code running in the browser reads', () => {
    const used = namespacesReached(clientRoots());
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((ns) => (SERVER_ONLY_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it("give public pages exactly the namespaces the public site's client components read", () => {
    const used = namespacesReached(clientRoots().filter((f) => !inBackOffice(f)));
    expect([...SITE_CLIENT_NAMESPACES].sort()).toEqual([...used].sort());
  });

  it('keep what the browser needs and drop the long page texts and, on public pages, the back office', () => {
    const catalogue = fileURLToPath(new URL('../messages/catalogue/', import.meta.url));
    const parts = ['lists', 'forms', 'media', 'public'].map(
      (part) => JSON.parse(readFileSync(join(catalogue, `${part}.en.json`), 'utf8')) as Tree,
    );
    const messages = Object.assign({}, en, pagesEn, ...parts) as Record<string, unknown>;
    const site = clientMessages(messages, 'site');
    const admin = clientMessages(messages, 'admin');
    for (const sent of [site, admin]) {
      expect(Object.keys(sent)).toEqual(expect.arrayContaining(['preferences', 'form', 'unit', 'listing']));
      for (const ns of Object.keys(pagesEn)) expect(sent).not.toHaveProperty(ns);
    }
    expect(Object.keys(admin)).toEqual(expect.arrayContaining(['admin', 'catalogueForms', 'catalogueLists']));
    for (const ns of ['admin', 'catalogueForms', 'catalogueLists', 'catalogueMedia'])
      expect(site).not.toHaveProperty(ns);
    expect(JSON.stringify(site).length).toBeLessThan(JSON.stringify(admin).length / 2);
  });
});
