import { seedCompounds } from './compounds.js';
import { type Region, type Rng, type UnitKind, type UnitStatus, mulberry32 } from '@app/shared';
import { at, intBetween, pick, pickWeighted, shuffled } from './prng.js';
import type { Localized, SeedCompound, SeedUnit } from './types.js';
import { ARCHETYPE_DECK, PRIVATE_DECK, type Archetype } from './unit-archetypes.js';
import {
  COMPOUND_PROFILES,
  NEIGHBOURHOODS,
  REGION_NAMES,
  REGION_PRICE_BOOST,
  type BeachAccess,
  type CompoundProfile,
  type ViewKey,
} from './unit-places.js';
import { makePlan } from './unit-plan.js';
import { priceWithText, roundPrice } from './unit-price.js';
import {
  buildDescription,
  buildTitle,
  type Highlight,
  type TitleExtra,
  type UnitState,
  type UnitText,
} from './unit-text.js';
import {
  BEACH_WORDS,
  CONDITIONS,
  FURNISHINGS,
  PAY_BUILDING,
  PAY_FINISHED,
  RENOVATED_CONDITION,
} from './unit-phrases.js';
import { KIND_WORDS, type TitleAdjective } from './unit-words.js';

/**
 * Seed of the catalogue written on first start; changing it changes every seeded unit. Any seed keeps the
 * kind mix and price bands; this one was picked because its 120 units also land close to the target status
 * mix (75% available, 15% sold, 10% under construction) and all have distinct English titles.
 */
const SEED_UNITS_SEED = 1234;
const SEED_UNIT_COUNT = 120;
/** The payment plans' own generator is seeded with the catalogue's seed xor this (unit-plan.ts). */
const PLAN_SEED_MASK = 0x5eed_9a7;
/** Private units' positions have their own generator too, seeded with the catalogue's seed xor this. */
const POSITION_SEED_MASK = 0x9e0_5eed;
/** The share of private units the office has placed on the map, and how far from their neighbourhood's centre. */
const PLACED_PRIVATE_SHARE = 0.7;
const PLACED_SPREAD_DEGREES = 0.002;

/** A compound or a private neighbourhood, resolved once, with everything a unit copies from it. */
interface Place {
  compoundSlug: string | null;
  region: Region;
  location: Localized;
  titlePlace: Localized;
  atPlace: Localized;
  /** Date (YYYY-MM-DD) of handover while the compound is not delivered; null once delivered (and for private units). */
  deliveryDate: string | null;
  weight: number;
  views: readonly ViewKey[];
  beach: BeachAccess;
  priceBoost: number;
  /** A neighbourhood's centre, around which its private units are placed; null for a compound. */
  centre: { lat: number; lng: number } | null;
}

function compoundBySlug(slug: string): SeedCompound {
  const compound = seedCompounds.find((p) => p.slug === slug);
  if (!compound) throw new Error(`unit profile for unknown compound "${slug}"`);
  return compound;
}

function compoundPlace(profile: CompoundProfile): Place {
  const p = compoundBySlug(profile.slug);
  return {
    compoundSlug: p.slug,
    region: p.region,
    location: p.location,
    titlePlace: { en: `in ${p.name.en}`, ar: `في ${p.name.ar}`, de: `in ${p.name.de}` },
    atPlace: { en: `in ${p.name.en}`, ar: `ضمن مشروع ${p.name.ar}`, de: `in der Anlage ${p.name.de}` },
    deliveryDate: p.status === 'delivered' ? null : p.deliveryDate,
    weight: profile.weight,
    views: profile.views,
    beach: profile.beach,
    priceBoost: profile.priceBoost + REGION_PRICE_BOOST[p.region],
    centre: null,
  };
}

/** Compounds that sell each kind of unit. */
const COMPOUNDS_BY_KIND = new Map<UnitKind, Place[]>();
for (const profile of COMPOUND_PROFILES) {
  const place = compoundPlace(profile);
  for (const kind of profile.kinds) COMPOUNDS_BY_KIND.set(kind, [...(COMPOUNDS_BY_KIND.get(kind) ?? []), place]);
}

