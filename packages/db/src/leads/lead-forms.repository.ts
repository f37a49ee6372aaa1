import type { Kysely } from 'kysely';
import { createCrudRepository } from '../crud/crud.repository.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

// The Lead Forms list, read, create, update and delete. A company keeps a handful of forms.
export const leadFormsRepository = createCrudRepository({
  table: 'lead_forms',
  searchColumns: ['name', 'slug'],
  sortColumns: ['name', 'createdAt', 'updatedAt'],
  defaultSort: ['name', 'asc'],
});

/** A published form by its public address; an unpublished one is as good as none. */
export function publishedLeadForm(db: Db, slug: string) {
  return db
    .selectFrom('lead_forms')
    .selectAll()
    .where('slug', '=', slug)
    .where('published', '=', true)
    .executeTakeFirst();
}

export function stageExists(db: Db, id: number) {
  return db.selectFrom('pipeline_stages').select('id').where('id', '=', id).executeTakeFirst();
}

export function emailTemplateExists(db: Db, id: number) {
  return db.selectFrom('email_templates').select('id').where('id', '=', id).executeTakeFirst();
}

/**
 * Records a proof-of-work challenge as used, until it would have expired anyway. Answers false when it
 * was used already (a replay), in which case nothing changes.
 */
export async function spendChallenge(db: Db, challenge: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('spent_challenges')
    .values({ challenge, expiresAt })
    .onConflict((conflict) => conflict.column('challenge').doNothing())
    .returning('challenge')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the used challenges that have expired (they are refused as expired anyway). */
export async function forgetExpiredChallenges(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .deleteFrom('spent_challenges')
    .where('expiresAt', '<', now.toISOString())
    .returning('challenge')
    .execute();
  return rows.length;
}
