import { z } from '../zod';
import { AREA_MAX_POINTS, AREA_MIN_POINTS, type AreaPolygon, decodeArea } from './area-codec';

/** A point of an encoded polyline at precision 5 takes at most 12 characters. */
const AREA_MAX_LENGTH = AREA_MAX_POINTS * 12 + 12;

const AREA_SHAPE = 'area must be an encoded polyline (precision 5)';

/**
 * `area=<encoded polyline>` of the list and map calls: a drawn polygon, precision 5, 3 to 100 points,
 * decoded to [lng, lat] pairs.
 */
export const areaParam = z
  .string({ error: AREA_SHAPE })
  .trim()
  .min(1, { error: AREA_SHAPE })
  .max(AREA_MAX_LENGTH, { error: `area must have at most ${AREA_MAX_POINTS} points` })
  .transform((text, ctx): AreaPolygon => {
    const points = decodeArea(text);
    if (!points) {
      ctx.issues.push({ code: 'custom', message: AREA_SHAPE, input: text });
      return z.NEVER;
    }
    if (points.length < AREA_MIN_POINTS || points.length > AREA_MAX_POINTS) {
      ctx.issues.push({
        code: 'custom',
        message: `area must have from ${AREA_MIN_POINTS} to ${AREA_MAX_POINTS} points`,
        input: text,
      });
      return z.NEVER;
    }
    return points;
  });
