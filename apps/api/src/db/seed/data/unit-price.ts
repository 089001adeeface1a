import type { Rng } from '@app/shared';

/** Edges of the site's USD price bands; seeded prices never sit exactly on one, so band membership is unambiguous. */
const BAND_EDGES: readonly number[] = [200_000, 400_000, 600_000];

/** Rounds to the nearest 500 and steps off a band edge. */
export function roundPrice(usd: number): number {
  const rounded = Math.round(usd / 500) * 500;
  return BAND_EDGES.includes(rounded) ? rounded + 500 : rounded;
}

/** 185000 -> "185,000". */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 1250000 -> "1.25"; exact for multiples of 10,000. */
function millions(n: number): string {
  const thousands = Math.round(n / 1000);
  const whole = Math.floor(thousands / 1000);
  const fraction = String(thousands % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/**
 * Listing text the way owners and agents typed it: mostly "$185,000", some "USD 185,000" and
 * "185,000 USD", and "$1.25M" for some prices of a million or more. For the "M" style the price is
 * rounded to the nearest 50,000 so the text stays exact. The text always parses back to `priceUsd`.
 */
export function priceWithText(usd: number, rnd: Rng): { priceUsd: number; priceText: string } {
  const r = rnd();
  if (usd >= 1_000_000 && r < 0.45) {
    const priceUsd = Math.round(usd / 50_000) * 50_000;
    return { priceUsd, priceText: `$${millions(priceUsd)}M` };
  }
  const grouped = groupThousands(usd);
  if (r < 0.7) return { priceUsd: usd, priceText: `$${grouped}` };
  if (r < 0.88) return { priceUsd: usd, priceText: `USD ${grouped}` };
  return { priceUsd: usd, priceText: `${grouped} USD` };
}
