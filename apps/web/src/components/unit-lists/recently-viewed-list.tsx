'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { sqmToSqft } from '@app/shared';
import { Price } from '@/components/currency/price';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/i18n/link';
import { RECENT_THUMB } from './recent-thumb';
import { clearRecentlyViewed, useRecentlyViewed } from './recently-viewed';
import { Button } from '@/components/ui/button';

/**
 * The units the visitor opened last, newest first, as their pages showed them (RecentUnit), with the
 * price in the chosen currency. Nothing when the list is empty (or holds only `exclude`, the unit whose
 * page this is). Clearing asks first; the buttons keep the focus where the visitor is.
 */
export function RecentlyViewedList({ exclude }: { exclude?: number }) {
  const t = useTranslations('recentlyViewed');
  const u = useTranslations('unit');
  const units = useRecentlyViewed().filter((unit) => unit.id !== exclude);
  // 'kept': asked and answered "keep", so the focus goes back to the clear button.
  const [step, setStep] = useState<'idle' | 'confirm' | 'kept'>('idle');
  const [cleared, setCleared] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step === 'confirm') yesButton.current?.focus();
    if (step === 'kept') clearButton.current?.focus();
  }, [step]);

  return (
    <>
      {/* Outside the section, which goes when the list is cleared: the message stays to be read. */}
      <p role="status" className="sr-only" data-testid="recently-viewed-status">
        {cleared && units.length === 0 ? t('cleared') : ''}
      </p>
      {units.length > 0 && (
        <section aria-labelledby="recently-viewed" className="mx-auto max-w-7xl px-4 pb-4 pt-14 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="recently-viewed" className="text-2xl font-bold text-sea-900">
                {t('title')}
              </h2>
              <p className="mt-1 text-slate-600">{t('note')}</p>
            </div>
            {step === 'confirm' ? (
              <div role="group" aria-labelledby="recently-viewed-confirm" className="flex flex-wrap items-center gap-2">
                <span id="recently-viewed-confirm" className="text-sm text-slate-700">
                  {t('confirm')}
                </span>
                <Button
                  ref={yesButton}
                  variant="danger"
                  size="xs"
                  onClick={() => {
                    setCleared(true);
                    setStep('idle');
                    clearRecentlyViewed();
                  }}
                >
                  {t('clearYes')}
                </Button>
                <Button variant="neutral" size="xs" onClick={() => setStep('kept')}>
                  {t('keep')}
                </Button>
              </div>
            ) : (
              <Button ref={clearButton} variant="neutral" size="xs" onClick={() => setStep('confirm')}>
                {t('clear')}
              </Button>
            )}
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {units.map((unit) => (
              <li
                key={unit.id}
                data-testid="recently-viewed-unit"
                className="relative flex min-w-0 gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 hover:shadow-md"
              >
                <div className="h-[72px] w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                  {unit.image && (
                    // eslint-disable-next-line @next/next/no-img-element -- the server wrote this image route address (recent-unit.ts)
                    <img
                      src={unit.image}
                      alt=""
                      {...RECENT_THUMB}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover"
                    />
                  )}
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <h3 className="line-clamp-2 text-base font-semibold text-slate-900">
                    <Link href={`/property/${unit.id}`} className="card-link">
                      {unit.title}
                    </Link>
                  </h3>
                  <p className="truncate text-slate-600">{unit.place}</p>
                  <p className="text-slate-600">
                    {u('bedrooms', { count: unit.bedrooms })} ·{' '}
                    {unit.area > 0
                      ? u('area', { sqm: Math.round(unit.area), sqft: sqmToSqft(unit.area) })
                      : u('areaNA')}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2">
                    <Price usd={unit.price} className="font-bold text-sea-900" testId="recently-viewed-price" />
                    {unit.status !== 'available' && <Badge tone="red">{u(`status.${unit.status}`)}</Badge>}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
