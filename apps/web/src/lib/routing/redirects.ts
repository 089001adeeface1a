/**
 * next.config.ts's redirects (docs/decisions/0044). Next checks them against the address the visitor
 * asked for, before the rewrites of ./variants.ts (headers, redirects, then the beforeFiles rewrites),
 * and never against what a rewrite made of it. So a redirect can refuse the public spelling of an
 * internal route while the rewrites keep reaching it: `/properties?page=2` is served from
 * `/en/USD/properties/2`, and `/properties/2` typed by a visitor is sent home.
 *
 * The rules are compiled once when the server starts and tested with one regular expression each per
 * request (unlike the rewrites, which Next's page handler compiles again on every request).
 * No 'server-only': next.config.ts loads this file.
 */
import { CURRENCIES, DEFAULT_LANG } from '@app/shared/locale';
import { PREFERENCE_COOKIES } from '@app/shared/preferences';
import { type Condition, LANG_QUERY, LISTINGS, OTHER_LANGS, PLAIN_PAGE, type Rule } from './variants';

export type Redirect = Rule & { statusCode: 307 | 308 };

/**
 * The spec: any path that is not one of its routes (or one of the site's own pages) goes to the home
 * page, in the address's language. 307, as the catch-all page (`app/[lang]/[currency]/[...rest]`)
 * answers every other unknown address: a temporary answer, which a browser does not keep.
 */
const HOME = 307;

/** A currency code as a segment, in any letter case (Next matches sources without regard to case). */
const CURRENCY = `:cur(${CURRENCIES.join('|')})`;
/** Anything after the currency code, the bare code included (`/EUR`, `/EUR/`, `/EUR/story`). */
const AFTER_CURRENCY = ':rest(/.*)?';
/**
 * The internal routes the rewrites reach with a page number or a query, spelled as a path: a listing's
 * `/properties/2`, `/properties/search`, and a compound's `/compounds/{slug}/units`. Any deeper path
 * under them is no page either. `/properties/` and `/compounds/{slug}/` (a trailing slash) are the
 * pages themselves.
 */
const INTERNAL = `:page(${[...LISTINGS, 'compounds/[^/]+'].join('|')})/:rest(.+)`;
/** English's prefix, which the rewrites add on the way in: `/en/...` asked from outside is the same address. */
const EN = `:en(${DEFAULT_LANG})?`;
const OTHER_LANG = `:lang(${OTHER_LANGS.join('|')})`;

/**
 * Addresses that would reach a page through the rewrites but are none of the spec's: a currency code
 * in the path (the currency comes from the cookie; the internal `/{lang}/{currency}/...` addresses among
 * them), and the internal listing and compound routes spelled as paths. Each goes to the home page of
 * its language.
 */
export function unknownAddressRedirects(): Redirect[] {
  return [
    { source: `/${EN}/${CURRENCY}${AFTER_CURRENCY}`, destination: '/', statusCode: HOME },
    { source: `/${OTHER_LANG}/${CURRENCY}${AFTER_CURRENCY}`, destination: '/:lang', statusCode: HOME },
    { source: `/${EN}/${INTERNAL}`, destination: '/', statusCode: HOME },
    { source: `/${OTHER_LANG}/${INTERNAL}`, destination: '/:lang', statusCode: HOME },
  ];
}

/**
 * A visitor whose language cookie says Arabic or German and who opens a plain (English) address is
 * sent to the same page in their language. The language switcher sets the cookie before it moves, so
 * choosing English is kept.
 */
export function languageRedirects(): Redirect[] {
  const others = OTHER_LANGS.join('|');
  const cookie: Condition = { type: 'cookie', key: PREFERENCE_COOKIES.lang, value: `(?<lang>${others})` };
  return [
    // English has no prefix, so any address under /en is the plain one (the rewrites give English
    // addresses theirs on the way in).
    { source: `/${DEFAULT_LANG}`, destination: '/', statusCode: 308 },
    { source: `/${DEFAULT_LANG}/:rest+`, destination: '/:rest+', statusCode: 308 },
    // Not for a ?lang= address: that language wins (proxy.ts answers 301 with its address).
    { source: '/', has: [cookie], missing: [LANG_QUERY], destination: '/:lang', statusCode: 307 },
    {
      source: `/:first(${PLAIN_PAGE})/:rest*`,
      has: [cookie],
      missing: [LANG_QUERY],
      destination: '/:lang/:first/:rest*',
      statusCode: 307,
    },
  ];
}

/** Every redirect of the public site, in the order Next tries them (the first that matches answers). */
export function siteRedirects(): Redirect[] {
  return [...unknownAddressRedirects(), ...languageRedirects()];
}
