import {
  deleteConfirmation,
  type FinancialRecord,
  formatDate,
  formatMoney,
  LIST_LIMIT_MAX,
  MESSAGES,
  totalNoun,
} from '@app/domain';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconScale, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BulkBar } from '../../components/BulkBar.tsx';
import { type DateRange, DateRangeFilter } from '../../components/DateRangeFilter.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ImportButton } from '../../components/ImportButton.tsx';
import { ListPagination } from '../../components/ListPagination.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SelectBox, SelectPageBox } from '../../components/SelectColumn.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { Tag } from '../../components/Tag.tsx';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { isConflict } from '../../lib/crud-feedback.ts';
import { idempotent } from '../../lib/idempotency-key.ts';
import { selectionKey, useRowSelection } from '../../lib/row-selection.ts';
import { type ClientError, serverIssues, serverReason } from '../../lib/server-reason.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCompanyToday } from '../../lib/use-company-today.ts';
import { useEditDialog } from '../../lib/use-edit-dialog.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { AccountantExport } from './AccountantExport.tsx';
import { FinancialRecordForm, type FinancialRecordSubmit } from './FinancialRecordForm.tsx';
import { LIST } from './loader.ts';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expenses' },
] as const;

// The spec's text, with the server's reason after it when it gave one the user can act on.
const failure = (fallback: string) => (error: ClientError) => {
  const reason = serverReason(error);
  return reason ? `${fallback}: ${reason}` : fallback;
};

