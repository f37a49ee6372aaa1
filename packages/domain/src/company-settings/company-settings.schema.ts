import { z } from 'zod';
import { isTimeZone } from '../common/dates.ts';
import { ZVersion } from '../common/row.ts';
import { nullIfBlank, optionalText, requiredText, tooLong } from '../common/text.ts';
import { ZIsoDateTime } from '../common/timestamps.ts';
import { isHttpUrl, optionalHttpUrl, storedFileId } from '../common/urls.ts';
import { EMAIL_MAX, PASSWORD_MAX, PHONE_MAX, TEXT_MAX, URL_MAX } from '../constants.ts';

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

/** How the connection to the company's mail server is protected. */
export const SMTP_SECURITIES = ['none', 'starttls', 'tls'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITIES)[number];
export const SMTP_SECURITY_LABELS: Record<SmtpSecurity, string> = {
  none: 'None (plain text)',
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS (usually port 465)',
};
/** The port a mail server listens on when none is set, by its security. */
export const SMTP_DEFAULT_PORTS: Record<SmtpSecurity, number> = { none: 25, starttls: 587, tls: 465 };

/**
 * Which mail server the product sends through: the one in the company settings (while a host is set),
 * else the one in the environment (SMTP_URL and MAIL_FROM), else none (messages wait in the outbox).
 */
export const MAIL_SERVER_SOURCES = ['company', 'environment', 'none'] as const;
export type MailServerSource = (typeof MAIL_SERVER_SOURCES)[number];

/** The 409s of "Send test e-mail", and what the message says. */
export const TEST_EMAIL_TEXTS = {
  noMailServer:
    'No mail server is configured: set one in the company settings (or SMTP_URL and MAIL_FROM) first',
  noAddress: 'Your profile has no e-mail address to send the test to: add one under Profile first',
  subject: (company: string) => `Test e-mail from ${company}`,
  body: 'This message was sent from the company settings to check that e-mail leaves through the mail server. No reply is needed.',
  queued: (to: string) => `Test e-mail queued for ${to}: the E-mail screen shows whether it was sent`,
};

/** The answer of "Send test e-mail": the outbox message written and where it goes. */
export const ZTestEmailAnswer = z.object({
  id: z
    .int()
    .meta({ description: 'The message in the outbox (`GET /api/emails/{id}` follows its delivery).' }),
  to: z.string(),
});
export type TestEmailAnswer = z.infer<typeof ZTestEmailAnswer>;

/** At most this many overdue reminders per invoice (the database's limit too). */
export const REMINDER_STEPS_MAX = 5;
export const REMINDER_DAYS_RANGE = 'Reminder days must be whole numbers from 1 to 365';
export const REMINDER_DAYS_ORDER = 'List the reminder days in ascending order, each once (e.g. 3, 7, 14)';
export const REMINDER_DAYS_TOO_MANY = `At most ${REMINDER_STEPS_MAX} reminders`;
export const SMTP_HOST_FORMAT = 'Enter a host name such as smtp.example.com';
export const SMTP_PORT_RANGE = 'The port must be a whole number from 1 to 65535';
export const MAIL_FROM_FORMAT =
  'Enter an address such as office@example.com or Golden Hour Events <office@example.com>';
export const MAIL_FROM_REQUIRED = 'The From address is required to send through this mail server';

/** The e-mail address in a From value: `office@example.com` or `Name <office@example.com>`. */
export function mailFromAddress(value: string): string | null {
  const match = value.trim().match(/^(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))$/);
  const address = match?.[1] ?? match?.[2];
  return address && z.email().safeParse(address).success ? address : null;
}

/**
 * The reminder steps typed as text ("3, 7, 14"; empty: off), checked as the API checks them: the days,
 * or the first refusal's words.
 */
export function reminderDaysFromText(text: string): { days: number[] } | { error: string } {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((part) => !/^\d+$/.test(part))) return { error: REMINDER_DAYS_RANGE };
  const parsed = ZReminderDays.safeParse(parts.map(Number));
  return parsed.success
    ? { days: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? REMINDER_DAYS_RANGE };
}

