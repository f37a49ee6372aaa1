import { getCompanySettings, updateCompanySettings } from '@app/db';
import { ZCompanySettings, ZCompanySettingsUpdateInput } from '@app/domain';
import { z } from 'zod';
import { versionConflict } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

const tags = ['company-settings'];

/** Company name, logo and contact details, shared by every staff member. */
export const companySettingsRouter = router({
  get: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/company-settings', tags, summary: 'The company settings' } })
    .input(z.void())
    .output(ZCompanySettings)
    .query(async ({ ctx }) => toApiRow(await getCompanySettings(ctx.db))),

  update: protectedProcedure
    .meta({ openapi: { method: 'PUT', path: '/company-settings', tags, summary: 'Save the company settings' } })
    .input(ZCompanySettingsUpdateInput)
    .output(ZCompanySettings)
    .mutation(async ({ ctx, input }) => {
      const { version, ...values } = input;
      const row = await updateCompanySettings(ctx.db, values, version);
      if (!row) throw versionConflict();
      return toApiRow(row);
    }),
});
