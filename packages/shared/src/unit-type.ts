import type { UnitCategory } from './constants';

const NUMBER_WORDS: Record<string, string> = { one: '1', two: '2', three: '3' };

/**
 * Matches a free-text unit type ("Studio Apartment", "1BR", "Two Bedroom Chalet", "3 Bedrooms Villa")
 * to the spec's filter options by keywords. Returns null when it is none of them (e.g. "4 Bedroom Villa").
 */
export function categoryOfUnitType(unitType: string): UnitCategory | null {
  const text = unitType.toLowerCase();
  if (/\bstudio\b/.test(text)) return 'studio';
  const match = /\b(1|2|3|one|two|three)\s*-?\s*(?:br|bd|bed|beds|bedroom|bedrooms)\b/.exec(text);
  if (!match?.[1]) return null;
  const digit = NUMBER_WORDS[match[1]] ?? match[1];
  return `${digit}-bedroom` as UnitCategory;
}
