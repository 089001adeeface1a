import type { UnitKind } from '@app/shared';
import type { Localized } from './types.js';
import type { ViewKey } from './unit-places.js';

/** How each kind of unit is named in the three languages (with grammatical gender where it matters). */
export interface KindWords {
  en: string;
  enLower: string;
  de: string;
  deNeuter: boolean;
  /** German compound noun for a corner unit ("Eckwohnung"); null where agents would not say it. */
  deCorner: string | null;
  ar: string;
  arDefinite: string;
  arFeminine: boolean;
}

export const KIND_WORDS: Record<UnitKind, KindWords> = {
  studio: {
    en: 'Studio',
    enLower: 'studio',
    de: 'Studio',
    deNeuter: true,
    deCorner: null,
    ar: 'استوديو',
    arDefinite: 'الاستوديو',
    arFeminine: false,
  },
  apartment: {
    en: 'Apartment',
    enLower: 'apartment',
    de: 'Wohnung',
    deNeuter: false,
    deCorner: 'Eckwohnung',
    ar: 'شقة',
    arDefinite: 'الشقة',
    arFeminine: true,
  },
  chalet: {
    en: 'Chalet',
    enLower: 'chalet',
    de: 'Chalet',
    deNeuter: true,
    deCorner: null,
    ar: 'شاليه',
    arDefinite: 'الشاليه',
    arFeminine: false,
  },
  villa: {
    en: 'Villa',
    enLower: 'villa',
    de: 'Villa',
    deNeuter: false,
    deCorner: 'Eckvilla',
    ar: 'فيلا',
    arDefinite: 'الفيلا',
    arFeminine: true,
  },
  penthouse: {
    en: 'Penthouse',
    enLower: 'penthouse',
    de: 'Penthouse',
    deNeuter: true,
    deCorner: null,
    ar: 'بنتهاوس',
    arDefinite: 'البنتهاوس',
    arFeminine: false,
  },
  duplex: {
    en: 'Duplex',
    enLower: 'duplex',
    de: 'Maisonette',
    deNeuter: false,
    deCorner: null,
    ar: 'دوبلكس',
    arDefinite: 'الدوبلكس',
    arFeminine: false,
  },
  townhouse: {
    en: 'Townhouse',
    enLower: 'townhouse',
    de: 'Reihenhaus',
    deNeuter: true,
    deCorner: 'Reiheneckhaus',
    ar: 'تاون هاوس',
    arDefinite: 'التاون هاوس',
    arFeminine: false,
  },
};

/** Arabic "with N bedrooms", index = bedrooms (0 = none). */
export const AR_BEDROOMS: readonly string[] = [
  '',
  'بغرفة نوم واحدة',
  'بغرفتي نوم',
  'بثلاث غرف نوم',
  'بأربع غرف نوم',
  'بخمس غرف نوم',
];

export interface ViewWords {
  /** Title prefix: "Sea View". */
  en: string;
  /** Object of "overlooking …". */
  enObject: string;
  /** Noun phrase for titles: "إطلالة على البحر". */
  ar: string;
  /** Object of "تطل على …". */
  arObject: string;
  /** Noun for titles: "Meerblick". */
  de: string;
  /** Object of "Blick auf …". */
  deObject: string;
}

export const VIEW_WORDS: Record<ViewKey, ViewWords> = {
  sea: {
    en: 'Sea View',
    enObject: 'the sea',
    ar: 'إطلالة على البحر',
    arObject: 'البحر',
    de: 'Meerblick',
    deObject: 'das Meer',
  },
  pool: {
    en: 'Pool View',
    enObject: 'the pool',
    ar: 'إطلالة على حمام السباحة',
    arObject: 'حمام السباحة',
    de: 'Poolblick',
    deObject: 'den Pool',
  },
  garden: {
    en: 'Garden View',
    enObject: 'the gardens',
    ar: 'إطلالة على الحديقة',
    arObject: 'الحدائق',
    de: 'Gartenblick',
    deObject: 'die Gartenanlage',
  },
  lagoon: {
    en: 'Lagoon View',
    enObject: 'the lagoon',
    ar: 'إطلالة على البحيرة',
    arObject: 'البحيرة',
    de: 'Lagunenblick',
    deObject: 'die Lagune',
  },
  golf: {
    en: 'Golf View',
    enObject: 'the golf course',
    ar: 'إطلالة على ملعب الجولف',
    arObject: 'ملعب الجولف',
    de: 'Golfblick',
    deObject: 'den Golfplatz',
  },
  marina: {
    en: 'Marina View',
    enObject: 'the marina',
    ar: 'إطلالة على المارينا',
    arObject: 'المارينا',
    de: 'Marinablick',
    deObject: 'die Marina',
  },
};

/** Features written as "… with X": de in the dative after "mit"/"und". */
export type WithFeature = 'garden' | 'roof' | 'pool';
export const WITH_WORDS: Record<WithFeature, Localized> = {
  garden: { en: 'Private Garden', ar: 'حديقة خاصة', de: 'eigenem Garten' },
  roof: { en: 'Roof Terrace', ar: 'سطح خاص', de: 'Dachterrasse' },
  pool: { en: 'Private Pool', ar: 'حمام سباحة خاص', de: 'privatem Pool' },
};

/** Adjectives a title may open with. German "corner" is a compound noun instead (KindWords.deCorner). */
export type TitleAdjective = 'furnished' | 'corner' | 'renovated' | 'spacious';
export interface AdjectiveWords {
  en: string;
  arFeminine: string;
  arMasculine: string;
  deFeminine: string;
  deNeuter: string;
}
export const ADJECTIVE_WORDS: Record<Exclude<TitleAdjective, 'corner'>, AdjectiveWords> = {
  furnished: {
    en: 'Furnished',
    arFeminine: 'مفروشة',
    arMasculine: 'مفروش',
    deFeminine: 'Möblierte',
    deNeuter: 'Möbliertes',
  },
  renovated: {
    en: 'Renovated',
    arFeminine: 'مجددة',
    arMasculine: 'مجدد',
    deFeminine: 'Renovierte',
    deNeuter: 'Renoviertes',
  },
  spacious: {
    en: 'Spacious',
    arFeminine: 'واسعة',
    arMasculine: 'واسع',
    deFeminine: 'Geräumige',
    deNeuter: 'Geräumiges',
  },
};
export const CORNER = { en: 'Corner', arFeminine: 'ركنية', arMasculine: 'ركني' } as const;

/** Floors 0..8: "ground floor", "1st floor", … */
export const EN_FLOORS: readonly string[] = [
  'ground floor',
  '1st floor',
  '2nd floor',
  '3rd floor',
  '4th floor',
  '5th floor',
  '6th floor',
  '7th floor',
  '8th floor',
];
export const AR_FLOORS: readonly string[] = [
  'الطابق الأرضي',
  'الطابق الأول',
  'الطابق الثاني',
  'الطابق الثالث',
  'الطابق الرابع',
  'الطابق الخامس',
  'الطابق السادس',
  'الطابق السابع',
  'الطابق الثامن',
];
export const DE_FLOORS: readonly string[] = [
  'Erdgeschoss',
  '1. Stock',
  '2. Stock',
  '3. Stock',
  '4. Stock',
  '5. Stock',
  '6. Stock',
  '7. Stock',
  '8. Stock',
];
