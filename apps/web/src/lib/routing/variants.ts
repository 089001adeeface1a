/**
 * Addresses of the public pages and the cached variant each one is served from (docs/decisions/0026).
 *
 * A visitor sees English at the spec's plain addresses (`/properties`) and Arabic and German under
 * `/ar/...` and `/de/...`. Inside the app every public page lives under `app/[lang]/[currency]/`, so
 * that each language and currency has its own prerendered page in Next's cache. next.config.ts
 * rewrites the public address to that internal one by the currency cookie; no proxy runs and nothing
 * is rendered for a page already in the cache. No 'server-only': next.config.ts loads this file.
 */
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANG, LANGS, type Currency, type Lang } from '@app/shared/locale';
import { PREFERENCE_COOKIES } from '@app/shared/preferences';

/** First path segments that are not public pages: the back office, the API, files and route handlers. */
export const NOT_PAGES = [
  'admin',
  'api',
  '_next',
  'media',
  // The map's style, data and worker files (lib/map/basemap.ts).
  'map',
  'resale-projects',
  'revalidate',
  'sitemap.xml',
  'sitemaps',
  'robots.txt',
  'icon.png',
  'icon.svg',
  'og-default.jpg',
  'favicon.ico',
] as const;

/** The listings whose page number (`?page=`) selects a cached page and whose filters render per request. */
export const LISTINGS = ['properties', 'private-units-resale'] as const;

/** The listing's query parameters that filter, search or sort (read per request: /{listing}/search). */
export const LISTING_FILTERS = [
  'search',
  'type',
  'location',
  'price_band',
  'bedrooms',
  'payment_plan',
  'ready',
  'sort',
  // The map view and its search (a box, a drawn area): rendered per request, in that view from the first paint.
  'bbox',
  'area',
  'view',
] as const;

/** A compound page's own query parameters (its units section): rendered per request (/compounds/{slug}/units). */
export const COMPOUND_UNIT_FILTERS = ['type', 'page'] as const;

/** The languages whose addresses carry a prefix (`/ar`, `/de`). */
export const OTHER_LANGS = LANGS.filter((l) => l !== DEFAULT_LANG);

export { langPrefix, pathInLang } from '@app/shared/locale';

/** A public address under a language prefix: the language, then the rest of the address. */
const LANG_PATH = new RegExp(`^/(${OTHER_LANGS.join('|')})(?=/|$)(.*)$`);

/** The language of a public address and the address without its language (`/de/story` -> de, `/story`). */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = LANG_PATH.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname || '/' };
  return { lang: match[1] as Lang, path: match[2] || '/' };
}

export type Condition = { type: 'cookie' | 'query' | 'header'; key: string; value?: string };
export type Rule = { source: string; destination: string; has?: Condition[]; missing?: Condition[] };

const escape = (segment: string) => segment.replace(/[.]/g, '\\.');
/**
 * A plain address's first segment: no language (that of another language's address, or `en` of an
 * internal one: Next applies the rewrites one after another), and no other route.
 */
export const PLAIN_PAGE = `(?!(?:${[...LANGS, ...NOT_PAGES].map(escape).join('|')})(?:/|$))[^/]+`;
/** The first segment after the language: not a currency (that is an internal address already). */
const LANG_PAGE = `(?!(?:${CURRENCIES.join('|')})(?:/|$))[^/]+`;

/** The currency cookie's value when it names another currency than the default, captured as `cur`. */
const OTHER_CURRENCY: Condition = {
  type: 'cookie',
  key: PREFERENCE_COOKIES.currency,
  value: `(?<cur>${CURRENCIES.filter((c) => c !== DEFAULT_CURRENCY).join('|')})`,
};

export const LANG_QUERY: Condition = { type: 'query', key: 'lang' };

const query = (key: string, value?: string): Condition =>
  value ? { type: 'query', key, value } : { type: 'query', key };

/** Any language's first segment, captured as `lang` (English's only inside the rewrites, see below). */
const ANY_LANG = `:lang(${LANGS.join('|')})`;

/**
 * next.config.ts's rewrites (beforeFiles): every public address to `/{lang}/{currency}{path}`, per
 * language and currency cookie. A listing's `?page=N` becomes a path segment (a cached page each); a
 * listing or compound address with filters goes to the route that reads them per request.
 *
 * Next applies these one after another, each to what the ones before made of the address, and checks
 * every one of them on every request (compiling each again: about a tenth of a cached page's cost with
 * one set per language). So an English address first gains its language (`/story` -> `/en/story`),
 * and one set of rules then serves the three languages.
 */
export function variantRewrites(): Rule[] {
  const rules: Rule[] = [
    { source: '/', destination: `/${DEFAULT_LANG}` },
    { source: `/:first(${PLAIN_PAGE})/:rest*`, destination: `/${DEFAULT_LANG}/:first/:rest*` },
  ];
  for (const cookie of [true, false]) {
    const cur: Currency | ':cur' = cookie ? ':cur' : DEFAULT_CURRENCY;
    const base = `/:lang/${cur}`;
    /** The rule for this cookie case: with the currency cookie among its conditions, or as it is. */
    const withHas = (rule: Rule): Rule => (cookie ? { ...rule, has: [OTHER_CURRENCY, ...(rule.has ?? [])] } : rule);
    for (const listing of LISTINGS) {
      const source = `/${ANY_LANG}/${listing}`;
      const noFilters = LISTING_FILTERS.map((key) => query(key));
      rules.push(
        withHas({
          source,
          has: [query('page', '(?<page>[1-9][0-9]{0,5})')],
          missing: noFilters,
          destination: `${base}/${listing}/:page`,
        }),
        withHas({ source, missing: [...noFilters, query('page')], destination: `${base}/${listing}` }),
        withHas({ source, destination: `${base}/${listing}/search` }),
      );
    }
    for (const key of COMPOUND_UNIT_FILTERS) {
      rules.push(
        withHas({
          source: `/${ANY_LANG}/compounds/:slug`,
          has: [query(key)],
          destination: `${base}/compounds/:slug/units`,
        }),
      );
    }
    rules.push(
      withHas({ source: `/${ANY_LANG}`, destination: base }),
      withHas({ source: `/${ANY_LANG}/:first(${LANG_PAGE})/:rest*`, destination: `${base}/:first/:rest*` }),
    );
  }
  return rules;
}
