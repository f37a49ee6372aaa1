import {
  deleteConfirmation,
  type FinancialRecord,
  formatDate,
  formatMoney,
  LIST_LIMIT_MAX,
  MESSAGES,
} from '@app/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconScale, IconSearch, IconTrash, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../lib/confirm.ts';
import { trpc } from '../../lib/trpc.ts';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { FinancialRecordForm, type FinancialRecordSubmit } from './FinancialRecordForm.tsx';

const PAGE_SIZE = 25;
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expenses' },
] as const;
type TypeFilter = (typeof FILTERS)[number]['value'];

type TrpcError = { data?: { code?: string } | null; message: string };
const failure = (fallback: string) => (error: TrpcError) => (error.data?.code === 'CONFLICT' ? error.message : fallback);

export function FinancialRecordsPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<FinancialRecord | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const stats = trpc.dashboard.stats.useQuery();
  const list = trpc.financialRecords.page.useQuery(
    { search: debouncedSearch, type, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  );
  const options = { limit: LIST_LIMIT_MAX, offset: 0, sortBy: 'name', sortDir: 'asc' } as const;
  const clients = trpc.clients.page.useQuery(options, { enabled: dialogOpen });
  const events = trpc.events.page.useQuery(options, { enabled: dialogOpen });
  const vendors = trpc.vendors.page.useQuery(options, { enabled: dialogOpen });

  // Records move client revenue and the dashboard figures, so those are read again too.
  const refresh = () =>
    Promise.all([utils.financialRecords.invalidate(), utils.dashboard.invalidate(), utils.clients.invalidate()]);
  const close = () => {
    setDialogOpen(false);
    setEditing(null);
    setSaveError(null);
  };
  const create = trpc.financialRecords.create.useMutation({
    onSuccess: async () => {
      close();
      await refresh();
    },
    onError: (error) => setSaveError(failure(MESSAGES.financialRecord.createFailed)(error)),
  });
  const update = trpc.financialRecords.update.useMutation({
    onSuccess: async () => {
      close();
      await refresh();
    },
    onError: (error) => setSaveError(failure(MESSAGES.financialRecord.updateFailed)(error)),
  });
  const remove = trpc.financialRecords.delete.useMutation({
    onSuccess: async () => {
      setDeleteError(null);
      await refresh();
    },
    onError: (error) => setDeleteError(failure(MESSAGES.financialRecord.deleteFailed)(error)),
  });

  const submit = (values: FinancialRecordSubmit) => {
    setSaveError(null);
    if (editing) update.mutate({ ...values, id: editing.id, version: editing.version });
    else create.mutate(values);
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const s = stats.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialogOpen(true)}>
          Add Record
        </Button>
        <Text c="dimmed" fz="sm">
          {total} records
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SummaryCard
          title="Total Income"
          value={s ? formatMoney(s.totalIncome) : undefined}
          valueColor="green"
          icon={<IconTrendingUp size={22} />}
          color="green"
        />
        <SummaryCard
          title="Total Expenses"
          value={s ? formatMoney(s.totalExpenses) : undefined}
          valueColor="red"
          icon={<IconTrendingDown size={22} />}
          color="red"
        />
        <SummaryCard
          title="Net Profit"
          value={s ? formatMoney(s.netProfit) : undefined}
          valueColor={s ? (Number(s.netProfit) >= 0 ? 'green' : 'red') : undefined}
          icon={<IconScale size={22} />}
        />
      </SimpleGrid>
      <Group>
        <TextInput
          placeholder="Search records..."
          aria-label="Search records"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Group gap={4} role="group" aria-label="Record type">
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              size="sm"
              variant={type === f.value ? 'filled' : 'default'}
              aria-pressed={type === f.value}
              onClick={() => {
                setType(f.value);
                setPage(1);
              }}
            >
              {f.label}
            </Button>
          ))}
        </Group>
      </Group>
      {deleteError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      {items.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {list.isPending ? 'Loading...' : 'No financial records found'}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="Financial records">
          {items.map((r) => (
            <Card key={r.id} withBorder padding="md" role="listitem" aria-label={r.description}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600} fz="sm">
                    {r.description}
                  </Text>
                  <Group gap={6} mt={4}>
                    <Badge variant="light" color={r.type === 'income' ? 'green' : 'red'}>
                      {r.type}
                    </Badge>
                    <Badge variant="outline" color="gray">
                      {r.category}
                    </Badge>
                    <Text fz="xs" c="dimmed">
                      {formatDate(r.date)}
                      {r.paymentMethod ? ` · ${r.paymentMethod}` : ''}
                      {r.reference ? ` · ${r.reference}` : ''}
                      {r.taxDeductible ? ' · tax deductible' : ''}
                    </Text>
                  </Group>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={700} c={r.type === 'income' ? 'green' : 'red'}>
                    {r.type === 'income' ? '+' : '-'}
                    {formatMoney(r.amount)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${r.description}`}
                    onClick={() => {
                      setEditing(r);
                      setDialogOpen(true);
                    }}
                  >
                    <IconEdit size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${r.description}`}
                    onClick={() => confirmAction(deleteConfirmation('financialRecord')) && remove.mutate({ id: r.id })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
      <Modal
        opened={dialogOpen}
        onClose={close}
        title={editing ? 'Edit Financial Record' : 'Add Financial Record'}
        size="lg"
      >
        <FinancialRecordForm
          key={editing?.id ?? 'new'}
          record={editing}
          clients={clients.data?.items ?? []}
          events={events.data?.items ?? []}
          vendors={vendors.data?.items ?? []}
          saving={create.isPending || update.isPending}
          error={saveError}
          onSubmit={submit}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
