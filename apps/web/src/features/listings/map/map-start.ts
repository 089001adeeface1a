import type { ListingQuery } from '../listing-calls';
import { pinsQuery } from './pins';

/**
 * A pin of the server's first picture that the visitor chose (a click, Enter) or focused before the map
 * arrived (map-panel.tsx): once drawn, the map opens that pin's card, or gives the focus to its pin.
 */
export type MapStart = { key: string; choose: boolean };

/** What the map view's picture shows: the pins for the list's filters, around its box (in any key order). */
export function pictureKeyOf(query: ListingQuery): string {
  const shown: Record<string, unknown> = { ...pinsQuery(query), bbox: query.bbox };
  return JSON.stringify(
    Object.keys(shown)
      .filter((key) => shown[key] !== undefined && shown[key] !== null)
      .sort()
      .map((key) => [key, shown[key]]),
  );
}
