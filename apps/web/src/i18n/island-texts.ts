import { type Lang, isLang } from '@app/shared';

// The texts of the parts of a page that load when they are needed (messages/islands/{lang}.json): the
// inquiry forms and dialogs, the listing's map, and the alerts' form and pages. One chunk per language: an island fetches its page's
// language with its code, and no page carries them in its HTML (docs/decisions/0039-first-window-pages.md).

/** The namespaces that come with the islands: the top-level keys of messages/islands/*.json. */
export const ISLAND_NAMESPACES = ['form', 'inquiry', 'modals', 'map', 'alerts'] as const;

export type IslandTexts = Record<(typeof ISLAND_NAMESPACES)[number], unknown>;

const LOADERS: Record<Lang, () => Promise<{ default: IslandTexts }>> = {
  en: () => import('@/messages/islands/en.json'),
  ar: () => import('@/messages/islands/ar.json'),
  de: () => import('@/messages/islands/de.json'),
};

const loading = new Map<Lang, Promise<IslandTexts>>();

/**
 * The islands' texts in `lang`, fetched once; a failed fetch is tried again on the next call. Once it
 * has arrived, the promise carries `status` and `value`, which React's `use` reads without suspending.
 */
export function islandTexts(lang: Lang): Promise<IslandTexts> {
  let texts = loading.get(lang);
  if (!texts) {
    const promise = LOADERS[lang]().then((module) => module.default);
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => loading.delete(lang),
    );
    loading.set(lang, promise);
    texts = promise;
  }
  return texts;
}

/**
 * A lazy island's code together with its page's texts (the document's language), so that the form
 * waits for one round trip, not two: `lazy(() => withIslandTexts(() => import('./forms')).then(…))`.
 */
export function withIslandTexts<T>(code: () => Promise<T>): Promise<T> {
  const lang = document.documentElement.lang;
  return Promise.all([code(), isLang(lang) ? islandTexts(lang) : null]).then(([module]) => module);
}
