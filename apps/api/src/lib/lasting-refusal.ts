import type { Database, Kysely } from '@app/db';
import { TRPCError } from '@trpc/server';

type Code = ConstructorParameters<typeof TRPCError>[0]['code'];

/**
 * A refusal that must leave a trace although the call's writes roll back: a wrong second-factor code
 * is counted against the sign-in throttle even when typed in a signed-in mutation, whose transaction
 * the refusal undoes. protectedProcedure runs `record` on the database once the transaction is over.
 */
export class LastingRefusal extends TRPCError {
  readonly record: (db: Kysely<Database>) => Promise<void>;

  constructor(code: Code, message: string, record: (db: Kysely<Database>) => Promise<void>) {
    super({ code, message });
    this.record = record;
  }
}
