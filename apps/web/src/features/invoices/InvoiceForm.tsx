import {
  formatMoney,
  type Invoice,
  type InvoiceCreateInput,
  invoiceTotals,
  ZInvoiceCreateInput,
} from '@app/domain';
import {
  ActionIcon,
  Autocomplete,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ClientSelect } from '../../components/ClientSelect.tsx';
import { useDialogForm } from '../../lib/dialog-form.ts';
import { trpc } from '../../lib/trpc.ts';

type LineValues = {
  key: string;
  description: string;
  quantity: number | string;
  unitPrice: number | string;
  taxRate: number | string;
};

export type InvoiceFormValues = {
  clientId: string | null;
  eventId: string | null;
  paymentTerms: string;
  dueDate: string;
  discount: number | string;
  notes: string;
  items: LineValues[];
};

/** The terms offered; any other wording can be typed. 'Net N' and 'Due on receipt' set the due date. */
const PAYMENT_TERMS = ['Due on receipt', 'Net 7', 'Net 15', 'Net 30', 'Net 45', 'Net 60'];

/** The due date the terms give for an invoice written today; null when the terms name no period. */
export function dueDateFromTerms(terms: string, today: string): string | null {
  const text = terms.trim().toLowerCase();
  if (text === 'due on receipt') return today;
  const net = /^net\s*(\d{1,3})$/.exec(text);
  return net ? dayjs(today).add(Number(net[1]), 'day').format('YYYY-MM-DD') : null;
}

const emptyLine = (): LineValues => ({
  key: randomId(),
  description: '',
  quantity: 1,
  unitPrice: '',
  taxRate: 0,
});

function emptyValues(today: string): InvoiceFormValues {
  return {
    clientId: null,
    eventId: null,
    paymentTerms: 'Net 30',
    dueDate: dueDateFromTerms('Net 30', today) ?? today,
    discount: 0,
    notes: '',
    items: [emptyLine()],
  };
}

function fromInvoice(invoice: Invoice): InvoiceFormValues {
  return {
    clientId: String(invoice.clientId),
    eventId: invoice.eventId === null ? null : String(invoice.eventId),
    paymentTerms: invoice.paymentTerms ?? '',
    dueDate: invoice.dueDate,
    discount: invoice.discount,
    notes: invoice.notes ?? '',
    items: invoice.items.map((item) => ({
      key: randomId(),
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      taxRate: item.taxRate,
    })),
  };
}

const text = (value: number | string) => String(value).trim();

/** What the API receives: figures as the decimal text typed, empty choices as null. */
function toSubmit(values: InvoiceFormValues): InvoiceCreateInput {
  return {
    clientId: Number(values.clientId),
    eventId: values.eventId ? Number(values.eventId) : null,
    dueDate: values.dueDate,
    paymentTerms: values.paymentTerms.trim() || null,
    notes: values.notes.trim() || null,
    discount: text(values.discount) || '0',
    items: values.items.map((item) => ({
      description: item.description,
      quantity: text(item.quantity),
      unitPrice: text(item.unitPrice),
      taxRate: text(item.taxRate) || '0',
    })),
  };
}

/**
 * The totals as the server will compute them (the same calculator, packages/domain invoice-totals.ts),
 * or null while a figure is not a valid amount yet.
 */
function liveTotals(values: InvoiceFormValues) {
  try {
    return invoiceTotals(
      values.items.map((item) => ({
        quantity: text(item.quantity),
        unitPrice: text(item.unitPrice),
        taxRate: text(item.taxRate) || '0',
      })),
      text(values.discount) || '0',
    );
  } catch {
    return null;
  }
}

