import type { EmailStatus } from '@app/domain';
import { Tag } from '../../components/Tag.tsx';
import classes from './Emails.module.css';
import { emailStatus } from './email-status.ts';

/**
 * A message's status badge, with the error or note under it (a failed message's error, a queued one's
 * note, what to check on an unconfirmed one), cut to two lines: the whole of it on hover.
 */
export function EmailStatusBadge({
  email,
  withNote = true,
}: {
  email: { status: EmailStatus; error: string | null };
  withNote?: boolean;
}) {
  const status = emailStatus(email);
  return (
    <>
      <Tag color={status.color} variant="light">
        {status.label}
      </Tag>
      {withNote && status.note && (
        <p className={classes.note} title={status.note}>
          {status.note}
        </p>
      )}
    </>
  );
}
