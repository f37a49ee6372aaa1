import {
  FINANCIAL_CATEGORIES_BY_TYPE,
  FINANCIAL_TYPES,
  type FinancialRecord,
  type FinancialType,
  PAYMENT_METHODS,
  todayDateString,
  ZFinancialRecordCreateInput,
} from '@app/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type ReferenceOption = { id: number; name: string };

export type FinancialRecordFormValues = {
  type: FinancialType;
  category: string | null;
  description: string;
  amount: number | string;
  date: string;
  paymentMethod: string | null;
  reference: string;
  clientId: string | null;
  eventId: string | null;
  vendorId: string | null;
  taxDeductible: boolean;
  notes: string;
};

/** What the API receives: the amount as text, empty choices as null. */
export type FinancialRecordSubmit = Omit<
  FinancialRecordFormValues,
  'amount' | 'category' | 'clientId' | 'eventId' | 'vendorId' | 'paymentMethod'
> & {
  amount: string;
  category: (typeof FINANCIAL_CATEGORIES_BY_TYPE)[FinancialType][number];
  paymentMethod: (typeof PAYMENT_METHODS)[number] | null;
  clientId: number | null;
  eventId: number | null;
  vendorId: number | null;
};

const TYPE_LABELS = { income: 'Income', expense: 'Expense' } as const satisfies Record<FinancialType, string>;

function emptyValues(today: string): FinancialRecordFormValues {
  return {
    type: 'income',
    category: null,
    description: '',
    amount: '',
    date: today,
    paymentMethod: null,
    reference: '',
    clientId: null,
    eventId: null,
    vendorId: null,
    taxDeductible: false,
    notes: '',
  };
}

function fromRecord(r: FinancialRecord): FinancialRecordFormValues {
  const id = (value: number | null) => (value === null ? null : String(value));
  return {
    type: r.type,
    category: r.category,
    description: r.description,
    amount: r.amount,
    date: r.date,
    paymentMethod: r.paymentMethod,
    reference: r.reference ?? '',
    clientId: id(r.clientId),
    eventId: id(r.eventId),
    vendorId: id(r.vendorId),
    taxDeductible: r.taxDeductible,
    notes: r.notes ?? '',
  };
}

function toFinancialRecordSubmit(values: FinancialRecordFormValues): FinancialRecordSubmit {
  const ref = (value: string | null) => (value ? Number(value) : null);
  return {
    ...values,
    amount: String(values.amount),
    category: values.category as FinancialRecordSubmit['category'],
    paymentMethod: (values.paymentMethod || null) as FinancialRecordSubmit['paymentMethod'],
    clientId: ref(values.clientId),
    eventId: ref(values.eventId),
    vendorId: ref(values.vendorId),
  };
}

const asOptions = (items: ReferenceOption[]) => items.map((i) => ({ value: String(i.id), label: i.name }));

export function FinancialRecordForm({
  record,
  today,
  clients,
  events,
  vendors,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  record?: FinancialRecord | null;
  /** A new record's date: today in the company's time zone (the browser's date when not given). */
  today?: string;
  clients: ReferenceOption[];
  events: ReferenceOption[];
  vendors: ReferenceOption[];
  saving: boolean;
  /** Spec §8: record failures show no toast; the dialog says what went wrong. */
  error?: string | null;
  onSubmit: (values: FinancialRecordSubmit) => void;
  onCancel: () => void;
}) {
  const form = useForm<FinancialRecordFormValues>({
    initialValues: record ? fromRecord(record) : emptyValues(today ?? todayDateString()),
    validate: schemaResolver(ZFinancialRecordCreateInput, { sync: true }),
  });
  useDialogForm(form);
  const categories = FINANCIAL_CATEGORIES_BY_TYPE[form.values.type];

  const changeType = (value: string | null) => {
    const type = (value ?? 'income') as FinancialType;
    form.setFieldValue('type', type);
    if (!(FINANCIAL_CATEGORIES_BY_TYPE[type] as readonly (string | null)[]).includes(form.values.category)) {
      form.setFieldValue('category', null);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(toFinancialRecordSubmit(values)))} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Type"
            data={FINANCIAL_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
            allowDeselect={false}
            value={form.values.type}
            onChange={changeType}
          />
          <Select label="Category" withAsterisk data={[...categories]} {...form.getInputProps('category')} />
          <NumberInput
            label="Amount"
            withAsterisk
            step={0.01}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('amount')}
          />
          <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('date')} />
        </SimpleGrid>
        <TextInput label="Description" withAsterisk {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Payment method"
            clearable
            data={[...PAYMENT_METHODS]}
            {...form.getInputProps('paymentMethod')}
          />
          <TextInput label="Reference" {...form.getInputProps('reference')} />
          <Select
            label="Client"
            clearable
            searchable
            data={asOptions(clients)}
            {...form.getInputProps('clientId')}
          />
          <Select
            label="Event"
            clearable
            searchable
            data={asOptions(events)}
            {...form.getInputProps('eventId')}
          />
          <Select
            label="Vendor"
            clearable
            searchable
            data={asOptions(vendors)}
            {...form.getInputProps('vendorId')}
          />
        </SimpleGrid>
        <Checkbox label="Tax deductible" {...form.getInputProps('taxDeductible', { type: 'checkbox' })} />
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {record ? 'Save Changes' : 'Add Record'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