const PRIVATE_PLACES: readonly Place[] = NEIGHBOURHOODS.map((n) => {
  const region = REGION_NAMES[n.region];
  const location: Localized = {
    en: `${n.name.en}, ${region.en}`,
    ar: `${n.name.ar}، ${region.ar}`,
    de: `${n.name.de}, ${region.de}`,
  };
  return {
    compoundSlug: null,
    region: n.region,
    location,
    titlePlace: n.at,
    atPlace: n.at,
    deliveryDate: null,
    weight: n.weight,
    views: n.views,
    beach: n.beach,
    priceBoost: n.priceBoost + REGION_PRICE_BOOST[n.region],
    centre: n.centre,
  };
});

/**
 * A private unit's own position: most are placed near their neighbourhood's centre (within about 200 m),
 * the others have none, as when the office has not given one. Units in compounds have the compound's.
 */
function positionIn(place: Place, rnd: Rng): { latitude: number | null; longitude: number | null } {
  if (place.centre === null) return { latitude: null, longitude: null };
  const [placed, dLat, dLng] = [rnd(), rnd(), rnd()];
  if (placed >= PLACED_PRIVATE_SHARE) return { latitude: null, longitude: null };
  const near = (centre: number, r: number) => Math.round((centre + (r * 2 - 1) * PLACED_SPREAD_DEGREES) * 1e5) / 1e5;
  return { latitude: near(place.centre.lat, dLat), longitude: near(place.centre.lng, dLng) };
}

function compoundsFor(kind: UnitKind): readonly Place[] {
  const places = COMPOUNDS_BY_KIND.get(kind);
  if (!places || places.length === 0) throw new Error(`no compound sells units of kind "${kind}"`);
  return places;
}

const IMAGE_POOL: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `/media/units/unit-${String(i + 1).padStart(2, '0')}.webp`,
);

const byWeight = (p: Place): number => p.weight;
const lerp = ([min, max]: readonly [number, number], t: number): number => min + t * (max - min);
const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

function pickStatus(place: Place, rnd: Rng): UnitStatus {
  const r = rnd();
  if (place.deliveryDate !== null) return r < 0.55 ? 'under construction' : r < 0.65 ? 'sold' : 'available';
  return r < 0.16 ? 'sold' : 'available';
}

function pickHighlight(a: Archetype, floor: number | null, state: UnitState, spacious: boolean, rnd: Rng): Highlight {
  const adjectives: TitleAdjective[] = [];
  if (state.type === 'finished' && state.furnishing === 'furnished') adjectives.push('furnished', 'furnished');
  if (state.type === 'finished' && state.conditionIndex === RENOVATED_CONDITION) adjectives.push('renovated');
  if (KIND_WORDS[a.kind].deCorner !== null && rnd() < 0.3) adjectives.push('corner');
  if (spacious) adjectives.push('spacious');

  const extras: TitleExtra[] = [{ type: 'view' }, { type: 'view' }];
  const house = a.kind === 'villa' || a.kind === 'townhouse';
  if (house || (floor === 0 && a.kind !== 'penthouse')) extras.push({ type: 'with', feature: 'garden' });
  if (house || a.kind === 'penthouse' || (a.kind === 'duplex' && floor !== null && floor > 0))
    extras.push({ type: 'with', feature: 'roof' });
  if (a.kind === 'villa') extras.push({ type: 'with', feature: 'pool' });

  const r = rnd();
  const extra = pick(extras, rnd);
  if (adjectives.length === 0 || r < 0.4) return { adjective: null, extra };
  const adjective = pick(adjectives, rnd);
  return { adjective, extra: r < 0.7 ? null : extra };
}

/**
 * One unit from `rnd`; its payment plan from `planRnd` and its position from `positionRnd`, so that plans
 * and positions leave every other field as it was.
 */
