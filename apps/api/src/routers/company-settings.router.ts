import { databaseKnowsTimeZone, getCompanySettings, updateCompanySettings } from '@app/db';
import { INVALID_TIME_ZONE, ZCompanySettings, ZCompanySettingsUpdateInput } from '@app/domain';
import { z } from 'zod';
import { fieldError, versionConflict } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

const tags = ['company-settings'];

type SettingsRow = Awaited<ReturnType<typeof getCompanySettings>>;
// Null only until the server's first start; company_time_zone() reads it as UTC meanwhile.
const toApi = (row: SettingsRow) =>
  toApiRow({ ...row, timeZone: row.timeZone ?? 'UTC' }) as z.infer<typeof ZCompanySettings>;

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
          "The company's name, logo, description, website, address, phone and IANA time zone (the zone that decides which day a timestamp falls on).",
      },
    })
    .input(z.void())
    .output(ZCompanySettings)
    .query(async ({ ctx }) => toApi(await getCompanySettings(ctx.db))),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/company-settings',
        tags,
        summary: 'Update the company settings',
        description:
          'Changes the fields sent. `timeZone` must be an IANA name the database knows. Send `version` as read to be refused with 409 when someone changed the settings since.',
      },
    })
    .input(ZCompanySettingsUpdateInput)
    .output(ZCompanySettings)
    .mutation(async ({ ctx, input }) => {
      const { version, ...values } = input;
      if (values.timeZone !== undefined && !(await databaseKnowsTimeZone(ctx.db, values.timeZone))) {
        throw fieldError('timeZone', INVALID_TIME_ZONE);
      }
      const row = await updateCompanySettings(ctx.db, values, version);
      if (!row) throw versionConflict();
      return toApi(row);
    }),
});
