import { describe, expect, it } from 'vitest';
import { closestInPrice, similarUnitsQuery } from './similar-units';
import type { Unit } from '@app/shared';

const unit = (id: number, price: number, extra: Partial<Unit> = {}) =>
  ({ id, price, region: 'el-gouna', kind: 'apartment', category: '2-bedroom', ...extra }) as Unit;

describe('units like one', () => {
  it('asks for available units of its type in its area, with room for the list it is on', () => {
    expect(similarUnitsQuery(unit(1, 100_000), [1, 2, 3])).toEqual({
      page_size: 7,
      status: 'available',
      location: 'el-gouna',
      type: '2-bedroom',
    });
    expect(similarUnitsQuery(unit(1, 100_000, { category: null, kind: 'villa' as Unit['kind'] }), [])).toEqual({
      page_size: 4,
      status: 'available',
      location: 'el-gouna',
      kind: 'villa',
    });
  });

  it('keeps the three nearest in price, without the unit and the units already on the list', () => {
    const sold = unit(1, 200_000);
    const candidates = [
      unit(1, 200_000),
      unit(2, 210_000),
      unit(3, 150_000),
      unit(4, 195_000),
      unit(5, 400_000),
      unit(6, 260_000),
    ];
    expect(closestInPrice(sold, candidates, [1, 4]).map((u) => u.id)).toEqual([2, 3, 6]);
    expect(closestInPrice(sold, [], [1])).toEqual([]);
  });
});
