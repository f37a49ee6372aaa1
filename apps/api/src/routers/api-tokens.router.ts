import { createApiToken, listApiTokens, revokeApiToken } from '@app/db';
import {
  API_TOKEN_LIMIT_REACHED,
  ZApiToken,
  ZApiTokenCreated,
  ZApiTokenCreateInput,
  ZIdInput,
} from '@app/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { notFound } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

const tags = ['users'];
const TOKENS_NOT_FROM_TOKENS = 'API tokens are created while signed in, not with another token';

/**
 * The signed-in user's personal API tokens (merged under `users` as `users.tokens`). Each acts with
 * its user's role on the REST face only; creating and revoking are audit-logged by the table's trigger.
 */
export const apiTokensRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/me/tokens',
        tags,
        summary: 'List your API tokens',
        description: 'Names, creation and last use (to the minute); never the tokens themselves.',
      },
      examples: {
        response: [
          {
            id: 4,
            name: 'Zapier: new leads to clients',
            createdAt: '2026-10-02T08:12:00.000Z',
            lastUsedAt: '2026-11-20T17:31:00.000Z',
          },
          { id: 6, name: 'Month-end export', createdAt: '2026-11-01T09:00:00.000Z', lastUsedAt: null },
        ],
      },
    })
    .input(z.void())
    .output(z.array(ZApiToken))
    .query(async ({ ctx }) => (await listApiTokens(ctx.db, ctx.user.id)).map(toApiRow)),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/me/tokens',
        tags,
        summary: 'Create an API token',
        description:
          'Answers the token once: only its hash is kept. Send it as `Authorization: Bearer <token>` to the /api paths. ' +
          'Created while signed in, not with another token.',
      },
      examples: {
        request: { name: 'Zapier: new leads to clients' },
        response: {
          id: 4,
          name: 'Zapier: new leads to clients',
          token: 'evf_Jq3x9VbN2kR7tW0yLm5sPz8cDf1gHa4eUo6iQr2Bn0M',
        },
      },
      errors: {
        403: [
          {
            key: 'tokenCannotMint',
            summary: 'Sent with an API token: tokens are created while signed in with the cookie.',
            message: TOKENS_NOT_FROM_TOKENS,
          },
        ],
        409: [
          {
            key: 'limitReached',
            summary: 'You already hold the most tokens one user may (20): revoke one first.',
            message: API_TOKEN_LIMIT_REACHED,
          },
        ],
      },
    })
    .input(ZApiTokenCreateInput)
    .output(ZApiTokenCreated)
    .mutation(async ({ ctx, input }) => {
      // A leaked token must not be able to mint others that outlive its revocation.
      if (ctx.apiTokenId !== undefined) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: TOKENS_NOT_FROM_TOKENS,
        });
      }
      const result = await createApiToken(ctx.db, ctx.user.id, input.name);
      if (result.status === 'limit_reached')
        throw new TRPCError({ code: 'CONFLICT', message: API_TOKEN_LIMIT_REACHED });
      if (result.status === 'no_user') throw notFound('User');
      return { id: result.id, name: result.name, token: result.token };
    }),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/users/me/tokens/{id}',
        tags,
        summary: 'Revoke an API token',
        description: 'The token stops working at once. 404 for a token that is not yours.',
      },
      entity: 'API token',
      examples: { response: { id: 4, deleted: true } },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await revokeApiToken(ctx.db, ctx.user.id, input.id))) throw notFound('API token');
      return { id: input.id, deleted: true as const };
    }),
});
