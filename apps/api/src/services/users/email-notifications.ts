import { emailNotificationKinds, replaceEmailNotificationKinds } from '@app/db';
import { EMAIL_NOTIFICATION_KINDS, type EmailNotificationKind } from '@app/domain';
import type { ServiceContext } from '../context.ts';

/** The kinds of notification the caller also receives by e-mail. */
export async function readOwnEmailNotifications({ db, user }: ServiceContext) {
  return { kinds: await emailNotificationKinds(db, user.id) };
}

/**
 * Replaces the caller's choice of notifications by e-mail (a preference: no `version`, no audit
 * entry). A kind named twice counts once. Answers the saved choice.
 */
export async function setOwnEmailNotifications(ctx: ServiceContext, kinds: readonly EmailNotificationKind[]) {
  const chosen = EMAIL_NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));
  await replaceEmailNotificationKinds(ctx.db, ctx.user.id, chosen);
  return readOwnEmailNotifications(ctx);
}
