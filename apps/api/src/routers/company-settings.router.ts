import {
  COMPANY_SETTINGS_ADMINS_ONLY,
  MAIL_FROM_REQUIRED,
  REMINDER_DAYS_ORDER,
  TEST_EMAIL_TEXTS,
  ZCompanySettings,
  ZCompanySettingsUpdateInput,
  ZTestEmailAnswer,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { EXAMPLE_COMPANY_SETTINGS, EXAMPLE_UPDATED_AT } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { COMPANY_SETTINGS_ERRORS } from '../services/company-settings/errors.ts';
import { readCompanySettings } from '../services/company-settings/read.ts';
import { sendTestEmail } from '../services/company-settings/send-test-email.ts';
import { updateCompanySettings } from '../services/company-settings/update.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { refreshSessionCopy } from './two-factor.router.ts';

defineTag(
  'company-settings',
  'The company name, logo, contact details and time zone, shared by every staff member.',
);

/*
 * The company settings: the rules (a known time zone, an uploaded logo, invoice numbers only forward)
 * live in services/company-settings and throw AppError; this router lets administrators alone change
 * them, calls the service and keeps the session copy fresh.
 */

const tags = ['company-settings'];

/**
 * Everyone reads the settings; only administrators change them (name, logo, invoice numbering, time
 * zone, two-factor requirements), refused with the Profile screen's own words.
 */
const settingsAdminProcedure = protectedProcedure
  .use(({ ctx, next }) => {
    if (ctx.user.role !== 'admin')
      throw new TRPCError({ code: 'FORBIDDEN', message: COMPANY_SETTINGS_ADMINS_ONLY });
    return next({ ctx });
  })
  .meta({ access: 'admin' });

/** Company name, logo, contact details and time zone, shared by every staff member. */
export const companySettingsRouter = router({
  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/company-settings',
        tags,
        summary: 'Read the company settings',
        description:
          "The company's name, logo, description, website, address, phone and IANA time zone (the zone that decides which day a timestamp falls on), whether two-factor sign-in is required of administrators or of everyone, the overdue reminders' days, and the company's mail server (`mailServer` says which server mail goes through now: these settings' while `smtpHost` is set, else the environment's SMTP_URL and MAIL_FROM). The mail server password is never answered: `smtpPasswordSet` says whether one is stored.",
      },
      examples: { response: { ...EXAMPLE_COMPANY_SETTINGS, version: 7, updatedAt: EXAMPLE_UPDATED_AT } },
    })
    .input(z.void())
    .output(ZCompanySettings)
    .query(({ ctx }) => readCompanySettings(ctx.db, ctx.outbox)),

  update: settingsAdminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/company-settings',
        tags,
        summary: 'Update the company settings (admin)',
        description:
          "Administrators only: anyone else is refused with 403 and changes nothing (every staff member reads them with `GET /api/company-settings`). Changes the fields sent. `timeZone` must be an IANA name the database knows; `timeZoneConfirmed` says whether a person chose the zone: saving another zone sets it, `true` keeps the zone in force as chosen (an administrator offered their browser's zone declined it), `false` has administrators asked again. `invoicePrefix` (1 to 10 letters or digits) prefixes the numbers of invoices issued from then on; `invoiceNextNumber` moves this year's numbering forward (409 below the next number: an issued number is never given out again). `requireTwoFactorAdmins` and `requireTwoFactorEveryone` say whom two-factor sign-in is required of: a user they newly cover who has no second factor must set one up before doing anything else, from their next request on. `overdueReminderDays` lists the days after the due date on which an unpaid invoice is reminded: whole days 1 to 365, ascending, each once, at most 5; `[]` turns reminders off. The mail server: `smtpHost`, `smtpPort` (null: 25, 587 or 465 by `smtpSecurity`), `smtpSecurity` (`none`, `starttls`, `tls`), `smtpUsername`, `smtpPassword` and `mailFrom` (required with a host); while a host is set, mail goes through it rather than SMTP_URL and MAIL_FROM, from the next delivery on, and the messages that waited for a mail server are queued for delivery. `smtpPassword` is write-only and stored encrypted: left out or empty keeps the stored one, null removes it (so does removing the user name); an empty `smtpHost` removes the whole server. Send `version` as read to be refused with 409 when someone changed the settings since.",
      },
      examples: {
        request: {
          phone: '+1 415 555 0111',
          timeZone: 'America/Los_Angeles',
          overdueReminderDays: [3, 7, 14],
          smtpHost: 'smtp.goldenhourevents.com',
          smtpPort: 587,
          smtpSecurity: 'starttls',
          smtpUsername: 'office@goldenhourevents.com',
          smtpPassword: 'app-password-from-the-mail-provider',
          mailFrom: 'Golden Hour Events <office@goldenhourevents.com>',
          version: 7,
        },
        response: {
          ...EXAMPLE_COMPANY_SETTINGS,
          phone: '+1 415 555 0111',
          version: 8,
          updatedAt: EXAMPLE_UPDATED_AT,
        },
      },
      errors: {
        403: [
          {
            key: 'adminOnly',
            summary: 'Only administrators change the company settings (everyone reads them).',
            message: COMPANY_SETTINGS_ADMINS_ONLY,
          },
        ],
        400: [
          {
            key: 'reminderDaysOrder',
            summary: 'The reminder days are not ascending, or one is repeated.',
            message: REMINDER_DAYS_ORDER,
            issues: [{ path: 'overdueReminderDays', message: REMINDER_DAYS_ORDER }],
          },
          {
            key: 'mailFromRequired',
            summary: 'A mail server host without a From address.',
            message: MAIL_FROM_REQUIRED,
            issues: [{ path: 'mailFrom', message: MAIL_FROM_REQUIRED }],
          },
        ],
        409: [
          {
            key: 'invoiceNumberTaken',
            summary:
              "`invoiceNextNumber` is below this year's next number: it would give out an issued number again.",
            message: COMPANY_SETTINGS_ERRORS.INVOICE_NUMBER_TAKEN.message('900000'),
          },
        ],
      },
    })
    .input(ZCompanySettingsUpdateInput)
    .output(ZCompanySettings)
    .mutation(async ({ ctx, input }) => {
      const { settings, requirementChanged } = await updateCompanySettings(ctx, input);
      // The admin's own set-up may be pending now: this instance's copy of the session goes at once.
      if (requirementChanged) refreshSessionCopy(ctx);
      return settings;
    }),

  sendTestEmail: settingsAdminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/company-settings/test-email',
        tags,
        summary: 'Send a test e-mail to yourself (admin)',
        description:
          "Administrators only. Writes a short message to the signed-in administrator's own address in the outbox, delivered like every other through the mail server in force (the company settings', else SMTP_URL and MAIL_FROM): `GET /api/emails/{id}` then says whether the server took it, or its reason. 409 while no mail server is configured, or when the administrator's profile has no e-mail address.",
      },
      examples: { response: { id: 128, to: 'jordan.reyes@goldenhourevents.com' } },
      errors: {
        403: [
          {
            key: 'adminOnly',
            summary: 'Only administrators send the test e-mail.',
            message: COMPANY_SETTINGS_ADMINS_ONLY,
          },
        ],
        409: [
          {
            key: 'noMailServer',
            summary: 'Neither the company settings nor the environment name a mail server.',
            message: TEST_EMAIL_TEXTS.noMailServer,
          },
          {
            key: 'noAddress',
            summary: "The administrator's profile has no e-mail address.",
            message: TEST_EMAIL_TEXTS.noAddress,
          },
        ],
      },
    })
    .input(z.void())
    .output(ZTestEmailAnswer)
    .mutation(({ ctx }) => sendTestEmail(ctx)),
});
