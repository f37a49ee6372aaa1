import { z } from 'zod';

/**
 * The kinds of notification a staff member may also receive by e-mail, chosen on their profile. A
 * kind is the prefix of the notification's dedupe key (`invoice-paid:…`, `portal-upload:…`); the
 * database's check on user_email_notifications.kind lists the same.
 */
export const EMAIL_NOTIFICATION_KINDS = ['invoice-paid', 'portal-upload'] as const;
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number];

/** What each kind is called on the profile screen. */
export const EMAIL_NOTIFICATION_KIND_LABELS: Record<EmailNotificationKind, string> = {
  'invoice-paid': 'An invoice is paid in full',
  'portal-upload': 'A client uploads a file through their portal',
};

const ZEmailNotificationKind = z.enum(EMAIL_NOTIFICATION_KINDS).meta({
  description: `A kind of notification: ${EMAIL_NOTIFICATION_KINDS.map((k) => `\`${k}\` (${EMAIL_NOTIFICATION_KIND_LABELS[k]})`).join(', ')}.`,
});

/** The kinds of notification the signed-in user also receives by e-mail (each at most once). */
export const ZEmailNotificationChoices = z.object({
  kinds: z
    .array(ZEmailNotificationKind)
    .max(EMAIL_NOTIFICATION_KINDS.length * 4)
    .meta({ description: 'The kinds chosen; a kind named twice counts once. Empty: no e-mail.' }),
});
