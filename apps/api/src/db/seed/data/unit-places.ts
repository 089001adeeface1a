import type { Region, UnitKind } from '@app/shared';
import type { Localized } from './types.js';

export type ViewKey = 'sea' | 'pool' | 'garden' | 'lagoon' | 'golf' | 'marina';
/** How the beach is reached: the compound's own beach, a short walk, or farther. */
export type BeachAccess = 'private' | 'near' | 'far';

/** Where units of a compound can be and what they look like; joined with `compounds` by slug. */
export interface CompoundProfile {
  slug: string;
  kinds: readonly UnitKind[];
  /** Relative share of compound listings. */
  weight: number;
  views: readonly ViewKey[];
  beach: BeachAccess;
  /** Added to the position within the price range (0..1). */
  priceBoost: number;
}

/** A named neighbourhood for private (non-compound) resale units. */
export interface Neighbourhood {
  region: Region;
  name: Localized;
  /** Phrase placing a unit there, used in titles and descriptions ("in El Kawther, Hurghada"). */
  at: Localized;
  weight: number;
  views: readonly ViewKey[];
  beach: BeachAccess;
  priceBoost: number;
  /** Its centre (decimal degrees, on land): private units there are placed around it (units.ts). */
  centre: { lat: number; lng: number };
}

export const REGION_NAMES: Record<Region, Localized> = {
  hurghada: { en: 'Hurghada', ar: 'الغردقة', de: 'Hurghada' },
  'el-gouna': { en: 'El Gouna', ar: 'الجونة', de: 'El Gouna' },
  'sahl-hasheesh': { en: 'Sahl Hasheesh', ar: 'سهل حشيش', de: 'Sahl Hasheesh' },
};

/** El Gouna and Sahl Hasheesh sell higher in each range than Hurghada. */
export const REGION_PRICE_BOOST: Record<Region, number> = { hurghada: 0, 'el-gouna': 0.15, 'sahl-hasheesh': 0.08 };

