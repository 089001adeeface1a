'use client';

import { type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { withIslandTexts } from '@/i18n/island-texts';
import { Button } from '@/components/ui/button';
import type { LocationMapProps } from './location-map';

// The interactive map (MapLibre, its worker, the site's basemap) and the map's texts: loaded on the
// visitor's click, never with the page (docs/decisions/0055-position-picker.md). Code that does not arrive
// is said once on the console, and the picture stays with a word that the map cannot be shown.
type MapProps = LocationMapProps & { failed: ReactNode };

const LocationMap = lazy<ComponentType<MapProps>>(() =>
  withIslandTexts(() => import('./location-map')).then(
    (m) => ({ default: m.LocationMap }),
    (error: unknown) => {
      console.warn(`map: ${error instanceof Error ? error.message : String(error)}`);
      return { default: ({ failed }: { failed: ReactNode }) => failed };
    },
  ),
);

/**
 * The compound's Location picture (drawn on the server) with a button that turns it into the interactive
 * map in place: the map fills the picture's own box, over it, so nothing on the page moves; the picture
 * stays underneath until the map has drawn.
 */
export function LocationMapSwitch({
  children,
  openText,
  failedText,
  ...map
}: LocationMapProps & { children: ReactNode; openText: string; failedText: string }) {
  const [open, setOpen] = useState(false);
  const failed = (
    <p
      role="status"
      className="absolute inset-x-3 bottom-3 rounded-lg bg-white px-3 py-2 text-sm text-slate-800 shadow"
    >
      {failedText}
    </p>
  );
  return (
    <div className="relative">
      {children}
      {open ? (
        <div className="absolute inset-0 overflow-hidden rounded-2xl">
          <Suspense fallback={null}>
            <LocationMap {...map} failed={failed} />
          </Suspense>
        </div>
      ) : (
        <Button onClick={() => setOpen(true)} variant="light" size="xs" className="absolute bottom-3 end-3">
          {openText}
        </Button>
      )}
    </div>
  );
}
