'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * Thumbnails that open an enlarged view: arrow keys and on-screen buttons move, Escape closes, a
 * swipe moves on touch screens, and focus returns to the thumbnail that opened it.
 */
export function Gallery({
  images,
  labels,
  firstLarge = false,
  priorityFirst = false,
  columns = 3,
}: {
  images: GalleryImage[];
  /** `position` is no longer read: the caption formats "{current} of {total}" from the catalogue itself. */
  labels: { open: string; close: string; previous: string; next: string; position?: unknown };
  firstLarge?: boolean;
  priorityFirst?: boolean;
  /** Thumbnails a row on wide screens (without firstLarge); two on phones. */
  columns?: 3 | 4;
}) {
  const t = useTranslations('gallery');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const touchStart = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index];

  const show = (i: number, button: HTMLButtonElement) => {
    opener.current = button;
    setIndex(i);
    dialog.current?.showModal();
  };
  const move = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <>
      <ul
        className={`grid gap-3 ${firstLarge || columns === 4 ? 'grid-cols-2 md:grid-cols-4' : 'grid-cols-2 md:grid-cols-3'}`}
      >
        {images.map((image, i) => (
          <li key={image.src} className={firstLarge && i === 0 ? 'col-span-2 row-span-2 md:col-span-4' : ''}>
            <button
              type="button"
              onClick={(e) => show(i, e.currentTarget)}
              className="relative block aspect-[3/2] w-full overflow-hidden rounded-xl bg-sand-100"
              aria-label={`${labels.open}: ${image.alt}`}
            >
              <Image
                src={image.src}
                alt=""
                fill
                preload={priorityFirst && i === 0}
                sizes={
                  firstLarge && i === 0
                    ? '(min-width: 1024px) 66vw, 100vw'
                    : `(min-width: 768px) ${columns === 4 ? 22 : 30}vw, 50vw`
                }
                className="object-cover transition duration-500 hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={current?.alt}
        onClose={() => opener.current?.focus()}
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
        {current && (
          <figure className="relative h-full w-full">
            <Image src={current.src} alt={current.alt} fill sizes="96vw" className="object-contain" />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 p-4 text-center text-sm text-white">
              {current.alt} · {t('position', { current: index + 1, total: count })}
            </figcaption>
          </figure>
        )}
        <div className="absolute inset-x-0 top-0 flex justify-end p-3">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-full bg-black/60 px-4 py-2 text-sm font-semibold text-white"
          >
            {labels.close}
          </button>
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
