import {
  deleteConfirmation,
  MESSAGES,
  totalNoun,
  VENDOR_CATEGORIES,
  VENDOR_STATUSES,
  type Vendor,
} from '@app/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconCircleCheck, IconPlus, IconStar, IconStarFilled } from '@tabler/icons-react';
import { BulkBar } from '../../components/BulkBar.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ImportButton } from '../../components/ImportButton.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { LIST } from './loader.ts';
import { VendorCard } from './VendorCard.tsx';
import { VendorForm } from './VendorForm.tsx';

export function VendorsPage() {
  const { list, dialog, editing, saving, submit, confirmDelete, refresh } = useCrudScreen('vendors', {
    list: LIST,
    messages: MESSAGES.vendor,
  });
  const summary = trpc.vendors.summary.useQuery();
  const selection = useRowSelection(
    list.items.map((v) => v.id),
    selectionKey(list),
  );
  const s = summary.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
          Add Vendor
        </Button>
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'vendor')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard title="Total" value={s?.total} icon={<IconBuildingStore size={22} />} />
        <SummaryCard title="Active" value={s?.active} icon={<IconCircleCheck size={22} />} color="green" />
        <SummaryCard
          title="Preferred"
          value={s?.preferred}
          icon={<IconStarFilled size={22} />}
          color="violet"
        />
        <SummaryCard
          title="Avg Rating"
          value={s ? s.averageRating.toFixed(1) : undefined}
          icon={<IconStar size={22} />}
          color="yellow"
        />
      </SimpleGrid>
      <ListToolbar
        list={list}
        searchLabel="Search vendors"
        searchPlaceholder="Search vendors..."
        filters={[
          { name: 'category', label: 'Category filter', data: ['all', ...VENDOR_CATEGORIES], width: 180 },
        ]}
        importButton={<ImportButton path={list.importPath} />}
      />
      <BulkBar
        resource="vendors"
        one="vendor"
        many="vendors"
        statuses={VENDOR_STATUSES}
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <CardGrid
        list={list}
        select={selectColumn(selection, (v: Vendor) => ({ id: v.id, name: v.name }))}
        emptyText="No vendors found"
        renderCard={(v) => (
          <VendorCard
            key={v.id}
            vendor={v}
            onEdit={() => dialog.openEdit(v)}
            onDelete={() => confirmDelete(v, { message: deleteConfirmation('vendor'), subject: v.name })}
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Vendor' : 'Add New Vendor'}>
        <VendorForm
          key={dialog.formKey}
          vendor={editing}
          saving={saving}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
