import { z } from 'zod';
import { REQUIRED } from './text.ts';

type Values = readonly [string, ...string[]];

export const INVALID_OPTION = 'Invalid option';

/** One of `values`; a missing or blank value gives `requiredMessage`, any other value 'Invalid option'. */
export function requiredEnum<const T extends Values>(values: T, requiredMessage: string = REQUIRED) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? requiredMessage
        : INVALID_OPTION,
  });
}

/** An optional choice: ''/null become null, an absent key stays absent. */
export function optionalEnum<const T extends Values>(values: T) {
  return z
    .union([z.enum(values), z.literal('')], { error: INVALID_OPTION })
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

/** A list filter: one of `values`, or 'all' / absent for no filter. */
export function filterEnum<const T extends Values>(values: T) {
  return z
    .union([z.enum(values), z.literal('all')], { error: INVALID_OPTION })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value));
}
