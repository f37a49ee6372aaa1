import {
  deleteConfirmation,
  formatMoney,
  type InventoryItem,
  type InventoryItemCreateInput,
  inventoryValue,
  MESSAGES,
} from '@app/domain';
import { Badge, Button, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { DataTable } from '../../components/DataTable.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { crudFeedback } from '../../lib/crud-feedback.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { InventoryForm } from './InventoryForm.tsx';
import { InventorySummaryCards } from './InventorySummaryCards.tsx';
import { INVENTORY_STATUS_DISPLAY, inventoryStatusLabel } from './inventory-status.tsx';
import { LIST } from './screen-data.ts';

// Spec §2.8 lists these filter choices; items filed under 'Other' show under 'all'.
const CATEGORY_FILTERS = ['all', 'Audio/Visual', 'Furniture', 'Lighting', 'Decorations', 'Catering'];

export function InventoryPage() {
  const utils = trpc.useUtils();
  const list = usePagedList('inventory', LIST);
  const dialog = useEditDialog<InventoryItem>((item) =>
    utils.inventory.byId.fetch({ id: item.id }, { staleTime: 0 }),
  );
  const { editing } = dialog;

  const refresh = () => utils.inventory.invalidate();
  const feedback = crudFeedback(MESSAGES.inventory, { refresh, dialog });
  const create = trpc.inventory.create.useMutation(feedback.create);
  const update = trpc.inventory.update.useMutation(feedback.update);
  const remove = trpc.inventory.delete.useMutation(feedback.delete);

  const submit = (values: InventoryItemCreateInput) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  return (
    <Stack>
      <InventorySummaryCards />
      <ListToolbar
        list={list}
        searchLabel="Search inventory"
        searchPlaceholder="Search inventory..."
        filters={[{ name: 'category', label: 'Category filter', data: CATEGORY_FILTERS, width: 180 }]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
            Add Item
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={['Item', 'Category', 'Stock', 'Value', 'Status', 'Actions']}
        minWidth={800}
        emptyText="No inventory items found"
        renderRow={(item) => {
          const status = INVENTORY_STATUS_DISPLAY[item.status];
          return (
            <Table.Tr key={item.id}>
              <Table.Td>
                <TwoLineText strong primary={item.name} secondary={item.sku} />
              </Table.Td>
              <Table.Td>{item.category}</Table.Td>
              <Table.Td>
                <TwoLineText
                  primary={`${item.quantity} units`}
                  secondary={`Min: ${item.minQuantity} units`}
                />
              </Table.Td>
              <Table.Td>
                <TwoLineText
                  primary={formatMoney(inventoryValue(item.unitValue, item.quantity))}
                  secondary={`${formatMoney(item.unitValue)} each`}
                />
              </Table.Td>
              <Table.Td>
                <Badge color={status.color} variant="light" leftSection={status.icon}>
                  {inventoryStatusLabel(item.status)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <RowActions
                  name={item.name}
                  onEdit={() => dialog.openEdit(item)}
                  onDelete={() =>
                    confirmAction(deleteConfirmation('inventoryItem')) && remove.mutate({ id: item.id })
                  }
                />
              </Table.Td>
            </Table.Tr>
          );
        }}
      />

      <EditDialog dialog={dialog} title={editing ? 'Edit Inventory Item' : 'Add Inventory Item'}>
        <InventoryForm
          key={dialog.formKey}
          item={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={dialog.close}
        />
      </EditDialog>
    </Stack>
  );
}
