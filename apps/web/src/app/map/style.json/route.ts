import { env } from '@/lib/env';
import { basemapStyle } from '@/lib/map/basemap';

/** Read per request: the style follows MAP_TILES_URL and MAP_STYLE_URL of the running site, not of its build. */
export const dynamic = 'force-dynamic';

/** How long a browser keeps the style: five minutes (a deployment that switches basemaps waits no longer). */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /map/style.json: the map's MapLibre style (lib/map/basemap.ts). MAP_STYLE_URL, a whole style on
 * this site, is answered with a redirect to it; otherwise the site's own style, with a PMTiles street
 * basemap when MAP_TILES_URL names one.
 */
export function GET() {
  const { MAP_STYLE_URL, MAP_TILES_URL } = env();
  if (MAP_STYLE_URL) {
    return new Response(null, { status: 307, headers: { location: MAP_STYLE_URL, 'cache-control': CACHE_CONTROL } });
  }
  return Response.json(basemapStyle({ tilesUrl: MAP_TILES_URL }), { headers: { 'cache-control': CACHE_CONTROL } });
}
