import { describe, expect, it } from 'vitest';
import { BBOX_DECIMALS, bboxParam, bboxText } from '@app/shared';
import { bboxParamOf, locationView } from './location-view';

const gouna = { lat: 27.3942, lng: 33.6756 };
const airport = { lat: 27.1783, lng: 33.7994 };

describe('bboxParamOf', () => {
  it('writes the frame as a bbox the map view and the API accept', () => {
    const view = locationView([gouna, airport]);
    const param = bboxParamOf(view);
    // As the map writes its own box (create-map.ts visibleBox): the one writer, bboxText, to 5 decimals.
    expect(param).toBe(bboxText(view.bounds, BBOX_DECIMALS));
    expect(param).toMatch(/^33\.\d{1,5},27\.\d{1,5},33\.\d{1,5},27\.\d{1,5}$/);
    const read = bboxParam.parse(param);
    for (const edge of ['west', 'south', 'east', 'north'] as const)
      expect(Math.abs(read[edge] - view.bounds[edge])).toBeLessThanOrEqual(0.51e-5);
  });
});
