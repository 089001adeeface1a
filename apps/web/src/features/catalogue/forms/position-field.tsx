'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { type Position, type PositionForm, markerOf, placeAt } from './position';
import { numberOrNull } from './values';

type Coordinate = 'latitude' | 'longitude';
const COORDINATES: readonly Coordinate[] = ['latitude', 'longitude'];

// The map (MapLibre, its worker and the site's basemap, features/listings/map): loaded when the picker is
// opened or comes near the screen, never with the public pages (docs/decisions/0055-position-picker.md).
const PositionMap = lazy(() => import('./position-map'));

/** How near the screen the picker is when its map starts loading. */
const NEAR = '200px';

/**
 * A compound's or a unit's position: the latitude and longitude fields (the full way to give it, by
 * keyboard too) and a small map on which a click places the marker and a drag moves it. The fields and
 * the marker follow each other; a position off the coast is refused by the field's message, and the
 * marker shows only a position the fields hold whole and the coast takes. "Clear position" leaves none.
 */
export function PositionField({
  form,
  values,
  errors,
  errorText,
}: {
  /** The form's register, setValue and trigger (react-hook-form's useForm). */
  form: PositionForm & {
    register: (
      name: Coordinate,
      options: { setValueAs: (value: unknown) => unknown; onBlur: () => void },
    ) => UseFormRegisterReturn;
  };
  /** The form's values (react-hook-form's, after setValueAs): numbers, null, or NaN for text. */
  values: { latitude?: unknown; longitude?: unknown };
  errors: { latitude?: { message?: string | undefined }; longitude?: { message?: string | undefined } };
  errorText: (code: string | undefined) => string | undefined;
}) {
  const t = useTranslations('catalogueForms');
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setOpen(true), {
      rootMargin: NEAR,
    });
    seen.observe(element);
    return () => seen.disconnect();
  }, [open]);
  const marker = markerOf(values.latitude, values.longitude);
  const given = COORDINATES.some((name) => values[name] !== null && values[name] !== undefined);
  const onPlace = (position: Position | null) => void placeAt(form, position);
  const hintId = 'position-map-hint';

  return (
    <div className="grid gap-3 md:col-span-3 md:grid-cols-2">
      {COORDINATES.map((name) => (
        <TextField
          key={name}
          label={t(`fields.${name}`)}
          inputMode="decimal"
          dir="ltr"
          error={errorText(errors[name]?.message)}
          // Checked when left, not only on save: a position off the coast is refused at once.
          {...form.register(name, { setValueAs: numberOrNull, onBlur: () => void form.trigger([name]) })}
        />
      ))}
      <div className="grid gap-2 md:col-span-2">
        <div
          ref={box}
          role="group"
          aria-label={t('position.map')}
          aria-describedby={hintId}
          className="relative h-72 overflow-hidden rounded-xl bg-sea-100 ring-1 ring-slate-200"
        >
          {open ? (
            <Suspense fallback={<p className="p-4 text-sm text-slate-700">{t('position.loading')}</p>}>
              <PositionMap marker={marker} onPlace={onPlace} failedText={t('position.failed')} />
            </Suspense>
          ) : (
            <Button onClick={() => setOpen(true)} variant="neutral" size="sm" className="m-4">
              {t('position.show')}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={hintId} className="text-xs text-slate-600">
            {t('position.hint')}
          </p>
          <Button onClick={() => onPlace(null)} disabled={!given} variant="neutral" size="compact">
            {t('position.clear')}
          </Button>
        </div>
      </div>
    </div>
  );
}
