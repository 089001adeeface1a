'use client';

import { Component, type ReactNode, Suspense, lazy, useState } from 'react';
import { withIslandTexts } from '@/i18n/island-texts';
import { Button } from '@/components/ui/button';
import type { LocationMapProps } from './location-map';

// The interactive map (MapLibre, its worker, the site's basemap) and the map's texts: loaded on the
// visitor's click, never with the page (docs/decisions/0055-position-picker.md).
const LocationMap = lazy(() =>
  withIslandTexts(() => import('./location-map')).then((m) => ({ default: m.LocationMap })),
);

/** A map whose code did not arrive leaves the picture as it was, and says so. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`map: ${error instanceof Error ? error.message : String(error)}`);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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
          <MapBoundary fallback={failed}>
            <Suspense fallback={null}>
              <LocationMap {...map} failed={failed} />
            </Suspense>
          </MapBoundary>
        </div>
      ) : (
        <Button onClick={() => setOpen(true)} variant="light" size="xs" className="absolute bottom-3 end-3">
          {openText}
        </Button>
      )}
    </div>
  );
}
