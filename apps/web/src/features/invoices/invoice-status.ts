import type { Invoice } from '@app/domain';
import type { MantineColor } from '@mantine/core';

type Shown = Invoice['status'] | 'overdue';

const LABELS: Record<Shown, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
  overdue: 'Overdue',
};

const COLORS: Record<Shown, MantineColor> = {
  draft: 'gray',
  sent: 'blue',
  partially_paid: 'yellow',
  paid: 'green',
  void: 'dark',
  overdue: 'red',
};

/** The status filter's choices, in the order an invoice moves through them. */
export const STATUS_FILTER: Array<{ value: Shown | 'all'; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...(['draft', 'sent', 'overdue', 'partially_paid', 'paid', 'void'] as const).map((value) => ({
    value,
    label: LABELS[value],
  })),
];

/** What an invoice's badge says: 'Overdue' wins over sent or partially paid once the due date has passed. */
export function invoiceStatus(invoice: Pick<Invoice, 'status' | 'overdue'>) {
  const shown: Shown = invoice.overdue ? 'overdue' : invoice.status;
  return { label: LABELS[shown], color: COLORS[shown] };
}
