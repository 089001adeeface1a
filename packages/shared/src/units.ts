import { z } from './zod';
import { FINISHINGS, INSTALMENT_FREQUENCIES, REGIONS, UNIT_CATEGORIES, UNIT_KINDS, UNIT_STATUSES } from './constants';
import { type ListingBadges, listingBadgesSchema, pricePointSchema } from './listing-events';

/**
 * A unit's payment plan and delivery (docs/decisions/0030-payment-plans.md), each null when the listing does
 * not say. Amounts in whole US dollars. A plan is an instalment count with its frequency, both or neither;
 * `paymentSchedule()` works out what falls due when.
 */
const paymentPlanFields = {
  /** Paid when the sale is signed. */
  downPayment: z.number().nullable(),
  instalmentCount: z.number().int().nullable(),
  instalmentFrequency: z.enum(INSTALMENT_FREQUENCIES).nullable(),
  /** Of the price, what the seller has already paid the developer. */
  amountPaid: z.number().nullable(),
  /** What is still owed to the developer, as the listing states it. */
  amountLeft: z.number().nullable(),
  finishing: z.enum(FINISHINGS).nullable(),
  /** Handover date (YYYY-MM-DD); null when the unit is ready (delivered). */
  deliveryDate: z.string().nullable(),
  /** The maintenance deposit the developer asks for on handover. */
  maintenanceDeposit: z.number().nullable(),
};

/** The same fields as the list call answers them (snake_case). */
const paymentPlanWireFields = {
  down_payment: paymentPlanFields.downPayment,
  instalment_count: paymentPlanFields.instalmentCount,
  instalment_frequency: paymentPlanFields.instalmentFrequency,
  amount_paid: paymentPlanFields.amountPaid,
  amount_left: paymentPlanFields.amountLeft,
  finishing: paymentPlanFields.finishing,
  delivery_date: paymentPlanFields.deliveryDate,
  maintenance_deposit: paymentPlanFields.maintenanceDeposit,
};

/**
 * A unit in code: camelCase. The list and detail calls answer it in the spec's snake_case
 * (`unitWireSchema`); `unitCodec` converts between the two, and nothing else does.
 */
export const unitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  region: z.enum(REGIONS),
  /** As the listing names it ("Apartment", "Chalet"); the wire repeats it as `unit_type` and `type`. */
  unitType: z.string(),
  kind: z.enum(UNIT_KINDS),
  category: z.enum(UNIT_CATEGORIES).nullable(),
  /** Asking price in USD. */
  price: z.number(),
  currency: z.literal('USD'),
  /** The price as the listing first stated it (may carry symbols, e.g. "$1.2M"). */
  priceText: z.string(),
  /** Area in square metres. */
  area: z.number(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  floor: z.number().int().nullable(),
  mainImage: z.string(),
  status: z.enum(UNIT_STATUSES),
  /** The unit's compound (null for a private unit): wire `project` and `project_name`. */
  compoundSlug: z.string().nullable(),
  compoundName: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /**
   * Where it is (decimal degrees, WGS 84): the unit's own position where the office gives one (private
   * units), else its compound's; null when neither is known.
   */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...paymentPlanFields,
  /** New and Reduced (listingBadges), as of the answer: what a card needs of the listing's history. */
  badges: listingBadgesSchema,
});
export type Unit = z.infer<typeof unitSchema>;

/**
 * A unit's photo with its alt text in the language asked for (English where that one is missing; absent
 * when the photo has none). An addition to the spec's detail answer, next to its `images`, which it repeats.
 */
export const unitPhotoSchema = z.object({ url: z.string(), alt: z.string().optional() });
export type UnitPhotoWithAlt = z.infer<typeof unitPhotoSchema>;

/** A unit with everything the property page shows. */
export const unitDetailSchema = unitSchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  photos: z.array(unitPhotoSchema).optional(),
  /** The listing's dated prices since it was first published, oldest first (priceHistoryOf). */
  priceHistory: z.array(pricePointSchema),
});
export type UnitDetail = z.infer<typeof unitDetailSchema>;

export const unitPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(unitSchema),
});
export type UnitPage = z.infer<typeof unitPageSchema>;

/** The badges on the wire: `is_new`, and `reduced_percent` (null: not reduced). */
const listingBadgesWireSchema = z.object({
  is_new: listingBadgesSchema.shape.isNew,
  reduced_percent: listingBadgesSchema.shape.reducedPercent,
});
const badgesFromWire = (w: z.infer<typeof listingBadgesWireSchema>): ListingBadges => ({
  isNew: w.is_new,
  reducedPercent: w.reduced_percent,
});
const badgesToWire = (b: ListingBadges): z.infer<typeof listingBadgesWireSchema> => ({
  is_new: b.isNew,
  reduced_percent: b.reducedPercent,
});

