import type { StyleSpecification } from 'maplibre-gl';
import { browserApi } from '@/lib/http/browser';
import { MAP_FILES } from '@/lib/map/basemap';

/** The style: an object with MapLibre's version 8 and its sources (MapLibre checks the rest). */
const styleAnswer = {
  parse(body: unknown): StyleSpecification {
    const style = body as Partial<StyleSpecification> | null;
    if (style?.version !== 8 || typeof style.sources !== 'object' || !Array.isArray(style.layers)) {
      throw new Error(`${MAP_FILES.style} is not a MapLibre style`);
    }
    return style as StyleSpecification;
  },
};

/** The site's basemap style (app/map/style.json: the coast's own, or the deployment's street basemap). */
export function fetchStyle(): Promise<StyleSpecification> {
  return browserApi.call(MAP_FILES.style, styleAnswer);
}
