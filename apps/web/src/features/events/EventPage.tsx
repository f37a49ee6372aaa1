import {
  DOCUMENT_LINK_TEXTS,
  type EventCreateInput,
  type EventRecord,
  type EventSummary,
  formatDate,
  formatMoney,
  formatTime,
  MESSAGES,
  moneyToCents,
} from '@app/domain';
import { Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconUnlink } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BackLink, RecordProblem } from '../../components/BackLink.tsx';
import { GuardedModal } from '../../components/GuardedModal.tsx';
import { IconButton } from '../../components/RowActions.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useGuardedClose } from '../../lib/dialog-form.ts';
import { serverIssues, serverReason, toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { viewUrl } from '../documents/document-links.ts';
import { EquipmentSection } from './EquipmentSection.tsx';
import { EventForm } from './EventForm.tsx';
import { EventTypeIcon } from './EventTypeIcon.tsx';
import { EVENT_STATUS_COLORS, eventStatusLabel } from './event-status-colors.ts';

/**
 * One event on one page, reached from the events table, the calendar and global search: its
 * fields (edited in the same form as on the Events screen), its client, its equipment, its money, its
 * documents, the e-mails about it (and a new one to its client) and its client portals.
 */
export function EventPage() {
  const id = Number(useParams().id);
  const event = trpc.events.byId.useQuery({ id }, { enabled: Number.isInteger(id) && id > 0 });
  const summary = trpc.events.summary.useQuery({ id }, { enabled: event.isSuccess });
  if (event.error || !Number.isInteger(id) || id <= 0)
    return (
      <RecordProblem
        back="/events"
        backLabel="Back to events"
        reason={event.error && serverReason(event.error)}
        fallback="Event not found"
      />
    );
  if (!event.data) return <Text c="dimmed">Loading...</Text>;
  return (
    <Stack>
      <BackLink to="/events">Back to events</BackLink>
      <EventHeader event={event.data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <MoneyCard event={event.data} summary={summary.data} />
        <DocumentsCard event={event.data} />
      </SimpleGrid>
      {summary.data && <EquipmentSection event={event.data} summary={summary.data} />}
      <PortalsCard eventId={id} />
      {/* Last: it arrives in a chunk of its own and grows with its list, which must not move the
          equipment form above while someone is using it. */}
      <EventMessagesCard event={event.data} />
    </Stack>
  );
}

function spanText(event: EventRecord) {
  const days = event.endDate
    ? `${formatDate(event.date)} to ${formatDate(event.endDate)}`
    : formatDate(event.date);
  const extra = [
    event.setupDays > 0 ? `${event.setupDays} setup day${event.setupDays === 1 ? '' : 's'}` : '',
    event.teardownDays > 0 ? `${event.teardownDays} teardown day${event.teardownDays === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return extra.length > 0 ? `${days} (${extra.join(', ')})` : days;
}

function EventHeader({ event }: { event: EventRecord }) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  // Escape or a click outside with unsaved typing asks first, as every edit dialog does.
  const guard = useGuardedClose(editing, () => setEditing(false));
  const update = trpc.events.update.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.event.updateSuccess);
      guard.forget();
      setEditing(false);
      await Promise.all([
        utils.events.invalidate(),
        utils.dashboard.invalidate(),
        utils.clients.invalidate(),
      ]);
    },
    onError: (error) => {
      guard.showIssues(serverIssues(error));
      toastFailure(MESSAGES.event.updateFailed, error);
    },
  });
  const save = (values: EventCreateInput) =>
    update.mutate({ id: event.id, version: event.version, ...values });
  return (
    <Card withBorder>
      <Group justify="space-between" align="flex-start">
        <Group align="flex-start" wrap="nowrap">
          <EventTypeIcon type={event.type} size={32} />
          <Stack gap={4}>
            <Title order={2} fz="h3">
              {event.name}
            </Title>
            <Group gap="xs">
              <Tag color={EVENT_STATUS_COLORS[event.status]} variant="light">
                {eventStatusLabel(event.status)}
              </Tag>
              <Text fz="sm" c="dimmed">
                {event.type}
              </Text>
            </Group>
            <Text fz="sm">
              {spanText(event)} · {formatTime(event.time)} · {event.venue}
            </Text>
            <Text fz="sm">
              Client:{' '}
              {event.clientId ? (
                <Anchor component={Link} to={`/clients/${event.clientId}`}>
                  {event.clientName}
                </Anchor>
              ) : (
                `${event.clientName} (no client record)`
              )}
            </Text>
            {event.description && (
              <Text fz="sm" c="dimmed">
                {event.description}
              </Text>
            )}
          </Stack>
        </Group>
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
          Edit Event
        </Button>
      </Group>
      <GuardedModal guard={guard} opened={editing} title="Edit Event" size="lg">
        <EventForm event={event} saving={update.isPending} onSubmit={save} onCancel={guard.requestClose} />
      </GuardedModal>
    </Card>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color}>
        {value}
      </Text>
    </Stack>
  );
}

function MoneyCard({ event, summary }: { event: EventRecord; summary: EventSummary | undefined }) {
  if (!summary)
    return (
      <Card withBorder>
        <Text c="dimmed">Loading...</Text>
      </Card>
    );
  const budget = moneyToCents(summary.budget);
  const spent = moneyToCents(summary.expenses);
  const share = budget > 0 ? Math.round((spent / budget) * 100) : spent > 0 ? 100 : 0;
  const profitCents = moneyToCents(summary.profit);
  const projectedCents = moneyToCents(summary.projectedProfit);
  return (
    <Card withBorder>
      <Stack>
        <Title order={3} fz="h4">
          Money
        </Title>
        <SimpleGrid cols={3}>
          <Figure label="Income" value={formatMoney(summary.income)} />
          <Figure label="Expenses" value={formatMoney(summary.expenses)} />
          {/* The colours' text variables (theme.ts), readable at 4.5:1 in both schemes; a fixed shade (green.8) is not. */}
          <Figure
            label="Profit"
            value={formatMoney(summary.profit)}
            color={profitCents < 0 ? 'red' : profitCents > 0 ? 'green' : undefined}
          />
          <Figure label="Invoiced" value={formatMoney(summary.invoiced)} />
          <Figure label="Paid on invoices" value={formatMoney(summary.paid)} />
          <Figure label="Budget" value={formatMoney(event.budget)} />
          <Figure label="Equipment rental" value={formatMoney(summary.equipmentRental)} />
          <Figure
            label="Projected profit"
            value={formatMoney(summary.projectedProfit)}
            color={projectedCents < 0 ? 'red' : projectedCents > 0 ? 'green' : undefined}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          Projected profit: income less expenses, plus what issued invoices still wait for and the equipment
          rentals not yet invoiced.
        </Text>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fz="sm">Budget against actual expenses</Text>
            <Text fz="sm" c={spent > budget ? 'red.8' : 'dimmed'}>
              {formatMoney(summary.expenses)} of {formatMoney(summary.budget)} ({share}%)
            </Text>
          </Group>
          <Progress
            value={Math.min(share, 100)}
            color={spent > budget ? 'red' : 'blue'}
            aria-label="Budget against actual expenses"
          />
        </Stack>
        <RecentRecords eventId={event.id} />
        <Anchor component={Link} to={`/financial-records?eventId=${event.id}`} fz="sm">
          See the financial records
        </Anchor>
      </Stack>
    </Card>
  );
}

/** How many of the event's financial records the Money card lists (the newest; the rest on the screen). */
const RECENT_RECORDS = 10;

/** The event's newest financial records (the ones its income and expenses sum), newest first. */
function RecentRecords({ eventId }: { eventId: number }) {
  const records = trpc.financialRecords.list.useQuery({
    eventId,
    limit: RECENT_RECORDS,
    sortBy: 'date',
    sortDir: 'desc',
  });
  if (!records.data) return null;
  if (records.data.length === 0)
    return <Text c="dimmed">No financial records are linked to this event.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="The event's financial records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.data.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>{formatDate(record.date)}</Table.Td>
              <Table.Td>{record.description}</Table.Td>
              <Table.Td>{record.category}</Table.Td>
              <Table.Td ta="right" c={record.type === 'income' ? 'green' : 'red'}>
                {record.type === 'income' ? '+' : '-'}
                {formatMoney(record.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// The uploader (and its drop zone) and the picker of existing documents load when asked for.
const EventDocumentUploader = lazy(() =>
  import('./EventDocumentUploader.tsx').then((m) => ({ default: m.EventDocumentUploader })),
);
const EventDocumentPicker = lazy(() =>
  import('./EventDocumentPicker.tsx').then((m) => ({ default: m.EventDocumentPicker })),
);

/**
 * The event's documents (those filed for it, uploaded here, picked from the Documents screen, or sent
 * by its client through their portal), each one openable and removable from the event. `?document=`
 * (where a notification about a client's upload leads) marks that document.
 */
function DocumentsCard({ event }: { event: EventRecord }) {
  const utils = trpc.useUtils();
  const documents = trpc.documents.list.useQuery({ eventId: event.id, limit: 50 });
  const [adding, setAdding] = useState(false);
  const marked = Number(useSearchParams()[0].get('document')) || null;
  const markedRow = useRef<HTMLDivElement | null>(null);
  const markedShown = documents.data?.some((d) => d.id === marked) ?? false;
  useEffect(() => {
    if (markedShown) markedRow.current?.scrollIntoView({ block: 'center' });
  }, [markedShown]);
  const detach = trpc.documents.detachFromEvent.useMutation({
    onSuccess: async () => {
      toastSuccess(DOCUMENT_LINK_TEXTS.detachSuccess);
      await utils.documents.invalidate();
    },
    onError: (error) => toastFailure(DOCUMENT_LINK_TEXTS.detachFailed, error),
  });
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} fz="h4">
            Documents
          </Title>
          <Button variant="default" size="xs" onClick={() => setAdding((open) => !open)}>
            {adding ? 'Close' : 'Add documents'}
          </Button>
        </Group>
        {adding && (
          <Suspense fallback={<Text c="dimmed">Loading...</Text>}>
            <Stack>
              <EventDocumentPicker event={event} />
              <EventDocumentUploader eventId={event.id} />
            </Stack>
          </Suspense>
        )}
        {documents.data?.length === 0 && <Text c="dimmed">No documents are linked to this event.</Text>}
        {documents.data?.map((document) => (
          <Group
            key={document.id}
            ref={document.id === marked ? markedRow : undefined}
            justify="space-between"
            wrap="nowrap"
            data-testid="event-document"
            aria-current={document.id === marked ? 'true' : undefined}
            bg={document.id === marked ? 'var(--mantine-primary-color-light)' : undefined}
            px={4}
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Anchor href={viewUrl(document.fileUrl)} target="_blank" rel="noreferrer" fz="sm">
              {document.name}
            </Anchor>
            <Group gap={4} wrap="nowrap">
              <Text fz="xs" c="dimmed">
                {document.category} · {formatDate(document.createdAt)}
              </Text>
              <IconButton
                label={`Remove ${document.name} from this event`}
                color="red"
                onClick={() => detach.mutate({ id: event.id, documentId: document.id })}
              >
                <IconUnlink size={14} />
              </IconButton>
            </Group>
          </Group>
        ))}
        {event.clientId && (
          <Anchor component={Link} to={`/clients/${event.clientId}`} fz="sm">
            See all documents on the client's page
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

// The Messages card comes in a chunk of its own (its list is asked for by the page's loader): the
// page's own code is near its budget (scripts/check-bundle.mjs).
const MessagesCard = lazy(() =>
  import('../emails/MessagesCard.tsx').then((m) => ({ default: m.MessagesCard })),
);

/** The e-mails about the event; a new one goes to its client's contact, about the event and the client. */
function EventMessagesCard({ event }: { event: EventRecord }) {
  const client = trpc.clients.byId.useQuery({ id: event.clientId ?? 0 }, { enabled: !!event.clientId });
  return (
    <Suspense
      fallback={
        <Card withBorder>
          <Text c="dimmed">Loading...</Text>
        </Card>
      }
    >
      <MessagesCard
        eventId={event.id}
        clientId={event.clientId}
        to={client.data?.contactEmail ?? ''}
        empty="No e-mails about this event yet."
      />
    </Suspense>
  );
}

function PortalsCard({ eventId }: { eventId: number }) {
  const portals = trpc.clientPortals.list.useQuery({ eventId, limit: 20 });
  return (
    <Card withBorder>
      <Stack>
        <Title order={3} fz="h4">
          Portal
        </Title>
        {portals.data?.length === 0 && <Text c="dimmed">No client portal shows this event.</Text>}
        {portals.data && portals.data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {portals.data.map((portal) => (
                <Table.Tr key={portal.id}>
                  <Table.Td>{portal.clientName}</Table.Td>
                  <Table.Td>{portal.email}</Table.Td>
                  <Table.Td>{portal.status}</Table.Td>
                  <Table.Td>{portal.lastLogin ? formatDate(portal.lastLogin) : 'Never'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Anchor component={Link} to="/client-portal" fz="sm">
          Manage client portals
        </Anchor>
      </Stack>
    </Card>
  );
}
