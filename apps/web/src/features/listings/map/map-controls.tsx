'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

type Props = {
  wide: boolean;
  follow: boolean;
  onFollow: (follow: boolean) => void;
  /** The map moved since the list last followed it (a phone, or "Search as I move" off). */
  moved: boolean;
  onSearchHere: () => void;
  drawing: boolean;
  onDraw: () => void;
  onStopDrawing: () => void;
  /** The address has a box or a drawn area to clear. */
  canReset: boolean;
  onReset: () => void;
};

/**
 * The map's own controls over its top edge: "Search as I move the map" (wide screens), "Search this
 * area" after a move the list did not follow, drawing an area (with what to do while drawing), and
 * Reset, which clears the box and the drawn area.
 */
export function MapControls(props: Props) {
  const t = useTranslations('map');
  const hint = useId();
  return (
    <div className="map-controls">
      {props.wide && (
        <label className="map-control inline-flex min-h-8 cursor-pointer items-center gap-2 rounded-full bg-white px-3 text-xs font-semibold text-slate-700">
          <input
            type="checkbox"
            checked={props.follow}
            onChange={(e) => props.onFollow(e.target.checked)}
            className="size-4 accent-sea-700"
          />
          {t('searchAsMove')}
        </label>
      )}
      {props.moved && (
        <Button size="tiny" className="map-control" onClick={props.onSearchHere}>
          {t('searchArea')}
        </Button>
      )}
      {props.drawing ? (
        <>
          <Button
            size="tiny"
            variant="neutral"
            className="map-control"
            onClick={props.onStopDrawing}
            aria-describedby={hint}
          >
            {t('cancelDraw')}
          </Button>
          <p id={hint} role="status" className="map-control rounded-xl bg-white px-3 py-1.5 text-xs text-slate-700">
            {t('drawHint')}
          </p>
        </>
      ) : (
        <Button size="tiny" variant="neutral" className="map-control" onClick={props.onDraw}>
          {t('drawArea')}
        </Button>
      )}
      {props.canReset && (
        <Button size="tiny" variant="neutral" className="map-control" onClick={props.onReset}>
          {t('reset')}
        </Button>
      )}
    </div>
  );
}
