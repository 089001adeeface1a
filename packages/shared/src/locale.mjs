// Languages, currencies and the office's clock. Plain JavaScript typed by JSDoc, so that the scripts
// (run by plain Node) import the very values the apps and packages do.

/** Languages the site speaks; the first is the default. */
export const LANGS = /** @type {const} */ (['en', 'ar', 'de']);
/** @typedef {(typeof LANGS)[number]} Lang */
/** @type {Lang} */
export const DEFAULT_LANG = 'en';

/** Currencies a visitor can see prices in; every amount is stored in USD. */
export const CURRENCIES = /** @type {const} */ (['USD', 'EUR', 'SAR', 'KWD']);
/** @typedef {(typeof CURRENCIES)[number]} Currency */
/** @type {Currency} */
export const DEFAULT_CURRENCY = 'USD';

/**
 * True for a language the site speaks (a query, a cookie, a form field: anything).
 * @param {unknown} value
 * @returns {value is Lang}
 */
export function isLang(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LANGS).includes(value);
}

/**
 * True for a currency the site shows prices in.
 * @param {unknown} value
 * @returns {value is Currency}
 */
export function isCurrency(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (CURRENCIES).includes(value);
}

/**
 * The path prefix of a language's public addresses: none for English (`/properties`), `/ar`, `/de`.
 * @param {Lang} lang
 * @returns {string}
 */
export function langPrefix(lang) {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/**
 * The public address of a page (`/story`) in a language: `/story`, `/ar/story`, `/de/story`; `/` is `/ar`.
 * The site's addresses and the links in the API's e-mails are made by this one function.
 * @param {string} path
 * @param {Lang} lang
 * @returns {string}
 */
export function pathInLang(path, lang) {
  const prefix = langPrefix(lang);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The agency's office is in Hurghada: visit dates and the times the agency reads are the office's. */
export const OFFICE_TIME_ZONE = 'Africa/Cairo';
