import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Where a parameter goes in a query built by `compiledOnce`: its index among the call's arguments. */
const SLOT = Symbol('compiledOnce parameter');
type Slot = { readonly [SLOT]: number };
const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

/**
 * A read whose SQL Kysely builds and compiles once per database handle, for the small reads of the
 * busiest calls: there, building the query (immutable nodes, the CamelCasePlugin's rewrite of them, the
 * compile) cost more CPU than sending it and reading its rows (an event's reservations: 0.28 → 0.22 ms
 * of the API's CPU per call, with its answer left unchecked as well).
 *
 * `build` is called once, with a placeholder for each parameter, so the query's shape must not depend on
 * the values: no branch on them, no list of varying length. Every call sends that SQL with its own
 * values in the placeholders' places (the builder's own parameters, constants, stay as they are). A
 * transaction is a handle of its own and compiles its own copy.
 */
export function compiledOnce<P extends unknown[], R>(
  build: (db: Kysely<Database>, ...params: P) => Compilable<R>,
) {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<R>>();
  return async (db: Kysely<Database>, ...params: P): Promise<R[]> => {
    let query = compiled.get(db);
    if (!query) {
      const slots = params.map((_, index): Slot => ({ [SLOT]: index })) as P;
      query = build(db, ...slots).compile();
      compiled.set(db, query);
    }
    const values = query.parameters.map((value) => (isSlot(value) ? params[value[SLOT]] : value));
    return (await db.executeQuery(CompiledQuery.raw(query.sql, values) as CompiledQuery<R>)).rows;
  };
}
