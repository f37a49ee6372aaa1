import {
  companyTodayDate,
  type Database,
  databaseKnowsTimeZone,
  getCompanySettings,
  invoiceNextNumber,
  type Kysely,
  setInvoiceNextNumber,
  updateCompanySettings,
} from '@app/db';
import {
  INVALID_TIME_ZONE,
  invoiceNumberTaken,
  TWO_FACTOR_TEXTS,
  ZCompanySettings,
  ZCompanySettingsUpdateInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { fieldError, versionConflict } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';
import { refreshSessionCopy } from './two-factor.router.ts';

const tags = ['company-settings'];

type SettingsRow = Awaited<ReturnType<typeof getCompanySettings>>;
/** The company's year, whose invoice numbering the settings show and move. */
const companyYear = async (db: Kysely<Database>) => Number((await companyTodayDate(db)).slice(0, 4));
// Null only until the server's first start; company_time_zone() reads it as UTC meanwhile.
const toApi = async (db: Kysely<Database>, row: SettingsRow) =>
  toApiRow({
    ...row,
    timeZone: row.timeZone ?? 'UTC',
    invoiceNextNumber: await invoiceNextNumber(db, await companyYear(db)),
  }) as z.infer<typeof ZCompanySettings>;

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
    })
    .input(z.void())
    .output(ZCompanySettings)
    .query(async ({ ctx }) => toApi(ctx.db, await getCompanySettings(ctx.db))),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/company-settings',
        tags,
        summary: 'Update the company settings',
        description:
          "Changes the fields sent. `timeZone` must be an IANA name the database knows. `invoicePrefix` (1 to 10 letters or digits) prefixes the numbers of invoices issued from then on; `invoiceNextNumber` moves this year's numbering forward (409 below the next number: an issued number is never given out again). Only administrators change `requireTwoFactorAdmins` and `requireTwoFactorEveryone` (403 for anyone else; sending them unchanged is fine): a user they newly cover who has no second factor must set one up before doing anything else, from their next request on. Send `version` as read to be refused with 409 when someone changed the settings since.",
      },
    })
    .input(ZCompanySettingsUpdateInput)
    .output(ZCompanySettings)
    .mutation(async ({ ctx, input }) => {
      const { version, invoiceNextNumber: next, ...values } = input;
      const current = await getCompanySettings(ctx.db);
      const requirementChanged =
        (values.requireTwoFactorAdmins !== undefined &&
          values.requireTwoFactorAdmins !== current.requireTwoFactorAdmins) ||
        (values.requireTwoFactorEveryone !== undefined &&
          values.requireTwoFactorEveryone !== current.requireTwoFactorEveryone);
      if (requirementChanged && ctx.user.role !== 'admin')
        throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_TEXTS.adminsOnlyRequirement });
      if (values.timeZone !== undefined && !(await databaseKnowsTimeZone(ctx.db, values.timeZone))) {
        throw fieldError('timeZone', INVALID_TIME_ZONE);
      }
      const row = await updateCompanySettings(ctx.db, values, version);
      if (!row) throw versionConflict();
      if (next !== undefined) {
        const outcome = await setInvoiceNextNumber(ctx.db, await companyYear(ctx.db), next);
        if (!outcome.moved)
          throw new TRPCError({ code: 'CONFLICT', message: invoiceNumberTaken(outcome.current) });
      }
      // The admin's own set-up may be pending now: this instance's copy of the session goes at once.
      if (requirementChanged) refreshSessionCopy(ctx);
      return toApi(ctx.db, row);
    }),
});
