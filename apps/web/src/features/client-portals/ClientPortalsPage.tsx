import {
  AVG_SESSION_TEXT,
  type ClientPortal,
  formatDate,
  LIST_LIMIT_MAX,
  MESSAGES,
  PORTAL_LOGINS_PER_PORTAL,
  PORTAL_STATUS_LABELS,
  type PortalStatus,
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
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconClock,
  IconEye,
  IconFiles,
  IconKey,
  IconLogin,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconSearch,
  IconShieldLock,
  IconWorld,
} from '@tabler/icons-react';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { ClientPortalForm, type ClientPortalFormValues, PORTAL_STATUS_OPTIONS } from './ClientPortalForm.tsx';
import { ManageAccessForm, type ManageAccessValues } from './ManageAccessForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const PAGE_SIZE = 25;
const STATUS_COLORS = { active: 'green', inactive: 'gray', pending: 'yellow' } as const;
// Spec §9 names no texts for these two dialogs; they follow the status toast's wording.
const ACCESS_UPDATED = 'Portal access updated successfully';
const ACCESS_FAILED = 'Failed to update portal access';
const PASSWORD_RESET = 'Portal password reset successfully';
const PASSWORD_FAILED = 'Failed to reset portal password';

type Dialog = { kind: 'view' | 'access' | 'password'; portal: ClientPortal } | null;

