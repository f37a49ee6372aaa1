import { z } from 'zod';
import { isTimeZone } from '../common/dates.ts';
import { ZVersion } from '../common/row.ts';
import { nullIfBlank, optionalText, requiredText, tooLong } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { isHttpUrl, optionalHttpUrl, storedFileId } from '../common/urls.ts';
import { PHONE_MAX, TEXT_MAX, URL_MAX } from '../constants.ts';

export const TIME_ZONE_REQUIRED = 'Time zone is required';
export const INVALID_TIME_ZONE = 'Invalid time zone';
export const INVOICE_PREFIX_FORMAT = 'Use 1 to 10 letters or digits';
/** The logo is an image uploaded here (its `/api/files/…` address) or an http(s) address elsewhere. */
export const LOGO_NOT_AN_UPLOADED_IMAGE =
  'The logo must be an image uploaded here (PNG, JPEG, GIF or WebP) or an http(s) address';
/**
 * The 403 of a settings change by anyone but an administrator, and the line the Profile screen shows
 * them under the read-only settings: everyone reads the company settings, administrators change them.
 */
export const COMPANY_SETTINGS_ADMINS_ONLY = 'Only an administrator can change the company settings.';
/** The 409 of a next invoice number that would give out a number already issued this year. */
export const invoiceNumberTaken = (next: number) =>
  `Numbers below ${next} are already issued this year: the next invoice number must be ${next} or more`;

/**
 * The single company-settings record. `companyName` is null until first saved; the sidebar then shows
 * the product's brand name.
 */
export const ZCompanySettings = z.object({
  companyName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** IANA name; decides which day a timestamp falls on, and what "today" and "upcoming" mean. */
  timeZone: z.string().meta({ description: "The company's IANA time zone, e.g. 'Europe/Paris'." }),
  timeZoneConfirmed: z.boolean().meta({
    description:
      "Whether a person chose the time zone. False while it is still the one the server's first start set (its own); the app then offers an administrator their browser's zone.",
  }),
  requireTwoFactorAdmins: z.boolean().meta({
    description: 'Administrators must sign in with a second factor (set up at their next sign-in).',
  }),
  requireTwoFactorEveryone: z.boolean().meta({
    description: 'Every staff member must sign in with a second factor (set up at their next sign-in).',
  }),
  invoicePrefix: z.string().meta({ description: "The invoice numbers' prefix: 'INV' gives INV-2026-0001." }),
  invoiceNextNumber: z.int().min(1).meta({
    description: "The number the next invoice issued this year (the company's year) takes.",
  }),
  version: ZVersion,
  updatedAt: ZIsoDateTime.nullable(),
});
export type CompanySettings = z.infer<typeof ZCompanySettings>;

/**
 * The logo: an image uploaded here, named by its '/api/files/<uuid>' address (the server checks it is
 * an upload of purpose 'image'), or an http(s) address elsewhere; ''/null clear it.
 */
const logoReference = () =>
  z
    .string()
    .trim()
    .max(URL_MAX, tooLong(URL_MAX))
    .nullish()
    .transform(nullIfBlank)
    .refine(
      (value) => value == null || isHttpUrl(value) || storedFileId(value) !== null,
      LOGO_NOT_AN_UPLOADED_IMAGE,
    );

const companySettingsFields = {
  companyName: requiredText('Company name is required'),
  logoUrl: logoReference(),
  description: optionalText(TEXT_MAX),
  website: optionalHttpUrl('Invalid website URL'),
  address: optionalText(TEXT_MAX),
  phone: optionalText(PHONE_MAX),
  timeZone: z
    .string({ error: TIME_ZONE_REQUIRED })
    .trim()
    .min(1, { error: TIME_ZONE_REQUIRED, abort: true })
    .refine(isTimeZone, INVALID_TIME_ZONE),
  requireTwoFactorAdmins: z.boolean({ error: 'Must be true or false' }).optional(),
  requireTwoFactorEveryone: z.boolean({ error: 'Must be true or false' }).optional(),
  invoicePrefix: z
    .string({ error: INVOICE_PREFIX_FORMAT })
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, INVOICE_PREFIX_FORMAT)
    .optional(),
  /** Only forward: numbers already issued this year are never given out again. */
  invoiceNextNumber: z
    .int({ error: 'Must be a whole number' })
    .min(1, 'Must be at least 1')
    .max(999_999, 'Must be at most 999999')
    .optional(),
};

/** The company settings form (a full save). */
export const ZCompanySettingsInput = z.object(companySettingsFields);
export type CompanySettingsInput = z.infer<typeof ZCompanySettingsInput>;

/**
 * A partial save, e.g. only the logo. `timeZoneConfirmed` true keeps the zone in force as chosen (an
 * administrator asked whether to use their browser's zone said no); false asks again. Saving another
 * zone confirms it without being told.
 */
export const ZCompanySettingsUpdateInput = z
  .object(companySettingsFields)
  .partial()
  .extend({
    timeZoneConfirmed: z.boolean({ error: 'Must be true or false' }).optional(),
    version: ZVersion.optional(),
  });
export type CompanySettingsUpdateInput = z.infer<typeof ZCompanySettingsUpdateInput>;
