import { type EmailSummary, formatDateTime } from '@app/domain';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { serverReason } from '../../lib/server-reason.ts';
import { trpc } from '../../lib/trpc.ts';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';
import classes from './Emails.module.css';
import { emailStatus } from './email-status.ts';
import { EMAIL_UI } from './email-texts.ts';
import { messagesCardInput } from './loader.ts';
import { useEmailParam } from './use-email-param.ts';

// The message's dialog and the compose dialog load when first opened.
const EmailView = lazy(() => import('./EmailView.tsx').then((m) => ({ default: m.EmailView })));
const ComposeEmailDialog = lazy(() =>
  import('./ComposeEmailDialog.tsx').then((m) => ({ default: m.ComposeEmailDialog })),
);

/**
 * The communication history of a client's or an event's page: their newest e-mails (each opens as it
 * was sent, `?email=<id>`), "View all" on the E-mail screen, and "Write e-mail" to them.
 */
export function MessagesCard({
  clientId,
  eventId,
  to,
  empty,
}: {
  /** The client the messages are about (on an event's page, the event's client, for new messages). */
  clientId?: number | null | undefined;
  /** On an event's page: the event whose messages are listed. */
  eventId?: number;
  /** The address a new message starts with. */
  to: string;
  empty: string;
}) {
  const emails = trpc.emails.page.useQuery(
    messagesCardInput(eventId ? { eventId } : { clientId: clientId ?? 0 }),
  );
  const [viewing, view] = useEmailParam();
  const [writing, setWriting] = useState(false);
  const allHref = eventId ? `/emails?eventId=${eventId}` : `/emails?clientId=${clientId}`;
  const page = emails.data;
  return (
    <Card withBorder component="section" aria-label="Messages">
      <Stack>
        <Group justify="space-between">
          <Title order={3} fz="h4">
            Messages
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconMail size={14} />}
            onClick={() => setWriting(true)}
          >
            Write e-mail
          </Button>
        </Group>
        {!page ? (
          <Text c="dimmed">
            {emails.error ? (serverReason(emails.error) ?? EMAIL_UI.listFailed) : 'Loading...'}
          </Text>
        ) : page.items.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {empty}
          </Text>
        ) : (
          <Stack gap="xs">
            {page.items.map((email) => (
              <MessageLine key={email.id} email={email} onOpen={() => view(email.id)} />
            ))}
            <Anchor component={Link} to={allHref} fz="sm">
              View all ({page.totalIsLowerBound ? `${page.total}+` : page.total})
            </Anchor>
          </Stack>
        )}
      </Stack>
      {viewing !== null && (
        <Suspense fallback={null}>
          <EmailView id={viewing} onClose={() => view(null)} />
        </Suspense>
      )}
      {writing && (
        <Suspense fallback={null}>
          <ComposeEmailDialog
            opened
            onClose={() => setWriting(false)}
            to={to}
            clientId={clientId}
            eventId={eventId}
          />
        </Suspense>
      )}
    </Card>
  );
}

function MessageLine({ email, onOpen }: { email: EmailSummary; onOpen: () => void }) {
  const { note } = emailStatus(email);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="message">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component="button" type="button" fz="sm" ta="left" onClick={onOpen}>
          {email.subject}
        </Anchor>
        <Text fz="xs" c="dimmed">
          To {email.to} · {formatDateTime(email.sentAt ?? email.createdAt)}
        </Text>
        {note && (
          <p className={classes.note} title={note}>
            {note}
          </p>
        )}
      </Stack>
      <div style={{ flexShrink: 0 }}>
        <EmailStatusBadge email={email} withNote={false} />
      </div>
    </Group>
  );
}
