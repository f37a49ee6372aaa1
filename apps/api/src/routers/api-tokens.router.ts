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
    })
    .input(ZApiTokenCreateInput)
    .output(ZApiTokenCreated)
    .mutation(async ({ ctx, input }) => {
      // A leaked token must not be able to mint others that outlive its revocation.
      if (ctx.apiTokenId !== undefined) {
        throw new TRPCError({
          code: 'FORBIDDEN',
          message: 'API tokens are created while signed in, not with another token',
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
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await revokeApiToken(ctx.db, ctx.user.id, input.id))) throw notFound('API token');
      return { id: input.id, deleted: true as const };
    }),
});
