import { businessInfoRepository, businessInfoSummary, storePasswordCiphertext } from '@app/db';
import {
  ZBusinessInfo,
  ZBusinessInfoCreateInput,
  ZBusinessInfoListInput,
  ZBusinessInfoSummary,
  ZBusinessInfoUpdateInput,
} from '@app/domain';
import { z } from 'zod';
import { toApiRow } from '../lib/serialize.ts';
import { EXAMPLE_BUSINESS_INFO, exampleRow } from '../openapi/example-business.ts';
import { defineTag } from '../openapi/tags.ts';
import { crudProcedures } from '../trpc/crud-router.ts';
import { type Context, protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'business-info',
  'Software subscriptions, credentials, team contacts and licences; stored passwords are encrypted at rest.',
  { one: 'business information entry', many: 'business information entries' },
);

/** The AAD binds a ciphertext to its row: copied into another row it no longer decrypts. */
export const passwordAad = (id: number) => `business_info.password:${id}`;

/**
 * A tampered, moved or foreign-key ciphertext is refused: the row is served with `password: null`
 * (never garbage, never the ciphertext) so one damaged entry does not take the whole list down, and
 * the operator gets a warning naming the row.
 */
function decryptOrNull(ctx: Context, ciphertext: string | null, id: number): string | null {
  if (!ciphertext) return null;
  try {
    return ctx.secrets.decrypt(ciphertext, passwordAad(id));
  } catch {
    ctx.req?.log.warn(
      { businessInfoId: id },
      'stored password refused: it does not decrypt (tampered, moved or unknown key)',
    );
    return null;
  }
}

/**
 * Stored credentials are encrypted at rest (AES-256-GCM, key outside the database) and shown to
 * signed-in staff only. The ciphertext needs the row id, so it is written just after the insert,
 * in the same transaction.
 */
const businessInfoCrud = crudProcedures({
  path: 'business-info',
  entity: 'Business information',
  updateMethod: 'PATCH',
  repository: businessInfoRepository,
  row: ZBusinessInfo,
  createInput: ZBusinessInfoCreateInput,
  updateInput: ZBusinessInfoUpdateInput,
  listInput: ZBusinessInfoListInput,
  dateFields: ['expirationDate'],
  hooks: {
    beforeCreate(input) {
      const { password: _password, ...rest } = input;
      return rest;
    },
    beforeUpdate(input, ctx, existing) {
      const { password, ...rest } = input;
      if (password === undefined) return rest;
      return {
        ...rest,
        passwordCiphertext: password ? ctx.secrets.encrypt(password, passwordAad(existing.id)) : null,
      };
    },
    async afterCreate(row, input, ctx, trx) {
      if (!input.password) return row;
      return storePasswordCiphertext(trx, row.id, ctx.secrets.encrypt(input.password, passwordAad(row.id)));
    },
    toApi(row, ctx) {
      const { passwordCiphertext, ...rest } = row;
      return { ...toApiRow(rest), password: decryptOrNull(ctx, passwordCiphertext, row.id) };
    },
  },
  examples: {
    create: EXAMPLE_BUSINESS_INFO,
    update: { cost: '540.00', version: 1 },
    row: exampleRow(5, 2, { ...EXAMPLE_BUSINESS_INFO, cost: '540.00' }),
  },
});

export const businessInfoRouter = router({
  ...businessInfoCrud,
  /** The Software, Passwords, Team Info and Total Cost cards. */
  summary: protectedProcedure
    .input(z.void())
    .output(ZBusinessInfoSummary)
    .query(({ ctx }) => businessInfoSummary(ctx.db)),
});
