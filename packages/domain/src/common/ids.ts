import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';

export const INVALID_ID = 'Invalid id';

/** A stored id as the API returns it: a positive integer within Postgres `integer`. */
export const ZRowId = z.int({ error: INVALID_ID }).min(1, INVALID_ID).max(PG_INT_MAX, INVALID_ID);

// REST path and query values arrive as strings. Only plain digit strings are coerced: `z.coerce`
// would also turn true, [] or '0x1f' into numbers. Being a pipe also keeps trpc-to-openapi from
// flagging the schema for its own (in-place, shared) coercion.
/** An id in an input: a positive integer, or a string of digits (REST path params, select values). */
export const ZId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, INVALID_ID)], { error: INVALID_ID })
  .transform(Number)
  .pipe(ZRowId);

/** `{ id }` input of byId / delete procedures. */
export const ZIdInput = z.object({ id: ZId });

/** An optional reference in a form: '' and null become null, an absent key stays absent. */
export function optionalId() {
  return z
    .union([z.number(), z.string()], { error: INVALID_ID })
    .nullish()
    .transform((value) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .pipe(ZId.nullish());
}

/** A nullable reference as the API returns it. */
export const ZRowIdNullable = ZRowId.nullable();
