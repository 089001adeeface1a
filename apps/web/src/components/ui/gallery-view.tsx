'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useRef, useState } from 'react';
import { type SentSources, receiveSources } from './image-attributes';
import { Button } from './button';

export type GalleryLabels = { open: string; close: string; previous: string; next: string };

/** One picture: its thumbnail (rendered by Gallery) and the enlarged view's sources. */
export interface GalleryEntry {
  key: string;
  alt: string;
  thumb: ReactNode;
  /** The enlarged view's sources, as Gallery sent them (image-sources.ts). */
  large: { sources: SentSources; sizes?: string | undefined };
}

/**
 * Thumbnails that open an enlarged view: arrow keys and on-screen buttons move, Escape closes, a
 * swipe moves on touch screens, and focus returns to the thumbnail that opened it. The pictures come
 * ready (Gallery): this part only opens, moves and closes.
 */
export function GalleryView({
  images,
  labels,
  firstLarge,
  columns,
}: {
  images: GalleryEntry[];
  labels: GalleryLabels;
  firstLarge: boolean;
  /** Thumbnails a row on wide screens (without firstLarge); two on phones. */
  columns: 3 | 4;
}) {
  const t = useTranslations('gallery');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const touchStart = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  // The enlarged picture exists only while the view is open: rendered closed, React would preload it
  // with the page, ahead of the pictures the visitor sees.
  const [open, setOpen] = useState(false);
  const count = images.length;
  const current = images[index];

  const show = (i: number, button: HTMLButtonElement) => {
    opener.current = button;
    setIndex(i);
    setOpen(true);
    dialog.current?.showModal();
  };
  const move = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <>
      <ul
        className={`grid gap-3 ${firstLarge || columns === 4 ? 'grid-cols-2 md:grid-cols-4' : 'grid-cols-2 md:grid-cols-3'}`}
      >
        {images.map((image, i) => (
          <li key={image.key} className={firstLarge && i === 0 ? 'col-span-2 row-span-2 md:col-span-4' : ''}>
            <button
              type="button"
              onClick={(e) => show(i, e.currentTarget)}
              className="relative block aspect-[3/2] w-full overflow-hidden rounded-xl bg-sand-100"
              aria-label={`${labels.open}: ${image.alt}`}
            >
              {image.thumb}
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={current?.alt}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') move(1);
          if (e.key === 'ArrowLeft') move(-1);
        }}
        onTouchStart={(e) => (touchStart.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchStart.current;
          const end = e.changedTouches[0]?.clientX;
          if (start !== null && end !== undefined && Math.abs(end - start) > 40) move(end < start ? 1 : -1);
          touchStart.current = null;
        }}
        className="m-auto h-[min(90vh,56rem)] w-[min(96vw,80rem)] max-w-none overflow-hidden rounded-2xl bg-sea-900 p-0 backdrop:bg-black/80"
      >
        {open && current && (
          <figure className="relative h-full w-full">
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's sources, made by Gallery */}
            <img
              key={current.key}
              {...receiveSources(current.large.sources)}
              sizes={current.large.sizes}
              alt={current.alt}
              decoding="async"
              className="absolute inset-0 h-full w-full object-contain"
            />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 p-4 text-center text-sm text-white">
              {current.alt} · {t('position', { current: index + 1, total: count })}
            </figcaption>
          </figure>
        )}
        <div className="absolute inset-x-0 top-0 flex justify-end p-3">
          <Button variant="overlay" size="xs" onClick={() => dialog.current?.close()}>
            {labels.close}
          </Button>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => move(-1)}
              aria-label={labels.previous}
              className="absolute start-3 top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-2xl text-white"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              aria-label={labels.next}
              className="absolute end-3 top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-2xl text-white"
            >
              ›
            </button>
          </>
        )}
      </dialog>
    </>
  );
}
