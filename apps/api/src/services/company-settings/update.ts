import {
  databaseKnowsTimeZone,
  getCompanySettings,
  setInvoiceNextNumber,
  updateCompanySettings as writeSettings,
} from '@app/db';
import { type CompanySettingsUpdateInput, INVALID_TIME_ZONE } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import { checkCompanyLogo } from '../../lib/company-logo.ts';
import { fieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { companySettingsAnswer, companyYear } from './read.ts';

/**
 * Changes the fields sent. The time zone must be one the database knows, and saving another zone than
 * the one in force marks it chosen (unless `timeZoneConfirmed` says otherwise); a new logo must be an
 * uploaded image that scales; the next invoice number only moves forward; a stale `version` is refused.
 * Answers the settings and whether the two-factor requirements changed (whose set-up may be pending now).
 */
export async function updateCompanySettings({ db }: ServiceContext, input: CompanySettingsUpdateInput) {
  const { version, invoiceNextNumber: next, timeZoneConfirmed, ...values } = input;
  const current = await getCompanySettings(db);
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
    { ...values, timeZoneConfirmed: timeZoneConfirmed ?? (zoneChanged || undefined) },
    version,
  );
  if (!row) throw new AppError('COMPANY_SETTINGS_VERSION_STALE');
  if (next !== undefined) {
    const outcome = await setInvoiceNextNumber(db, await companyYear(db), next);
    if (!outcome.moved) throw new AppError('INVOICE_NUMBER_TAKEN', String(outcome.current));
  }
  return { settings: await companySettingsAnswer(db, row), requirementChanged };
}
