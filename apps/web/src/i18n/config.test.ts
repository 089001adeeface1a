import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '../messages/en.json';
import ar from '../messages/ar.json';
import de from '../messages/de.json';
import pagesEn from '../messages/pages/en.json';
import pagesAr from '../messages/pages/ar.json';
import pagesDe from '../messages/pages/de.json';
import { messageFallback, toLang } from './config';

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
  });

  it('reads an unknown or missing language as English', () => {
    expect(toLang('ar')).toBe('ar');
    expect(toLang('fr')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });
});
