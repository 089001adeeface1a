/** A position in WGS 84 decimal degrees. */
export type LatLng = { lat: number; lng: number };

/** The Earth's mean radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/**
 * The straight-line ("as the crow flies") distance between two points in km, along the Earth's surface
 * taken as a sphere (haversine): within 0.5 % of the ellipsoid's, and not the way by road.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can push h a hair past 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