function makeUnit(a: Archetype, isPrivate: boolean, rnd: Rng, planRnd: Rng, positionRnd: Rng): SeedUnit {
  const place = pickWeighted(isPrivate ? PRIVATE_PLACES : compoundsFor(a.kind), byWeight, rnd);
  const sizeT = rnd();
  const areaSqm = Math.round(lerp(a.areaSqm, sizeT));
  const floorT = rnd();
  const floor = a.floors === null ? null : a.floors[0] + Math.floor(floorT * floorT * (a.floors[1] - a.floors[0] + 1));
  const view = pick(place.views, rnd);
  const viewBoost = view === 'sea' || view === 'lagoon' ? 0.05 : 0;
  const position = clamp01(0.55 * sizeT + 0.3 * rnd() + place.priceBoost + viewBoost);
  const { priceUsd, priceText } = priceWithText(roundPrice(lerp(a.priceUsd, position)), rnd);

  const state: UnitState =
    place.deliveryDate !== null
      ? { type: 'building', deliveryYear: place.deliveryDate.slice(0, 4) }
      : {
          type: 'finished',
          furnishing: pick(FURNISHINGS, rnd),
          conditionIndex: intBetween(0, CONDITIONS.length - 1, rnd),
        };
  const text: UnitText = {
    kind: a.kind,
    bedrooms: a.bedrooms,
    areaSqm,
    floor,
    view,
    state,
    highlight: pickHighlight(a, floor, state, sizeT > 0.75, rnd),
    titlePlace: place.titlePlace,
    atPlace: place.atPlace,
    beach: pick(BEACH_WORDS[place.beach], rnd),
    pay: pick(state.type === 'building' ? PAY_BUILDING : PAY_FINISHED, rnd),
  };

  const unitType =
    a.seaViewUnitType !== null && view === 'sea' && rnd() < 0.5 ? a.seaViewUnitType : pick(a.unitTypes, rnd);
  const main = intBetween(0, IMAGE_POOL.length - 1, rnd);
  const step = intBetween(1, 15, rnd); // 3 steps of at most 15 stay below 48, so all four pictures differ
  const photos = [1, 2, 3].map((k) => at(IMAGE_POOL, (main + k * step) % IMAGE_POOL.length));

  return {
    title: buildTitle(text),
    compoundSlug: place.compoundSlug,
    region: place.region,
    location: place.location,
    kind: a.kind,
    unitType,
    priceUsd,
    priceText,
    areaSqm,
    bedrooms: a.bedrooms,
    bathrooms: intBetween(a.bathrooms[0], a.bathrooms[1], rnd),
    floor,
    mainImage: at(IMAGE_POOL, main),
    photos,
    description: buildDescription(text),
    status: pickStatus(place, rnd),
    createdDaysAgo: intBetween(0, 365, rnd),
    ...positionIn(place, positionRnd),
    ...makePlan(
      {
        priceUsd,
        state:
          state.type === 'building'
            ? { type: 'building', deliveryDate: place.deliveryDate! }
            : { type: 'finished', furnishing: state.furnishing },
        pay: text.pay,
      },
      planRnd,
    ),
  };
}

/**
 * Deterministic unit catalogue of any size. Units come in blocks of 24 with a fixed mix of kinds
 * (see ARCHETYPE_DECK) and 5 private units per block; the same seed always yields the same units.
 */
export function* generateUnits(count: number, seed: number): Generator<SeedUnit> {
  const rnd = mulberry32(seed);
  const planRnd = mulberry32(seed ^ PLAN_SEED_MASK);
  const positionRnd = mulberry32(seed ^ POSITION_SEED_MASK);
  const size = ARCHETYPE_DECK.length;
  let kinds: Archetype[] = [];
  let privates: boolean[] = [];
  for (let i = 0; i < count; i++) {
    const slot = i % size;
    if (slot === 0) {
      kinds = shuffled(ARCHETYPE_DECK, rnd);
      privates = shuffled(PRIVATE_DECK, rnd);
    }
    yield makeUnit(at(kinds, slot), at(privates, slot), rnd, planRnd, positionRnd);
  }
}

/** The 120 units written to the database on first start. */
export function seedUnits(): SeedUnit[] {
  return [...generateUnits(SEED_UNIT_COUNT, SEED_UNITS_SEED)];
}
