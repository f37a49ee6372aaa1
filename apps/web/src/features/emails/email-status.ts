import { EMAIL_STATUS_LABELS, EMAIL_STATUSES, type EmailStatus } from '@app/domain';
import type { MantineColor } from '@mantine/core';

const COLORS: Record<EmailStatus, MantineColor> = {
  queued: 'blue',
  sending: 'cyan',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
  unconfirmed: 'orange',
};

/** The status filter's choices, in the order a message moves through them. */
export const STATUS_FILTER: Array<{ value: EmailStatus | 'all'; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...EMAIL_STATUSES.map((value) => ({ value, label: EMAIL_STATUS_LABELS[value] })),
];

/**
 * What a message's badge says, and the line under it: the error of a failed message, the note of a
 * queued one (no mail server, or why the last try went back to the queue), what to check on an
 * unconfirmed one. A sent, sending or cancelled message has no line.
 */
export function emailStatus(email: { status: EmailStatus; error: string | null }) {
  const withNote = email.status === 'failed' || email.status === 'queued' || email.status === 'unconfirmed';
  const note = withNote ? email.error?.trim() || null : null;
  return { label: EMAIL_STATUS_LABELS[email.status], color: COLORS[email.status], note };
}

/** Only a queued message can be cancelled (the server's rule, services/emails/cancel.ts). */
export const canCancel = (status: EmailStatus) => status === 'queued';

/** A failed, cancelled or unconfirmed message can be sent again (services/emails/resend.ts). */
export const canResend = (status: EmailStatus) =>
  status === 'failed' || status === 'cancelled' || status === 'unconfirmed';
