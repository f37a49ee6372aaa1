import {
  BUSINESS_INFO_CATEGORIES,
  type BusinessInfo,
  deleteConfirmation,
  formatMoney,
  MESSAGES,
  totalNoun,
} from '@app/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconApps, IconCoin, IconKey, IconPlus, IconUsers } from '@tabler/icons-react';
import { BulkBar } from '../../components/BulkBar.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { selectColumn } from '../../components/SelectColumn.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { BusinessInfoCard } from './BusinessInfoCard.tsx';
import { BusinessInfoForm } from './BusinessInfoForm.tsx';
import { LIST } from './loader.ts';

export function BusinessInfoPage() {
  const { list, dialog, editing, saving, submit, confirmDelete, refresh } = useCrudScreen('businessInfo', {
    list: LIST,
    messages: MESSAGES.businessInfo,
  });
  const summary = trpc.businessInfo.summary.useQuery();
  const selection = useRowSelection(
    list.items.map((item) => item.id),
    selectionKey(list),
  );

  const s = summary.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
          Add Information
        </Button>
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'entry', 'entries')}
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
      <ListToolbar
        list={list}
        searchLabel="Search business information"
        searchPlaceholder="Search business information..."
        filters={[
          {
            name: 'category',
            label: 'Category filter',
            data: ['all', ...BUSINESS_INFO_CATEGORIES],
            width: 180,
          },
        ]}
      />
      <BulkBar
        resource="businessInfo"
        one="business information entry"
        many="business information entries"
        selection={selection}
        list={list}
        refresh={refresh}
      />
      <CardGrid
        list={list}
        select={selectColumn(selection, (item: BusinessInfo) => ({ id: item.id, name: item.name }))}
        emptyText="No business information found"
        renderCard={(item) => (
          <BusinessInfoCard
            key={item.id}
            item={item}
            onEdit={() => dialog.openEdit(item)}
            onDelete={() =>
              confirmDelete(item, { message: deleteConfirmation('businessInfo'), subject: item.name })
            }
          />
        )}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Business Information' : 'Add Business Information'}>
        <BusinessInfoForm
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
