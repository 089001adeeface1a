import { describe, expect, it } from 'vitest';
import { addPhotos, keyboardStep, movePhoto, removePhoto, setAlt, setMain } from './photos';

const photo = (n: number) => ({ url: `/media/uploads/p/${n}.webp`, alt: {} });
const set = (...ns: number[]) => ({ photos: ns.map(photo), mainImage: ns.length ? photo(ns[0]!).url : '' });
const urls = (s: { photos: { url: string }[] }) => s.photos.map((p) => Number(p.url.match(/(\d+)\.webp/)![1]));

describe('the photo editor’s changes', () => {
  it('makes the first photo the main picture when there is none, and keeps one chosen', () => {
    const { next } = addPhotos({ photos: [], mainImage: '' }, [photo(1), photo(2)]);
    expect(next.mainImage).toBe(photo(1).url);
    const kept = addPhotos({ photos: [photo(1)], mainImage: '/media/compounds/azure/1.webp' }, [photo(2)]);
    expect(kept.next.mainImage).toBe('/media/compounds/azure/1.webp');
  });

  it('leaves out a photo already there and says which', () => {
    const { next, duplicates } = addPhotos(set(1, 2), [photo(2), photo(3), photo(3)]);
    expect(urls(next)).toEqual([1, 2, 3]);
    expect(duplicates).toEqual([photo(2), photo(3)]);
  });

  it('moves the main picture to the next photo when it is deleted, else the one before', () => {
    const chosen = setMain(set(1, 2, 3), 1);
    expect(removePhoto(chosen, 1)).toEqual({ photos: [photo(1), photo(3)], mainImage: photo(3).url });
    expect(removePhoto(setMain(set(1, 2, 3), 2), 2).mainImage).toBe(photo(2).url);
    expect(removePhoto(set(1), 0)).toEqual({ photos: [], mainImage: '' });
    expect(removePhoto(chosen, 0).mainImage).toBe(photo(2).url);
  });

  it('moves a photo and keeps the main picture', () => {
    const moved = movePhoto(set(1, 2, 3, 4), 0, 2);
    expect(urls(moved)).toEqual([2, 3, 1, 4]);
    expect(moved.mainImage).toBe(photo(1).url);
    expect(movePhoto(set(1, 2), 0, 5)).toEqual(set(1, 2));
  });

  it('sets and clears an alt text per language', () => {
    const withAlt = setAlt(set(1, 2), 1, 'ar', 'المسبح');
    expect(withAlt.photos[1]!.alt).toEqual({ ar: 'المسبح' });
    expect(setAlt(withAlt, 1, 'ar', '').photos[1]!.alt).toEqual({});
  });

  it('moves a photo held by keyboard exactly one place per arrow key, in reading order', () => {
    expect(keyboardStep('ArrowRight', 0, 5, false)).toBe(1);
    expect(keyboardStep('ArrowDown', 0, 5, false)).toBe(1);
    expect(keyboardStep('ArrowLeft', 3, 5, false)).toBe(2);
    expect(keyboardStep('ArrowUp', 3, 5, false)).toBe(2);
    // In Arabic the grid runs from the right: left is on.
    expect(keyboardStep('ArrowLeft', 0, 5, true)).toBe(1);
    expect(keyboardStep('ArrowRight', 1, 5, true)).toBe(0);
    // At either end it stays; other keys are not moves.
    expect(keyboardStep('ArrowRight', 4, 5, false)).toBe(4);
    expect(keyboardStep('ArrowLeft', 0, 5, false)).toBe(0);
    expect(keyboardStep('Tab', 2, 5, false)).toBeNull();
    // Five presses from the first photo reach the last one, one place at a time.
    const path = [0];
    for (let i = 0; i < 5; i += 1) path.push(keyboardStep('ArrowRight', path.at(-1)!, 5, false)!);
    expect(path).toEqual([0, 1, 2, 3, 4, 4]);
  });
});
