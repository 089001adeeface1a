import { DEFAULT_LANG, isLang, type Lang } from '@app/shared';

export function toLang(value: string | undefined | null): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** The spec: an unknown translation key shows the key itself. */
export function messageFallback({ namespace, key }: { namespace?: string | undefined; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

/**
 * Catalogue namespaces that only server components read (page texts, metadata). They never go to the
 * browser.
 */
export const SERVER_ONLY_NAMESPACES = [
  'about',
  'alertPages',
  'compare',
  'metadata',
  'notFound',
  'planDetails',
  'privacy',
  'resale',
  'sellPage',
  'seo',
  'story',
  'terms',
  'whatsapp',
] as const;

/** A whole namespace, in SITE_CLIENT_MESSAGES: its translator goes where the test cannot follow its keys. */
export const ALL = 'all';

/**
 * The texts the public site's client components read, by namespace: the keys (dotted for a nested one; a
 * key stands for all of its subkeys), or the whole namespace. Exactly these go into every public page's
 * payload, once; the namespaces' other keys are read by server components, which render them into the
 * HTML. config.test.ts reads every translator call of the code that runs in the browser and fails when
 * this list and the code disagree.
 */
export const SITE_CLIENT_MESSAGES: Readonly<Record<string, readonly string[] | typeof ALL>> = {
  compareList: [
    'add',
    'added',
    'cancel',
    'nav',
    'navLabel',
    'replace',
    'replaceLegend',
    'replaceText',
    'replaceTitle',
    'titlesFailed',
    'toggle',
    'unitNumber',
  ],
  errors: ['text', 'title', 'tryAgain'],
  footer: ['copyEmail', 'emailCopied'],
  gallery: ['position'],
  listing: [
    'any',
    'apply',
    'bands',
    'bedrooms',
    'clearFilters',
    'empty',
    'filtersLabel',
    'loadError',
    'loading',
    'location',
    'mapFailed',
    'mapLoading',
    'paymentPlanOnly',
    'price',
    'readyOnly',
    'resultsTitle',
    'search',
    'searchPlaceholder',
    'showing',
    'sort',
    'sorts',
    'tryAgain',
    'type',
    'types',
  ],
  pagination: ['label', 'next', 'page', 'previous'],
  plan: ['instalment', 'instalmentsSummary', 'monthsAfter'],
  preferences: ['chooseCurrency', 'currencies', 'currency', 'language', 'languages'],
  recentlyViewed: ['clear', 'clearYes', 'cleared', 'confirm', 'keep', 'note', 'title'],
  region: ALL,
  shortlist: ['full', 'keep', 'loading', 'nav', 'navLabel', 'save', 'saved', 'sharedIntro', 'toggle'],
  unit: [
    'area',
    'areaNA',
    'badges.new',
    'badges.reduced',
    'bathrooms',
    'bedrooms',
    'instalments',
    'perSqm',
    'priceNA',
    'status',
    'viewDetails',
  ],
};

/**
 * The namespaces the spec's project view (/compounds?id=, compound-view.tsx) reads in the browser: its
 * page hands them to it whole (project-view-texts.tsx), and no other page carries them for it.
 */
export const PROJECT_VIEW_NAMESPACES = ['compound', 'gallery', 'nav', 'projectStatus', 'unit'] as const;

/**
 * The inquiry forms' and dialogs' namespaces (messages/islands/*.json): they load with the forms' code
 * (island-texts.ts), and are not in the pages' HTML.
 */
export { ISLAND_NAMESPACES } from './island-texts';

/**
 * The messages handed to the browser: on the public site only the texts its client components read
 * (SITE_CLIENT_MESSAGES); in the back office (rendered per request, never cached) everything but the
 * server-only page texts.
 */
export function clientMessages<M extends Record<string, unknown>>(messages: M, part: 'site' | 'admin'): Partial<M> {
  if (part === 'admin') {
    return Object.fromEntries(
      Object.entries(messages).filter(
        ([namespace]) => !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(namespace),
      ),
    ) as Partial<M>;
  }
  const picked: Record<string, unknown> = {};
  for (const [namespace, keys] of Object.entries(SITE_CLIENT_MESSAGES)) {
    if (keys === ALL) {
      if (namespace in messages) picked[namespace] = messages[namespace];
      continue;
    }
    for (const key of keys) copyPath(messages, picked, [namespace, ...key.split('.')]);
  }
  return picked as Partial<M>;
}

/** Copies the text (or subtree) at `path` from `from` into `to`, creating the objects on the way. */
function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, path: string[]) {
  let source: unknown = from;
  for (const part of path) source = isTree(source) ? source[part] : undefined;
  if (source === undefined) return;
  let target = to;
  for (const part of path.slice(0, -1)) {
    const next = target[part];
    target = isTree(next) ? next : (target[part] = {});
  }
  target[path.at(-1)!] = source;
}

function isTree(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