/** One unit as the list call answers it on the wire (spec section 3 plus what the site needs). */
export const unitWireSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  region: z.enum(REGIONS),
  unit_type: z.string(),
  type: z.string(),
  kind: z.enum(UNIT_KINDS),
  category: z.enum(UNIT_CATEGORIES).nullable(),
  price: z.number(),
  currency: z.literal('USD'),
  price_text: z.string(),
  area: z.number(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  floor: z.number().int().nullable(),
  main_image: z.string(),
  status: z.enum(UNIT_STATUSES),
  project: z.string().nullable(),
  project_name: z.string().nullable(),
  created_at: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...paymentPlanWireFields,
  badges: listingBadgesWireSchema,
});
export type UnitWire = z.infer<typeof unitWireSchema>;

export const unitDetailWireSchema = unitWireSchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  photos: z.array(unitPhotoSchema).optional(),
  price_history: unitDetailSchema.shape.priceHistory,
});
export type UnitDetailWire = z.infer<typeof unitDetailWireSchema>;

export const unitPageWireSchema = unitPageSchema.extend({ results: z.array(unitWireSchema) });
export type UnitPageWire = z.infer<typeof unitPageWireSchema>;

function unitFromWire(w: UnitWire): Unit {
  return {
    id: w.id,
    title: w.title,
    location: w.location,
    region: w.region,
    unitType: w.unit_type,
    kind: w.kind,
    category: w.category,
    price: w.price,
    currency: w.currency,
    priceText: w.price_text,
    area: w.area,
    bedrooms: w.bedrooms,
    bathrooms: w.bathrooms,
    floor: w.floor,
    mainImage: w.main_image,
    status: w.status,
    compoundSlug: w.project,
    compoundName: w.project_name,
    createdAt: w.created_at,
    latitude: w.latitude,
    longitude: w.longitude,
    downPayment: w.down_payment,
    instalmentCount: w.instalment_count,
    instalmentFrequency: w.instalment_frequency,
    amountPaid: w.amount_paid,
    amountLeft: w.amount_left,
    finishing: w.finishing,
    deliveryDate: w.delivery_date,
    maintenanceDeposit: w.maintenance_deposit,
    badges: badgesFromWire(w.badges),
  };
}

function unitToWire(u: Unit): UnitWire {
  return {
    id: u.id,
    title: u.title,
    location: u.location,
    region: u.region,
    unit_type: u.unitType,
    type: u.unitType,
    kind: u.kind,
    category: u.category,
    price: u.price,
    currency: u.currency,
    price_text: u.priceText,
    area: u.area,
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    floor: u.floor,
    main_image: u.mainImage,
    status: u.status,
    project: u.compoundSlug,
    project_name: u.compoundName,
    created_at: u.createdAt,
    latitude: u.latitude,
    longitude: u.longitude,
    down_payment: u.downPayment,
    instalment_count: u.instalmentCount,
    instalment_frequency: u.instalmentFrequency,
    amount_paid: u.amountPaid,
    amount_left: u.amountLeft,
    finishing: u.finishing,
    delivery_date: u.deliveryDate,
    maintenance_deposit: u.maintenanceDeposit,
    badges: badgesToWire(u.badges),
  };
}

/** Wire <-> code for a unit in a list: `parse` (or `z.decode`) reads an answer, `z.encode` writes one. */
export const unitCodec = z.codec(unitWireSchema, unitSchema, { decode: unitFromWire, encode: unitToWire });

export const unitDetailCodec = z.codec(unitDetailWireSchema, unitDetailSchema, {
  decode: (w) => ({
    ...unitFromWire(w),
    description: w.description,
    images: w.images,
    ...(w.photos && { photos: w.photos }),
    priceHistory: w.price_history,
  }),
  encode: (u) => ({
    ...unitToWire(u),
    description: u.description,
    images: u.images,
    ...(u.photos && { photos: u.photos }),
    price_history: u.priceHistory,
  }),
});

/** The paginated list: {count, next, previous, results} with each result converted by `unitCodec`. */
export const unitPageCodec = unitPageSchema.extend({ results: z.array(unitCodec) });

/** GET /api/units/by-ids: the listed units asked for, in the order asked (`unitsByIdsCodec` reads it). */
export const unitsByIdsSchema = z.object({ results: z.array(unitSchema) });
export type UnitsByIds = z.infer<typeof unitsByIdsSchema>;
export const unitsByIdsWireSchema = z.object({ results: z.array(unitWireSchema) });
export const unitsByIdsCodec = z.object({ results: z.array(unitCodec) });
