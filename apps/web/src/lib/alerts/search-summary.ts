import { PRICE_BAND_KEYS, REGIONS, UNIT_CATEGORIES, canonicalSavedQuery } from '@app/shared';

/*
 * What a saved search asks for, in the listing's own terms: the parts its summary names, each with the
 * listing filter's label (listing.types, region, listing.bands, ...). Pure: the manage page and the save
 * form translate the parts.
 */

export type SummaryPart =
  | { part: 'private' }
  | { part: 'search'; text: string }
  | { part: 'type'; value: (typeof UNIT_CATEGORIES)[number] }
  | { part: 'location'; value: (typeof REGIONS)[number] }
  | { part: 'price'; value: (typeof PRICE_BAND_KEYS)[number] }
  | { part: 'bedrooms'; count: number }
  | { part: 'paymentPlan' }
  | { part: 'ready' }
  | { part: 'box' }
  | { part: 'area' };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The parts of a saved query (canonicalSavedQuery's text), in the order the listing's filters stand. */
export function summaryParts(query: string): SummaryPart[] {
  const params = new URLSearchParams(query);
  const parts: SummaryPart[] = [];
  if (params.get('private') === 'true') parts.push({ part: 'private' });
  const text = params.get('search')?.trim();
  if (text) parts.push({ part: 'search', text });
  const type = oneOf(UNIT_CATEGORIES, params.get('type'));
  if (type) parts.push({ part: 'type', value: type });
  const location = oneOf(REGIONS, params.get('location'));
  if (location) parts.push({ part: 'location', value: location });
  const price = oneOf(PRICE_BAND_KEYS, params.get('price_band'));
  if (price) parts.push({ part: 'price', value: price });
  const bedrooms = params.get('bedrooms');
  if (bedrooms !== null && /^\d{1,2}$/.test(bedrooms)) parts.push({ part: 'bedrooms', count: Number(bedrooms) });
  if (params.has('payment_plan')) parts.push({ part: 'paymentPlan' });
  if (params.has('ready')) parts.push({ part: 'ready' });
  if (params.has('area')) parts.push({ part: 'area' });
  else if (params.has('bbox')) parts.push({ part: 'box' });
  return parts;
}

/**
 * The list's query as the address holds it when the visitor saves it (the listing writes its filters, box
 * and drawn area there), as a search keeps it. Both listings show the same units (the private units' page
 * reads the whole list, spec section 2), so a search saved on either is the same search: it alerts on what
 * the visitor saw.
 */
export function listSearchQuery(search: string): string {
  return canonicalSavedQuery(search);
}
