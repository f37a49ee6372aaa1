import {
  databaseKnowsTimeZone,
  getCompanySettings,
  setInvoiceNextNumber,
  updateCompanySettings as writeSettings,
} from '@app/db';
import {
  type CompanySettingsUpdateInput,
  INVALID_TIME_ZONE,
  MAIL_FROM_REQUIRED,
  type MailServerInput,
} from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { checkCompanyLogo } from '../../lib/company-logo.ts';
import { fieldError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { SMTP_PASSWORD_AAD } from '../../mail/mail-config.ts';
import type { MailingContext } from '../context.ts';
import { companySettingsAnswer, companyYear } from './read.ts';

type Current = Awaited<ReturnType<typeof getCompanySettings>>;
type MailServerFields = Omit<MailServerInput, 'smtpPassword'>;

/**
 * The mail server columns to write. The password is encrypted (its AAD names its column), kept when
 * left out or sent empty, and removed with null or with the user name; removing the host removes the
 * whole server. A host without a From address is refused (the From is what receivers see).
 */
function mailServerColumns(
  current: Current,
  fields: MailServerFields,
  password: string | null | undefined,
  secrets: SecretBox,
) {
  const sent = Object.values(fields).some((value) => value !== undefined) || password !== undefined;
  if (!sent) return { changed: false as const, columns: {} };
  const host = fields.smtpHost === undefined ? current.smtpHost : fields.smtpHost;
  if (host === null)
    return {
      changed: true as const,
      columns: {
        smtpHost: null,
        smtpPort: null,
        smtpSecurity: 'starttls' as const,
        smtpUsername: null,
        smtpPasswordCiphertext: null,
        mailFrom: null,
      },
    };
  const from = fields.mailFrom === undefined ? current.mailFrom : fields.mailFrom;
  if (!from) throw fieldError('mailFrom', MAIL_FROM_REQUIRED);
  const username = fields.smtpUsername === undefined ? current.smtpUsername : fields.smtpUsername;
  const ciphertext =
    username === null || password === null
      ? null
      : password
        ? secrets.encrypt(password, SMTP_PASSWORD_AAD)
        : undefined;
  return {
    changed: true as const,
    columns: { ...fields, ...(ciphertext === undefined ? {} : { smtpPasswordCiphertext: ciphertext }) },
  };
}

/**
 * Changes the fields sent. The time zone must be one the database knows, and saving another zone than
 * the one in force marks it chosen (unless `timeZoneConfirmed` says otherwise); a new logo must be an
 * uploaded image that scales; the next invoice number only moves forward; a stale `version` is refused.
 * Answers the settings and whether the two-factor requirements changed (whose set-up may be pending now).
 */
export async function updateCompanySettings(
  { db, outbox, secrets }: MailingContext & { secrets: SecretBox },
  input: CompanySettingsUpdateInput,
) {
  const {
    version,
    invoiceNextNumber: next,
    timeZoneConfirmed,
    smtpHost,
    smtpPort,
    smtpSecurity,
    smtpUsername,
    smtpPassword,
    mailFrom,
    ...values
  } = input;
  const current = await getCompanySettings(db);
  const mail = mailServerColumns(
    current,
    { smtpHost, smtpPort, smtpSecurity, smtpUsername, mailFrom },
    smtpPassword,
    secrets,
  );
  // A zone other than the one in force is a person's choice; said outright, the flag wins.
  const zoneChanged = values.timeZone !== undefined && values.timeZone !== (current.timeZone ?? 'UTC');
  const requirementChanged =
    (values.requireTwoFactorAdmins !== undefined &&
      values.requireTwoFactorAdmins !== current.requireTwoFactorAdmins) ||
    (values.requireTwoFactorEveryone !== undefined &&
      values.requireTwoFactorEveryone !== current.requireTwoFactorEveryone);
  if (values.timeZone !== undefined && !(await databaseKnowsTimeZone(db, values.timeZone)))
    throw fieldError('timeZone', INVALID_TIME_ZONE);
  if (values.logoUrl && values.logoUrl !== current.logoUrl) await checkCompanyLogo(db, values.logoUrl);
  const row = await writeSettings(
    db,
    { ...values, ...mail.columns, timeZoneConfirmed: timeZoneConfirmed ?? (zoneChanged || undefined) },
    version,
  );
  if (!row) throw new AppError('COMPANY_SETTINGS_VERSION_STALE');
  // The messages that waited for a mail server go out through the one just set, in this transaction.
  if (mail.changed) await outbox.deliverWaiting(db);
  if (next !== undefined) {
    const outcome = await setInvoiceNextNumber(db, await companyYear(db), next);
    if (!outcome.moved) throw new AppError('INVOICE_NUMBER_TAKEN', String(outcome.current));
  }
  return { settings: await companySettingsAnswer(db, outbox, row), requirementChanged };
}
