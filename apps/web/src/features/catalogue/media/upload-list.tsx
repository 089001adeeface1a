'use client';

import { useTranslations } from 'next-intl';
import { LIMITS, type MediaKind } from './upload';
import type { UploadItem } from './use-uploads';
import { Button } from '@/components/ui/button';

/** The files being sent, each with its progress bar, and those refused, each with why and a way to dismiss it. */
export function UploadList({
  items,
  kind,
  onDismiss,
}: {
  items: UploadItem[];
  kind: MediaKind;
  onDismiss: (id: number) => void;
}) {
  const t = useTranslations('catalogueMedia.upload');
  return (
    <div aria-live="polite">
      {items.length > 0 && (
        <ul aria-label={t('listLabel')} className="grid gap-2">
          {items.map((item) =>
            item.state === 'failed' ? (
              <li
                key={item.id}
                className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                <span role="alert">
                  {t(`errors.${item.failure ?? 'failed'}`, { name: item.name, limit: LIMITS[kind].megabytes })}
                </span>
                <Button onClick={() => onDismiss(item.id)} variant="dangerOutline" size="compact" className="shrink-0">
                  {t('dismiss')}
                </Button>
              </li>
            ) : (
              <li key={item.id} className="grid gap-1 text-sm text-slate-700">
                <span className="truncate">
                  {item.name}
                  {item.state === 'waiting' && <span className="text-slate-500"> · {t('waiting')}</span>}
                </span>
                <progress
                  aria-label={t('progress', { name: item.name })}
                  max={100}
                  value={Math.round(item.progress * 100)}
                  className="h-2 w-full overflow-hidden rounded-full accent-sea-700"
                />
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
