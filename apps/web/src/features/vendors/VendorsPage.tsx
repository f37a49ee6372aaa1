import { deleteConfirmation, MESSAGES, VENDOR_CATEGORIES, type Vendor } from '@app/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconCircleCheck, IconPlus, IconStar, IconStarFilled } from '@tabler/icons-react';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { crudFeedback } from '../../lib/crud-feedback.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { LIST } from './loader.ts';
import { VendorCard } from './VendorCard.tsx';
import { VendorForm, type VendorSubmit } from './VendorForm.tsx';

export function VendorsPage() {
  const utils = trpc.useUtils();
  const list = usePagedList('vendors', LIST);
  const dialog = useEditDialog<Vendor>((v) => utils.vendors.byId.fetch({ id: v.id }, { staleTime: 0 }));
  const { editing } = dialog;

  const summary = trpc.vendors.summary.useQuery();
  const refresh = () => utils.vendors.invalidate();
  const feedback = crudFeedback(MESSAGES.vendor, { refresh, dialog });
  const create = trpc.vendors.create.useMutation(feedback.create);
  const update = trpc.vendors.update.useMutation(feedback.update);
  const remove = trpc.vendors.delete.useMutation(feedback.delete);

  const submit = (values: VendorSubmit) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const s = summary.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
          Add Vendor
        </Button>
        <Text c="dimmed" fz="sm">
          {list.total} vendors
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
      />
      <CardGrid
        list={list}
        emptyText="No vendors found"
        renderCard={(v) => (
          <VendorCard
            key={v.id}
            vendor={v}
            onEdit={() => dialog.openEdit(v)}
            onDelete={() =>
              whenConfirmed({ message: deleteConfirmation('vendor'), subject: v.name }, () =>
                remove.mutate({ id: v.id }),
              )
            }
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Vendor' : 'Add New Vendor'}>
        <VendorForm
          key={dialog.formKey}
          vendor={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
