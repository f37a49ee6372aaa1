import {
  type Client,
  type ClientOverview,
  clientTimeline,
  formatDate,
  formatMoney,
  MESSAGES,
  moneyToCents,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconCash, IconFileText, IconPencil, IconReceipt } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BackLink, RecordProblem } from '../../components/BackLink.tsx';
import { GuardedModal } from '../../components/GuardedModal.tsx';
import { Tag } from '../../components/Tag.tsx';
import { useGuardedClose } from '../../lib/dialog-form.ts';
import { serverIssues, serverReason, toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCompanyToday } from '../../lib/use-company-today.ts';
import { viewUrl } from '../documents/document-links.ts';
import { MessagesCard } from '../emails/MessagesCard.tsx';
import { EVENT_STATUS_COLORS, eventStatusLabel } from '../events/event-status-colors.ts';
import { invoiceStatus } from '../invoices/invoice-status.ts';
import { ClientForm, type ClientFormValues } from './ClientForm.tsx';
import { CLIENT_STATUS_COLORS } from './client-status.ts';

/**
 * One client on one page, reached from the clients list, global search, an event's client and a
 * notification: who they are (a second contact beside the first), their events, invoices and what they
 * owe, their documents (the portal's uploads included), notes, the e-mails to them (and a new one),
 * and one timeline of all of it.
 */
export function ClientPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const client = trpc.clients.byId.useQuery({ id }, { enabled: valid });
  const overview = trpc.clients.overview.useQuery({ id }, { enabled: valid });
  if (client.error || !valid)
    return (
      <RecordProblem
        back="/clients"
        backLabel="Back to clients"
        reason={client.error && serverReason(client.error)}
        fallback="Client not found"
      />
    );
  if (!client.data) return <Text c="dimmed">Loading...</Text>;
  return (
    <Stack>
      <BackLink to="/clients">Back to clients</BackLink>
      <ClientHeader client={client.data} />
      {overview.error && (
        <Alert color="red" role="alert">
          {serverReason(overview.error) ?? overview.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <InvoicesCard client={client.data} overview={overview.data} />
        <EventsCard overview={overview.data} />
        <DocumentsCard overview={overview.data} />
        <NotesCard client={client.data} />
        <MessagesCard
          clientId={client.data.id}
          to={client.data.contactEmail ?? ''}
          empty="No e-mails to this client yet."
        />
      </SimpleGrid>
      <TimelineCard overview={overview.data} />
    </Stack>
  );
}

/** Saves the client's form values (or part of them) with the client's version; one place for both uses. */
function useClientUpdate(_client: Client, onSaved: () => void) {
  const utils = trpc.useUtils();
  return trpc.clients.update.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.client.updateSuccess);
      onSaved();
      await Promise.all([
        utils.clients.invalidate(),
        utils.events.invalidate(),
        utils.dashboard.invalidate(),
      ]);
    },
    onError: (error) => toastFailure(MESSAGES.client.updateFailed, error),
  });
}

function Contact({ name, email, phone }: { name: string; email: string | null; phone: string | null }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600}>
        {name}
      </Text>
      {email && (
        <Anchor href={`mailto:${email}`} fz="sm">
          {email}
        </Anchor>
      )}
      {phone && (
        <Anchor href={`tel:${phone}`} fz="sm">
          {phone}
        </Anchor>
      )}
    </Stack>
  );
}

