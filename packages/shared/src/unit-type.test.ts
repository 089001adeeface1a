import { describe, expect, it } from 'vitest';
import { categoryOfUnitType } from './unit-type';

describe('categoryOfUnitType', () => {
  it.each([
    ['Studio', 'studio'],
    ['Studio Apartment', 'studio'],
    ['studio with garden', 'studio'],
    ['1BR', '1-bedroom'],
    ['1 Bedroom Apartment', '1-bedroom'],
    ['1BR Sea View Apartment', '1-bedroom'],
    ['One Bedroom Flat', '1-bedroom'],
    ['1-bed chalet', '1-bedroom'],
    ['1 BR Chalet', '1-bedroom'],
    ['2-Bedroom Townhouse', '2-bedroom'],
    ['Penthouse 2BR', '2-bedroom'],
    ['Three-Bedroom Villa', '3-bedroom'],
    ['3BD Villa', '3-bedroom'],
    ['Two Bedroom Chalet', '2-bedroom'],
    ['2 Bedroom Apartment', '2-bedroom'],
    ['2 bedrooms', '2-bedroom'],
    ['3 Bedrooms Villa', '3-bedroom'],
    ['Three Bedroom Penthouse', '3-bedroom'],
    ['Duplex 3 Bedrooms', '3-bedroom'],
  ])('%s is %s', (text, expected) => {
    expect(categoryOfUnitType(text)).toBe(expected);
  });

  it.each(['4 Bedroom Villa', 'Townhouse', 'Penthouse', '', '13 Bedroom Palace', 'Floor 2 apartment'])(
    '%s matches no filter option',
    (text) => {
      expect(categoryOfUnitType(text)).toBeNull();
    },
  );
});
