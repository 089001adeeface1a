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
  ALL,
  ISLAND_NAMESPACES,
  PROJECT_VIEW_NAMESPACES,
  SERVER_ONLY_NAMESPACES,
  SITE_CLIENT_MESSAGES,
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
  /** The spec's project view: its page gives it texts of its own (project-view-texts.tsx). */
  const PROJECT_VIEW = join(SRC, 'features/compounds/components/compound-view.tsx');
  /** The modules whose texts come from elsewhere than every page's messages. */
  const hasOwnTexts = (file: string) => isIslandEntry(file) || file === PROJECT_VIEW;

  /**
   * The modules that run in the browser, from the given 'use client' modules on; an island's entry is not
   * entered unless it is one of the roots (`stopAtIslands`).
   */
  const filesReached = (roots: string[], { stopAtIslands = false } = {}): Set<string> => {
    // Everything reachable from a 'use client' module runs in the browser too.
    const queue = [...roots];
    const seen = new Set(queue);
    while (queue.length) {
      const file = queue.pop()!;
      for (const target of importsOf(file)) {
        if (seen.has(target) || target === ISLAND_MESSAGES) continue;
        if (stopAtIslands && hasOwnTexts(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    // A translator without a namespace (or all messages) would read texts the list cannot name. The
    // islands' provider passes the page's messages on with its own, and reads none of them.
    for (const f of seen) {
      if (f !== ISLAND_MESSAGES) expect(readFileSync(f, 'utf8'), f).not.toMatch(/useTranslations\(\s*\)|useMessages\(/);
    }
    return seen;
  };

  /**
   * The texts `files` read, as dotted paths: `ns.key` for a call with a literal key, `ns.sub` for a key
   * built from `sub.${…}`, `ns` for a translator called with anything else, passed on or returned (its keys
   * cannot be followed).
   */
  const textsRead = (files: Iterable<string>): Set<string> => {
    const paths = new Set<string>();
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const declaration of code.matchAll(/const (\w+) = useTranslations\(\s*['"]([\w.]+)['"]\s*\)/g)) {
        const [text, name, namespace] = declaration as unknown as [string, string, string];
        for (const use of code.matchAll(new RegExp(`(?<![\\w.'"-])${name}\\b`, 'g'))) {
          if (use.index === declaration.index! + text.indexOf(name)) continue;
          const after = code.slice(use.index + name.length);
          const call = /^(?:\.(?:rich|markup|has|raw))?\(\s*(?:'([\w.]+)'|"([\w.]+)"|`([\w.]*)\$\{)/.exec(after);
          if (call) {
            const literal = call[1] ?? call[2];
            const prefix = call[3]?.replace(/\.$/, '');
            paths.add([namespace, literal ?? prefix].filter(Boolean).join('.'));
          } else if (/^(?:\.(?:rich|markup|has|raw))?\(|^\s*[,;)}\]]/.test(after)) {
            paths.add(namespace);
          }
        }
      }
    }
    return outermost(paths);
  };
  /** The paths not inside another one (which covers them). */
  const outermost = (paths: Iterable<string>): Set<string> => {
    const all = [...paths];
    return new Set(all.filter((p) => !all.some((q) => p !== q && p.startsWith(`${q}.`))));
  };
  const namespacesIn = (paths: Iterable<string>) => new Set([...paths].map((p) => p.split('.')[0]!));

  /** The namespaces read by code that runs in the browser, from the given 'use client' modules on. */
  const namespacesReached = (roots: string[], options: { stopAtIslands?: boolean } = {}): Set<string> =>
    new Set(
      [...filesReached(roots, options)].flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/useTranslations\(\s*['"]([\w.]+)['"]/g)].map((m) => m[1]!.split('.')[0]!),
      ),
    );
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
    return [...roots].filter((f) => !hasOwnTexts(f));
  };

  /** SITE_CLIENT_MESSAGES as dotted paths. */
  const listedTexts = () =>
    Object.entries(SITE_CLIENT_MESSAGES).flatMap(([ns, keys]) => (keys === ALL ? [ns] : keys.map((k) => `${ns}.${k}`)));
  const islands = () => clientRoots().filter(isIslandEntry);

  it("give public pages exactly the texts the public site's client components read", () => {
    const onPages = textsRead(filesReached(pageClientRoots(), { stopAtIslands: true }));
    // The islands get the page's messages with their own namespaces: what they read of the others is listed too.
    const inIslands = [...textsRead(filesReached(islands()))].filter(
      (p) => !(ISLAND_NAMESPACES as readonly string[]).includes(p.split('.')[0]!),
    );
    // So does the project view, besides the namespaces its page gives it whole.
    const inProjectView = [...textsRead(filesReached([PROJECT_VIEW]))].filter(
      (p) => !(PROJECT_VIEW_NAMESPACES as readonly string[]).includes(p.split('.')[0]!),
    );
    const read = outermost([...onPages, ...inIslands, ...inProjectView]);
    expect(listedTexts().sort()).toEqual([...read].sort());
    // Every listed text exists: a key that names nothing would leave its text out unnoticed.
    const catalogue = en as Tree;
    for (const path of listedTexts()) {
      const found = path.split('.').reduce<Tree | string | undefined>((node, k) => (node as Tree)?.[k], catalogue);
      expect(found, path).toBeDefined();
    }
    // The test reads the calls it should: a literal key, a key built from a prefix, a translator passed on.
    expect(read).toContain('compareList.toggle');
    expect(read).toContain('preferences.languages');
    expect(read).toContain('region');
  });

  it('leave the islands’ texts (the forms’, the map’s) to them: only code inside an island reads them', () => {
    expect([...ISLAND_NAMESPACES].sort()).toEqual(Object.keys(islandsEn).sort());
    expect(
      islands()
        .map((f) => f.slice(SRC.length))
        .sort(),
    ).toEqual([
      'components/alerts/save-search-dialog.tsx',
      'features/alerts/components/confirm-alert.tsx',
      'features/alerts/components/manage-alerts.tsx',
      'features/alerts/components/unsubscribe-alert.tsx',
      'features/compounds/components/location-map.tsx',
      'features/inquiries/components/forms.tsx',
      'features/inquiries/components/inquiry-modals.tsx',
      'features/listings/map/map-view.tsx',
    ]);
    const used = namespacesReached(islands());
    for (const ns of ISLAND_NAMESPACES) expect(used).toContain(ns);
    const allowed: readonly string[] = [...Object.keys(SITE_CLIENT_MESSAGES), ...ISLAND_NAMESPACES];
    expect([...used].filter((ns) => !allowed.includes(ns))).toEqual([]);
    // No page renders an island's module without its texts: the pages reach them only through an entry.
    const onPages = namespacesReached(pageClientRoots(), { stopAtIslands: true });
    for (const ns of ISLAND_NAMESPACES) expect(onPages).not.toContain(ns);
    expect(namespacesIn(listedTexts())).toEqual(onPages);
  });

  it('give the project view its namespaces on its page only', () => {
    const used = namespacesReached([PROJECT_VIEW]);
    expect([...used].filter((ns) => !(PROJECT_VIEW_NAMESPACES as readonly string[]).includes(ns)).sort()).toEqual(
      [...used]
        .filter((ns) => ns in SITE_CLIENT_MESSAGES && !(PROJECT_VIEW_NAMESPACES as readonly string[]).includes(ns))
        .sort(),
    );
    expect([...PROJECT_VIEW_NAMESPACES].filter((ns) => !used.has(ns))).toEqual([]);
    // Every public page that renders the project view wraps it in the provider of its texts.
    const pages = files(join(SRC, 'app')).filter((f) => !inBackOffice(f) && importsOf(f).includes(PROJECT_VIEW));
    expect(pages.map((f) => f.slice(SRC.length))).toEqual(['app/[lang]/[currency]/compounds/page.tsx']);
    for (const page of pages) {
      expect(importsOf(page)).toContain(join(SRC, 'features/compounds/components/project-view-texts.tsx'));
      expect(readFileSync(page, 'utf8')).toMatch(/<ProjectViewTexts>\s*<CompoundView\b/);
    }
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
    // Of a namespace, public pages get the keys their client components read, with their subkeys.
    expect(site.shortlist).toHaveProperty('toggle');
    expect(site.shortlist).not.toHaveProperty('metaTitle');
    expect(Object.keys((site.preferences as Tree).languages as Tree)).toEqual(
      Object.keys(((en as Tree).preferences as Tree).languages as Tree),
    );
    expect(admin.shortlist).toHaveProperty('metaTitle');
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