export function InvoiceForm({
  invoice,
  today,
  saving,
  onSubmit,
  onCancel,
}: {
  invoice?: Invoice | null;
  /** Today in the company's time zone: the due date the terms give counts from it. */
  today: string;
  saving: boolean;
  onSubmit: (values: InvoiceCreateInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<InvoiceFormValues>({
    initialValues: invoice ? fromInvoice(invoice) : emptyValues(today),
    validate: schemaResolver(ZInvoiceCreateInput, { sync: true }),
  });
  useDialogForm(form);
  const { values } = form;
  // The chosen client's name for the picker (the invoice's own client when editing).
  const [client, setClient] = useState<{ id: string; name: string } | null>(
    invoice ? { id: String(invoice.clientId), name: invoice.clientName } : null,
  );
  const events = trpc.events.page.useQuery(
    {
      clientId: values.clientId ? Number(values.clientId) : undefined,
      limit: 100,
      offset: 0,
      sortBy: 'date',
      sortDir: 'desc',
    },
    { enabled: values.clientId !== null },
  );
  const eventOptions = (events.data?.items ?? []).map((e) => ({
    value: String(e.id),
    label: `${e.name} (${dayjs(e.date).format('MMM D, YYYY')})`,
  }));
  if (invoice?.eventId && invoice.eventName && !eventOptions.some((o) => o.value === String(invoice.eventId)))
    eventOptions.unshift({ value: String(invoice.eventId), label: invoice.eventName });

  const totals = liveTotals(values);
  const changeTerms = (terms: string) => {
    form.setFieldValue('paymentTerms', terms);
    const due = dueDateFromTerms(terms, today);
    if (due) form.setFieldValue('dueDate', due);
  };
  const line = (index: number, field: keyof Omit<LineValues, 'key'>) =>
    form.getInputProps(`items.${index}.${field}`);
  const lines = values.items;

  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(toSubmit(v)))} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ClientSelect
            value={values.clientId}
            selected={client}
            onChange={(chosen) => {
              setClient(chosen);
              form.setFieldValue('clientId', chosen?.id ?? null);
              // The event must be one of the client's.
              form.setFieldValue('eventId', null);
            }}
            error={form.errors.clientId}
          />
          <Select
            label="Event"
            placeholder={values.clientId ? 'No event' : 'Choose a client first'}
            disabled={values.clientId === null}
            clearable
            searchable
            data={eventOptions}
            nothingFoundMessage={events.isFetching ? 'Loading...' : 'This client has no events'}
            {...form.getInputProps('eventId')}
          />
          <Autocomplete
            label="Payment terms"
            data={PAYMENT_TERMS}
            value={values.paymentTerms}
            onChange={changeTerms}
            error={form.errors.paymentTerms}
          />
          <TextInput label="Due date" type="date" withAsterisk {...form.getInputProps('dueDate')} />
        </SimpleGrid>

        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-label="Invoice lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th w={90}>Quantity</Table.Th>
                  <Table.Th w={120}>Unit price</Table.Th>
                  <Table.Th w={90}>Tax %</Table.Th>
                  <Table.Th w={110} ta="right">
                    Amount
                  </Table.Th>
                  <Table.Th w={112}>
                    <VisuallyHidden>Line actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((item, index) => {
                  const n = index + 1;
                  return (
                    <Table.Tr key={item.key}>
                      <Table.Td>
                        <TextInput aria-label={`Description, line ${n}`} {...line(index, 'description')} />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`Quantity, line ${n}`}
                          min={0}
                          decimalScale={2}
                          hideControls
                          {...line(index, 'quantity')}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`Unit price, line ${n}`}
                          prefix="$"
                          decimalScale={2}
                          hideControls
                          {...line(index, 'unitPrice')}
                        />
                      </Table.Td>
                      <Table.Td>
                        {/* No decimalScale: a rate has up to three decimals (8.875), and a fourth must
                            reach the schema's message rather than be cut off as it is typed. */}
                        <NumberInput
                          aria-label={`Tax rate, line ${n}`}
                          hideControls
                          {...line(index, 'taxRate')}
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text fz="sm" data-testid={`line-amount-${n}`}>
                          {totals ? formatMoney(totals.lines[index]!.amount) : '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Move line ${n} up`}
                            disabled={index === 0}
                            onClick={() => form.reorderListItem('items', { from: index, to: index - 1 })}
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={`Move line ${n} down`}
                            disabled={index === lines.length - 1}
                            onClick={() => form.reorderListItem('items', { from: index, to: index + 1 })}
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove line ${n}`}
                            disabled={lines.length === 1}
                            onClick={() => form.removeListItem('items', index)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
        {typeof form.errors.items === 'string' && (
          <Text c="red" fz="sm" role="alert">
            {form.errors.items}
          </Text>
        )}
        <Group justify="space-between" align="flex-start">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('items', emptyLine())}
          >
            Add line
          </Button>
          <Stack gap={4} miw={260} aria-label="Totals" role="group">
            <TotalLine label="Subtotal" value={totals?.subtotal} />
            <TotalLine label="Tax" value={totals?.tax} />
            <NumberInput
              label="Discount"
              prefix="$"
              decimalScale={2}
              hideControls
              size="xs"
              {...form.getInputProps('discount')}
            />
            <TotalLine label="Total" value={totals?.total} strong />
          </Stack>
        </Group>
        <Textarea
          label="Notes"
          description="Printed on the invoice (payment instructions, thanks)"
          autosize
          minRows={2}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {invoice ? 'Save Changes' : 'Create Draft'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TotalLine({ label, value, strong }: { label: string; value: string | undefined; strong?: boolean }) {
  return (
    <Group justify="space-between" data-testid={`total-${label.toLowerCase()}`}>
      <Text fz="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 400}>
        {value === undefined ? '—' : formatMoney(value)}
      </Text>
    </Group>
  );
}
