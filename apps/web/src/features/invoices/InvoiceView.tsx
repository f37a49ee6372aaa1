import {
  deleteConfirmation,
  formatDate,
  formatDateTime,
  formatMoney,
  type Invoice,
  type InvoicePayment,
  MESSAGES,
} from '@app/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
} from '@mantine/core';
import {
  IconBan,
  IconCash,
  IconCheck,
  IconDownload,
  IconFilePlus,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Tag } from '../../components/Tag.tsx';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { idempotent, newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { serverReason, toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { invoiceStatus } from './invoice-status.ts';
import { PaymentForm, type PaymentSubmit } from './PaymentForm.tsx';
import { SendInvoiceDialog } from './SendInvoiceDialog.tsx';
import { VoidForm } from './VoidForm.tsx';

type Mode = 'view' | 'pay' | 'void';

const takesPayments = (invoice: Invoice) => invoice.status === 'sent' || invoice.status === 'partially_paid';

/**
 * One invoice in a dialog (opened from the list, or by `?invoice=<id>` from a notification): its lines,
 * totals, timeline and what can be done next: a draft is edited, deleted or sent; a sent one takes
 * payments or is voided; every issued one downloads as PDF.
 */
export function InvoiceView({
  id,
  today,
  onClose,
  onEdit,
  onDelete,
}: {
  id: number;
  today: string;
  onClose: () => void;
  onEdit: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
}) {
  const invoice = trpc.invoices.byId.useQuery({ id });
  const found = invoice.data;
  const title = found ? (found.number ?? 'Draft invoice') : 'Invoice';
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {invoice.error && (
        <Alert color="red" role="alert">
          {serverReason(invoice.error) ?? 'The invoice could not be loaded.'}
        </Alert>
      )}
      {!found && !invoice.error && <Text c="dimmed">Loading...</Text>}
      {found && <InvoiceDetails invoice={found} today={today} onEdit={onEdit} onDelete={onDelete} />}
    </Modal>
  );
}

function InvoiceDetails({
  invoice,
  today,
  onEdit,
  onDelete,
}: {
  invoice: Invoice;
  today: string;
  onEdit: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
}) {
  const utils = trpc.useUtils();
  const [mode, setMode] = useState<Mode>('view');
  const [formError, setFormError] = useState<string | null>(null);
  // One key per opening of 'Record payment': a double-click or a retry records the payment once.
  const [paymentKey, setPaymentKey] = useState(newIdempotencyKey);
  const payments = trpc.invoices.payments.list.useQuery({ id: invoice.id });

  // A payment or a void moves the dashboard, the client's balance, the event's figures and the records.
  const refresh = () =>
    Promise.all([
      utils.invoices.invalidate(),
      utils.dashboard.invalidate(),
      utils.clients.invalidate(),
      utils.events.invalidate(),
      utils.financialRecords.invalidate(),
      utils.notifications.invalidate(),
    ]);
  const open = (next: Mode) => {
    setFormError(null);
    if (next === 'pay') setPaymentKey(newIdempotencyKey());
    setMode(next);
  };
  const send = trpc.invoices.send.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.invoice.sendSuccess);
      await refresh();
    },
    onError: (error) => toastFailure(MESSAGES.invoice.sendFailed, error),
  });
  const voidIt = trpc.invoices.void.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.invoice.voidSuccess);
      setMode('view');
      await refresh();
    },
    onError: (error) => setFormError(serverReason(error) ?? MESSAGES.invoice.voidFailed),
  });
  const pay = trpc.invoices.payments.create.useMutation({
    ...idempotent(paymentKey),
    onSuccess: async () => {
      toastSuccess(MESSAGES.invoice.paymentSuccess);
      setMode('view');
      await refresh();
    },
    onError: (error) => setFormError(serverReason(error) ?? MESSAGES.invoice.paymentFailed),
  });
  const removePayment = trpc.invoices.payments.delete.useMutation({
    onSuccess: async () => {
      toastSuccess(MESSAGES.invoice.paymentDeleteSuccess);
      await refresh();
    },
    onError: (error) => toastFailure(MESSAGES.invoice.paymentDeleteFailed, error),
  });

  const [sending, setSending] = useState(false);
  const recordPayment = (payment: PaymentSubmit) => {
    setFormError(null);
    pay.mutate({ id: invoice.id, ...payment });
  };
  const deletePayment = (payment: InvoicePayment) =>
    whenConfirmed(
      {
        message: deleteConfirmation('invoicePayment'),
        subject: `${formatMoney(payment.amount)} on ${formatDate(payment.date)} (${payment.method})`,
      },
      () => removePayment.mutate({ id: invoice.id, paymentId: payment.id }),
    );

  const status = invoiceStatus(invoice);
  const isDraft = invoice.status === 'draft';

  return (
    <Stack>
      <SendInvoiceDialog
        opened={sending}
        onClose={() => setSending(false)}
        onSend={(choice) => send.mutate({ id: invoice.id, ...choice })}
      />
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Tag color={status.color} variant="light">
              {status.label}
            </Tag>
            {invoice.number && <Text fw={700}>{invoice.number}</Text>}
          </Group>
          <Text fz="sm">
            {invoice.clientName}
            {invoice.eventName ? ` · ${invoice.eventName}` : ''}
          </Text>
          <Text fz="xs" c="dimmed">
            {invoice.issueDate ? `Issued ${formatDate(invoice.issueDate)} · ` : ''}Due{' '}
            {formatDate(invoice.dueDate)}
            {invoice.paymentTerms ? ` · ${invoice.paymentTerms}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          {isDraft && (
            <>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => onEdit(invoice)}
              >
                Edit draft
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDelete(invoice)}
              >
                Delete draft
              </Button>
              <Button
                leftSection={<IconSend size={16} />}
                loading={send.isPending}
                onClick={() => setSending(true)}
              >
                Mark as sent
              </Button>
            </>
          )}
          {takesPayments(invoice) && mode === 'view' && (
            <>
              <Button leftSection={<IconCash size={16} />} onClick={() => open('pay')}>
                Record payment
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconBan size={16} />}
                onClick={() => open('void')}
              >
                Void
              </Button>
            </>
          )}
          <Button
            component="a"
            href={`/api/invoices/${invoice.id}/pdf`}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            Download PDF
          </Button>
        </Group>
      </Group>

      {mode === 'pay' && (
        <PaymentForm
          balance={invoice.balance}
          today={today}
          saving={pay.isPending}
          error={formError}
          onSubmit={recordPayment}
          onCancel={() => setMode('view')}
        />
      )}
      {mode === 'void' && (
        <VoidForm
          saving={voidIt.isPending}
          error={formError}
          onSubmit={(reason) => voidIt.mutate({ id: invoice.id, reason })}
          onCancel={() => setMode('view')}
        />
      )}

      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label="Lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Tax %</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.items.map((item, index) => (
              // Lines have no id of their own: their position is who they are.
              <Table.Tr key={index}>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(item.unitPrice)}</Table.Td>
                <Table.Td ta="right">{item.taxRate}</Table.Td>
                <Table.Td ta="right">{formatMoney(item.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="xs">
          <Text fw={600}>Timeline</Text>
          <InvoiceTimeline
            invoice={invoice}
            payments={payments.data ?? []}
            onDeletePayment={invoice.status === 'void' ? undefined : deletePayment}
          />
        </Stack>
        <Stack gap={4} role="group" aria-label="Totals">
          <Figure label="Subtotal" value={invoice.subtotal} />
          <Figure label="Tax" value={invoice.tax} />
          {invoice.discount !== '0.00' && <Figure label="Discount" value={`-${invoice.discount}`} />}
          <Divider />
          <Figure label="Total" value={invoice.total} strong />
          <Figure label="Paid" value={invoice.paid} />
          <Figure label="Balance" value={invoice.balance} strong />
          {invoice.notes && (
            <Text fz="sm" c="dimmed" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {invoice.notes}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" data-testid={`invoice-${label.toLowerCase()}`}>
      <Text fz="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 400}>
        {formatMoney(value)}
      </Text>
    </Group>
  );
}

/** Created, sent, each payment, paid in full, voided: what happened to the invoice, in order. */
function InvoiceTimeline({
  invoice,
  payments,
  onDeletePayment,
}: {
  invoice: Invoice;
  payments: InvoicePayment[];
  onDeletePayment: ((payment: InvoicePayment) => void) | undefined;
}) {
  return (
    <Timeline bulletSize={22} lineWidth={2} aria-label="Timeline">
      <Timeline.Item bullet={<IconFilePlus size={12} />} title="Created">
        <Text fz="xs" c="dimmed">
          {formatDateTime(invoice.createdAt)}
        </Text>
      </Timeline.Item>
      {invoice.sentAt && (
        <Timeline.Item bullet={<IconSend size={12} />} title={`Sent as ${invoice.number}`}>
          <Text fz="xs" c="dimmed">
            {formatDateTime(invoice.sentAt)}
          </Text>
        </Timeline.Item>
      )}
      {payments.map((payment) => (
        <Timeline.Item
          key={payment.id}
          bullet={<IconCash size={12} />}
          title={
            <Group gap={4} justify="space-between" wrap="nowrap">
              <span>Payment of {formatMoney(payment.amount)}</span>
              {onDeletePayment && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete payment of ${formatMoney(payment.amount)} on ${formatDate(payment.date)}`}
                  onClick={() => onDeletePayment(payment)}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
          }
        >
          <Text fz="xs" c="dimmed">
            {formatDate(payment.date)} · {payment.method}
            {payment.reference ? ` · ${payment.reference}` : ''}
          </Text>
        </Timeline.Item>
      ))}
      {invoice.paidAt && (
        <Timeline.Item bullet={<IconCheck size={12} />} title="Paid in full" color="green">
          <Text fz="xs" c="dimmed">
            {formatDateTime(invoice.paidAt)}
          </Text>
        </Timeline.Item>
      )}
      {invoice.voidedAt && (
        <Timeline.Item bullet={<IconBan size={12} />} title="Voided" color="red">
          <Text fz="xs" c="dimmed">
            {formatDateTime(invoice.voidedAt)}
          </Text>
          <Text fz="sm">{invoice.voidReason}</Text>
        </Timeline.Item>
      )}
    </Timeline>
  );
}
