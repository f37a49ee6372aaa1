import { deleteConfirmation, formatDate, formatMoney, type Invoice, MESSAGES, totalNoun } from '@app/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarStats, IconCash, IconPlus, IconReceipt } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Cell, DataTable, Row } from '../../components/DataTable.tsx';
import { EditDialog } from '../../components/EditDialog.tsx';
import { ListToolbar } from '../../components/ListToolbar.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { SummaryCard } from '../../components/SummaryCard.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TwoLineText } from '../../components/TwoLineText.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useCompanyToday } from '../../lib/use-company-today.ts';
import { useCrudScreen } from '../../lib/use-crud-screen.ts';
import { InvoiceForm } from './InvoiceForm.tsx';
import { invoiceStatus, STATUS_FILTER } from './invoice-status.ts';
import { LIST } from './loader.ts';

// The invoice's own dialog (timeline, payments, void) comes in a chunk of its own when one is opened.
const InvoiceView = lazy(() => import('./InvoiceView.tsx').then((m) => ({ default: m.InvoiceView })));

const COLUMNS = ['Number', 'Client / Event', 'Issued', 'Due', 'Status', 'Total', 'Balance', 'Actions'];

/**
 * The business's invoices with what is owed, overdue and received. A row opens the invoice
 * (`?invoice=<id>`, the address notifications link to); drafts are edited and deleted from the row too.
 */
export function InvoicesPage() {
  const today = useCompanyToday();
  const { list, dialog, editing, saving, submit, confirmDelete } = useCrudScreen('invoices', {
    list: LIST,
    messages: MESSAGES.invoice,
    // An invoice moves the dashboard's Outstanding, the client's balance and the event's figures.
    alsoRefresh: (utils) => [
      utils.dashboard.invalidate(),
      utils.clients.invalidate(),
      utils.events.invalidate(),
    ],
  });
  const figures = trpc.invoices.figures.useQuery();
  const f = figures.data;
  const [params, setParams] = useSearchParams();
  const viewing = Number(params.get('invoice')) || null;
  const view = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('invoice');
        else next.set('invoice', String(id));
        return next;
      },
      { replace: id === null },
    );
  const remove = (invoice: Invoice) =>
    confirmDelete(invoice, {
      message: deleteConfirmation('invoice'),
      subject: `${invoice.clientName}, ${formatMoney(invoice.total)}`,
    });
  const edit = (invoice: Invoice) => {
    view(null);
    dialog.openEdit(invoice);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Button leftSection={<IconPlus size={16} />} onClick={dialog.openCreate}>
          New Invoice
        </Button>
        <Text c="dimmed" fz="sm">
          {totalNoun(list, 'invoice')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <SummaryCard
          title="Outstanding"
          value={f ? formatMoney(f.outstanding) : undefined}
          icon={<IconReceipt size={22} />}
        />
        <SummaryCard
          title="Overdue"
          value={f ? formatMoney(f.overdue) : undefined}
          valueColor={f && f.overdueCount > 0 ? 'red' : undefined}
          detail={f ? `${f.overdueCount} ${f.overdueCount === 1 ? 'invoice' : 'invoices'}` : undefined}
          icon={<IconAlertTriangle size={22} />}
          color="red"
        />
        <SummaryCard
          title="Paid this month"
          value={f ? formatMoney(f.paidThisMonth) : undefined}
          valueColor="green"
          icon={<IconCash size={22} />}
          color="green"
        />
        <SummaryCard
          title="Average days to pay"
          value={f ? (f.averageDaysToPay ?? '—') : undefined}
          detail="invoices paid in full, last 12 months"
          icon={<IconCalendarStats size={22} />}
          color="violet"
        />
      </SimpleGrid>
      <ListToolbar
        list={list}
        searchLabel="Search invoices"
        searchPlaceholder="Search by number, client or event..."
        filters={[{ name: 'status', label: 'Status filter', data: STATUS_FILTER, width: 180 }]}
      />
      <DataTable
        list={list}
        columns={COLUMNS}
        sortable={{ Number: 'number', Due: 'dueDate', Status: 'status', Total: 'total' }}
        minWidth={900}
        emptyText="No invoices found"
        renderRow={(invoice) => {
          const status = invoiceStatus(invoice);
          const name = invoice.number ?? `Draft for ${invoice.clientName}`;
          return (
            <Row key={invoice.id}>
              <Cell>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={4}
                  aria-label={`Open ${name}`}
                  onClick={() => view(invoice.id)}
                >
                  {invoice.number ?? 'Draft'}
                </Button>
              </Cell>
              <Cell>
                <TwoLineText primary={invoice.clientName} secondary={invoice.eventName ?? undefined} />
              </Cell>
              <Cell>{invoice.issueDate ? formatDate(invoice.issueDate) : '—'}</Cell>
              <Cell>{formatDate(invoice.dueDate)}</Cell>
              <Cell>
                <Tag color={status.color} variant="light">
                  {status.label}
                </Tag>
              </Cell>
              <Cell>{formatMoney(invoice.total)}</Cell>
              <Cell>
                <Text fz="sm" fw={invoice.overdue ? 700 : 400} c={invoice.overdue ? 'red' : undefined}>
                  {invoice.status === 'void' ? '—' : formatMoney(invoice.balance)}
                </Text>
              </Cell>
              <Cell>
                {invoice.status === 'draft' ? (
                  <RowActions
                    name={name}
                    onEdit={() => dialog.openEdit(invoice)}
                    onDelete={() => remove(invoice)}
                  />
                ) : null}
              </Cell>
            </Row>
          );
        }}
      />
      <EditDialog dialog={dialog} title={editing ? 'Edit Invoice' : 'New Invoice'} size="xl">
        <InvoiceForm
          key={dialog.formKey}
          invoice={editing}
          today={today}
          saving={saving}
          onSubmit={submit}
          onCancel={dialog.requestClose}
        />
      </EditDialog>
      {viewing !== null && (
        <Suspense fallback={null}>
          <InvoiceView
            id={viewing}
            today={today}
            onClose={() => view(null)}
            onEdit={edit}
            onDelete={remove}
          />
        </Suspense>
      )}
    </Stack>
  );
}
