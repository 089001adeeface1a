import { describe, expect, it } from 'vitest';
import { LANGS } from '../locale.mjs';
import { REGIONS } from '../constants';
import { PLACES, PLACE_KINDS, type Place, nearestPlaces } from './places';

const byId = (id: string) => PLACES.find((place) => place.id === id)!;

describe('PLACES', () => {
  it('has unique ids and a name in every language', () => {
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    for (const place of PLACES) for (const lang of LANGS) expect(place.name[lang].trim()).not.toBe('');
  });

  it('lies on the Red Sea coast the agency sells on', () => {
    for (const { id, lat, lng } of PLACES) {
      expect({ id, inside: lat > 26.9 && lat < 27.5 && lng > 33.6 && lng < 33.95 }).toEqual({ id, inside: true });
    }
  });

  it('gives every area a town centre, a marina and a public beach, and the coast one airport', () => {
    for (const region of REGIONS) {
      const kinds = new Set(PLACES.filter((p) => p.region === region).map((p) => p.kind));
      expect([region, ...['downtown', 'marina', 'beach'].filter((k) => !kinds.has(k as Place['kind']))]).toEqual([
        region,
      ]);
    }
    expect(PLACES.filter((p) => p.kind === 'airport').map((p) => p.id)).toEqual(['hurghada-airport']);
  });
});

describe('nearestPlaces', () => {
  it('finds the places of the area a point is in', () => {
    const gouna = nearestPlaces({ lat: 27.4, lng: 33.675 });
    expect(gouna.marina.place.id).toBe('abu-tig-marina');
    expect(gouna.downtown.place.id).toBe('el-gouna-downtown');
    expect(gouna.beach.place.region).toBe('el-gouna');
    expect(gouna.airport.place.id).toBe('hurghada-airport');
    expect(gouna.airport.km).toBeGreaterThan(20);

    const sahl = nearestPlaces({ lat: 27.03, lng: 33.88 });
    expect(sahl.marina.place.id).toBe('sahl-hasheesh-pier');
    expect(sahl.downtown.place.id).toBe('sahl-hasheesh-old-town');
    expect(sahl.beach.place.id).toBe('sahl-hasheesh-public-beach');
  });

  it("gives a compound's own town centre when told its area", () => {
    // Between Hurghada and Sahl Hasheesh, nearer Sahl Hasheesh's Old Town than El Dahar.
    const south = { lat: 27.08, lng: 33.86 };
    expect(nearestPlaces(south).downtown.place.id).toBe('sahl-hasheesh-old-town');
    const own = nearestPlaces(south, { region: 'hurghada' });
    expect(own.downtown.place.id).toBe('hurghada-downtown');
    expect(own.downtown.km).toBeGreaterThan(nearestPlaces(south).downtown.km);
  });

  it('answers each kind, at zero km from the place itself', () => {
    const marina = byId('hurghada-marina');
    const nearest = nearestPlaces(marina);
    expect(Object.keys(nearest).sort()).toEqual([...PLACE_KINDS].sort());
    expect(nearest.marina).toEqual({ place: marina, km: 0 });
    expect(nearest.airport.km).toBeGreaterThan(5);
    expect(nearest.airport.km).toBeLessThan(8);
  });

  it('refuses a list that lacks a kind', () => {
    expect(() => nearestPlaces({ lat: 27, lng: 33 }, { places: [byId('hurghada-airport')] })).toThrow(
      /no place of kind/,
    );
  });
});
