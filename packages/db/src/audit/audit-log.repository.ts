import { type Kysely, sql } from 'kysely';
import { boundedTotal } from '../crud/crud.repository.ts';
import type { Database } from '../schema.ts';

/** Who is writing: the audit trigger (migration 0020) copies it into every entry of the transaction. */
export type AuditActor = { id: number; username: string; requestId?: string | undefined };

/**
 * Names the actor for the rest of the current transaction (set_config(…, true) is transaction-local,
 * so a pooled connection never carries it into someone else's request). Call it inside a transaction.
 */
export async function setAuditActor(trx: Kysely<Database>, actor: AuditActor) {
  await sql`select
    set_config('app.actor_id', ${String(actor.id)}, true),
    set_config('app.actor_name', ${actor.username}, true),
    set_config('app.request_id', ${actor.requestId ?? ''}, true)`.execute(trx);
}

export type AuditLogQuery = {
  tableName?: string | undefined;
  recordId?: string | undefined;
  actorId?: number | undefined;
  action?: Database['audit_log']['action'] | undefined;
  limit: number;
  offset: number;
};

/**
 * Newest first, filtered by table, record, actor and action, with how many entries match: exact up to
 * LIST_TOTAL_CAP, a lower bound above (boundedTotal; the log only grows, so it is never counted whole).
 */
export async function listAuditLog(db: Kysely<Database>, query: AuditLogQuery) {
  let base = db.selectFrom('audit_log');
  if (query.tableName) base = base.where('tableName', '=', query.tableName);
  if (query.recordId) base = base.where('recordId', '=', query.recordId);
  if (query.actorId !== undefined) base = base.where('actorId', '=', query.actorId);
  if (query.action) base = base.where('action', '=', query.action);
  const items = await base
    .selectAll()
    .orderBy('occurredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = await boundedTotal(db, base.select('id'), {
    limit: query.limit,
    offset: query.offset,
    shown: items.length,
  });
  return { items, ...total };
}
