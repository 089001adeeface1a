import type { Bbox } from '@app/shared';

/**
 * Where the map opens without a box in the address: El Gouna, Hurghada, Sahl Hasheesh and Makadi Bay.
 * The MapLibre map (create-map.ts) and its first picture (map-picture.tsx) open on the same box.
 */
export const AREAS_VIEW: Bbox = { west: 33.6, south: 26.8, east: 34.05, north: 27.47 };