export function ClientPortalsPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [createOpen, setCreateOpen] = useState(false);
  const [chosenClient, setChosenClient] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const stats = trpc.clientPortals.stats.useQuery();
  const list = trpc.clientPortals.page.useQuery(
    { search: debouncedSearch, status: status as 'all', limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const clients = trpc.clients.page.useQuery(
    { limit: LIST_LIMIT_MAX, offset: 0, sortBy: 'name', sortDir: 'asc' },
    { enabled: createOpen },
  );
  const events = trpc.events.page.useQuery(
    { clientId: chosenClient ?? undefined, limit: LIST_LIMIT_MAX, offset: 0, sortBy: 'name', sortDir: 'asc' },
    { enabled: createOpen && chosenClient !== null },
  );

  const refresh = () => utils.clientPortals.invalidate();
  const closeCreate = () => {
    setCreateOpen(false);
    setChosenClient(null);
  };
  const conflictOr = (fallback: string) => (error: { data?: { code?: string } | null; message: string }) =>
    toastError(error.data?.code === 'CONFLICT' ? error.message : fallback);

  const create = trpc.clientPortals.create.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.portal.createSuccess);
      closeCreate();
      await refresh();
    },
    onError: () => toastError(MESSAGES.portal.createFailed),
  });
  const toggle = trpc.clientPortals.update.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.portal.statusSuccess);
      await refresh();
    },
    onError: conflictOr(MESSAGES.portal.statusFailed),
  });
  const access = trpc.clientPortals.update.useMutation({
    onSuccess: async () => {
      toastSuccess(ACCESS_UPDATED);
      setDialog(null);
      await refresh();
    },
    onError: conflictOr(ACCESS_FAILED),
  });
  const reset = trpc.clientPortals.update.useMutation({
    onSuccess: async () => {
      toastSuccess(PASSWORD_RESET);
      setDialog(null);
      await refresh();
    },
    onError: conflictOr(PASSWORD_FAILED),
  });

  const submitCreate = (values: ClientPortalFormValues) => create.mutate(values);
  const submitAccess = (portal: ClientPortal, values: ManageAccessValues) =>
    access.mutate({ id: portal.id, version: portal.version, ...values });
  // Spec §4: the toggle turns an active portal inactive and any other one active.
  const nextStatus = (current: PortalStatus): PortalStatus => (current === 'active' ? 'inactive' : 'active');

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const s = stats.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreateOpen(true)}>
          Create Portal
        </Button>
        <Text c="dimmed" fz="sm">
          {total} portals
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard title="Active Portals" value={s?.activePortals} icon={<IconWorld size={22} />} color="green" />
        <SummaryCard
          title="Total Logins"
          value={s ? s.totalPortals * PORTAL_LOGINS_PER_PORTAL : undefined}
          icon={<IconLogin size={22} />}
        />
        <SummaryCard title="Documents Shared" value={s?.documentsShared} icon={<IconFiles size={22} />} color="violet" />
        <SummaryCard title="Avg. Session" value={AVG_SESSION_TEXT} icon={<IconClock size={22} />} color="orange" />
      </SimpleGrid>
      <Group>
        <TextInput
          placeholder="Search portals..."
          aria-label="Search portals"
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
          data={[{ value: 'all', label: 'All Status' }, ...PORTAL_STATUS_OPTIONS]}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(value ?? 'all');
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={820}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client Portal</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Last Login</Table.Th>
                <Table.Th>Documents</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text ta="center" c="dimmed" py="lg">
                      {list.isPending ? 'Loading...' : 'No client portals found'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                items.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Text fw={600} fz="sm">
                        {p.clientName}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {p.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{p.eventName}</Table.Td>
                    <Table.Td>{p.lastLogin ? formatDate(p.lastLogin) : 'Never'}</Table.Td>
                    <Table.Td>{p.documentsShared}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[p.status]} variant="light">
                        {PORTAL_STATUS_LABELS[p.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={`View ${p.clientName}`} onClick={() => setDialog({ kind: 'view', portal: p })}>
                          <IconEye size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Manage access for ${p.clientName}`}
                          onClick={() => setDialog({ kind: 'access', portal: p })}
                        >
                          <IconShieldLock size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Reset password for ${p.clientName}`}
                          onClick={() => setDialog({ kind: 'password', portal: p })}
                        >
                          <IconKey size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color={p.status === 'active' ? 'orange' : 'green'}
                          aria-label={`${p.status === 'active' ? 'Deactivate' : 'Activate'} ${p.clientName}`}
                          loading={toggle.isPending && toggle.variables?.id === p.id}
                          onClick={() => toggle.mutate({ id: p.id, version: p.version, status: nextStatus(p.status) })}
                        >
                          {p.status === 'active' ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
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

      <Modal opened={createOpen} onClose={closeCreate} title="Create Portal" size="lg">
        <ClientPortalForm
          clients={clients.data?.items ?? []}
          events={chosenClient === null ? [] : (events.data?.items ?? [])}
          saving={create.isPending}
          onClientChange={setChosenClient}
          onSubmit={submitCreate}
          onCancel={closeCreate}
        />
      </Modal>
      <Modal opened={dialog?.kind === 'view'} onClose={() => setDialog(null)} title="Portal Details">
        {dialog?.kind === 'view' && <PortalDetails portal={dialog.portal} />}
      </Modal>
      <Modal opened={dialog?.kind === 'access'} onClose={() => setDialog(null)} title="Manage Access">
        {dialog?.kind === 'access' && (
          <ManageAccessForm
            portal={dialog.portal}
            saving={access.isPending}
            onSubmit={(values) => submitAccess(dialog.portal, values)}
            onCancel={() => setDialog(null)}
          />
        )}
      </Modal>
      <Modal opened={dialog?.kind === 'password'} onClose={() => setDialog(null)} title="Reset Password">
        {dialog?.kind === 'password' && (
          <ResetPasswordForm
            saving={reset.isPending}
            onSubmit={(values) => reset.mutate({ id: dialog.portal.id, password: values.password })}
            onCancel={() => setDialog(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

function PortalDetails({ portal }: { portal: ClientPortal }) {
  return (
    <Stack gap="xs">
      <Text fz="sm">Client: {portal.clientName}</Text>
      <Text fz="sm">Email: {portal.email}</Text>
      <Text fz="sm">Event: {portal.eventName}</Text>
      <Text fz="sm">Status: {PORTAL_STATUS_LABELS[portal.status]}</Text>
      <Text fz="sm">Last login: {portal.lastLogin ? formatDate(portal.lastLogin) : 'Never'}</Text>
      <Text fz="sm">Documents shared: {portal.documentsShared}</Text>
      <Text fz="sm">Created: {formatDate(portal.createdAt)}</Text>
    </Stack>
  );
}
