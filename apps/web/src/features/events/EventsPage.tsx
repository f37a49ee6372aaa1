import {
  deleteConfirmation,
  EVENT_STATUSES,
  type EventCreateInput,
  type EventRecord,
  formatDate,
  formatWholeDollars,
  MESSAGES,
} from '@app/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm.ts';
import { crudFeedback } from '../../lib/crud-feedback.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { EventCalendar } from './EventCalendar.tsx';
import { EventForm } from './EventForm.tsx';
import { EVENT_STATUS_COLORS, eventStatusLabel } from './event-status-colors.ts';
import { eventTypeIcon } from './event-type-icon.ts';

const PAGE_SIZE = 25;

export function EventsPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState<string>('all');
  const [page, setPage] = useState(1);
  const { opened: dialogOpen, editing, openCreate, openEdit, close } = useEditDialog<EventRecord>();

  const list = trpc.events.page.useQuery(
    { search: debouncedSearch, status: status as 'all', limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  // Events feed the dashboard's Active Events and each client's event count.
  const refresh = () =>
    Promise.all([utils.events.invalidate(), utils.dashboard.invalidate(), utils.clients.invalidate()]);
  const feedback = crudFeedback(MESSAGES.event, { refresh, closeDialog: close });
  const create = trpc.events.create.useMutation(feedback.create);
  const update = trpc.events.update.useMutation(feedback.update);
  const remove = trpc.events.delete.useMutation(feedback.delete);

  const submit = (values: EventCreateInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
          Create Event
        </Button>
        <Text c="dimmed" fz="sm">
          {total} events
        </Text>
      </Group>

      <EventCalendar onSelect={openEdit} />

      <Group>
        <TextInput
          placeholder="Search events..."
          aria-label="Search events"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Select
          aria-label="Status filter"
          data={[{ value: 'all', label: 'all' }, ...EVENT_STATUSES.map((s) => ({ value: s, label: s }))]}
          value={status}
          allowDeselect={false}
          onChange={(v) => {
            setStatus(v ?? 'all');
            setPage(1);
          }}
          w={180}
        />
      </Group>

      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Venue</Table.Th>
                <Table.Th>Budget</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text ta="center" c="dimmed" py="lg">
                      {list.isPending ? 'Loading...' : 'No events found'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                items.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Text fz="xl" aria-hidden="true">
                          {eventTypeIcon(e.type)}
                        </Text>
                        <div>
                          <Text fw={600} fz="sm">
                            {e.name}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {e.type}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>{e.clientName}</Table.Td>
                    <Table.Td>
                      <Text fz="sm">{formatDate(e.date)}</Text>
                      <Text fz="xs" c="dimmed">
                        {e.time}
                      </Text>
                    </Table.Td>
                    <Table.Td>{e.venue}</Table.Td>
                    <Table.Td>{formatWholeDollars(e.budget)}</Table.Td>
                    <Table.Td>
                      <Badge color={EVENT_STATUS_COLORS[e.status]} variant="light">
                        {eventStatusLabel(e.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${e.name}`}
                          onClick={() => openEdit(e)}
                        >
                          <IconEdit size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${e.name}`}
                          onClick={() =>
                            confirmAction(deleteConfirmation('event')) && remove.mutate({ id: e.id })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}

      <Modal
        opened={dialogOpen}
        onClose={close}
        title={editing ? 'Edit Event' : 'Create New Event'}
        size="lg"
      >
        <EventForm
          key={editing?.id ?? 'new'}
          event={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
