import { z } from 'zod';
import { REQUIRED } from './text.ts';

type Values = readonly [string, ...string[]];

/**
 * What a value outside a closed list is told: the values it may take, so that a CSV import or an API
 * caller can correct it in one go ("Must be one of: active, inactive, pending").
 */
export function invalidOption(values: readonly string[]): string {
  return `Must be one of: ${values.join(', ')}`;
}

/** One of `values`; a missing or blank value gives `requiredMessage`, any other value names `values`. */
export function requiredEnum<const T extends Values>(values: T, requiredMessage: string = REQUIRED) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? requiredMessage
        : invalidOption(values),
  });
}

/** An optional choice: ''/null become null, an absent key stays absent. */
export function optionalEnum<const T extends Values>(values: T) {
  return z
    .union([z.enum(values), z.literal('')], { error: invalidOption(values) })
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

/** A list filter: one of `values`, or 'all' / absent for no filter. */
export function filterEnum<const T extends Values>(values: T) {
  return z
    .union([z.enum(values), z.literal('all')], { error: invalidOption(['all', ...values]) })
    .optional()
    .transform((value) => (value === 'all' ? undefined : value));
}
