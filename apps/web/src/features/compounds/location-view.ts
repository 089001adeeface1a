import { BBOX_DECIMALS, bboxText } from '@app/shared';
import type { MapView } from '@/lib/basemap/frame';

// The picture's frame and land are drawn as the map view's first picture is (lib/basemap/frame.ts).
export { type MapView, inView, landPath, locationView } from '@/lib/basemap/frame';

/** The compound page's Location section (its anchor: the unit page links to it). */
export const LOCATION_SECTION = 'location';

/** The frame as the map view's `bbox` parameter: west,south,east,north, written as the map writes its own. */
export function bboxParamOf(view: MapView): string {
  return bboxText(view.bounds, BBOX_DECIMALS);
}
