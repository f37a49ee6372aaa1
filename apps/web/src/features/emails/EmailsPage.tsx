import { type EmailSummary, formatDate, totalNoun } from '@app/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, type MouseEvent, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import rowActions from '../../components/RowActions.module.css';
import { IconButton } from '../../components/RowActions.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { AboutLinks } from './AboutLinks.tsx';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';
import { canCancel, canResend, STATUS_FILTER } from './email-status.ts';
import { EMAIL_UI } from './email-texts.ts';
import { type EmailFilters, filtersFrom, listOptions } from './loader.ts';
import { useEmailActions } from './use-email-actions.ts';
import { useEmailParam } from './use-email-param.ts';

// A message's dialog (its body in a frame, its attachments) comes in a chunk of its own when one is opened.
const EmailView = lazy(() => import('./EmailView.tsx').then((m) => ({ default: m.EmailView })));

const COLUMNS = ['Subject', 'To', 'About', 'Status', 'Date', 'Actions'];

/** A click on the row, but not on a link or a button of it, opens the message. */
const onRowClick = (open: () => void) => (event: MouseEvent<HTMLTableRowElement>) => {
  if (!(event.target as HTMLElement).closest('a, button')) open();
};

/**
 * The outbox: every e-mail the product sent or will send, newest first, searched by recipient and
 * subject and filtered by status; `?clientId=` or `?eventId=` (a page's "View all") keeps one
 * client's or one event's. A row opens the message as it was sent (`?email=<id>`); a queued one can be
 * cancelled, a failed, cancelled or unconfirmed one sent again.
 */
export function EmailsPage() {
  const [params, setParams] = useSearchParams();
  const fromUrl = filtersFrom(params);
  const list = usePagedList<'emails', 'status' | 'clientId' | 'eventId'>('emails', listOptions(fromUrl));
  const { setFilter, clearFilter } = list;
  const listed = list.filters as EmailFilters;
  // The address decides the client and the event: a later change of it (another page's "View all",
  // or "Show all e-mails") is followed.
  useEffect(() => {
    for (const name of ['clientId', 'eventId'] as const) {
      const wanted = fromUrl[name];
      if (wanted === listed[name]) continue;
      if (wanted === undefined) clearFilter(name);
      else setFilter(name, wanted);
    }
  }, [fromUrl.clientId, fromUrl.eventId, listed.clientId, listed.eventId, setFilter, clearFilter]);
  const client = trpc.clients.byId.useQuery(
    { id: listed.clientId ?? 0 },
    { enabled: listed.clientId !== undefined },
  );
  const event = trpc.events.byId.useQuery(
    { id: listed.eventId ?? 0 },
    { enabled: listed.eventId !== undefined },
  );
  // Read by the shell already (the sidebar's company name): no request of its own.
  const mailServer = trpc.companySettings.get.useQuery().data?.mailServer;
  const [viewing, view] = useEmailParam();
  const actions = useEmailActions();
  const showAll = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('clientId');
        next.delete('eventId');
        return next;
      },
      { replace: true },
    );
  const scope =
    listed.clientId !== undefined
      ? `the client ${client.data ? `“${client.data.name}”` : `#${listed.clientId}`}`
      : listed.eventId !== undefined
        ? `the event ${event.data ? `“${event.data.name}”` : `#${listed.eventId}`}`
        : null;

  return (
    <Stack>
      <ListToolbar
        list={list}
        searchLabel={EMAIL_UI.searchLabel}
        searchPlaceholder={EMAIL_UI.searchPlaceholder}
        filters={[{ name: 'status', label: 'Status filter', data: STATUS_FILTER, width: 180 }]}
      >
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'e-mail')}
        </Text>
      </ListToolbar>
      {mailServer === 'none' && (
        <Alert color="yellow" variant="light" data-testid="no-mail-server">
          <Text fz="sm">
            {EMAIL_UI.noMailServer}{' '}
            <Anchor component={Link} to="/profile" fz="sm" c="inherit" fw={600} underline="always">
              {EMAIL_UI.noMailServerLink}
            </Anchor>
            .
          </Text>
        </Alert>
      )}
      {scope && (
        <Alert color="blue">
          <Group justify="space-between">
            <Text fz="sm">Showing the e-mails of {scope}</Text>
            <Button size="xs" variant="default" onClick={showAll}>
              Show all e-mails
            </Button>
          </Group>
        </Alert>
      )}
      <DataTable
        list={list}
        columns={COLUMNS}
        sortable={{ Subject: 'subject', To: 'to', Status: 'status', Date: 'createdAt' }}
        minWidth={900}
        emptyText={EMAIL_UI.empty}
        renderRow={(email: EmailSummary) => (
          <Row key={email.id} style={{ cursor: 'pointer' }} onClick={onRowClick(() => view(email.id))}>
            <Cell>
              <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => view(email.id)}>
                {email.subject}
              </Anchor>
            </Cell>
            <Cell>{email.to}</Cell>
            <Cell>
              <AboutLinks email={email} />
            </Cell>
            <Cell>
              <EmailStatusBadge email={email} />
            </Cell>
            <Cell>
              <TwoLineText
                primary={formatDate(email.sentAt ?? email.createdAt)}
                secondary={`${email.sentAt ? 'Sent' : 'Written'} ${dayjs(email.sentAt ?? email.createdAt).format('h:mm A')}`}
              />
            </Cell>
            <Cell>
              <div className={rowActions.actions}>
                {canCancel(email.status) && (
                  <IconButton
                    label={`Cancel ${email.subject}`}
                    color="red"
                    onClick={() => void actions.cancel(email)}
                  >
                    <IconX size={16} />
                  </IconButton>
                )}
                {canResend(email.status) && (
                  <IconButton
                    label={`Send ${email.subject} again`}
                    onClick={() => void actions.resend(email)}
                  >
                    <IconRefresh size={16} />
                  </IconButton>
                )}
              </div>
            </Cell>
          </Row>
        )}
      />
      {viewing !== null && (
        <Suspense fallback={null}>
          <EmailView id={viewing} onClose={() => view(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
