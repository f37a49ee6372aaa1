import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import { REQUIRED } from './text.ts';

export const NOT_WHOLE_NUMBER = 'Must be a whole number';
export const NEGATIVE_COUNT = 'Must be 0 or more';

/** A whole number from 0 to the Postgres integer maximum; `negativeMessage` replaces 'Must be 0 or more'. */
export function count(negativeMessage: string = NEGATIVE_COUNT) {
  return z
    .int({ error: (issue) => (issue.input === undefined ? REQUIRED : NOT_WHOLE_NUMBER) })
    .min(0, negativeMessage)
    .max(PG_INT_MAX, `Must be at most ${PG_INT_MAX}`);
}

/** A count as the API returns it. */
export const ZCount = z.int().min(0);

/**
 * An integer in a query string: a number, or a string of digits (REST query params arrive as text).
 * Only plain integers are coerced.
 */
export function queryInt(min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, NOT_WHOLE_NUMBER),
      ],
      { error: NOT_WHOLE_NUMBER },
    )
    .transform(Number)
    .pipe(
      z
        .int({ error: NOT_WHOLE_NUMBER })
        .min(min, `Must be at least ${min}`)
        .max(max, `Must be at most ${max}`),
    );
}

/** A boolean in a query string: true/false or 'true'/'false' (Boolean('false') would be true). */
export function queryBoolean() {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Must be true or false' })
    .transform((value) => value === true || value === 'true');
}
