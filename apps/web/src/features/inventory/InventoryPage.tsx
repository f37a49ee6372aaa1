import {
  countNoun,
  deleteConfirmation,
  formatMoney,
  type InventoryItem,
  inventoryValue,
  MESSAGES,
} from '@app/domain';
import { Button, Stack } from '@mantine/core';
import { IconCalendarStats, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { BulkBar } from '../../components/BulkBar.tsx';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ImportButton } from '../../components/ImportButton.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { IconButton, RowActions } from '../../components/RowActions.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { InventoryForm } from './InventoryForm.tsx';
import { InventorySummaryCards } from './InventorySummaryCards.tsx';
import { INVENTORY_STATUS_DISPLAY, inventoryStatusLabel } from './inventory-status.tsx';
import { LIST } from './loader.ts';

// Its own chunk (the day table and its bars): loaded when an item's Availability is first opened.
const AvailabilityDialog = lazy(() =>
  import('./AvailabilityDialog.tsx').then((m) => ({ default: m.AvailabilityDialog })),
);

// Spec §2.8 lists these filter choices; items filed under 'Other' show under 'all'.
const CATEGORY_FILTERS = ['all', 'Audio/Visual', 'Furniture', 'Lighting', 'Decorations', 'Catering'] as const;

export function InventoryPage() {
  const { list, dialog, editing, saving, submit, confirmDelete, refresh } = useCrudScreen('inventory', {
    list: LIST,
    messages: MESSAGES.inventory,
  });
  const selection = useRowSelection(
    list.items.map((item) => item.id),
    selectionKey(list),
  );
  const [availabilityOf, setAvailabilityOf] = useState<InventoryItem | null>(null);

  return (
    <Stack>
      <InventorySummaryCards />
      <ListToolbar
        list={list}
        searchLabel="Search inventory"
        searchPlaceholder="Search inventory..."
        filters={[{ name: 'category', label: 'Category filter', data: CATEGORY_FILTERS, width: 180 }]}
        importButton={<ImportButton path={list.importPath} />}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
            Add Item
          </Button>
        }
      />
      <BulkBar
        resource="inventory"
        one="inventory item"
        many="inventory items"
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <DataTable
        list={list}
        select={selectColumn(selection, (item: InventoryItem) => ({ id: item.id, name: item.name }))}
        columns={['Item', 'Category', 'Stock', 'Reserved (next 30 days)', 'Value', 'Status', 'Actions']}
        minWidth={920}
        emptyText="No inventory items found"
        renderRow={(item) => {
          const status = INVENTORY_STATUS_DISPLAY[item.status];
          return (
            <Row key={item.id}>
              <Cell>
                <TwoLineText strong primary={item.name} secondary={item.sku} />
              </Cell>
              <Cell>{item.category}</Cell>
              <Cell>
                <TwoLineText
                  primary={countNoun(item.quantity, 'unit')}
                  secondary={`Min: ${countNoun(item.minQuantity, 'unit')}`}
                />
              </Cell>
              <Cell>
                {/* The busiest day of the coming 30: how many events' reservations hold at once. */}
                {item.reservedNext30Days === 0 ? (
                  <span style={{ color: 'var(--mantine-color-dimmed)' }}>None</span>
                ) : (
                  <TwoLineText
                    primary={`${item.reservedNext30Days} of ${item.quantity}`}
                    secondary="at the busiest day"
                  />
                )}
              </Cell>
              <Cell>
                <TwoLineText
                  primary={formatMoney(inventoryValue(item.unitValue, item.quantity))}
                  secondary={`${formatMoney(item.unitValue)} each`}
                />
              </Cell>
              <Cell>
                <Tag color={status.color} variant="light" leftSection={status.icon}>
                  {inventoryStatusLabel(item.status)}
                </Tag>
              </Cell>
              <Cell>
                <RowActions
                  name={item.name}
                  onEdit={() => dialog.openEdit(item)}
                  onDelete={() =>
                    confirmDelete(item, {
                      message: deleteConfirmation('inventoryItem'),
                      subject: `${item.name} (${item.sku})`,
                    })
                  }
                >
                  <IconButton
                    color="gray"
                    label={`Availability of ${item.name}`}
                    onClick={() => setAvailabilityOf(item)}
                  >
                    <IconCalendarStats size={16} />
                  </IconButton>
                </RowActions>
              </Cell>
            </Row>
          );
        }}
      />

      {availabilityOf && (
        <Suspense>
          <AvailabilityDialog item={availabilityOf} onClose={() => setAvailabilityOf(null)} />
        </Suspense>
      )}
      <EditDialog dialog={dialog} title={editing ? 'Edit Inventory Item' : 'Add Inventory Item'}>
        <InventoryForm
          key={dialog.formKey}
          item={editing}
          saving={saving}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
