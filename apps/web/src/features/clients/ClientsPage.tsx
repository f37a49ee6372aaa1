import { CLIENT_STATUSES, type Client, deleteConfirmation, formatMoney, MESSAGES } from '@app/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Collapse,
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
import {
  IconDownload,
  IconEdit,
  IconEye,
  IconFilter,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmAction } from '../../lib/confirm.ts';
import { crudFeedback } from '../../lib/crud-feedback.ts';
import { downloadText, toCsv } from '../../lib/csv.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { ClientForm, type ClientFormValues } from './ClientForm.tsx';

const PAGE_SIZE = 25;
const STATUS_COLORS = { active: 'green', inactive: 'gray', pending: 'yellow' } as const;

export function ClientsPage() {
  const utils = trpc.useUtils();
  // The header search opens this screen with ?search=<name>.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  useEffect(() => {
    const fromUrl = params.get('search');
    if (fromUrl !== null) setSearch(fromUrl);
  }, [params]);
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState<string>('all');
  const [filtersOpen, setFiltersOpen] = useState(true);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<Client | null>(null);
  const { opened: dialogOpen, editing, openCreate, openEdit, close } = useEditDialog<Client>();

  const filters = { search: debouncedSearch, status: status as 'all' };
  const list = trpc.clients.page.useQuery(
    { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const refresh = () => Promise.all([utils.clients.invalidate(), utils.dashboard.stats.invalidate()]);
  const feedback = crudFeedback(MESSAGES.client, { refresh, closeDialog: close });
  const create = trpc.clients.create.useMutation(feedback.create);
  const update = trpc.clients.update.useMutation(feedback.update);
  const remove = trpc.clients.delete.useMutation(feedback.delete);

  const submit = (values: ClientFormValues) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const exportCsv = async () => {
    const rows: Client[] = [];
    for (let offset = 0; ; offset += 500) {
      const chunk = await utils.clients.page.fetch({ ...filters, limit: 500, offset });
      rows.push(...chunk.items);
      if (rows.length >= chunk.total || chunk.items.length === 0) break;
    }
    const csv = toCsv(
      ['Name', 'Industry', 'Contact', 'Email', 'Phone', 'Address', 'Events', 'Revenue', 'Status'],
      rows.map((c) => [
        c.name,
        c.industry,
        c.contactName,
        c.contactEmail,
        c.contactPhone,
        c.address,
        c.eventsCount,
        c.revenue,
        c.status,
      ]),
    );
    downloadText('clients.csv', csv);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            Add Client
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()}>
            Export
          </Button>
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            Filter
          </Button>
        </Group>
        <Text c="dimmed" fz="sm">
          {total} clients
        </Text>
      </Group>
      <Collapse expanded={filtersOpen}>
        <Group>
          <TextInput
            placeholder="Search clients..."
            aria-label="Search clients"
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
            data={['all', ...CLIENT_STATUSES]}
            value={status}
            allowDeselect={false}
            onChange={(v) => {
              setStatus(v ?? 'all');
              setPage(1);
            }}
            w={160}
          />
        </Group>
      </Collapse>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={800}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Events</Table.Th>
                <Table.Th>Revenue</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text ta="center" c="dimmed" py="lg">
                      {list.isPending ? 'Loading...' : 'No clients found'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text fw={600} fz="sm">
                        {c.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {c.industry}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{c.contactName}</Text>
                      <Text fz="xs" c="dimmed">
                        {c.contactEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td>{c.eventsCount}</Table.Td>
                    <Table.Td>{formatMoney(c.revenue)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[c.status]} variant="light">
                        {c.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`View ${c.name}`}
                          onClick={() => setViewing(c)}
                        >
                          <IconEye size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${c.name}`}
                          onClick={() => openEdit(c)}
                        >
                          <IconEdit size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${c.name}`}
                          onClick={() =>
                            confirmAction(deleteConfirmation('client')) && remove.mutate({ id: c.id })
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

      <Modal opened={dialogOpen} onClose={close} title={editing ? 'Edit Client' : 'Add New Client'} size="lg">
        <ClientForm
          key={editing?.id ?? 'new'}
          client={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={viewing?.name ?? ''}>
        {viewing && (
          <Stack gap="xs">
            <Text fz="sm">Industry: {viewing.industry}</Text>
            <Text fz="sm">
              Contact: {viewing.contactName} · {viewing.contactEmail}
              {viewing.contactPhone ? ` · ${viewing.contactPhone}` : ''}
            </Text>
            {viewing.address && <Text fz="sm">Address: {viewing.address}</Text>}
            <Text fz="sm">Events: {viewing.eventsCount}</Text>
            <Text fz="sm">Revenue: {formatMoney(viewing.revenue)}</Text>
            <Text fz="sm">Status: {viewing.status}</Text>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