/** Spec §8: record failures show no toast; the dialog or the list says what went wrong. */
/** A positive integer id from the address, or undefined. */
function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function FinancialRecordsPage() {
  const today = useCompanyToday();
  const utils = trpc.useUtils();
  // `?eventId=` (the event page's "See the financial records"): the list opens with that event's records.
  const [params, setParams] = useSearchParams();
  const eventFilter = positiveId(params.get('eventId'));
  const list = usePagedList<'financialRecords', 'type' | 'eventId' | 'from' | 'to'>('financialRecords', {
    pageSize: LIST.pageSize,
    filters: { ...LIST.filters, ...(eventFilter === undefined ? {} : { eventId: eventFilter }) } as {
      type: 'all';
      eventId: number;
      from: string;
      to: string;
    },
  });
  const { setFilter, clearFilter } = list;
  const setRange = (range: DateRange) => {
    for (const end of ['from', 'to'] as const) {
      const day = range[end];
      if (day === undefined) clearFilter(end);
      else setFilter(end, day);
    }
  };
  // Absent when the address names no event, and the range until one is typed (the cast above types
  // the filters as always there).
  const listedEvent = list.filters.eventId as number | undefined;
  // The address decides: a later change of it (another event, or "Show all records") is followed.
  useEffect(() => {
    if (eventFilter === listedEvent) return;
    if (eventFilter === undefined) clearFilter('eventId');
    else setFilter('eventId', eventFilter);
  }, [eventFilter, listedEvent, setFilter, clearFilter]);
  const filteredEvent = trpc.events.byId.useQuery(
    { id: listedEvent ?? 0 },
    { enabled: listedEvent !== undefined },
  );
  const dialog = useEditDialog<FinancialRecord>((r) =>
    utils.financialRecords.byId.fetch({ id: r.id }, { staleTime: 0 }),
  );
  const { editing } = dialog;
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const selection = useRowSelection(
    list.items.map((r) => r.id),
    selectionKey(list),
  );

  const stats = trpc.dashboard.stats.useQuery();
  const options = { limit: LIST_LIMIT_MAX, offset: 0, sortBy: 'name', sortDir: 'asc' } as const;
  const clients = trpc.clients.page.useQuery(options, { enabled: dialog.opened });
  const events = trpc.events.page.useQuery(options, { enabled: dialog.opened });
  const vendors = trpc.vendors.page.useQuery(options, { enabled: dialog.opened });

  // Records move client revenue and the dashboard figures, so those are read again too.
  const refresh = () =>
    Promise.all([
      utils.financialRecords.invalidate(),
      utils.dashboard.invalidate(),
      utils.clients.invalidate(),
    ]);
  const openCreate = () => {
    setSaveError(null);
    dialog.openCreate();
  };
  const openEdit = (record: FinancialRecord) => {
    setSaveError(null);
    dialog.openEdit(record);
  };
  const saved = async () => {
    dialog.close();
    await refresh();
  };
  const create = trpc.financialRecords.create.useMutation({
    ...idempotent(dialog.idempotencyKey),
    onSuccess: saved,
    onError: (error) => {
      setSaveError(failure(MESSAGES.financialRecord.createFailed)(error));
      dialog.showIssues(serverIssues(error));
    },
  });
  const update = trpc.financialRecords.update.useMutation({
    onSuccess: saved,
    onError: (error) => {
      dialog.showIssues(serverIssues(error));
      if (!isConflict(error)) return setSaveError(failure(MESSAGES.financialRecord.updateFailed)(error));
      dialog.showConflict(error.message);
      void refresh();
    },
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

  const s = stats.data;

  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            Add Record
          </Button>
          <AccountantExport
            // Opened again after the list's range changed, it starts from the new range.
            key={`${list.filters.from ?? ''}|${list.filters.to ?? ''}`}
            today={today}
            range={{
              from: list.filters.from as string | undefined,
              to: list.filters.to as string | undefined,
            }}
          />
        </Group>
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'record')}
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
      <ListToolbar
        list={list}
        searchLabel="Search records"
        searchPlaceholder="Search records..."
        importButton={<ImportButton path={list.importPath} />}
      >
        <Group gap={4} role="group" aria-label="Record type">
          {FILTERS.map((f) => (
            <Button
              key={f.value}
              size="sm"
              variant={list.filters.type === f.value ? 'filled' : 'default'}
              aria-pressed={list.filters.type === f.value}
              onClick={() => list.setFilter('type', f.value)}
            >
              {f.label}
            </Button>
          ))}
        </Group>
        <DateRangeFilter label="Record dates" onChange={setRange} />
      </ListToolbar>
      {listedEvent !== undefined && (
        <Alert color="blue">
          <Group justify="space-between">
            <Text fz="sm">
              Showing the records of the event{' '}
              {filteredEvent.data ? `“${filteredEvent.data.name}”` : `#${listedEvent}`}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.delete('eventId');
                    return next;
                  },
                  { replace: true },
                );
              }}
            >
              Show all records
            </Button>
          </Group>
        </Alert>
      )}
      {deleteError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      <BulkBar
        resource="financialRecords"
        one="financial record"
        many="financial records"
        selection={selection}
        list={list}
        refresh={refresh}
      />
      {list.items.length === 0 ? (
        <EmptyState loading={list.loading} text="No financial records found" />
      ) : (
        <Stack gap="xs">
          <Group gap="xs">
            <SelectPageBox selection={selection} />
            <Text fz="sm" c="dimmed" aria-hidden="true">
              Select all on this page
            </Text>
          </Group>
          <Stack gap="xs" role="list" aria-label="Financial records">
            {list.items.map((r) => (
              <Card key={r.id} withBorder padding="md" role="listitem" aria-label={r.description}>
                {/* On a phone the amount and its buttons go under the description rather than past the card. */}
                <Group justify="space-between">
                  <SelectBox selection={selection} id={r.id} name={r.description} />
                  <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <Text fw={600} fz="sm">
                      {r.description}
                    </Text>
                    <Group gap={6} mt={4}>
                      <Tag variant="light" color={r.type === 'income' ? 'green' : 'red'}>
                        {r.type}
                      </Tag>
                      <Tag variant="outline" color="gray">
                        {r.category}
                      </Tag>
                      <Text fz="xs" c="dimmed">
                        {formatDate(r.date)}
                        {r.paymentMethod ? ` · ${r.paymentMethod}` : ''}
                        {r.reference ? ` · ${r.reference}` : ''}
                        {r.taxDeductible ? ' · tax deductible' : ''}
                      </Text>
                    </Group>
                  </div>
                  <Group gap="xs" wrap="nowrap" ml="auto">
                    <Text fw={700} c={r.type === 'income' ? 'green' : 'red'}>
                      {r.type === 'income' ? '+' : '-'}
                      {formatMoney(r.amount)}
                    </Text>
                    <RowActions
                      name={r.description}
                      onEdit={() => openEdit(r)}
                      onDelete={() =>
                        whenConfirmed(
                          {
                            message: deleteConfirmation('financialRecord'),
                            subject: `${r.description}, ${formatMoney(r.amount)}`,
                          },
                          () => remove.mutate({ id: r.id }),
                        )
                      }
                    />
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        </Stack>
      )}
      <ListPagination list={list} />
      <EditDialog dialog={dialog} title={editing ? 'Edit Financial Record' : 'Add Financial Record'}>
        <FinancialRecordForm
          key={dialog.formKey}
          record={editing}
          today={today}
          clients={clients.data?.items ?? []}
          events={events.data?.items ?? []}
          vendors={vendors.data?.items ?? []}
          saving={create.isPending || update.isPending}
          error={saveError}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
    </Stack>
  );
}
