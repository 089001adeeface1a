'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { MAX_ALT_TEXT, type Photo } from '@app/shared';
import { Button } from '@/components/ui/button';

const LANGS = ['en', 'ar', 'de'] as const;

/** One photo of the editor: its drag handle, thumbnail, main picture toggle, alt texts and delete button. */
export function SortablePhoto({
  photo,
  index,
  isMain,
  disabled,
  onMain,
  onAlt,
  onDelete,
}: {
  photo: Photo;
  index: number;
  isMain: boolean;
  disabled: boolean;
  onMain: () => void;
  onAlt: (lang: (typeof LANGS)[number], text: string) => void;
  onDelete: () => void;
}) {
  const t = useTranslations('catalogueMedia.photos');
  const locale = useLocale() as (typeof LANGS)[number];
  const number = index + 1;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.url,
    disabled,
    attributes: { roleDescription: t('roleDescription') },
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm data-[dragging]:z-10 data-[dragging]:shadow-lg"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('move', { number })}
          data-photo-handle={index}
          className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md border border-slate-300 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <circle cx="7" cy="5" r="1.5" />
            <circle cx="13" cy="5" r="1.5" />
            <circle cx="7" cy="10" r="1.5" />
            <circle cx="13" cy="10" r="1.5" />
            <circle cx="7" cy="15" r="1.5" />
            <circle cx="13" cy="15" r="1.5" />
          </svg>
        </button>
        <span className="text-sm font-semibold text-slate-700">{t('photo', { number })}</span>
        <Button
          aria-pressed={isMain}
          disabled={disabled}
          onClick={onMain}
          variant="neutral"
          size="tiny"
          className="ms-auto aria-pressed:border-sea-700 aria-pressed:bg-sea-700 aria-pressed:text-white"
        >
          {t('main')}
        </Button>
      </div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
        <Image
          src={photo.url}
          alt={photo.alt[locale] ?? photo.alt.en ?? t('photo', { number })}
          fill
          sizes="256px"
          className="object-cover"
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-xs font-medium text-slate-600">{t('altLegend', { number })}</legend>
        {LANGS.map((lang) => (
          <label key={lang} className="grid gap-0.5 text-xs text-slate-600">
            {t(`alt.${lang}`)}
            <input
              type="text"
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              maxLength={MAX_ALT_TEXT}
              disabled={disabled}
              value={photo.alt[lang] ?? ''}
              onChange={(event) => onAlt(lang, event.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-sea-600"
            />
          </label>
        ))}
      </fieldset>
      <Button
        disabled={disabled}
        onClick={onDelete}
        aria-label={t('delete', { number })}
        variant="dangerOutline"
        size="tiny"
        className="justify-self-start"
      >
        {t('deleteShort')}
      </Button>
    </li>
  );
}
