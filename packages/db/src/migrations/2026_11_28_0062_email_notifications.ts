import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Staff notifications by e-mail. `user_email_notifications` holds which kinds of notification each
 * staff member also wants by e-mail (a kind is the prefix of a notification's dedupe_key:
 * `invoice-paid:…`, `portal-upload:…`). `notification_emails` records each e-mail sent for a
 * notification to a user; its primary key makes a second one impossible, so a job run twice (or two
 * runs at once) sends once. The e-mail may be deleted from the outbox later (email_id set null): the
 * row stays, and still says it was sent. Both go with their user, and the second with its notification.
 */
const upStatements = [
  `create table user_email_notifications (
  user_id integer not null references users (id) on delete cascade,
  kind text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, kind),
  constraint user_email_notifications_kind_check check (kind in ('invoice-paid', 'portal-upload'))
)`,
  `create table notification_emails (
  notification_id integer not null references notifications (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  email_id integer references emails (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (notification_id, user_id)
)`,
  'create index notification_emails_user_id_idx on notification_emails (user_id)',
  'create index notification_emails_email_id_idx on notification_emails (email_id)',
];

const downStatements = ['drop table notification_emails', 'drop table user_email_notifications'];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
