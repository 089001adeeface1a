'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Photo } from '@app/shared';
import { DropZone } from './drop-zone';
import { LIMITS } from './upload';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';
import { Button } from '@/components/ui/button';

const VIDEO_TYPES = 'video/mp4,video/webm';

export interface VideoFieldProps {
  video: string | null;
  poster: string | null;
  photos: Photo[];
  onChange: (next: { video: string | null; poster: string | null }) => void;
  label: string;
}

/**
 * A compound's tour video, controlled by its form: upload one (MP4 or WebM, with progress), replace or
 * remove it, and choose its poster among the photos (a poster no longer among them is shown as none).
 */
export function VideoField({ video, poster, photos, onChange, label }: VideoFieldProps) {
  const t = useTranslations('catalogueMedia');
  const headingId = useId();
  const posterName = useId();
  const uploads = useUploads('video', (uploaded) => {
    const last = uploaded.at(-1);
    if (last) onChange({ video: last.media.url, poster });
    return [];
  });
  const chosenPoster = photos.some((p) => p.url === poster) ? poster : null;

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {label}
      </h3>
      {video ? (
        <div className="grid gap-2">
          <video
            src={video}
            poster={chosenPoster ?? undefined}
            controls
            preload="metadata"
            aria-label={t('video.preview')}
            className="aspect-video w-full max-w-xl rounded-lg bg-slate-900"
          />
          <Button
            onClick={() => onChange({ video: null, poster })}
            variant="dangerOutline"
            size="tiny"
            className="justify-self-start"
          >
            {t('video.remove')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t('video.none')}</p>
      )}
      <DropZone
        prompt={t('photos.dropZone')}
        choose={video ? t('video.replace') : t('video.choose')}
        hint={t('video.hint', { limit: LIMITS.video.megabytes })}
        accept={VIDEO_TYPES}
        multiple={false}
        disabled={uploads.busy}
        onFiles={(files) => uploads.add(files.slice(0, 1))}
      />
      <UploadList items={uploads.items} kind="video" onDismiss={uploads.dismiss} />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-700">{t('video.poster')}</legend>
        {photos.length === 0 ? (
          <p className="text-sm text-slate-500">{t('video.noPhotos')}</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            <label className="flex min-h-8 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-sea-700">
              <input
                type="radio"
                name={posterName}
                checked={chosenPoster === null}
                onChange={() => onChange({ video, poster: null })}
              />
              {t('video.noPoster')}
            </label>
            {photos.map((photo, index) => (
              <label
                key={photo.url}
                className="flex items-center gap-2 rounded-lg border border-slate-300 p-1 pe-3 text-sm has-[:checked]:border-sea-700"
              >
                <input
                  type="radio"
                  name={posterName}
                  checked={chosenPoster === photo.url}
                  onChange={() => onChange({ video, poster: photo.url })}
                />
                <Image
                  src={photo.url}
                  alt=""
                  width={64}
                  height={48}
                  sizes="64px"
                  className="h-12 w-16 rounded object-cover"
                />
                {t('photos.photo', { number: index + 1 })}
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </section>
  );
}
