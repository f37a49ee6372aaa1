import type { z } from 'zod';

/*
 * Answers whose SQL selects exactly their schema's columns are not run through the
 * schema again in production. The schema still documents the answer (OpenAPI) and types it; in tests
 * and development every answer is checked, and test/answer-schemas.test.ts proves, for every such
 * procedure over the demo data, that the unchecked answer is exactly what the schema lets through (no
 * extra field, no value the schema would change), so nothing can leak by skipping it.
 */

/** Whether answers of unchecked schemas are parsed: everywhere but production. */
let checking = process.env.NODE_ENV !== 'production';

/** The schemas given to `unchecked`, with the original each one stands for. */
const UNCHECKED = new WeakMap<object, z.ZodType>();

/**
 * `schema`, for `.output()`, as a copy whose parse is skipped while answers are not checked (production).
 * Only for answers whose rows the SQL selects to be exactly the schema's fields.
 */
export function unchecked<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone() as S;
  const parseAsync = copy.parseAsync.bind(copy);
  // Without the check the answer is the procedure's own, typed by the same schema.
  copy.parseAsync = (value, params) =>
    checking ? parseAsync(value, params) : Promise.resolve(value as z.output<S>);
  UNCHECKED.set(copy, schema);
  return copy;
}

/** The schema an output stands for when it was made by `unchecked` (tests walk the router with it). */
export function uncheckedOriginal(output: unknown): z.ZodType | undefined {
  return typeof output === 'object' && output !== null ? UNCHECKED.get(output) : undefined;
}

/** Turns the checks of `unchecked` answers on or off (tests see what production answers). */
export function checkAnswers(enabled: boolean): void {
  checking = enabled;
}
