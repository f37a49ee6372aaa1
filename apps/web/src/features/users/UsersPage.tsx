import { countNoun, displayName, formatDateTime, MESSAGES, ROLE_COLORS, type User } from '@app/domain';
import { Button, Card, Group, SimpleGrid, Stack, Table } from '@mantine/core';
import {
  IconHistory,
  IconLogout,
  IconPlus,
  IconShieldOff,
  IconUserCheck,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { stickyEnds } from '../../components/DataTable.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ExportCsvButton } from '../../components/ListToolbar.tsx';
import { IconButton, RowActions } from '../../components/RowActions.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { isConflict } from '../../lib/crud-feedback.ts';
import { idempotent } from '../../lib/idempotency-key.ts';
import { useOpenIntent } from '../../lib/open-intent.ts';
import { serverIssues, serverReason } from '../../lib/server-reason.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { exportHref } from '../../lib/use-paged-list.ts';
import { USERS_INPUT } from './loader.ts';
import { UserForm, type UserFormValues } from './UserForm.tsx';

/** Every user, in the screen's order (the server streams the CSV; admins only, as the screen). */
const USERS_EXPORT = exportHref('users', {
  search: '',
  filters: {},
  sort: { sortBy: USERS_INPUT.sortBy, sortDir: USERS_INPUT.sortDir },
});

export function UsersPage() {
  const utils = trpc.useUtils();
  const intent = useOpenIntent();
  const users = trpc.users.page.useQuery(USERS_INPUT);
  const counts = trpc.users.counts.useQuery();
  const dialog = useEditDialog<User>((u) => utils.users.byId.fetch({ id: u.id }, { staleTime: 0 }));
  const { editing, close } = dialog;
  const refresh = () => Promise.all([utils.users.invalidate()]);
  const create = trpc.users.create.useMutation({
    ...idempotent(dialog.idempotencyKey),
    onSuccess: async () => {
      close();
      await refresh();
    },
    onError: (e) => {
      toastError(serverReason(e) ?? MESSAGES.user.createFailed, MESSAGES.user.createFailedTitle);
      dialog.showIssues(serverIssues(e));
    },
  });
  const update = trpc.users.update.useMutation({
    onSuccess: async () => {
      close();
      await refresh();
    },
    onError: (e) => {
      toastError(serverReason(e) ?? MESSAGES.user.updateFailed, MESSAGES.user.updateFailedTitle);
      dialog.showIssues(serverIssues(e));
      if (isConflict(e)) dialog.showConflict(e.message);
    },
  });
  const remove = trpc.users.delete.useMutation({
    onSuccess: refresh,
    onError: (e) =>
      toastError(serverReason(e) ?? MESSAGES.user.deleteFailed, MESSAGES.user.deleteFailedTitle),
  });

  // Not in the spec: signs a user out on every device (a lost laptop, a colleague leaving).
  const endSessions = trpc.users.endSessions.useMutation({
    onSuccess: ({ endedSessions }, { id }) => {
      const name = users.data?.items.find((u) => u.id === id)?.username ?? 'the user';
      toastSuccess(`${name} was signed out of ${countNoun(endedSessions, 'session')}`);
    },
    onError: (e) => toastError(e.message),
  });
  const confirmEndSessions = (u: User) => {
    whenConfirmed(
      {
        message: `Sign ${u.username} out on every device?`,
        title: 'End sessions',
        confirmLabel: 'End sessions',
      },
      () => endSessions.mutate({ id: u.id }),
    );
  };

  // A lost phone. The user signs in with the password alone again (and sets it up anew when
  // the company requires it); their sessions end.
  const resetTwoFactor = trpc.users.resetTwoFactor.useMutation({
    onSuccess: async ({ endedSessions }, { id }) => {
      const name = users.data?.items.find((u) => u.id === id)?.username ?? 'the user';
      toastSuccess(`Two-factor sign-in of ${name} was reset; ${countNoun(endedSessions, 'session')} ended`);
      await refresh();
    },
    onError: (e) => toastError(e.message),
  });
  const confirmResetTwoFactor = (u: User) => {
    whenConfirmed(
      {
        message: `Reset the two-factor sign-in of ${u.username}? Their authenticator app and recovery codes stop working, they are signed out everywhere, and they sign in with their password alone until they set it up again.`,
        subject: u.username,
        title: 'Reset two-factor sign-in',
        confirmLabel: 'Reset',
      },
      () => resetTwoFactor.mutate({ id: u.id }),
    );
  };

  const submit = (values: Omit<UserFormValues, 'confirmPassword'>) => {
    if (editing) {
      const { password, ...rest } = values;
      update.mutate({ ...rest, ...(password ? { password } : {}), id: editing.id, version: editing.version });
    } else {
      create.mutate(values);
    }
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SummaryCard title="Total" value={counts.data?.total} icon={<IconUsers size={22} />} />
        <SummaryCard
          title="Active"
          value={counts.data?.active}
          icon={<IconUserCheck size={22} />}
          color="green"
        />
        <SummaryCard
          title="Inactive"
          value={counts.data?.inactive}
          icon={<IconUserOff size={22} />}
          color="gray"
        />
      </SimpleGrid>
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
          Add User
        </Button>
        <Button
          variant="default"
          leftSection={<IconHistory size={16} />}
          component={Link}
          to="/admin/audit-log"
          {...intent('/admin/audit-log')}
        >
          Audit Log
        </Button>
        <ExportCsvButton href={USERS_EXPORT} />
      </Group>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={700}>
          <Table verticalSpacing="sm" {...stickyEnds()}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last login</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(users.data?.items ?? []).map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <TwoLineText strong primary={displayName(u)} secondary={`@${u.username}`} />
                  </Table.Td>
                  <Table.Td>{u.email ?? '—'}</Table.Td>
                  <Table.Td>
                    <Tag color={ROLE_COLORS[u.role]}>{u.role}</Tag>
                  </Table.Td>
                  <Table.Td>
                    <Tag variant="light" color={u.isActive ? 'green' : 'gray'}>
                      {u.isActive ? 'active' : 'inactive'}
                    </Tag>
                  </Table.Td>
                  <Table.Td>{u.lastLogin ? formatDateTime(u.lastLogin) : 'Never'}</Table.Td>
                  <Table.Td>
                    {/* Spec §2.19: user deletion has no confirmation. */}
                    <RowActions
                      name={u.username}
                      onEdit={() => dialog.openEdit(u)}
                      onDelete={() =>
                        whenConfirmed(
                          { message: 'Are you sure you want to delete this user?', subject: u.username },
                          () => remove.mutate({ id: u.id }),
                        )
                      }
                    >
                      <IconButton
                        color="gray"
                        label={`End sessions of ${u.username}`}
                        onClick={() => confirmEndSessions(u)}
                      >
                        <IconLogout size={16} />
                      </IconButton>
                      {u.twoFactorEnabled ? (
                        <IconButton
                          color="gray"
                          label={`Reset two-factor sign-in of ${u.username}`}
                          onClick={() => confirmResetTwoFactor(u)}
                        >
                          <IconShieldOff size={16} />
                        </IconButton>
                      ) : null}
                    </RowActions>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <EditDialog dialog={dialog} title={editing ? 'Edit User' : 'Create User'}>
        <UserForm
          key={dialog.formKey}
          user={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
