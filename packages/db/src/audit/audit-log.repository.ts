import { type Kysely, type Selectable, sql } from 'kysely';
import { boundedTotal } from '../crud/crud.repository.ts';
import { inBatches } from '../crud/in-batches.ts';
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

/** The entries the filters keep (table, record, actor, action). */
function matchingEntries(db: Kysely<Database>, query: Omit<AuditLogQuery, 'limit' | 'offset'>) {
  let base = db.selectFrom('audit_log');
  if (query.tableName) base = base.where('tableName', '=', query.tableName);
  if (query.recordId) base = base.where('recordId', '=', query.recordId);
  if (query.actorId !== undefined) base = base.where('actorId', '=', query.actorId);
  if (query.action) base = base.where('action', '=', query.action);
  return base;
}

/** One page of entries, newest first, without a total (`GET /api/audit-log`). */
export function auditLogRows(db: Kysely<Database>, query: AuditLogQuery) {
  return matchingEntries(db, query)
    .selectAll()
    .orderBy('occurredAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

/**
 * A page of entries, newest first, with how many match: exact up to LIST_TOTAL_CAP, a lower bound above
 * (boundedTotal; the log only grows, so it is never counted whole).
 */
export async function listAuditLog(db: Kysely<Database>, query: AuditLogQuery) {
  const items = await auditLogRows(db, query);
  const total = await boundedTotal(db, matchingEntries(db, query).select('id'), {
    limit: query.limit,
    offset: query.offset,
    shown: items.length,
  });
  return { items, ...total };
}

/**
 * Every entry the filters keep, newest first, `batchSize` at a time through a cursor (the CSV export;
 * the log grows without end, so it is never held whole).
 */
export function auditLogBatches(
  db: Kysely<Database>,
  query: Omit<AuditLogQuery, 'limit' | 'offset'>,
  batchSize: number,
) {
  return inBatches<Selectable<Database['audit_log']>>(
    db,
    matchingEntries(db, query).selectAll().orderBy('occurredAt', 'desc').orderBy('id', 'desc'),
    batchSize,
  );
}
