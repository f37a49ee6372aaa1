import { displayName, MESSAGES, ROLE_COLORS, type User } from '@app/domain';
import { ActionIcon, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { UserForm, type UserFormValues } from './UserForm.tsx';

export function UsersPage() {
  const utils = trpc.useUtils();
  const users = trpc.users.page.useQuery({ limit: 500, offset: 0, sortBy: 'createdAt', sortDir: 'asc' });
  const counts = trpc.users.counts.useQuery();
  const [editing, setEditing] = useState<User | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    setEditing(null);
  };
  const refresh = () => Promise.all([utils.users.invalidate()]);
  const create = trpc.users.create.useMutation({
    onSuccess: async () => {
      close();
      await refresh();
    },
    onError: (e) =>
      toastError(
        e.data?.code === 'CONFLICT' ? e.message : MESSAGES.user.createFailed,
        MESSAGES.user.createFailedTitle,
      ),
  });
  const update = trpc.users.update.useMutation({
    onSuccess: async () => {
      close();
      await refresh();
    },
    onError: (e) =>
      toastError(
        ['CONFLICT', 'FORBIDDEN'].includes(e.data?.code ?? '') ? e.message : MESSAGES.user.updateFailed,
        MESSAGES.user.updateFailedTitle,
      ),
  });
  const remove = trpc.users.delete.useMutation({
    onSuccess: refresh,
    onError: (e) =>
      toastError(
        e.data?.code === 'CONFLICT' ? e.message : MESSAGES.user.deleteFailed,
        MESSAGES.user.deleteFailedTitle,
      ),
  });

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
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
          Add User
        </Button>
      </Group>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={700}>
          <Table verticalSpacing="sm">
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
                    <Text fz="sm" fw={600}>
                      {displayName(u)}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      @{u.username}
                    </Text>
                  </Table.Td>
                  <Table.Td>{u.email ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={ROLE_COLORS[u.role]}>{u.role}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={u.isActive ? 'green' : 'gray'}>
                      {u.isActive ? 'active' : 'inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{u.lastLogin ? new Date(u.lastLogin).toLocaleString('en-US') : 'Never'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${u.username}`}
                        onClick={() => {
                          setEditing(u);
                          setOpen(true);
                        }}
                      >
                        <IconEdit size={16} />
                      </ActionIcon>
                      {/* Spec §2.19: user deletion has no confirmation. */}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${u.username}`}
                        onClick={() => remove.mutate({ id: u.id })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Modal opened={open} onClose={close} title={editing ? 'Edit User' : 'Create User'} size="lg">
        <UserForm
          key={editing?.id ?? 'new'}
          user={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
