import {
  EMAIL_NOTIFICATION_KIND_LABELS,
  EMAIL_NOTIFICATION_KINDS,
  ZEmailNotificationChoices,
} from '@app/domain';
import { z } from 'zod';
import {
  readOwnEmailNotifications,
  setOwnEmailNotifications,
} from '../services/users/email-notifications.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

const tags = ['users'];

const KINDS = EMAIL_NOTIFICATION_KINDS.map(
  (kind) => `\`${kind}\` (${EMAIL_NOTIFICATION_KIND_LABELS[kind]})`,
).join(', ');

/**
 * The signed-in user's choice of notifications that also reach them by e-mail (merged under `users` as
 * `users.emailNotifications`). The e-mails themselves are sent by the `notification-emails` job.
 */
export const emailNotificationsRouter = router({
  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/me/email-notifications',
        tags,
        summary: 'Your notifications by e-mail',
        description: `The kinds of notification that also reach you by e-mail, at your account's address, besides the bell: ${KINDS}. Empty when you chose none (the default).`,
      },
      examples: { response: { kinds: ['invoice-paid'] } },
    })
    .input(z.void())
    .output(ZEmailNotificationChoices)
    .query(({ ctx }) => readOwnEmailNotifications(ctx)),

  set: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/me/email-notifications',
        tags,
        summary: 'Choose your notifications by e-mail',
        description: `Replaces the kinds of notification that also reach you by e-mail: ${KINDS}. Each notification of a chosen kind that you can see is e-mailed to your account's address once, within a minute or so of its making; none is sent while your account has no address, and a notification older than an hour is not sent. An empty list stops them. A preference: no \`version\`, not in the audit log. Answers the saved choice.`,
      },
      examples: {
        request: { kinds: ['invoice-paid', 'portal-upload'] },
        response: { kinds: ['invoice-paid', 'portal-upload'] },
      },
    })
    .input(ZEmailNotificationChoices)
    .output(ZEmailNotificationChoices)
    .mutation(({ ctx, input }) => setOwnEmailNotifications(ctx, input.kinds)),
});
