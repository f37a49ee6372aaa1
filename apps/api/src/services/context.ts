import type { Database, Kysely } from '@app/db';
import type { Outbox } from '../mail/outbox.ts';

/**
 * What a service is given: the database handle (a mutation's transaction, which names the audit actor)
 * and the acting user. A tRPC procedure's ctx is one.
 */
export type ServiceContext = { db: Kysely<Database>; user: { id: number; username: string } };

/** A service that sends e-mail is given the outbox too (a tRPC procedure's ctx has it). */
export type MailingContext = ServiceContext & { outbox: Outbox };
