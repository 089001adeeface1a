import type { UnitKind } from '@app/shared';

/** A kind of listing the generator can produce: size, price and layout ranges plus English type labels. */
export interface Archetype {
  kind: UnitKind;
  bedrooms: number;
  /** Display variants for `unitType`, as agents write them. */
  unitTypes: readonly string[];
  /** Extra variant used only when the unit really has a sea view. */
  seaViewUnitType: string | null;
  areaSqm: readonly [min: number, max: number];
  /** Hurghada-level price range in USD; pricier areas land higher in the range. */
  priceUsd: readonly [min: number, max: number];
  bathrooms: readonly [min: number, max: number];
  /** Floor range, or null for houses (villas, townhouses). */
  floors: readonly [min: number, max: number] | null;
}

const studio: Archetype = {
  kind: 'studio',
  bedrooms: 0,
  unitTypes: ['Studio', 'Studio Apartment', 'Studio Apartment'],
  seaViewUnitType: 'Sea View Studio',
  areaSqm: [30, 55],
  priceUsd: [35_000, 90_000],
  bathrooms: [1, 1],
  floors: [0, 8],
};
const apartment1: Archetype = {
  kind: 'apartment',
  bedrooms: 1,
  unitTypes: ['1 Bedroom Apartment', '1 Bedroom Apartment', 'One Bedroom Apartment', '1 Bed Apartment'],
  seaViewUnitType: '1BR Sea View Apartment',
  areaSqm: [50, 85],
  priceUsd: [60_000, 180_000],
  bathrooms: [1, 1],
  floors: [0, 8],
};
const chalet1: Archetype = {
  kind: 'chalet',
  bedrooms: 1,
  unitTypes: ['1 Bedroom Chalet', 'One Bedroom Chalet'],
  seaViewUnitType: null,
  areaSqm: [55, 85],
  priceUsd: [65_000, 180_000],
  bathrooms: [1, 1],
  floors: [0, 1],
};
const apartment2: Archetype = {
  kind: 'apartment',
  bedrooms: 2,
  unitTypes: [
    '2 Bedroom Apartment',
    '2 Bedroom Apartment',
    'Two Bedroom Apartment',
    '2 Bedrooms Apartment',
    '2BR Apartment',
  ],
  seaViewUnitType: '2BR Sea View Apartment',
  areaSqm: [80, 140],
  priceUsd: [120_000, 350_000],
  bathrooms: [1, 2],
  floors: [0, 8],
};
const chalet2: Archetype = {
  kind: 'chalet',
  bedrooms: 2,
  unitTypes: ['Two Bedroom Chalet', '2 Bedroom Chalet'],
  seaViewUnitType: null,
  areaSqm: [85, 135],
  priceUsd: [130_000, 340_000],
  bathrooms: [2, 2],
  floors: [0, 1],
};
const apartment3: Archetype = {
  kind: 'apartment',
  bedrooms: 3,
  unitTypes: ['3 Bedroom Apartment', 'Three Bedroom Apartment', '3 Bedrooms Apartment'],
  seaViewUnitType: null,
  areaSqm: [120, 200],
  priceUsd: [250_000, 700_000],
  bathrooms: [2, 3],
  floors: [0, 8],
};
const penthouse2: Archetype = {
  kind: 'penthouse',
  bedrooms: 2,
  unitTypes: ['2 Bedroom Penthouse', 'Two Bedroom Penthouse'],
  seaViewUnitType: null,
  areaSqm: [100, 140],
  priceUsd: [200_000, 420_000],
  bathrooms: [2, 2],
  floors: [3, 8],
};
const penthouse3: Archetype = {
  kind: 'penthouse',
  bedrooms: 3,
  unitTypes: ['Three Bedroom Penthouse', '3 Bedroom Penthouse'],
  seaViewUnitType: null,
  areaSqm: [140, 200],
  priceUsd: [380_000, 850_000],
  bathrooms: [2, 3],
  floors: [3, 8],
};
const duplex3: Archetype = {
  kind: 'duplex',
  bedrooms: 3,
  unitTypes: ['Duplex 3 Bedrooms', '3 Bedroom Duplex'],
  seaViewUnitType: null,
  areaSqm: [150, 200],
  priceUsd: [300_000, 650_000],
  bathrooms: [2, 3],
  floors: [0, 5],
};
const townhouse3: Archetype = {
  kind: 'townhouse',
  bedrooms: 3,
  unitTypes: ['Townhouse 3 Bedrooms', '3 Bedroom Townhouse'],
  seaViewUnitType: null,
  areaSqm: [160, 200],
  priceUsd: [400_000, 750_000],
  bathrooms: [3, 3],
  floors: null,
};
const villa3: Archetype = {
  kind: 'villa',
  bedrooms: 3,
  unitTypes: ['3 Bedrooms Villa', '3 Bedroom Villa', 'Three Bedroom Villa'],
  seaViewUnitType: null,
  areaSqm: [200, 300],
  priceUsd: [450_000, 950_000],
  bathrooms: [3, 4],
  floors: null,
};
const villa4: Archetype = {
  kind: 'villa',
  bedrooms: 4,
  unitTypes: ['4 Bedroom Villa', '4 Bedrooms Villa', 'Four Bedroom Villa'],
  seaViewUnitType: null,
  areaSqm: [260, 420],
  priceUsd: [650_000, 1_600_000],
  bathrooms: [3, 4],
  floors: null,
};
const villa5: Archetype = {
  kind: 'villa',
  bedrooms: 5,
  unitTypes: ['5 Bedroom Villa', '5 Bedrooms Villa', 'Five Bedroom Villa'],
  seaViewUnitType: null,
  areaSqm: [350, 600],
  priceUsd: [900_000, 2_500_000],
  bathrooms: [4, 5],
  floors: null,
};

/**
 * One block of the catalogue: every 24 consecutive units contain exactly this mix (in shuffled order),
 * which keeps kinds and price bands balanced for any count.
 */
export const ARCHETYPE_DECK: readonly Archetype[] = [
  studio,
  studio,
  studio,
  apartment1,
  apartment1,
  apartment1,
  apartment1,
  chalet1,
  apartment2,
  apartment2,
  apartment2,
  chalet2,
  chalet2,
  apartment3,
  apartment3,
  apartment3,
  penthouse2,
  penthouse3,
  duplex3,
  townhouse3,
  villa3,
  villa4,
  villa4,
  villa5,
];

/** Private (non-compound) slots per block: 5 of 24, i.e. 25 of 120. */
export const PRIVATE_DECK: readonly boolean[] = ARCHETYPE_DECK.map((_, i) => i < 5);
