import { at } from './prng.js';
import type { UnitKind } from '@app/shared';
import type { Localized } from './types.js';
import type { ViewKey } from './unit-places.js';
import { CONDITIONS, FURNISHING_WORDS, type Furnishing } from './unit-phrases.js';
import {
  ADJECTIVE_WORDS,
  AR_BEDROOMS,
  AR_FLOORS,
  CORNER,
  DE_FLOORS,
  EN_FLOORS,
  KIND_WORDS,
  VIEW_WORDS,
  WITH_WORDS,
  type KindWords,
  type TitleAdjective,
  type WithFeature,
} from './unit-words.js';

/** How a title is dressed: an opening adjective, a trailing view or feature, or both (never neither). */
export type TitleExtra = { type: 'view' } | { type: 'with'; feature: WithFeature };
export type Highlight =
  { adjective: TitleAdjective; extra: TitleExtra | null } | { adjective: null; extra: TitleExtra };

/** A finished unit (condition + furnishing) or one still being built (year of handover). */
export type UnitState =
  { type: 'building'; deliveryYear: string } | { type: 'finished'; furnishing: Furnishing; conditionIndex: number };

export interface UnitText {
  kind: UnitKind;
  bedrooms: number;
  areaSqm: number;
  floor: number | null;
  view: ViewKey;
  highlight: Highlight;
  /** Place phrase for titles: "in Hurghada Avenue" / "في هرغادا أفينيو", or a neighbourhood phrase. */
  titlePlace: Localized;
  /** Place as a phrase in descriptions: "in Hurghada Avenue", "ضمن مشروع …", "in der Anlage …". */
  atPlace: Localized;
  state: UnitState;
  beach: Localized;
  pay: Localized;
}

function deBedrooms(bedrooms: number): string {
  if (bedrooms === 0) return '';
  return bedrooms === 1 ? ' mit 1 Schlafzimmer' : ` mit ${bedrooms} Schlafzimmern`;
}

function arBedrooms(bedrooms: number): string {
  return bedrooms === 0 ? '' : ` ${at(AR_BEDROOMS, bedrooms)}`;
}

function enLabel(w: KindWords, bedrooms: number): string {
  return bedrooms === 0 ? w.en : `${bedrooms} Bedroom ${w.en}`;
}

/** Opening words of the title before the bedrooms: "Furnished " + label / "Möbliertes Studio" / "شقة مفروشة". */
function opening(w: KindWords, adjective: TitleAdjective | null): Localized {
  if (adjective === null) return { en: '', ar: w.ar, de: w.de };
  if (adjective === 'corner') {
    return {
      en: `${CORNER.en} `,
      ar: `${w.ar} ${w.arFeminine ? CORNER.arFeminine : CORNER.arMasculine}`,
      de: w.deCorner ?? w.de,
    };
  }
  const a = ADJECTIVE_WORDS[adjective];
  return {
    en: `${a.en} `,
    ar: `${w.ar} ${w.arFeminine ? a.arFeminine : a.arMasculine}`,
    de: `${w.deNeuter ? a.deNeuter : a.deFeminine} ${w.de}`,
  };
}

/**
 * en: "Sea View 2 Bedroom Apartment", "Furnished 2 Bedroom Apartment with Sea View", "Villa with Private Pool";
 * ar: "شقة مفروشة بغرفتي نوم وإطلالة على البحر"; de: "Möblierte Wohnung mit 2 Schlafzimmern und Meerblick".
 */
export function buildTitle(t: UnitText): Localized {
  const w = KIND_WORDS[t.kind];
  const label = enLabel(w, t.bedrooms);
  const { adjective, extra } = t.highlight;
  const open = opening(w, adjective);
  const beds = t.bedrooms > 0;
  const ar = `${open.ar}${arBedrooms(t.bedrooms)}`;
  const de = `${open.de}${deBedrooms(t.bedrooms)}`;
  if (extra === null) return inPlace({ en: `${open.en}${label}`, ar, de }, t.titlePlace);

  const x: Localized = extra.type === 'view' ? VIEW_WORDS[t.view] : WITH_WORDS[extra.feature];
  const en = extra.type === 'view' && adjective === null ? `${x.en} ${label}` : `${open.en}${label} with ${x.en}`;
  return inPlace(
    { en, ar: `${ar} ${beds ? 'و' : 'ب'}${x.ar}`, de: `${de} ${beds ? 'und' : 'mit'} ${x.de}` },
    t.titlePlace,
  );
}

/**
 * "<what> <place phrase>". Final strings are built with join(), which yields flat strings: nested template
 * literals leave V8 rope strings behind, doubling memory and GC time when 100k units are held at once.
 */
function inPlace(what: Localized, place: Localized): Localized {
  return { en: [what.en, place.en].join(' '), ar: [what.ar, place.ar].join(' '), de: [what.de, place.de].join(' ') };
}

/** Three sentences: where the unit is and what it overlooks; its condition; beach and payment. */
export function buildDescription(t: UnitText): Localized {
  const w = KIND_WORDS[t.kind];
  const v = VIEW_WORDS[t.view];
  const floorEn = t.floor === null ? '' : `on the ${at(EN_FLOORS, t.floor)} `;
  const floorAr = t.floor === null ? '' : `في ${at(AR_FLOORS, t.floor)} `;
  const floorDe = t.floor === null ? '' : `im ${at(DE_FLOORS, t.floor)} `;
  const enLower = t.bedrooms === 0 ? w.enLower : `${t.bedrooms} bedroom ${w.enLower}`;

  const where: Localized = {
    en: `This ${enLower} (${t.areaSqm} m²) is located ${floorEn}${t.atPlace.en}, overlooking ${v.enObject}.`,
    ar: `${w.arFeminine ? 'تقع هذه' : 'يقع هذا'} ${w.arDefinite}${arBedrooms(t.bedrooms)} (${t.areaSqm} م²) ${floorAr}${t.atPlace.ar} ${w.arFeminine ? 'وتطل' : 'ويطل'} على ${v.arObject}.`,
    de: `${w.deNeuter ? 'Dieses' : 'Diese'} ${w.de}${deBedrooms(t.bedrooms)} (${t.areaSqm} m²) liegt ${floorDe}${t.atPlace.de} und bietet einen Blick auf ${v.deObject}.`,
  };

  const s = t.state;
  let condition: Localized;
  if (s.type === 'building') {
    const year = s.deliveryYear;
    condition = {
      en: `The unit is under construction and will be handed over fully finished in ${year}.`,
      ar: `الوحدة قيد الإنشاء، ومن المقرر تسليمها كاملة التشطيب في عام ${year}.`,
      de: `Die Immobilie befindet sich im Bau und wird ${year} schlüsselfertig übergeben.`,
    };
  } else {
    const c = at(CONDITIONS, s.conditionIndex);
    const f = FURNISHING_WORDS[s.furnishing];
    condition = {
      en: `The unit is ${c.en} and ${f.en}.`,
      ar: `الوحدة ${c.ar} و${f.ar}.`,
      de: `Die Immobilie ist ${c.de} und wird ${f.de} verkauft.`,
    };
  }

  const { beach, pay } = t;
  // join() gives flat strings (see inPlace).
  return {
    en: [where.en, condition.en, `${beach.en}, and ${pay.en}.`].join(' '),
    ar: [where.ar, condition.ar, `${beach.ar}، ${pay.ar}.`].join(' '),
    de: [where.de, condition.de, `${beach.de}; ${pay.de}.`].join(' '),
  };
}