/**
 * The overdue reminders: days after the due date, ascending, each once, 1 to 365, at most five; an
 * empty list turns them off.
 */
export const ZReminderDays = z
  .array(z.number({ error: REMINDER_DAYS_RANGE }), { error: REMINDER_DAYS_RANGE })
  .superRefine((days, ctx) => {
    if (days.some((day) => !Number.isInteger(day) || day < 1 || day > 365))
      ctx.addIssue({ code: 'custom', message: REMINDER_DAYS_RANGE });
    else if (days.some((day, i) => i > 0 && day <= (days[i - 1] ?? 0)))
      ctx.addIssue({ code: 'custom', message: REMINDER_DAYS_ORDER });
    else if (days.length > REMINDER_STEPS_MAX)
      ctx.addIssue({ code: 'custom', message: REMINDER_DAYS_TOO_MANY });
  })
  .meta({
    description:
      'Overdue reminders, in whole days after the due date (1 to 365), ascending, each once, at most 5; [] turns them off.',
    example: [3, 7, 14],
  });

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
  overdueReminderDays: z.array(z.int()).meta({
    description:
      "The days after the due date on which an unpaid invoice is reminded (in the company's time zone); empty: no reminders.",
  }),
  smtpHost: z.string().nullable().meta({
    description: "The company's mail server; while it is set, mail goes through it rather than SMTP_URL.",
  }),
  smtpPort: z
    .int()
    .nullable()
    .meta({ description: "The mail server's port; null: the security's usual one." }),
  smtpSecurity: z.enum(SMTP_SECURITIES).meta({
    description:
      "'none', 'starttls' (upgrade a plain connection, usually 587) or 'tls' (from the start, usually 465).",
  }),
  smtpUsername: z.string().nullable(),
  smtpPasswordSet: z.boolean().meta({
    description: 'Whether a mail server password is stored. The password itself is never answered.',
  }),
  mailFrom: z
    .string()
    .nullable()
    .meta({ description: "The From of every message sent through the company's server." }),
  mailServer: z.enum(MAIL_SERVER_SOURCES).meta({
    description:
      "Which server mail goes through now: 'company' (these settings), 'environment' (SMTP_URL and MAIL_FROM) or 'none' (messages wait in the outbox).",
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

/**
 * The company's mail server. An empty host removes it (mail then goes through SMTP_URL, if set). The
 * password is kept when left out or sent empty, removed with null or with the user name.
 */
const mailServerFields = {
  smtpHost: optionalText(253).refine(
    (host) =>
      host == null ||
      /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(host),
    SMTP_HOST_FORMAT,
  ),
  smtpPort: z.int({ error: SMTP_PORT_RANGE }).min(1, SMTP_PORT_RANGE).max(65_535, SMTP_PORT_RANGE).nullish(),
  smtpSecurity: z.enum(SMTP_SECURITIES, { error: 'Choose none, STARTTLS or TLS' }).optional(),
  smtpUsername: optionalText(EMAIL_MAX),
  smtpPassword: z
    .string({ error: 'The password must be text' })
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX))
    .nullish()
    .meta({ description: 'Write-only. Left out or empty: the stored password stays; null: removed.' }),
  mailFrom: optionalText(320).refine(
    (from) => from == null || mailFromAddress(from) !== null,
    MAIL_FROM_FORMAT,
  ),
};

/** The mail server form (its own save). */
export const ZMailServerInput = z.object(mailServerFields).superRefine((input, ctx) => {
  if (input.smtpHost && !input.mailFrom)
    ctx.addIssue({ code: 'custom', path: ['mailFrom'], message: MAIL_FROM_REQUIRED });
});
export type MailServerInput = z.infer<typeof ZMailServerInput>;

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
    ...mailServerFields,
    overdueReminderDays: ZReminderDays.optional(),
    timeZoneConfirmed: z.boolean({ error: 'Must be true or false' }).optional(),
    version: ZVersion.optional(),
  });
export type CompanySettingsUpdateInput = z.infer<typeof ZCompanySettingsUpdateInput>;
