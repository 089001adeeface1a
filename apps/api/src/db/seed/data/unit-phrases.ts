import type { Localized } from './types.js';
import type { BeachAccess } from './unit-places.js';

/** Sentence fragments for unit descriptions: condition, furnishing, beach distance and payment terms. */

/** Condition of a finished unit: en/ar/de adjective phrases after "is" / "الوحدة" / "ist". */
export const CONDITIONS: readonly Localized[] = [
  { en: 'fully finished', ar: 'كاملة التشطيب', de: 'vollständig fertiggestellt' },
  { en: 'freshly renovated', ar: 'مجددة حديثًا', de: 'frisch renoviert' },
  { en: 'in excellent condition', ar: 'بحالة ممتازة', de: 'in sehr gepflegtem Zustand' },
  { en: 'finished to a high standard', ar: 'مشطبة بخامات عالية الجودة', de: 'hochwertig ausgebaut' },
];
/** Index into CONDITIONS of "freshly renovated", which lets a title say "Renovated". */
export const RENOVATED_CONDITION = 1;

export type Furnishing = 'furnished' | 'unfurnished' | 'kitchen' | 'semi';
export const FURNISHINGS: readonly Furnishing[] = ['furnished', 'furnished', 'unfurnished', 'kitchen', 'semi'];
/** en/ar: the whole "sold …" phrase; de: the part between "wird" and "verkauft". */
export const FURNISHING_WORDS: Record<Furnishing, Localized> = {
  furnished: { en: 'sold furnished', ar: 'تُباع بكامل أثاثها', de: 'komplett möbliert' },
  unfurnished: { en: 'sold unfurnished', ar: 'تُباع بدون أثاث', de: 'unmöbliert' },
  kitchen: {
    en: 'sold with a fitted kitchen and air conditioning',
    ar: 'تُباع بالمطبخ والتكييفات',
    de: 'mit Einbauküche und Klimaanlagen',
  },
  semi: { en: 'sold semi-furnished', ar: 'تُباع بفرش جزئي', de: 'teilmöbliert' },
};

const BEACH_PRIVATE: Localized = {
  en: "Residents use the compound's private beach",
  ar: 'يتمتع السكان بشاطئ خاص داخل المشروع',
  de: 'Die Bewohner nutzen den Privatstrand der Anlage',
};
const BEACH_3: Localized = {
  en: 'The beach is a 3-minute walk away',
  ar: 'يبعد الشاطئ 3 دقائق سيرًا على الأقدام',
  de: 'Der Strand ist in 3 Gehminuten erreichbar',
};
const BEACH_5: Localized = {
  en: 'The beach is a 5-minute walk away',
  ar: 'يبعد الشاطئ 5 دقائق سيرًا على الأقدام',
  de: 'Der Strand ist in 5 Gehminuten erreichbar',
};
const BEACH_10: Localized = {
  en: 'The beach is about 10 minutes on foot',
  ar: 'يبعد الشاطئ نحو 10 دقائق سيرًا على الأقدام',
  de: 'Bis zum Strand sind es etwa 10 Minuten zu Fuß',
};
const BEACH_DRIVE: Localized = {
  en: 'The nearest beach is a short drive away',
  ar: 'يقع أقرب شاطئ على مسافة قصيرة بالسيارة',
  de: 'Der nächste Strand ist mit dem Auto in wenigen Minuten erreichbar',
};

/** First half of the last sentence, by how the beach is reached. */
export const BEACH_WORDS: Record<BeachAccess, readonly Localized[]> = {
  private: [BEACH_PRIVATE, BEACH_PRIVATE, BEACH_3],
  near: [BEACH_3, BEACH_5, BEACH_10],
  far: [BEACH_10, BEACH_DRIVE],
};

const PAY_CASH: Localized = {
  en: 'the price is for cash payment',
  ar: 'والسعر للدفع النقدي',
  de: 'der Preis gilt bei Barzahlung',
};
export const PAY_TWO_YEARS: Localized = {
  en: 'the owner accepts instalments over 2 years',
  ar: 'ويقبل المالك التقسيط على سنتين',
  de: 'der Eigentümer akzeptiert Ratenzahlung über 2 Jahre',
};
const PAY_INSTALMENTS: Localized = {
  en: 'payment in instalments can be arranged',
  ar: 'ويمكن الاتفاق على الدفع بالتقسيط',
  de: 'eine Ratenzahlung ist möglich',
};
const PAY_DISCOUNT: Localized = {
  en: 'a discount is offered for cash payment',
  ar: 'ويتوفر خصم عند الدفع النقدي',
  de: 'bei Barzahlung wird ein Nachlass gewährt',
};
const PAY_REMAINING: Localized = {
  en: 'the remaining instalments run until delivery',
  ar: 'وتُسدَّد الأقساط المتبقية حتى الاستلام',
  de: 'die restlichen Raten laufen bis zur Übergabe',
};

/** Second half of the last sentence: payment terms for finished units and for units still being built. */
export const PAY_FINISHED: readonly Localized[] = [PAY_CASH, PAY_CASH, PAY_TWO_YEARS, PAY_INSTALMENTS, PAY_DISCOUNT];
export const PAY_BUILDING: readonly Localized[] = [PAY_REMAINING, PAY_REMAINING, PAY_INSTALMENTS, PAY_CASH];
/** The payment sentences that offer instalments: a unit described with one of them has a payment plan. */
export const PAY_WITH_PLAN: ReadonlySet<Localized> = new Set([PAY_TWO_YEARS, PAY_INSTALMENTS, PAY_REMAINING]);
