import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/http/browser';
import { failureOf } from './record-calls';
import {
  editorPhotos,
  listToSend,
  untranslatedLanguages,
  numberOrNull,
  numberOrUndefined,
  shorten,
  valueText,
} from './values';

const answered = (status: number, body: { error: string; message: string; fields?: Record<string, string> }) =>
  new ApiRequestError('status', 'PATCH', '/api/admin/compounds/1/', status, 'x', { body });

describe('what a failed save means for the form', () => {
  it('names who saved in between and when', () => {
    const error = answered(409, {
      error: 'edit_conflict',
      message: 'x',
      fields: { changedBy: 'Nour Hassan', changedAt: '2026-03-01T10:00:00.000Z' },
    });
    expect(failureOf(error)).toEqual({
      result: 'conflict',
      changedBy: 'Nour Hassan',
      changedAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('hands field errors to their fields, a taken slug included', () => {
    expect(failureOf(answered(409, { error: 'conflict', message: 'x', fields: { slug: 'taken' } }))).toEqual({
      result: 'fields',
      fields: { slug: 'taken' },
    });
    expect(failureOf(answered(400, { error: 'bad_request', message: 'x', fields: { 'name.en': 'required' } }))).toEqual(
      {
        result: 'fields',
        fields: { 'name.en': 'required' },
      },
    );
  });

  it('reads the other statuses, and no answer at all, as such', () => {
    expect(failureOf(answered(403, { error: 'forbidden', message: 'Not for agents.' }))).toEqual({
      result: 'forbidden',
      message: 'Not for agents.',
    });
    expect(failureOf(new ApiRequestError('network', 'PATCH', '/x', null, 'x')).result).toBe('failed');
    expect(failureOf(new Error('boom')).result).toBe('failed');
  });
});

describe('the forms values', () => {
  it('lists the languages some text lacks while its English is given', () => {
    expect(
      untranslatedLanguages([
        { en: 'Name', ar: 'اسم', de: '' },
        { en: '', ar: '', de: '' },
      ]),
    ).toEqual(['de']);
    expect(untranslatedLanguages([{ en: 'Name', ar: ' ', de: 'Name' }])).toEqual(['ar']);
    expect(
      untranslatedLanguages([{ en: 'Name', ar: 'اسم', de: 'Name' }], [{ en: ['Pool'], ar: [], de: ['Pool'] }]),
    ).toEqual(['ar']);
    expect(untranslatedLanguages([{ en: 'Name', ar: 'اسم', de: 'Name' }], [{ en: [], ar: [], de: [] }])).toEqual([]);
  });

  it('sends a translation without items as missing', () => {
    expect(listToSend({ en: ['Pool'], ar: [], de: ['Pool'] })).toEqual({ en: ['Pool'], de: ['Pool'] });
  });

  it('reads number inputs: empty is no value, text is not a number', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('27.25')).toBe(27.25);
    expect(numberOrNull('abc')).toBeNaN();
    expect(numberOrUndefined('')).toBeUndefined();
    expect(numberOrUndefined('3')).toBe(3);
  });

  it('gives the photo editor alt texts without empty languages', () => {
    expect(
      editorPhotos([{ url: '/media/a.webp', alt: { en: 'Pool', ar: undefined, de: '' } }, { url: '/media/b.webp' }]),
    ).toEqual([
      { url: '/media/a.webp', alt: { en: 'Pool' } },
      { url: '/media/b.webp', alt: {} },
    ]);
  });
});

describe('the history', () => {
  it('shows values as one line and shortens long texts', () => {
    expect(valueText({ en: 'Sea view', de: 'Meerblick' })).toBe('EN: Sea view · DE: Meerblick');
    expect(
      valueText([
        { url: '/media/a.webp', alt: {} },
        { url: '/media/b.webp', alt: {} },
      ]),
    ).toBe('/media/a.webp, /media/b.webp');
    expect(valueText(null)).toBe('');
    expect(valueText(false)).toBe('false');
    const long = shorten('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
    expect(shorten('short\n text')).toBe('short text');
  });
});
