import type { EmailNotificationKind } from '@app/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** The kinds of notification a user also receives by e-mail, in a stable order. */
export async function emailNotificationKinds(db: Db, userId: number): Promise<EmailNotificationKind[]> {
  const rows = await db
    .selectFrom('user_email_notifications')
    .select('kind')
    .where('userId', '=', userId)
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

/** Replaces a user's choice of kinds with `kinds` (none: no e-mail at all). */
export async function replaceEmailNotificationKinds(
  db: Db,
  userId: number,
  kinds: readonly EmailNotificationKind[],
): Promise<void> {
  let removal = db.deleteFrom('user_email_notifications').where('userId', '=', userId);
  if (kinds.length > 0) removal = removal.where('kind', 'not in', kinds);
  await removal.execute();
  if (kinds.length === 0) return;
  await db
    .insertInto('user_email_notifications')
    .values(kinds.map((kind) => ({ userId, kind })))
    .onConflict((oc) => oc.columns(['userId', 'kind']).doNothing())
    .execute();
}

type NotificationEmailOwed = {
  notificationId: number;
  userId: number;
  email: string;
  title: string;
  message: string;
  actionUrl: string | null;
};

/**
 * The e-mails owed for notifications made since `since`: for each notification not dismissed (nor
 * expired) whose kind (its dedupe key's prefix) an active user with an e-mail address chose, and that
 * the user sees (theirs, or for everyone), when no e-mail was sent to them for it yet. Oldest first.
 */
export function notificationEmailsOwed(db: Db, since: Date, limit: number): Promise<NotificationEmailOwed[]> {
  return db
    .selectFrom('notifications as n')
    .innerJoin('user_email_notifications as c', (join) =>
      join.on(sql<string>`split_part(n.dedupe_key, ':', 1)`, '=', sql.ref('c.kind')),
    )
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      'n.id as notificationId',
      'u.id as userId',
      sql<string>`btrim(u.email)`.as('email'),
      'n.title',
      'n.message',
      'n.actionUrl',
    ])
    .where('n.createdAt', '>', since.toISOString())
    .where('n.dismissedAt', 'is', null)
    .where((eb) => eb.or([eb('n.expiresAt', 'is', null), eb('n.expiresAt', '>', new Date().toISOString())]))
    .where('n.dedupeKey', 'is not', null)
    .where('u.isActive', '=', true)
    .where(sql<boolean>`coalesce(btrim(u.email), '') <> ''`)
    .where((eb) => eb.or([eb('n.userId', 'is', null), eb('n.userId', '=', eb.ref('u.id'))]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_emails as e')
            .select(sql.lit(1).as('one'))
            .whereRef('e.notificationId', '=', 'n.id')
            .whereRef('e.userId', '=', 'u.id'),
        ),
      ),
    )
    .orderBy('n.id')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/**
 * Records that `userId` is sent an e-mail for a notification, in the transaction that queues it. False
 * when one already was (or another transaction just did): that caller sends nothing.
 */
export async function claimNotificationEmail(
  db: Db,
  notificationId: number,
  userId: number,
): Promise<boolean> {
  const row = await db
    .insertInto('notification_emails')
    .values({ notificationId, userId })
    .onConflict((oc) => oc.columns(['notificationId', 'userId']).doNothing())
    .returning('notificationId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Links a claimed notification e-mail to the outbox message that carries it. */
export async function linkNotificationEmail(
  db: Db,
  notificationId: number,
  userId: number,
  emailId: number,
): Promise<void> {
  await db
    .updateTable('notification_emails')
    .set({ emailId })
    .where('notificationId', '=', notificationId)
    .where('userId', '=', userId)
    .execute();
}
