import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '../messages/en.json';
import ar from '../messages/ar.json';
import de from '../messages/de.json';
import islandsEn from '../messages/islands/en.json';
import islandsAr from '../messages/islands/ar.json';
import islandsDe from '../messages/islands/de.json';
import pagesEn from '../messages/pages/en.json';
import pagesAr from '../messages/pages/ar.json';
import pagesDe from '../messages/pages/de.json';
import {
  ISLAND_NAMESPACES,
  SERVER_ONLY_NAMESPACES,
  SITE_CLIENT_NAMESPACES,
  clientMessages,
  messageFallback,
  toLang,
} from './config';

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
    expect(keys(islandsAr as Tree).sort()).toEqual(keys(islandsEn as Tree).sort());
    expect(keys(islandsDe as Tree).sort()).toEqual(keys(islandsEn as Tree).sort());
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

  const importsOf = (file: string): string[] =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)].flatMap(([, spec]) => {
      const target = resolveImport(file, spec!);
      return target ? [target] : [];
    });
  const isClient = (file: string) => /^['"]use client['"]/m.test(readFileSync(file, 'utf8'));
  const ISLAND_MESSAGES = join(SRC, 'i18n/island-messages.tsx');
  /** The modules that bring the islands' texts with them (they wrap what they export in IslandMessages). */
  const isIslandEntry = (file: string) => importsOf(file).includes(ISLAND_MESSAGES);

  /**
   * The namespaces read by code that runs in the browser, from the given 'use client' modules on; an
   * island's entry is not entered unless it is one of the roots (`stopAtIslands`).
   */
  const namespacesReached = (roots: string[], { stopAtIslands = false } = {}): Set<string> => {
    // Everything reachable from a 'use client' module runs in the browser too.
    const queue = [...roots];
    const seen = new Set(queue);
    while (queue.length) {
      const file = queue.pop()!;
      for (const target of importsOf(file)) {
        if (seen.has(target) || target === ISLAND_MESSAGES) continue;
        if (stopAtIslands && isIslandEntry(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    // A translator without a namespace (or all messages) would read texts the list cannot name. The
    // islands' provider passes the page's messages on with its own, and reads none of them.
    for (const f of seen) {
      if (f !== ISLAND_MESSAGES) expect(readFileSync(f, 'utf8'), f).not.toMatch(/useTranslations\(\s*\)|useMessages\(/);
    }
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

  /**
   * The 'use client' modules the public pages render directly: the app's server modules are walked until
   * they import a client module. What the islands import is theirs.
   */
  const pageClientRoots = (): string[] => {
    const app = files(join(SRC, 'app')).filter((f) => !inBackOffice(f));
    const queue = app.filter((f) => !isClient(f));
    const seen = new Set(app);
    // A client module in app/ (an error boundary) is a root itself.
    const roots = new Set(app.filter(isClient));
    while (queue.length) {
      for (const target of importsOf(queue.pop()!)) {
        if (seen.has(target) || inBackOffice(target)) continue;
        seen.add(target);
        if (isClient(target)) roots.add(target);
        else queue.push(target);
      }
    }
    return [...roots].filter((f) => !isIslandEntry(f));
  };

  it("give public pages exactly the namespaces the public site's client components read", () => {
    const used = namespacesReached(pageClientRoots(), { stopAtIslands: true });
    expect([...SITE_CLIENT_NAMESPACES].sort()).toEqual([...used].sort());
  });

  it('leave the forms’ texts to the forms: only code inside an island reads them', () => {
    expect([...ISLAND_NAMESPACES].sort()).toEqual(Object.keys(islandsEn).sort());
    const islands = clientRoots().filter(isIslandEntry);
    expect(islands.map((f) => f.slice(SRC.length)).sort()).toEqual([
      'features/inquiries/components/forms.tsx',
      'features/inquiries/components/inquiry-modals.tsx',
    ]);
    const used = namespacesReached(islands);
    for (const ns of ISLAND_NAMESPACES) expect(used).toContain(ns);
    const allowed: readonly string[] = [...SITE_CLIENT_NAMESPACES, ...ISLAND_NAMESPACES];
    expect([...used].filter((ns) => !allowed.includes(ns))).toEqual([]);
    // No page renders an island's module without its texts: the pages reach them only through an entry.
    const onPages = namespacesReached(pageClientRoots(), { stopAtIslands: true });
    for (const ns of ISLAND_NAMESPACES) expect(onPages).not.toContain(ns);
  });

  it('keep what the browser needs and drop the long page texts and, on public pages, the back office', () => {
    const catalogue = fileURLToPath(new URL('../messages/catalogue/', import.meta.url));
    const parts = ['lists', 'forms', 'media', 'public'].map(
      (part) => JSON.parse(readFileSync(join(catalogue, `${part}.en.json`), 'utf8')) as Tree,
    );
    const messages = Object.assign({}, en, islandsEn, pagesEn, ...parts) as Record<string, unknown>;
    const site = clientMessages(messages, 'site');
    const admin = clientMessages(messages, 'admin');
    for (const sent of [site, admin]) {
      expect(Object.keys(sent)).toEqual(expect.arrayContaining(['preferences', 'unit', 'listing']));
      for (const ns of Object.keys(pagesEn)) expect(sent).not.toHaveProperty(ns);
    }
    // The forms bring their own texts to public pages; the back office is rendered with every text.
    for (const ns of ISLAND_NAMESPACES) {
      expect(site).not.toHaveProperty(ns);
      expect(admin).toHaveProperty(ns);
    }
    expect(Object.keys(admin)).toEqual(expect.arrayContaining(['admin', 'catalogueForms', 'catalogueLists']));
    for (const ns of ['admin', 'catalogueForms', 'catalogueLists', 'catalogueMedia'])
      expect(site).not.toHaveProperty(ns);
    expect(JSON.stringify(site).length).toBeLessThan(JSON.stringify(admin).length / 2);
  });
});
