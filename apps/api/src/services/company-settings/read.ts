import { companyTodayDate, type Database, getCompanySettings, invoiceNextNumber, type Kysely } from '@app/db';
import type { CompanySettings } from '@app/domain';
import { toApiRow } from '../../lib/serialize.ts';
import type { Outbox } from '../../mail/outbox.ts';

type SettingsRow = Awaited<ReturnType<typeof getCompanySettings>>;

/** The company's year, whose invoice numbering the settings show and move. */
export const companyYear = async (db: Kysely<Database>) => Number((await companyTodayDate(db)).slice(0, 4));

/**
 * The settings as answered: with this year's next invoice number, the time zone UTC while none is
 * stored (only until the server's first start; company_time_zone() reads it as UTC meanwhile), and
 * which mail server is in force. The mail server password never leaves: only whether one is stored.
 */
export async function companySettingsAnswer(
  db: Kysely<Database>,
  outbox: Outbox,
  row: SettingsRow,
): Promise<CompanySettings> {
  const { smtpPasswordCiphertext, ...settings } = row;
  return toApiRow({
    ...settings,
    smtpPasswordSet: smtpPasswordCiphertext !== null,
    mailServer: (await outbox.config.sender(db)).source,
    timeZone: row.timeZone ?? 'UTC',
    invoiceNextNumber: await invoiceNextNumber(db, await companyYear(db)),
  }) as CompanySettings;
}

/** The company settings, which every staff member reads. */
export async function readCompanySettings(db: Kysely<Database>, outbox: Outbox): Promise<CompanySettings> {
  return companySettingsAnswer(db, outbox, await getCompanySettings(db));
}
