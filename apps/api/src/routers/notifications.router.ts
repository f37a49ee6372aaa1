import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  refreshNotifications,
} from '@app/db';
import { notificationTarget, ZIdInput, ZNotification } from '@app/domain';
import { z } from 'zod';
import { notFound } from '../lib/errors.ts';
import { toApiRow } from '../lib/serialize.ts';
import { defineTag } from '../openapi/tags.ts';

// metadata is jsonb: the database type is any JSON value, the schema an object; the schema checks it.
// The target is made as the notification is answered, from the record as it stands now.
type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];
const toApi = ({ related, ...row }: NotificationRow) => ({
  ...toApiRow(row),
  target: notificationTarget(row, related),
});

import { EXAMPLE_NOTIFICATION } from '../openapi/example-business.ts';
import { type Context, protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'notifications',
  "The signed-in user's notifications: low stock, upcoming events, expiring subscriptions and the like.",
);

// The rules behind notifications run at most every 30 s per process, from the unread poll.
const REFRESH_EVERY_MS = 30_000;
let lastRefresh = 0;
async function refreshIfDue(ctx: Context) {
  if (Date.now() - lastRefresh < REFRESH_EVERY_MS) return;
  lastRefresh = Date.now();
  await refreshNotifications(ctx.db);
}

const tags = ['notifications'];

export const notificationsRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications',
        tags,
        summary: 'List recent notifications',
        description: "The signed-in user's notifications, read and unread, newest first (at most `limit`).",
      },
      examples: {
        response: [
          EXAMPLE_NOTIFICATION,
          { ...EXAMPLE_NOTIFICATION, id: 305, isRead: true, createdAt: '2026-11-19T09:00:00.000Z' },
        ],
      },
    })
    .input(z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }))
    .output(z.array(ZNotification))
    .query(async ({ ctx, input }) => {
      await refreshIfDue(ctx);
      const rows = await listNotifications(ctx.db, ctx.user.id, { unreadOnly: false, limit: input.limit });
      return rows.map(toApi);
    }),

  unread: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications/unread',
        tags,
        summary: 'List unread notifications',
        description:
          "The signed-in user's unread notifications, newest first (at most 100). The web app polls it every 30 seconds; the rules that raise notifications run at most that often.",
      },
      examples: { response: [EXAMPLE_NOTIFICATION] },
    })
    .input(z.void())
    .output(z.array(ZNotification))
    .query(async ({ ctx }) => {
      await refreshIfDue(ctx);
      const rows = await listNotifications(ctx.db, ctx.user.id, { unreadOnly: true, limit: 100 });
      return rows.map(toApi);
    }),

  markRead: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/notifications/{id}/read',
        tags,
        summary: 'Mark a notification read',
        description:
          'Marks one of your notifications read and answers it; no body. 404 for an id that is not one of yours.',
      },
      examples: { response: { ...EXAMPLE_NOTIFICATION, isRead: true } },
    })
    .input(ZIdInput)
    .output(ZNotification)
    .mutation(async ({ ctx, input }) => {
      const row = await markNotificationRead(ctx.db, ctx.user.id, input.id);
      if (!row) throw notFound('Notification');
      return toApi(row);
    }),

  markAllRead: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/notifications/read-all',
        tags,
        summary: 'Mark every notification read',
        description: 'Marks all your unread notifications read; no body. Answers how many changed.',
      },
      examples: { response: { updated: 3 } },
    })
    .input(z.void())
    .output(z.object({ updated: z.int() }))
    .mutation(async ({ ctx }) => ({ updated: await markAllNotificationsRead(ctx.db, ctx.user.id) })),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/notifications/{id}',
        tags,
        summary: 'Delete a notification',
        description:
          'Dismisses one of your notifications for good: the same condition does not raise it again.',
      },
      examples: { response: { id: 311, deleted: true } },
    })
    .input(ZIdInput)
    .output(z.object({ id: z.int(), deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteNotification(ctx.db, ctx.user.id, input.id))) throw notFound('Notification');
      return { id: input.id, deleted: true as const };
    }),
});
