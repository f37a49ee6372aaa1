import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/*
 * Overdue reminders: the company chooses how many days after the due date a reminder goes out
 * (`overdue_reminder_days`, ascending, at most five steps; empty: none), and each reminder sent is a
 * row of `invoice_reminders`, unique per invoice and step, written in the transaction that queues its
 * e-mail. Two sweeps at once (two instances) cannot both write the row, so no step is sent twice.
 */
const upStatements = [
  `alter table company_settings
    add column overdue_reminder_days integer[] not null default '{3,7,14}',
    add constraint company_settings_overdue_reminder_days_check check (
      cardinality(overdue_reminder_days) <= 5
      and 0 < all (overdue_reminder_days) and 365 >= all (overdue_reminder_days)
    )`,
  `create table invoice_reminders (
  invoice_id integer not null references invoices (id) on delete cascade,
  step integer not null,
  email_id integer references emails (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (invoice_id, step)
)`,
  'create index invoice_reminders_email_id_idx on invoice_reminders (email_id) where email_id is not null',
];

const downStatements = [
  'drop table invoice_reminders',
  `alter table company_settings
    drop constraint company_settings_overdue_reminder_days_check,
    drop column overdue_reminder_days`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
