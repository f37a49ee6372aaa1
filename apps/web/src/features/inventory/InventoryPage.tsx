import {
  deleteConfirmation,
  formatMoney,
  type InventoryItem,
  type InventoryItemCreateInput,
  inventoryValue,
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
import { InventoryForm } from './InventoryForm.tsx';
import { InventorySummaryCards } from './InventorySummaryCards.tsx';
import { INVENTORY_STATUS_DISPLAY, inventoryStatusLabel } from './inventory-status.tsx';

const PAGE_SIZE = 25;
// Spec §2.8 lists these filter choices; items filed under 'Other' show under 'all'.
const CATEGORY_FILTERS = ['all', 'Audio/Visual', 'Furniture', 'Lighting', 'Decorations', 'Catering'] as const;

export function InventoryPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [category, setCategory] = useState<string>('all');
  const [page, setPage] = useState(1);
  const { opened: dialogOpen, editing, openCreate, openEdit, close } = useEditDialog<InventoryItem>();

  const list = trpc.inventory.page.useQuery(
    {
      search: debouncedSearch,
      category: category as 'all',
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    { placeholderData: (previous) => previous },
  );
  const refresh = () => utils.inventory.invalidate();
  const feedback = crudFeedback(MESSAGES.inventory, { refresh, closeDialog: close });
  const create = trpc.inventory.create.useMutation(feedback.create);
  const update = trpc.inventory.update.useMutation(feedback.update);
  const remove = trpc.inventory.delete.useMutation(feedback.delete);

  const submit = (values: InventoryItemCreateInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <InventorySummaryCards />
      <Group justify="space-between">
        <Group>
          <TextInput
            placeholder="Search inventory..."
            aria-label="Search inventory"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={320}
          />
          <Select
            aria-label="Category filter"
            data={[...CATEGORY_FILTERS]}
            value={category}
            allowDeselect={false}
            onChange={(v) => {
              setCategory(v ?? 'all');
              setPage(1);
            }}
            w={180}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
          Add Item
        </Button>
      </Group>

      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={800}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Stock</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text ta="center" c="dimmed" py="lg">
                      {list.isPending ? 'Loading...' : 'No inventory items found'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                items.map((item) => {
                  const status = INVENTORY_STATUS_DISPLAY[item.status];
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Text fw={600} fz="sm">
                          {item.name}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {item.sku}
                        </Text>
                      </Table.Td>
                      <Table.Td>{item.category}</Table.Td>
                      <Table.Td>
                        <Text fz="sm">{item.quantity} units</Text>
                        <Text fz="xs" c="dimmed">
                          Min: {item.minQuantity} units
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{formatMoney(inventoryValue(item.unitValue, item.quantity))}</Text>
                        <Text fz="xs" c="dimmed">
                          {formatMoney(item.unitValue)} each
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={status.color} variant="light" leftSection={status.icon}>
                          {inventoryStatusLabel(item.status)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${item.name}`}
                            onClick={() => openEdit(item)}
                          >
                            <IconEdit size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${item.name}`}
                            onClick={() =>
                              confirmAction(deleteConfirmation('inventoryItem')) &&
                              remove.mutate({ id: item.id })
                            }
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
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
        title={editing ? 'Edit Inventory Item' : 'Add Inventory Item'}
        size="lg"
      >
        <InventoryForm
          key={editing?.id ?? 'new'}
          item={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
