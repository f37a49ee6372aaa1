import type { EmailSummary } from '@app/domain';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './Emails.module.css';

/** What a message is about: its client, event and invoice, each a link to its page. */
export function AboutLinks({
  email,
}: {
  email: Pick<
    EmailSummary,
    'clientId' | 'clientName' | 'eventId' | 'eventName' | 'invoiceId' | 'invoiceNumber'
  >;
}) {
  const links = [
    email.clientId && {
      to: `/clients/${email.clientId}`,
      text: email.clientName ?? `Client #${email.clientId}`,
    },
    email.eventId && { to: `/events/${email.eventId}`, text: email.eventName ?? `Event #${email.eventId}` },
    email.invoiceId && {
      to: `/invoices?invoice=${email.invoiceId}`,
      text: `Invoice ${email.invoiceNumber ?? 'draft'}`,
    },
  ].filter((link) => !!link);
  if (links.length === 0) return <span>—</span>;
  return (
    <span className={classes.about}>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} fz="sm">
          {link.text}
        </Anchor>
      ))}
    </span>
  );
}
