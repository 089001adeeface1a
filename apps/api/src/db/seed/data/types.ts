/** Shapes of the seed catalogue that fills the database on first start. */
import type { CompoundStatus, Lang, Region, UnitKind, UnitStatus } from '@app/shared';
import type { SeedPlan } from './unit-plan.js';

/** One text in every site language. */
export type Localized = Record<Lang, string>;
/** A list of texts (e.g. bullet points) in every site language. */
export type SeedLocalizedList = Record<Lang, string[]>;

export interface SeedDeveloper {
  key: string;
  name: string;
  logo: string;
}

export interface SeedCompound {
  slug: string;
  name: Localized;
  region: Region;
  location: Localized;
  status: CompoundStatus;
  deliveryDate: string /* YYYY-MM-DD */;
  developerKey: string;
  description: Localized;
  specifications: SeedLocalizedList;
  vision: Localized;
  mainImage: string;
  mainVideo: string;
  photos: string[];
  featured: boolean;
  /** Its real-world position (decimal degrees, on land in its area), inside COAST_BOUNDS. */
  latitude: number;
  longitude: number;
}

/** A seeded unit, with its payment plan and delivery (SeedPlan, unit-plan.ts). */
export interface SeedUnit extends SeedPlan {
  title: Localized;
  compoundSlug: string | null;
  region: Region;
  location: Localized;
  kind: UnitKind;
  unitType: string /* English, e.g. "Studio Apartment", "1 Bedroom Apartment", "Two Bedroom Chalet", "3 Bedrooms Villa" */;
  priceUsd: number;
  priceText: string;
  areaSqm: number;
  bedrooms: number;
  bathrooms: number;
  floor: number | null;
  mainImage: string;
  photos: string[];
  description: Localized;
  status: UnitStatus;
  createdDaysAgo: number;
  /** A private unit's own position (near its neighbourhood's centre), or null: its compound's, or none. */
  latitude: number | null;
  longitude: number | null;
}
