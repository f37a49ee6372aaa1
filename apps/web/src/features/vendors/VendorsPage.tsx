import { deleteConfirmation, MESSAGES, totalNoun, VENDOR_CATEGORIES } from '@app/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconCircleCheck, IconPlus, IconStar, IconStarFilled } from '@tabler/icons-react';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ImportButton } from '../../components/ImportButton.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { LIST } from './loader.ts';
import { VendorCard } from './VendorCard.tsx';
import { VendorForm } from './VendorForm.tsx';

export function VendorsPage() {
  const { list, dialog, editing, saving, submit, confirmDelete } = useCrudScreen('vendors', {
    list: LIST,
    messages: MESSAGES.vendor,
  });
  const summary = trpc.vendors.summary.useQuery();
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
      <CardGrid
        list={list}
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
