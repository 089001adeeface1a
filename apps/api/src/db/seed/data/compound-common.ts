import type { SeedCompound, SeedLocalizedList } from './types.js';

/** One specification bullet, written in English, Arabic and German. */
export type SpecLine = readonly [en: string, ar: string, de: string];

/** A compound as authored: media paths are derived from the slug, bullets are written as triples. */
export type SeedCompoundInput = Omit<SeedCompound, 'mainImage' | 'mainVideo' | 'photos' | 'specifications'> & {
  specifications: readonly SpecLine[];
};

const PHOTO_COUNT = 8;

/** Builds a seed compound, filling in its main image, tour video and 8 photos (its gallery). */
export function defineCompound(input: SeedCompoundInput): SeedCompound {
  const { specifications, ...rest } = input;
  const base = `/media/projects/${input.slug}`;
  const photos: string[] = [];
  for (let i = 1; i <= PHOTO_COUNT; i++) photos.push(`${base}/gallery-${i}.webp`);
  return {
    ...rest,
    specifications: toLocalizedList(specifications),
    mainImage: `${base}/main.webp`,
    mainVideo: `${base}/tour.mp4`,
    photos,
  };
}

function toLocalizedList(lines: readonly SpecLine[]): SeedLocalizedList {
  return {
    en: lines.map(([en]) => en),
    ar: lines.map(([, ar]) => ar),
    de: lines.map(([, , de]) => de),
  };
}

/** "N minutes to Hurghada International Airport" in all three languages. */
export function airportSpec(minutes: number): SpecLine {
  // Arabic counts 3–10 with the plural, 11 and above with the singular.
  const arMinutes = minutes <= 10 ? 'دقائق' : 'دقيقة';
  return [
    `${minutes} minutes to Hurghada International Airport`,
    `${minutes} ${arMinutes} من مطار الغردقة الدولي`,
    `${minutes} Minuten zum Flughafen Hurghada`,
  ];
}

export const SECURITY_SPEC: SpecLine = [
  'Gated community with 24/7 security',
  'مجتمع مسوّر بأمن وحراسة على مدار الساعة',
  'Bewachte Anlage mit Sicherheitsdienst rund um die Uhr',
];
