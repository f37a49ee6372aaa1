import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { AUDIT_FUNCTION } from './audit.ts';

/*
 * The mail server an administrator sets in the company settings (used instead of SMTP_URL and
 * MAIL_FROM while a host is set): host, port (null: the security's usual port), security, user name,
 * the password as the API's AES-256-GCM ciphertext (the key stays outside the database, as for
 * business_info.password_ciphertext) and the From address.
 *
 * The audit trigger function learns the ciphertext's column as a secret: a change of the password is
 * an audit entry that says "[redacted]", never the ciphertext.
 */
const SECRET_COLUMNS = "array['password_hash', 'password_ciphertext']";
const WITH_SMTP_PASSWORD = "array['password_hash', 'password_ciphertext', 'smtp_password_ciphertext']";
if (!AUDIT_FUNCTION.includes(SECRET_COLUMNS)) throw new Error('audit_row_change: secret columns not found');

const upStatements = [
  `alter table company_settings
    add column smtp_host text,
    add column smtp_port integer,
    add column smtp_security text not null default 'starttls',
    add column smtp_username text,
    add column smtp_password_ciphertext text,
    add column mail_from text,
    add constraint company_settings_smtp_host_check check (char_length(smtp_host) between 1 and 253),
    add constraint company_settings_smtp_port_check check (smtp_port between 1 and 65535),
    add constraint company_settings_smtp_security_check check (smtp_security = any (array['none', 'starttls', 'tls'])),
    add constraint company_settings_smtp_username_check check (char_length(smtp_username) between 1 and 254),
    add constraint company_settings_mail_from_check check (char_length(mail_from) between 3 and 320)`,
  AUDIT_FUNCTION.replace(SECRET_COLUMNS, WITH_SMTP_PASSWORD),
];

const downStatements = [
  AUDIT_FUNCTION,
  `alter table company_settings
    drop column smtp_host,
    drop column smtp_port,
    drop column smtp_security,
    drop column smtp_username,
    drop column smtp_password_ciphertext,
    drop column mail_from`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