function ClientHeader({ client }: { client: Client }) {
  const [editing, setEditing] = useState(false);
  const guard = useGuardedClose(editing, () => setEditing(false));
  const update = useClientUpdate(client, () => {
    guard.forget();
    setEditing(false);
  });
  const save = (values: ClientFormValues) =>
    update.mutate(
      { id: client.id, version: client.version, ...values },
      { onError: (error) => guard.showIssues(serverIssues(error)) },
    );
  return (
    <Card withBorder>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {client.name}
          </Title>
          <Group gap="xs">
            <Tag color={CLIENT_STATUS_COLORS[client.status]} variant="light">
              {client.status}
            </Tag>
            <Text fz="sm" c="dimmed">
              {client.industry}
            </Text>
          </Group>
          <Group align="flex-start" gap="xl" mt="xs">
            <Contact name={client.contactName} email={client.contactEmail} phone={client.contactPhone} />
            {client.secondContactName && (
              <Contact
                name={client.secondContactName}
                email={client.secondContactEmail}
                phone={client.secondContactPhone}
              />
            )}
          </Group>
          {client.address && (
            <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {client.address}
            </Text>
          )}
        </Stack>
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
          Edit Client
        </Button>
      </Group>
      <GuardedModal guard={guard} opened={editing} title="Edit Client" size="lg">
        <ClientForm client={client} saving={update.isPending} onSubmit={save} onCancel={guard.requestClose} />
      </GuardedModal>
    </Card>
  );
}

/**
 * One card of the page, a region named by its title: `aside` at the title's right and `intro` under
 * it, then "Loading..." until the overview has come, `empty` when its list holds nothing, else what
 * `children` renders of the overview.
 */
function OverviewCard({
  title,
  aside,
  intro,
  overview,
  items,
  empty,
  children,
}: {
  title: string;
  aside?: ReactNode;
  intro?: ReactNode;
  overview: ClientOverview | undefined;
  /** What the card lists of the overview, to know when it is empty. */
  items: (overview: ClientOverview) => readonly unknown[];
  empty: string;
  children: (overview: ClientOverview) => ReactNode;
}) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack>
        <Group justify="space-between">
          <Title order={3} fz="h4">
            {title}
          </Title>
          {aside}
        </Group>
        {intro}
        {!overview ? (
          <Text c="dimmed">Loading...</Text>
        ) : items(overview).length === 0 ? (
          <Text c="dimmed" fz="sm">
            {empty}
          </Text>
        ) : (
          children(overview)
        )}
      </Stack>
    </Card>
  );
}

