import {
  BUSINESS_INFO_CATEGORIES,
  type BusinessInfo,
  deleteConfirmation,
  formatMoney,
  MESSAGES,
} from '@app/domain';
import { Button, Group, Modal, Pagination, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconApps, IconCoin, IconKey, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm.ts';
import { crudFeedback } from '../../lib/crud-feedback.ts';
import { trpc } from '../../lib/trpc.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { BusinessInfoCard } from './BusinessInfoCard.tsx';
import { BusinessInfoForm, type BusinessInfoSubmit } from './BusinessInfoForm.tsx';

const PAGE_SIZE = 24;

export function BusinessInfoPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [category, setCategory] = useState('all');
  const [page, setPage] = useState(1);
  const { opened: dialogOpen, editing, openCreate, openEdit, close } = useEditDialog<BusinessInfo>();

  const summary = trpc.businessInfo.summary.useQuery();
  const list = trpc.businessInfo.page.useQuery(
    {
      search: debouncedSearch,
      category: category as 'all',
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    { placeholderData: (previous) => previous },
  );
  const refresh = () => utils.businessInfo.invalidate();
  const feedback = crudFeedback(MESSAGES.businessInfo, { refresh, closeDialog: close });
  const create = trpc.businessInfo.create.useMutation(feedback.create);
  const update = trpc.businessInfo.update.useMutation(feedback.update);
  const remove = trpc.businessInfo.delete.useMutation(feedback.delete);

  const submit = (values: BusinessInfoSubmit) => {
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
          Add Information
        </Button>
        <Text c="dimmed" fz="sm">
          {total} entries
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard title="Software" value={s?.software} icon={<IconApps size={22} />} />
        <SummaryCard title="Passwords" value={s?.passwords} icon={<IconKey size={22} />} color="orange" />
        <SummaryCard title="Team Info" value={s?.team} icon={<IconUsers size={22} />} color="violet" />
        <SummaryCard
          title="Total Cost"
          value={s ? formatMoney(s.totalCost) : undefined}
          icon={<IconCoin size={22} />}
          color="green"
        />
      </SimpleGrid>
      <Group>
        <TextInput
          placeholder="Search business information..."
          aria-label="Search business information"
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
          data={['all', ...BUSINESS_INFO_CATEGORIES]}
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
          {list.isPending ? 'Loading...' : 'No business information found'}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((item) => (
            <BusinessInfoCard
              key={item.id}
              item={item}
              onEdit={() => openEdit(item)}
              onDelete={() =>
                confirmAction(deleteConfirmation('businessInfo')) && remove.mutate({ id: item.id })
              }
            />
          ))}
        </SimpleGrid>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
      <Modal
        opened={dialogOpen}
        onClose={close}
        title={editing ? 'Edit Business Information' : 'Add Business Information'}
        size="lg"
      >
        <BusinessInfoForm
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
