import {
  type ClientPortal,
  formatDate,
  formatSessionLength,
  LIST_LIMIT_MAX,
  MESSAGES,
  PORTAL_STATUS_LABELS,
  PORTAL_STATUSES,
  type PortalStatus,
  totalNoun,
} from '@app/domain';
import { ActionIcon, Button, CopyButton, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconCheck,
  IconClock,
  IconEye,
  IconFiles,
  IconFileText,
  IconKey,
  IconLink,
  IconLogin,
  IconMailForward,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconShieldLock,
  IconUserSearch,
  IconWorld,
} from '@tabler/icons-react';
import { useState } from 'react';
import { BulkBar } from '../../components/BulkBar.tsx';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { GuardedModal } from '../../components/GuardedModal.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { IconButton } from '../../components/RowActions.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { useGuardedClose } from '../../lib/dialog-form.ts';
import { idempotent, useIdempotencyKey } from '../../lib/idempotency-key.ts';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { type ClientError, serverIssues, toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { ClientPortalForm, type ClientPortalFormValues, PORTAL_STATUS_OPTIONS } from './ClientPortalForm.tsx';
import { LIST } from './loader.ts';
import { ManageAccessForm, type ManageAccessValues } from './ManageAccessForm.tsx';
import { PortalPreview } from './PortalPreview.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';
import { SharedDocuments } from './SharedDocuments.tsx';

const STATUS_COLORS = { active: 'green', inactive: 'gray', pending: 'yellow' } as const;
// Spec §9 names no texts for these two dialogs; they follow the status toast's wording.
const ACCESS_UPDATED = 'Portal access updated successfully';
const ACCESS_FAILED = 'Failed to update portal access';
const PASSWORD_RESET = 'Portal password reset successfully';
const PASSWORD_FAILED = 'Failed to reset portal password';
const INVITE_FAILED = 'Failed to send the invitation';
/** Where the invitation went, and until when its link works. */
const invitationSent = (sentTo: string, expiresAt: string) =>
  `Invitation sent to ${sentTo}: the link to choose a password works until ${formatDate(expiresAt)}.`;

type Dialog = { kind: 'view' | 'access' | 'password' | 'shares' | 'asClient'; portal: ClientPortal } | null;

/** Where clients sign in: the same address for every portal (they sign in with the portal's e-mail). */
const portalUrl = () => `${window.location.origin}/portal/login`;

export function ClientPortalsPage() {
  const utils = trpc.useUtils();
  const list = usePagedList('clientPortals', LIST);
  const [createOpen, setCreateOpen] = useState(false);
  const [chosenClient, setChosenClient] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const selection = useRowSelection(
    list.items.map((p) => p.id),
    selectionKey(list),
  );

  const stats = trpc.clientPortals.stats.useQuery();
  const clients = trpc.clients.page.useQuery(
    { limit: LIST_LIMIT_MAX, offset: 0, sortBy: 'name', sortDir: 'asc' },
    { enabled: createOpen },
  );
  const events = trpc.events.page.useQuery(
    { clientId: chosenClient ?? undefined, limit: LIST_LIMIT_MAX, offset: 0, sortBy: 'name', sortDir: 'asc' },
    { enabled: createOpen && chosenClient !== null },
  );

  // The access dialog offers the portal's client's other events.
  const accessPortal = dialog?.kind === 'access' ? dialog.portal : null;
  const clientEvents = trpc.events.page.useQuery(
    {
      clientId: accessPortal?.clientId ?? undefined,
      limit: LIST_LIMIT_MAX,
      offset: 0,
      sortBy: 'date',
      sortDir: 'asc',
    },
    { enabled: accessPortal?.clientId != null },
  );
  const otherEvents = (clientEvents.data?.items ?? []).filter((e) => e.id !== accessPortal?.eventId);

  const refresh = () => utils.clientPortals.invalidate();
  const closeCreate = () => {
    setCreateOpen(false);
    setChosenClient(null);
  };
  const createGuard = useGuardedClose(createOpen, closeCreate);
  const createKey = useIdempotencyKey(createOpen);
  const dialogGuard = useGuardedClose(dialog !== null, () => setDialog(null));
  // The spec's text, with the server's reason under it (a changed portal, a refused value).
  const conflictOr = (fallback: string) => (error: ClientError) => {
    toastFailure(fallback, error);
    dialogGuard.showIssues(serverIssues(error));
  };

  const create = trpc.clientPortals.create.useMutation({
    ...idempotent(createKey),
    onSuccess: async () => {
      toastSuccess(MESSAGES.portal.createSuccess);
      closeCreate();
      await refresh();
    },
    onError: (error) => {
      toastFailure(MESSAGES.portal.createFailed, error);
      createGuard.showIssues(serverIssues(error));
    },
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

  // The client chooses the portal's password from an e-mailed link (staff may still type one).
  const invite = trpc.clientPortals.invite.useMutation({
    onSuccess: (sent) => toastSuccess(invitationSent(sent.sentTo, sent.expiresAt)),
    onError: (error) => toastFailure(INVITE_FAILED, error),
  });

  const submitCreate = (values: ClientPortalFormValues) => create.mutate(values);
  const submitAccess = (portal: ClientPortal, values: ManageAccessValues) =>
    access.mutate({ id: portal.id, version: portal.version, ...values });
  // Spec §4: the toggle turns an active portal inactive and any other one active.
  const nextStatus = (current: PortalStatus): PortalStatus => (current === 'active' ? 'inactive' : 'active');

  const s = stats.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreateOpen(true)}>
          Create Portal
        </Button>
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'portal')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard
          title="Active Portals"
          value={s?.activePortals}
          icon={<IconWorld size={22} />}
          color="green"
        />
        <SummaryCard
          title="Total Logins"
          value={s?.totalLogins}
          detail="Clients' sign-ins to their portals"
          icon={<IconLogin size={22} />}
        />
        <SummaryCard
          title="Documents Shared"
          value={s?.documentsShared}
          icon={<IconFiles size={22} />}
          color="violet"
        />
        <SummaryCard
          title="Avg. Session"
          value={s ? formatSessionLength(s.averageSessionSeconds) : undefined}
          detail="Mean length of the portal sessions that are over"
          icon={<IconClock size={22} />}
          color="orange"
        />
      </SimpleGrid>
      <ListToolbar
        list={list}
        searchLabel="Search portals"
        searchPlaceholder="Search portals..."
        filters={[
          {
            name: 'status',
            label: 'Status filter',
            data: [{ value: 'all', label: 'All Status' }, ...PORTAL_STATUS_OPTIONS],
            width: 180,
          },
        ]}
      />
      <BulkBar
        resource="clientPortals"
        one="client portal"
        many="client portals"
        statuses={PORTAL_STATUSES}
        statusLabel={(status) => PORTAL_STATUS_LABELS[status as PortalStatus]}
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <DataTable
        list={list}
        select={selectColumn(selection, (p: ClientPortal) => ({ id: p.id, name: p.clientName }))}
        columns={['Client Portal', 'Event', 'Last Login', 'Documents', 'Status', 'Actions']}
        minWidth={820}
        emptyText="No client portals found"
        renderRow={(p) => (
          <Row key={p.id}>
            <Cell>
              <TwoLineText strong primary={p.clientName} secondary={p.email} />
            </Cell>
            <Cell>{p.eventName ?? '—'}</Cell>
            <Cell>{p.lastLogin ? formatDate(p.lastLogin) : 'Never'}</Cell>
            <Cell>{p.documentsShared}</Cell>
            <Cell>
              <Tag color={STATUS_COLORS[p.status]} variant="light">
                {PORTAL_STATUS_LABELS[p.status]}
              </Tag>
            </Cell>
            <Cell>
              <Group gap={4} wrap="nowrap">
                <IconButton
                  label={`View ${p.clientName}`}
                  onClick={() => setDialog({ kind: 'view', portal: p })}
                >
                  <IconEye size={16} />
                </IconButton>
                <IconButton
                  label={`Preview the portal as ${p.clientName} sees it`}
                  onClick={() => setDialog({ kind: 'asClient', portal: p })}
                >
                  <IconUserSearch size={16} />
                </IconButton>
                <IconButton
                  label={`Shared documents of ${p.clientName}`}
                  onClick={() => setDialog({ kind: 'shares', portal: p })}
                >
                  <IconFileText size={16} />
                </IconButton>
                <CopyButton value={portalUrl()}>
                  {({ copied, copy }) => (
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'green' : undefined}
                      aria-label={copied ? 'Portal link copied' : `Copy the portal link for ${p.clientName}`}
                      title={portalUrl()}
                      onClick={copy}
                    >
                      {copied ? <IconCheck size={16} /> : <IconLink size={16} />}
                    </ActionIcon>
                  )}
                </CopyButton>
                <IconButton
                  label={`Manage access for ${p.clientName}`}
                  onClick={() => setDialog({ kind: 'access', portal: p })}
                >
                  <IconShieldLock size={16} />
                </IconButton>
                <IconButton
                  label={`Reset password for ${p.clientName}`}
                  onClick={() => setDialog({ kind: 'password', portal: p })}
                >
                  <IconKey size={16} />
                </IconButton>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Send invitation to ${p.clientName}`}
                  title={`E-mail ${p.email} a link to choose the portal's password`}
                  loading={invite.isPending && invite.variables?.id === p.id}
                  onClick={() => invite.mutate({ id: p.id })}
                >
                  <IconMailForward size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color={p.status === 'active' ? 'orange' : 'green'}
                  aria-label={`${p.status === 'active' ? 'Deactivate' : 'Activate'} ${p.clientName}`}
                  loading={toggle.isPending && toggle.variables?.id === p.id}
                  onClick={() =>
                    toggle.mutate({ id: p.id, version: p.version, status: nextStatus(p.status) })
                  }
                >
                  {p.status === 'active' ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                </ActionIcon>
              </Group>
            </Cell>
          </Row>
        )}
      />

      <GuardedModal guard={createGuard} opened={createOpen} title="Create Portal" size="lg">
        <ClientPortalForm
          clients={clients.data?.items ?? []}
          events={chosenClient === null ? [] : (events.data?.items ?? [])}
          saving={create.isPending}
          onClientChange={setChosenClient}
          onSubmit={submitCreate}
          onCancel={createGuard.requestClose}
        />
      </GuardedModal>
      <Modal opened={dialog?.kind === 'view'} onClose={() => setDialog(null)} title="Portal Details">
        {dialog?.kind === 'view' && <PortalDetails portal={dialog.portal} />}
      </Modal>
      <Modal
        opened={dialog?.kind === 'asClient'}
        onClose={() => setDialog(null)}
        title={dialog ? `${dialog.portal.clientName}'s portal, as the client sees it` : ''}
        size="xl"
      >
        {dialog?.kind === 'asClient' && <PortalPreview portalId={dialog.portal.id} />}
      </Modal>
      <Modal
        opened={dialog?.kind === 'shares'}
        onClose={() => setDialog(null)}
        title="Shared Documents"
        size="lg"
      >
        {dialog?.kind === 'shares' && <SharedDocuments portal={dialog.portal} />}
      </Modal>
      <GuardedModal guard={dialogGuard} opened={dialog?.kind === 'access'} title="Manage Access">
        {dialog?.kind === 'access' && (
          // Not remounted when the client's events arrive: what the user typed meanwhile stays.
          <ManageAccessForm
            portal={dialog.portal}
            otherEvents={otherEvents}
            saving={access.isPending}
            onSubmit={(values) => submitAccess(dialog.portal, values)}
            onCancel={dialogGuard.requestClose}
          />
        )}
      </GuardedModal>
      <GuardedModal guard={dialogGuard} opened={dialog?.kind === 'password'} title="Reset Password">
        {dialog?.kind === 'password' && (
          <ResetPasswordForm
            saving={reset.isPending}
            onSubmit={(values) => reset.mutate({ id: dialog.portal.id, password: values.password })}
            onCancel={dialogGuard.requestClose}
          />
        )}
      </GuardedModal>
    </Stack>
  );
}

function PortalDetails({ portal }: { portal: ClientPortal }) {
  return (
    <Stack gap="xs">
      <Text fz="sm">Client: {portal.clientName}</Text>
      <Text fz="sm">Email: {portal.email}</Text>
      <Text fz="sm">Event: {portal.eventName ?? '—'}</Text>
      <Text fz="sm">Status: {PORTAL_STATUS_LABELS[portal.status]}</Text>
      <Text fz="sm">Last login: {portal.lastLogin ? formatDate(portal.lastLogin) : 'Never'}</Text>
      <Text fz="sm">Documents shared: {portal.documentsShared}</Text>
      <Text fz="sm">Created: {formatDate(portal.createdAt)}</Text>
      <Text fz="sm">
        Portal address: {portalUrl()} (the client signs in with {portal.email} and the portal password)
      </Text>
    </Stack>
  );
}
