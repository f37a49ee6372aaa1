import { deleteConfirmation, MESSAGES, VENDOR_CATEGORIES, type Vendor } from '@app/domain';
import { Button, Group, Modal, Pagination, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconCircleCheck,
  IconPlus,
  IconSearch,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm.ts';
import { crudFeedback } from '../../lib/crud-feedback.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { VendorCard } from './VendorCard.tsx';
import { VendorForm, type VendorSubmit } from './VendorForm.tsx';

const PAGE_SIZE = 24;

export function VendorsPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [category, setCategory] = useState('all');
  const [page, setPage] = useState(1);
  const { opened: dialogOpen, editing, openCreate, openEdit, close } = useEditDialog<Vendor>();

  const summary = trpc.vendors.summary.useQuery();
  const list = trpc.vendors.page.useQuery(
    {
      search: debouncedSearch,
      category: category as 'all',
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    { placeholderData: (previous) => previous },
  );
  const refresh = () => utils.vendors.invalidate();
  const feedback = crudFeedback(MESSAGES.vendor, { refresh, closeDialog: close });
  const create = trpc.vendors.create.useMutation(feedback.create);
  const update = trpc.vendors.update.useMutation(feedback.update);
  const remove = trpc.vendors.delete.useMutation(feedback.delete);

  const submit = (values: VendorSubmit) => {
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const s = summary.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
          Add Vendor
        </Button>
        <Text c="dimmed" fz="sm">
          {total} vendors
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
      <Group>
        <TextInput
          placeholder="Search vendors..."
          aria-label="Search vendors"
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
          data={['all', ...VENDOR_CATEGORIES]}
          value={category}
          allowDeselect={false}
          onChange={(value) => {
            setCategory(value ?? 'all');
            setPage(1);
          }}
          w={180}
        />
      </Group>
      {items.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {list.isPending ? 'Loading...' : 'No vendors found'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((v) => (
            <VendorCard
              key={v.id}
              vendor={v}
              onEdit={() => openEdit(v)}
              onDelete={() => confirmAction(deleteConfirmation('vendor')) && remove.mutate({ id: v.id })}
            />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
      <Modal opened={dialogOpen} onClose={close} title={editing ? 'Edit Vendor' : 'Add New Vendor'} size="lg">
        <VendorForm
          key={editing?.id ?? 'new'}
          vendor={editing}
          saving={create.isPending || update.isPending}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
