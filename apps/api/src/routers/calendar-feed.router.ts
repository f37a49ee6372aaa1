import { calendarFeedCreatedAt, replaceCalendarFeedToken } from '@app/db';
import { CALENDAR_FEED_TEXTS, ZCalendarFeedLink, ZCalendarFeedStatus } from '@app/domain';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../lib/errors.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

/**
 * The feed's address as the caller reaches this server: its scheme and host (with `trustProxy`, as the
 * proxy forwarded them), so the link works from wherever it was made.
 */
function feedUrl(req: FastifyRequest, token: string): string {
  return `${req.protocol}://${req.host}/api/calendar/${token}.ics`;
}

/**
 * The signed-in user's calendar feed link (merged under `users` as `users.calendarFeed`): whether one
 * is live, and a reset that makes a new one and ends the old at once. Making and replacing a link are
 * audit-logged by the table's trigger (never its hash).
 */
export const calendarFeedRouter = router({
  status: protectedProcedure
    .input(z.void())
    .output(ZCalendarFeedStatus)
    .query(async ({ ctx }) => {
      const createdAt = await calendarFeedCreatedAt(ctx.db, ctx.user.id);
      return { active: createdAt !== undefined, createdAt: createdAt ?? null };
    }),

  reset: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/me/calendar-token',
        tags: ['calendar'],
        summary: 'Make a new calendar feed link',
        description:
          'Answers your new feed address, `/api/calendar/{token}.ics`, once: only its hash is kept. Your previous link, if any, stops working at once. ' +
          'Made while signed in, not with an API token.',
      },
      examples: {
        response: {
          url: 'https://office.example.com/api/calendar/evc_q8Zt2LwN5xVb7KcR0mJ3sPy9dHf4gAe1UoTi6nWk2Bx.ics',
          createdAt: '2026-11-26T07:05:00.000Z',
        },
      },
      errors: {
        403: [
          {
            key: 'tokenCannotReset',
            summary: 'Sent with an API token: calendar links are made while signed in with the cookie.',
            message: CALENDAR_FEED_TEXTS.tokenCannotReset,
          },
        ],
      },
    })
    .input(z.void())
    .output(ZCalendarFeedLink)
    .mutation(async ({ ctx }) => {
      // A leaked API token must not be able to open a lasting read of the calendar behind its owner's back.
      if (ctx.apiTokenId !== undefined)
        throw new TRPCError({ code: 'FORBIDDEN', message: CALENDAR_FEED_TEXTS.tokenCannotReset });
      const result = await replaceCalendarFeedToken(ctx.db, ctx.user.id);
      if (result.status === 'no_user') throw notFound('User');
      return { url: feedUrl(ctx.req, result.token), createdAt: result.createdAt };
    }),
});
