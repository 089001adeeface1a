import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { createTranslator } from 'use-intl/core';
import { type Currency, type Lang, PREFERENCE_COOKIES, STORAGE_KEYS } from '@app/shared';
import { API_URL } from './fixtures';

type Catalogue = { [key: string]: string | Catalogue };

function load(lang: string): Catalogue {
  const read = (path: string) => JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8'));
  return {
    ...read(`../src/messages/${lang}.json`),
    ...read(`../src/messages/islands/${lang}.json`),
    ...read(`../src/messages/pages/${lang}.json`),
  };
}

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * English catalogue texts that the other language translates differently: none of them may be visible
 * on a page in that language. ICU arguments and rich-text tags split a message into literal pieces.
 */
export function englishOnlyPhrases(lang: 'ar' | 'de'): string[] {
  const en = flatten(load('en'));
  const other = flatten(load(lang));
  const phrases = new Set<string>();
  for (const [key, english] of en) {
    const translated = other.get(key) ?? '';
    if (translated === english) continue;
    for (const piece of english.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/)) {
      const text = piece.replace(/\s+/g, ' ').trim();
      // Names and identifiers the translation keeps (cookie names, "Instagram") are not untranslated text.
      if (text.length >= 8 && /[a-z]{3}/i.test(text) && !translated.includes(text)) phrases.add(text);
    }
  }
  return [...phrases];
}

type ApiUnit = { id: number; title: string; price: number; project: string | null };
export type ApiPage = { count: number; results: ApiUnit[] };

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Whole-word occurrences only: "Currency" inside the identifier "selectedCurrency" is not English text. */
export function findPhrases(text: string, phrases: string[]): string[] {
  const escape = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return phrases.filter((p) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(p)}(?![\\p{L}\\p{N}])`, 'u').test(text));
}

/** The listing's map view (issue 33). */
export const MAP_VIEW = '/properties?view=map';

/**
 * The map view opened by its address shows the server's picture of the map, and loads the MapLibre map when
 * the visitor reaches for it (docs/decisions/0054): once the picture listens (hydrated), the pointer goes
 * over the map's corner.
 */
export async function reachForMap(page: Page): Promise<void> {
  // The panel that says its state: while the listing's code mounts, its stand-in box (an empty .map-panel,
  // the Suspense fallback) can sit in the page for a moment beside it.
  const panel = page.locator('.map-panel[data-map]');
  await expect(panel).toHaveAttribute('data-map', /waiting|open/);
  if ((await panel.getAttribute('data-map')) === 'waiting') await panel.hover({ position: { x: 4, y: 4 } });
  await expect(panel).toHaveAttribute('data-map', 'open');
}

/**
 * The page's map, if it shows one, has drawn its style and its pins (map-view's test hook, set on
 * MapLibre's `idle`): what a checker reads of the map view is the map, not its loading state.
 */
export async function mapSettles(page: Page): Promise<void> {
  if (!new URL(page.url()).searchParams.has('view')) return;
  await reachForMap(page);
  await expect(page.locator('.map-canvas[data-map-state="idle"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.map-pin').first()).toBeVisible();
}

/** A route of each kind in the spec's table, with real ids from the API (a unit with its payment plan's table). */
export async function everyRoute(): Promise<string[]> {
  const compoundUnit = (await apiGet<ApiPage>('/api/home-products/?private=false&payment_plan=true&page_size=1'))
    .results[0]!;
  const privateUnit = (await apiGet<ApiPage>('/api/home-products/?private=true&page_size=1')).results[0]!;
  return [
    '/',
    '/properties',
    MAP_VIEW,
    '/private-units-resale',
    '/resale',
    '/compounds?id=hurghada-avenue',
    '/compounds/hurghada-avenue',
    `/property/${compoundUnit.id}`,
    `/private/${privateUnit.id}`,
    '/story',
    '/about',
    '/terms',
    '/privacy',
    '/sell-with-us',
  ];
}

/** "$1,234" style: whole number, comma thousands, symbol or code (spec section 9). */
export function money(amount: number, currency: Currency): string {
  const whole = Math.round(amount).toLocaleString('en-US');
  return { USD: `$${whole}`, EUR: `€${whole}`, SAR: `SAR ${whole}`, KWD: `KWD ${whole}` }[currency];
}

/** The cookie the site renders a visitor's choice of language or currency with, for `context.addCookies`. */
export function preferenceCookie(choice: keyof typeof PREFERENCE_COOKIES, value: string, url: string) {
  return { name: PREFERENCE_COOKIES[choice], value, url };
}

/** A catalogue text in a language, with simple `{name}` arguments filled in (no plural forms). */
export function message(lang: Lang, key: string, args: Record<string, string | number> = {}): string {
  const text = flatten(load(lang)).get(key);
  if (text === undefined) throw new Error(`no catalogue key ${key} in ${lang}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}

/** A catalogue text in a language formatted as the site formats it (ICU: plural forms, numbers). */
export function formatted(lang: Lang, key: string, args: Record<string, string | number> = {}): string {
  return createTranslator({ locale: lang, messages: load(lang) })(key as never, args as never);
}

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is, with up to three elements each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * React has hydrated the element (it keeps its fiber on the DOM node), so the site's own code handles it
 * now: a click on a link is the router's client-side navigation, not the browser's.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}

/** The page has stopped scrolling: the same scroll position for five animation frames in a row. */
export async function scrollSettles(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve(last);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Stores `lang` as the visitor's language in the page's localStorage, once the page's own language
 * sync has run. It runs when the page is hydrated, which can come after the load event, and stores the
 * page's language (`pageLang`): written before it, the choice would be overwritten, or found and
 * followed to another address while the test goes elsewhere.
 */
export async function storeLanguage(page: Page, pageLang: Lang, lang: Lang) {
  const stored = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.lang);
  await expect.poll(stored).toBe(pageLang);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: STORAGE_KEYS.lang, value: lang });
}
