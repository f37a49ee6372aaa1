/**
 * Takes `value` as a `T` that TypeScript cannot check. The one such cast in the code base
 * (scripts/check-casts.mjs refuses `as never` and `as unknown as` anywhere else), for the places where a
 * library's types cannot say what holds at run time:
 * - tRPC's types over a generic router key or a generic zod schema (a proxy indexed by a type parameter,
 *   a procedure's input or output as a conditional type nothing can be assigned to);
 * - objects that stand in for another at a library's boundary (a fetch Request where Node's is named, an
 *   emitter for a response that is only listened to), and two libraries' types for the same document;
 * - Kysely over a table chosen at run time.
 * Each call says why its value is what it claims to be; prefer a written type whenever one can be.
 */
export function assumeType<T>(value: unknown): T {
  return value as T;
}
