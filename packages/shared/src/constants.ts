// Languages and currencies live in locale.mjs, which the scripts import too.
export { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANG, LANGS, type Currency, type Lang } from './locale.mjs';

/** The three coastal areas the agency sells in. */
export const REGIONS = ['hurghada', 'el-gouna', 'sahl-hasheesh'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * Unit statuses as the API spells them (spec section 3), and `reserved`: a buyer holds it, no longer
 * offered but not yet sold.
 */
export const UNIT_STATUSES = ['available', 'reserved', 'sold', 'under construction'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/**
 * Whether a compound or unit is on the public site: a `draft` is seen only in the back office (its
 * public pages, answers, sitemap entries and search results do not exist until it is `published`).
 */
export const PUBLICATIONS = ['draft', 'published'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

export const COMPOUND_STATUSES = ['delivered', 'under construction', 'off plan'] as const;
export type CompoundStatus = (typeof COMPOUND_STATUSES)[number];

export const UNIT_KINDS = ['studio', 'apartment', 'chalet', 'villa', 'penthouse', 'duplex', 'townhouse'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** The spec's unit-type filter options (Studio, 1, 2, 3 Bedroom). */
export const UNIT_CATEGORIES = ['studio', '1-bedroom', '2-bedroom', '3-bedroom'] as const;
export type UnitCategory = (typeof UNIT_CATEGORIES)[number];

/** Price bands in USD: [min inclusive, max exclusive). */
export const PRICE_BANDS = {
  'under-200k': [0, 200_000],
  '200k-400k': [200_000, 400_000],
  '400k-600k': [400_000, 600_000],
  'over-600k': [600_000, Number.POSITIVE_INFINITY],
} as const satisfies Record<string, readonly [number, number]>;
export type PriceBand = keyof typeof PRICE_BANDS;
export const PRICE_BAND_KEYS = Object.keys(PRICE_BANDS) as PriceBand[];

/** The list's orders: newest first, by price, and by price per square metre (units without an area last). */
export const UNIT_SORTS = ['newest', 'price-asc', 'price-desc', 'price-per-sqm-asc', 'price-per-sqm-desc'] as const;
export type UnitSort = (typeof UNIT_SORTS)[number];

/** How often a unit's payment plan asks for an instalment (docs/decisions/0030-payment-plans.md). */
export const INSTALMENT_FREQUENCIES = ['monthly', 'quarterly', 'semi-annual', 'annual'] as const;
export type InstalmentFrequency = (typeof INSTALMENT_FREQUENCIES)[number];
/** The months between two instalments of each frequency. */
export const INSTALMENT_MONTHS: Readonly<Record<InstalmentFrequency, number>> = {
  monthly: 1,
  quarterly: 3,
  'semi-annual': 6,
  annual: 12,
};
/** A plan has 1 to this many instalments (30 years of monthly payments). */
export const MAX_INSTALMENTS = 360;

/**
 * How far a unit is finished: walls and services only (the buyer finishes it; never "ready to move in"),
 * semi-finished, fully finished, or fully finished and furnished.
 */
export const FINISHINGS = ['core-and-shell', 'semi-finished', 'fully-finished', 'furnished'] as const;
export type Finishing = (typeof FINISHINGS)[number];

/** Units one read by ids answers at most (the shortlist and compare pages). */
export const MAX_UNITS_BY_IDS = 24;

/** Page sizes: the private units page shows 12; the API never returns more than 100 a page. */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** The un-paginated legacy list (no query) is capped so that one call cannot dump a huge catalogue. */
export const LEGACY_LIST_LIMIT = 1000;
export const MAX_SEARCH_LENGTH = 100;

/** The compound that /compounds without an id lands on (spec section 2). */
export const DEFAULT_COMPOUND_SLUG = 'hurghada-avenue';

/** The spec's data cache stale time: pages and the browser reuse an answer this long. */
export const DATA_STALE_SECONDS = 60;

/**
 * Request bodies: the API's default limit (BODY_LIMIT_BYTES) and the bounds it accepts for the variable.
 * The site reads the same variable and refuses larger bodies before they reach the API.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
export const BODY_LIMIT_RANGE = { min: 1024, max: 10_485_760 } as const;