function InvoicesCard({ client, overview }: { client: Client; overview: ClientOverview | undefined }) {
  const today = useCompanyToday();
  const owed = moneyToCents(client.outstanding);
  return (
    <OverviewCard
      title="Invoices"
      aside={
        <Text fz="sm" fw={owed === 0 ? undefined : 700} c={owed === 0 ? 'dimmed' : undefined}>
          Balance: {formatMoney(client.outstanding)} outstanding
        </Text>
      }
      intro={
        <Text fz="sm" c="dimmed">
          Revenue: {formatMoney(client.revenue)}
        </Text>
      }
      overview={overview}
      items={(o) => o.invoices}
      empty="No invoices for this client yet."
    >
      {(overview) => (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing={4} aria-label="Invoices of this client">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.invoices.map((invoice) => {
                const shown = invoiceStatus({
                  status: invoice.status,
                  overdue:
                    (invoice.status === 'sent' || invoice.status === 'partially_paid') &&
                    invoice.dueDate < today,
                });
                return (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/invoices?invoice=${invoice.id}`} fz="sm">
                        {invoice.number ?? 'Draft'}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatDate(invoice.dueDate)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(invoice.total)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(invoice.balance)}</Table.Td>
                    <Table.Td>
                      <Tag color={shown.color} variant="light">
                        {shown.label}
                      </Tag>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </OverviewCard>
  );
}

function EventsCard({ overview }: { overview: ClientOverview | undefined }) {
  return (
    <OverviewCard
      title="Events"
      overview={overview}
      items={(o) => o.events}
      empty="No events for this client yet."
    >
      {(overview) => (
        <Stack gap="xs">
          {overview.events.map((event) => (
            <Group key={event.id} justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/events/${event.id}`} fz="sm">
                  {event.name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {formatDate(event.date)} · {event.venue}
                </Text>
              </Stack>
              <Tag color={EVENT_STATUS_COLORS[event.status]} variant="light">
                {eventStatusLabel(event.status)}
              </Tag>
            </Group>
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}

function DocumentsCard({ overview }: { overview: ClientOverview | undefined }) {
  // `?document=` (a notification about an upload): that document is shown and marked.
  const marked = Number(useSearchParams()[0].get('document')) || null;
  const markedRow = useRef<HTMLDivElement | null>(null);
  const markedShown = overview?.documents.some((d) => d.id === marked) ?? false;
  useEffect(() => {
    if (markedShown) markedRow.current?.scrollIntoView({ block: 'center' });
  }, [markedShown]);
  return (
    <OverviewCard
      title="Documents"
      overview={overview}
      items={(o) => o.documents}
      empty="No documents for this client yet."
    >
      {(overview) => (
        <Stack gap={4}>
          {overview.documents.map((document) => (
            <Group
              key={document.id}
              ref={document.id === marked ? markedRow : undefined}
              justify="space-between"
              wrap="nowrap"
              aria-current={document.id === marked ? 'true' : undefined}
              bg={document.id === marked ? 'var(--mantine-primary-color-light)' : undefined}
              px={4}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Anchor href={viewUrl(document.fileUrl)} target="_blank" rel="noreferrer" fz="sm">
                {document.name}
              </Anchor>
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {document.fromPortal ? 'from the portal' : document.category} · {formatDate(document.addedOn)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}

function NotesCard({ client }: { client: Client }) {
  const [notes, setNotes] = useState<string | null>(null);
  const update = useClientUpdate(client, () => setNotes(null));
  const editing = notes !== null;
  return (
    <Card withBorder component="section" aria-label="Notes">
      <Stack>
        <Group justify="space-between">
          <Title order={3} fz="h4">
            Notes
          </Title>
          {!editing && (
            <Button variant="default" size="xs" onClick={() => setNotes(client.notes ?? '')}>
              Edit notes
            </Button>
          )}
        </Group>
        {editing ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate({ id: client.id, version: client.version, notes });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Notes"
                autosize
                minRows={3}
                maxRows={12}
                value={notes}
                onChange={(e) => setNotes(e.currentTarget.value)}
                error={update.error ? serverReason(update.error) : undefined}
              />
              <Group justify="flex-end">
                <Button variant="default" size="xs" onClick={() => setNotes(null)}>
                  Cancel
                </Button>
                <Button type="submit" size="xs" loading={update.isPending}>
                  Save Notes
                </Button>
              </Group>
            </Stack>
          </form>
        ) : client.notes ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {client.notes}
          </Text>
        ) : (
          <Text c="dimmed" fz="sm">
            No notes yet.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

const TIMELINE_ICONS = {
  event: <IconCalendarEvent size={14} />,
  invoice: <IconReceipt size={14} />,
  payment: <IconCash size={14} />,
  document: <IconFileText size={14} />,
};

function TimelineCard({ overview }: { overview: ClientOverview | undefined }) {
  const entries = overview ? clientTimeline(overview) : [];
  return (
    <OverviewCard
      title="Timeline"
      overview={overview}
      items={() => entries}
      empty="Nothing has happened with this client yet."
    >
      {() => (
        <Timeline bulletSize={24} lineWidth={2} aria-label="Timeline of this client">
          {entries.map((entry, index) => (
            <Timeline.Item
              // Entries of one kind on one day can repeat their text: the position keeps them apart.
              key={`${entry.kind}-${entry.day}-${index}`}
              bullet={TIMELINE_ICONS[entry.kind]}
              title={
                entry.href ? (
                  <Anchor component={Link} to={entry.href} fz="sm">
                    {entry.text}
                  </Anchor>
                ) : (
                  <Text fz="sm">{entry.text}</Text>
                )
              }
            >
              <Text fz="xs" c="dimmed">
                {formatDate(entry.day)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </OverviewCard>
  );
}