export const COMPOUND_PROFILES: readonly CompoundProfile[] = [
  {
    slug: 'hurghada-avenue',
    kinds: ['studio', 'apartment', 'penthouse', 'duplex'],
    weight: 14,
    views: ['pool', 'pool', 'garden', 'sea'],
    beach: 'far',
    priceBoost: 0,
  },
  {
    slug: 'el-gouna-lagoons',
    kinds: ['apartment', 'chalet', 'villa', 'townhouse', 'duplex'],
    weight: 12,
    views: ['lagoon', 'lagoon', 'pool', 'garden'],
    beach: 'private',
    priceBoost: 0.05,
  },
  {
    slug: 'sahl-hasheesh-bay',
    kinds: ['studio', 'apartment', 'chalet', 'villa', 'penthouse'],
    weight: 6,
    views: ['sea', 'sea', 'pool', 'garden'],
    beach: 'private',
    priceBoost: 0.05,
  },
  {
    slug: 'marina-heights',
    kinds: ['studio', 'apartment', 'penthouse', 'duplex'],
    weight: 12,
    views: ['marina', 'marina', 'sea', 'pool'],
    beach: 'near',
    priceBoost: 0.05,
  },
  {
    slug: 'palm-beach-residences',
    kinds: ['studio', 'apartment', 'chalet', 'townhouse', 'villa'],
    weight: 10,
    views: ['sea', 'pool', 'garden', 'garden'],
    beach: 'private',
    priceBoost: 0.05,
  },
  {
    slug: 'red-sea-pearl',
    kinds: ['studio', 'apartment', 'townhouse', 'villa'],
    weight: 4,
    views: ['sea', 'sea', 'pool', 'garden'],
    beach: 'far',
    priceBoost: 0,
  },
  {
    slug: 'kite-bay-residence',
    kinds: ['studio', 'apartment', 'chalet', 'penthouse', 'duplex'],
    weight: 10,
    views: ['sea', 'pool', 'garden'],
    beach: 'near',
    priceBoost: 0,
  },
  {
    slug: 'villaggio-azzurro',
    kinds: ['apartment', 'chalet', 'penthouse', 'villa', 'townhouse'],
    weight: 6,
    views: ['lagoon', 'lagoon', 'sea', 'pool'],
    beach: 'near',
    priceBoost: 0.05,
  },
  {
    slug: 'bay-breeze-residences',
    kinds: ['studio', 'apartment', 'chalet', 'townhouse', 'villa'],
    weight: 9,
    views: ['sea', 'sea', 'golf', 'pool', 'garden'],
    beach: 'private',
    priceBoost: 0.1,
  },
  {
    slug: 'mamsha-shores',
    kinds: ['studio', 'apartment', 'chalet'],
    weight: 4,
    views: ['sea', 'sea', 'pool'],
    beach: 'private',
    priceBoost: 0,
  },
];

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  {
    region: 'hurghada',
    weight: 14,
    views: ['pool', 'garden', 'sea'],
    beach: 'far',
    priceBoost: 0,
    centre: { lat: 27.208, lng: 33.8195 },
    name: { en: 'El Kawther', ar: 'الكوثر', de: 'El Kawther' },
    at: { en: 'in El Kawther, Hurghada', ar: 'بمنطقة الكوثر في الغردقة', de: 'im Stadtteil El Kawther in Hurghada' },
  },
  {
    region: 'hurghada',
    weight: 10,
    views: ['sea', 'pool'],
    beach: 'near',
    priceBoost: 0,
    centre: { lat: 27.229, lng: 33.837 },
    name: { en: 'Sakkala', ar: 'السقالة', de: 'Sakkala' },
    at: { en: 'in Sakkala, Hurghada', ar: 'بمنطقة السقالة في الغردقة', de: 'im Stadtteil Sakkala in Hurghada' },
  },
  {
    region: 'hurghada',
    weight: 8,
    views: ['sea', 'garden', 'pool'],
    beach: 'near',
    priceBoost: 0.05,
    centre: { lat: 27.175, lng: 33.827 },
    name: { en: 'Intercontinental District', ar: 'منطقة الإنتركونتيننتال', de: 'Intercontinental-Viertel' },
    at: {
      en: 'in the Intercontinental District of Hurghada',
      ar: 'بمنطقة الإنتركونتيننتال في الغردقة',
      de: 'im Intercontinental-Viertel von Hurghada',
    },
  },
  {
    region: 'hurghada',
    weight: 8,
    views: ['sea', 'pool', 'garden'],
    beach: 'near',
    priceBoost: 0,
    centre: { lat: 27.2165, lng: 33.832 },
    name: { en: 'Arabia', ar: 'أرابيا', de: 'Arabia' },
    at: { en: 'in Arabia, Hurghada', ar: 'بمنطقة أرابيا في الغردقة', de: 'im Stadtteil Arabia in Hurghada' },
  },
  {
    region: 'hurghada',
    weight: 10,
    views: ['garden', 'pool'],
    beach: 'far',
    priceBoost: 0,
    centre: { lat: 27.196, lng: 33.805 },
    name: { en: 'Mubarak 6', ar: 'مبارك 6', de: 'Mubarak 6' },
    at: { en: 'in Mubarak 6, Hurghada', ar: 'بمنطقة مبارك 6 في الغردقة', de: 'im Stadtteil Mubarak 6 in Hurghada' },
  },
  {
    region: 'hurghada',
    weight: 10,
    views: ['sea', 'sea', 'pool'],
    beach: 'near',
    priceBoost: 0.05,
    centre: { lat: 27.142, lng: 33.828 },
    name: { en: 'El Mamsha', ar: 'الممشى السياحي', de: 'El Mamsha' },
    at: {
      en: 'on the El Mamsha promenade in Hurghada',
      ar: 'على الممشى السياحي في الغردقة',
      de: 'an der Promenade El Mamsha in Hurghada',
    },
  },
  {
    region: 'el-gouna',
    weight: 7,
    views: ['lagoon', 'pool', 'garden'],
    beach: 'near',
    priceBoost: 0,
    centre: { lat: 27.393, lng: 33.678 },
    name: { en: 'Downtown', ar: 'داون تاون', de: 'Downtown' },
    at: { en: 'in Downtown El Gouna', ar: 'بمنطقة داون تاون في الجونة', de: 'in Downtown El Gouna' },
  },
  {
    region: 'el-gouna',
    weight: 7,
    views: ['marina', 'lagoon', 'sea'],
    beach: 'near',
    priceBoost: 0.05,
    centre: { lat: 27.404, lng: 33.677 },
    name: { en: 'Abu Tig Marina', ar: 'مارينا أبو تيج', de: 'Abu Tig Marina' },
    at: { en: 'at Abu Tig Marina, El Gouna', ar: 'بمارينا أبو تيج في الجونة', de: 'an der Abu Tig Marina in El Gouna' },
  },
  {
    region: 'el-gouna',
    weight: 6,
    views: ['golf', 'golf', 'lagoon', 'garden'],
    beach: 'far',
    priceBoost: 0.05,
    centre: { lat: 27.388, lng: 33.66 },
    name: { en: 'West Golf', ar: 'ويست جولف', de: 'West Golf' },
    at: { en: 'in West Golf, El Gouna', ar: 'بمنطقة ويست جولف في الجونة', de: 'im Viertel West Golf in El Gouna' },
  },
  {
    region: 'sahl-hasheesh',
    weight: 10,
    views: ['sea', 'pool', 'garden'],
    beach: 'near',
    priceBoost: 0,
    centre: { lat: 27.042, lng: 33.886 },
    name: { en: 'Old Town', ar: 'المدينة القديمة', de: 'Old Town' },
    at: {
      en: 'in the Old Town of Sahl Hasheesh',
      ar: 'بالمدينة القديمة في سهل حشيش',
      de: 'in der Old Town von Sahl Hasheesh',
    },
  },
  {
    region: 'sahl-hasheesh',
    weight: 10,
    views: ['sea', 'sea', 'pool'],
    beach: 'near',
    priceBoost: 0.05,
    centre: { lat: 27.05, lng: 33.8875 },
    name: { en: 'Bay Front', ar: 'واجهة الخليج', de: 'Bay Front' },
    at: {
      en: 'on the Bay Front of Sahl Hasheesh',
      ar: 'بمنطقة واجهة الخليج في سهل حشيش',
      de: 'an der Bay Front von Sahl Hasheesh',
    },
  },
];
