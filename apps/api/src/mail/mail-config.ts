import { companyMailServer, type Database, type Kysely } from '@app/db';
import { type MailServerSource, SMTP_DEFAULT_PORTS } from '@app/domain';
import type { SecretBox } from '../lib/secret-box.ts';
import type { MailSettings } from './mailer.ts';

/** Where the mail server password's ciphertext lives: its AAD, so a ciphertext moved elsewhere fails. */
export const SMTP_PASSWORD_AAD = 'company_settings.smtp_password_ciphertext';

/** What a delivery says when the stored mail server password does not decrypt. */
export const SMTP_PASSWORD_UNREADABLE =
  'The mail server password stored in the company settings cannot be decrypted with the loaded keys: enter it again';

/**
 * Which mail server the product sends through, read from the database each time it is asked (so every
 * API instance follows a change of the company settings at once, with nothing to invalidate): the
 * company settings' while a host is set there, else the environment's (SMTP_URL and MAIL_FROM), else
 * none.
 */
export class MailConfig {
  readonly #environment: MailSettings | null;
  readonly #secrets: SecretBox | null;

  constructor(environment: MailSettings | null, secrets: SecretBox | null = null) {
    this.#environment = environment;
    this.#secrets = secrets;
  }

  /** The server in force and its sender, without decrypting anything: for writing a message. */
  async sender(db: Kysely<Database>): Promise<{ source: MailServerSource; from: string | null }> {
    const company = await companyMailServer(db);
    if (company?.smtpHost && company.mailFrom) return { source: 'company', from: company.mailFrom };
    if (this.#environment) return { source: 'environment', from: this.#environment.from };
    return { source: 'none', from: null };
  }

  /** The server in force with its password decrypted: for a delivery. Throws when it does not decrypt. */
  async current(db: Kysely<Database>): Promise<MailSettings | null> {
    const company = await companyMailServer(db);
    if (company?.smtpHost && company.mailFrom) {
      let password: string | null = null;
      if (company.smtpPasswordCiphertext) {
        try {
          if (!this.#secrets) throw new Error('no keys');
          password = this.#secrets.decrypt(company.smtpPasswordCiphertext, SMTP_PASSWORD_AAD);
        } catch {
          throw new Error(SMTP_PASSWORD_UNREADABLE);
        }
      }
      return {
        from: company.mailFrom,
        smtp: {
          host: company.smtpHost,
          port: company.smtpPort ?? SMTP_DEFAULT_PORTS[company.smtpSecurity],
          security: company.smtpSecurity,
          username: company.smtpUsername,
          password,
        },
      };
    }
    return this.#environment;
  }
}
