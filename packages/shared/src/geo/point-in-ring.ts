/** A closed ring of [lng, lat] positions (its last position need not repeat its first). */
export type Ring = readonly (readonly [number, number])[];

/**
 * Whether [lng, lat] lies inside a ring, by ray casting (a point on an edge may fall either way). Plain
 * degrees, as the database's point-in-polygon test reads them: the coast is small enough for no projection.
 */
export function insideRing([x, y]: readonly [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
