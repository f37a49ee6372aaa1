import { COMPANY_SETTINGS_ADMINS_ONLY, ZCompanySettings, ZCompanySettingsUpdateInput } from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { EXAMPLE_COMPANY_SETTINGS, EXAMPLE_UPDATED_AT } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { COMPANY_SETTINGS_ERRORS } from '../services/company-settings/errors.ts';
import { readCompanySettings } from '../services/company-settings/read.ts';
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
          "The company's name, logo, description, website, address, phone and IANA time zone (the zone that decides which day a timestamp falls on), and whether two-factor sign-in is required of administrators or of everyone.",
      },
      examples: { response: { ...EXAMPLE_COMPANY_SETTINGS, version: 7, updatedAt: EXAMPLE_UPDATED_AT } },
    })
    .input(z.void())
    .output(ZCompanySettings)
    .query(({ ctx }) => readCompanySettings(ctx.db)),

  update: settingsAdminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/company-settings',
        tags,
        summary: 'Update the company settings (admin)',
        description:
          "Administrators only: anyone else is refused with 403 and changes nothing (every staff member reads them with `GET /api/company-settings`). Changes the fields sent. `timeZone` must be an IANA name the database knows; `timeZoneConfirmed` says whether a person chose the zone: saving another zone sets it, `true` keeps the zone in force as chosen (an administrator offered their browser's zone declined it), `false` has administrators asked again. `invoicePrefix` (1 to 10 letters or digits) prefixes the numbers of invoices issued from then on; `invoiceNextNumber` moves this year's numbering forward (409 below the next number: an issued number is never given out again). `requireTwoFactorAdmins` and `requireTwoFactorEveryone` say whom two-factor sign-in is required of: a user they newly cover who has no second factor must set one up before doing anything else, from their next request on. Send `version` as read to be refused with 409 when someone changed the settings since.",
      },
      examples: {
        request: { phone: '+1 415 555 0111', timeZone: 'America/Los_Angeles', version: 7 },
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
});
