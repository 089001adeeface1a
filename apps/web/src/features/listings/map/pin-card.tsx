'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { Lang } from '@app/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import type { Pin } from './map-calls';

/**
 * The card of the pin the visitor chose, over the map's lower edge: the compound (or unit), how many
 * units match and from what price, and the link to its page. The link takes the focus when it opens;
 * Escape or Close closes it, and the focus goes back to the pin (the map view's `onClose`).
 */
export function PinCard({ pin, price, onClose }: { pin: Pin; price: string; onClose: () => void }) {
  const t = useTranslations('map');
  const lang = useLocale() as Lang;
  const title = useId();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.querySelector('a')?.focus(), [pin.key]);
  return (
    <div
      ref={card}
      role="dialog"
      aria-labelledby={title}
      className="map-card"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
    >
      <p id={title} className="font-semibold text-slate-900">
        {pin.name}
      </p>
      {pin.kind === 'compound' && <p className="text-sm text-slate-600">{t('cardUnits', { count: pin.count })}</p>}
      <p className="text-sm font-semibold text-sea-900" dir="auto">
        {t('cardFrom', { price })}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <ButtonLink href={pin.href} lang={lang} size="xs">
          {t(pin.kind === 'compound' ? 'viewCompound' : 'viewUnit')}
        </ButtonLink>
        <Button variant="ghost" size="xs" onClick={onClose}>
          {t('closeCard')}
        </Button>
      </div>
    </div>
  );
}
