import type { Photo } from '@app/shared';

/** What the photo editor edits: the photos in their order and the address of the main picture. */
export interface PhotoSet {
  photos: Photo[];
  mainImage: string;
}

/** With no main picture yet, the first photo becomes it; a main picture chosen elsewhere is kept. */
function withMainPicture({ photos, mainImage }: PhotoSet): PhotoSet {
  return { photos, mainImage: mainImage === '' ? (photos[0]?.url ?? '') : mainImage };
}

/** Appends uploaded photos, leaving out any already there (the same photo uploaded twice has one address). */
export function addPhotos(set: PhotoSet, added: Photo[]): { next: PhotoSet; duplicates: Photo[] } {
  const seen = new Set(set.photos.map((p) => p.url));
  const fresh: Photo[] = [];
  const duplicates: Photo[] = [];
  for (const photo of added) {
    if (seen.has(photo.url)) duplicates.push(photo);
    else {
      seen.add(photo.url);
      fresh.push(photo);
    }
  }
  return { next: withMainPicture({ photos: [...set.photos, ...fresh], mainImage: set.mainImage }), duplicates };
}

/** Removes one photo; when it was the main picture, the next one (else the one before) becomes it. */
export function removePhoto(set: PhotoSet, index: number): PhotoSet {
  const removed = set.photos[index];
  if (!removed) return set;
  const photos = set.photos.filter((_, i) => i !== index);
  if (removed.url !== set.mainImage) return withMainPicture({ photos, mainImage: set.mainImage });
  const successor = photos[index] ?? photos[index - 1];
  return { photos, mainImage: successor?.url ?? '' };
}

/** Moves the photo at `from` to `to`, the others shifting to make room. */
export function movePhoto(set: PhotoSet, from: number, to: number): PhotoSet {
  if (from === to || !set.photos[from] || to < 0 || to >= set.photos.length) return set;
  const photos = [...set.photos];
  const [moved] = photos.splice(from, 1);
  photos.splice(to, 0, moved!);
  return withMainPicture({ photos, mainImage: set.mainImage });
}

export function setAlt(set: PhotoSet, index: number, lang: keyof Photo['alt'], text: string): PhotoSet {
  const photos = set.photos.map((photo, i) => {
    if (i !== index) return photo;
    const alt = { ...photo.alt };
    if (text === '') delete alt[lang];
    else alt[lang] = text;
    return { ...photo, alt };
  });
  return { photos, mainImage: set.mainImage };
}

export function setMain(set: PhotoSet, index: number): PhotoSet {
  const photo = set.photos[index];
  return photo ? { photos: set.photos, mainImage: photo.url } : set;
}

/**
 * Where an arrow key takes a photo held by keyboard: one place on or back in the photos' order, never
 * further, whatever the grid's columns (on in reading order: right, or left in a right-to-left page,
 * and down; back: the other two). `null` for any other key; at either end the photo stays.
 */
export function keyboardStep(key: string, from: number, count: number, rtl: boolean): number | null {
  const on = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
  const back = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
  const step = on.includes(key) ? 1 : back.includes(key) ? -1 : 0;
  if (step === 0) return null;
  return Math.min(Math.max(from + step, 0), count - 1);
}
