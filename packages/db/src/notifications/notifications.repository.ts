import type { NotificationRelated } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * What each notification is about, read as it is answered (notificationTarget makes its address): the
 * words that find the record on its screen, and a document's event and client. Null when the
 * notification names no record or the record is gone, so a deleted record's notification opens nothing.
 */
const related = sql<NotificationRelated | null>`case notifications.related_type
  when 'document' then (select jsonb_build_object('term', d.name, 'eventId', d.event_id, 'clientId', d.client_id)
    from documents d where d.id = notifications.related_id)
  when 'event' then (select jsonb_build_object('term', e.name) from events e where e.id = notifications.related_id)
  when 'invoice' then (select jsonb_build_object('term', coalesce(i.number, ''))
    from invoices i where i.id = notifications.related_id)
  when 'inventory' then (select jsonb_build_object('term', i.sku) from inventory i where i.id = notifications.related_id)
  when 'campaign' then (select jsonb_build_object('term', c.name) from campaigns c where c.id = notifications.related_id)
  when 'business-info' then (select jsonb_build_object('term', b.name)
    from business_info b where b.id = notifications.related_id)
  when 'client' then (select jsonb_build_object('term', c.name) from clients c where c.id = notifications.related_id)
  when 'vendor' then (select jsonb_build_object('term', v.name) from vendors v where v.id = notifications.related_id)
end`.as('related');

/** Notifications visible to a user: their own and those for everyone, not expired, not deleted. */
function visibleTo(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('notifications')
    .where('dismissedAt', 'is', null)
    .where((eb) => eb.or([eb('userId', 'is', null), eb('userId', '=', userId)]))
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', new Date().toISOString())]));
}

export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  opts: { unreadOnly: boolean; limit: number },
) {
  let query = visibleTo(db, userId).selectAll().select(related);
  if (opts.unreadOnly) query = query.where('isRead', '=', false);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(opts.limit).execute();
}

export async function markNotificationRead(db: Kysely<Database>, userId: number, id: number) {
  const visible = await visibleTo(db, userId).select('id').where('id', '=', id).executeTakeFirst();
  if (!visible) return undefined;
  await db.updateTable('notifications').set({ isRead: true }).where('id', '=', id).execute();
  return db.selectFrom('notifications').selectAll().select(related).where('id', '=', id).executeTakeFirst();
}

export async function markAllNotificationsRead(db: Kysely<Database>, userId: number) {
  const result = await db
    .updateTable('notifications')
    .set({ isRead: true })
    .where('isRead', '=', false)
    .where('dismissedAt', 'is', null)
    .where((eb) => eb.or([eb('userId', 'is', null), eb('userId', '=', userId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes a notification for good: it is dismissed, not removed, so that it keeps its condition's
 * dedupe_key and the rules do not make it again while the condition lasts (migration 0023).
 */
export async function deleteNotification(db: Kysely<Database>, userId: number, id: number) {
  const visible = await visibleTo(db, userId).select('id').where('id', '=', id).executeTakeFirst();
  if (!visible) return false;
  await db.updateTable('notifications').set({ dismissedAt: new Date() }).where('id', '=', id).execute();
  return true;
}

export type NotificationToCreate = {
  type: string;
  title: string;
  message: string;
  priority: 'urgent' | 'high' | 'normal' | 'low';
  relatedId?: number | null;
  relatedType?: string | null;
  actionUrl?: string | null;
  dedupeKey: string;
  expiresAt?: Date | null;
};

/** Creates a notification unless one for the same condition (dedupeKey) already exists. */
export async function notifyOnce(db: Kysely<Database>, n: NotificationToCreate): Promise<boolean> {
  const result = await db
    .insertInto('notifications')
    .values({ ...n })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
