import { formatMoney, PAYMENT_METHODS, type PaymentMethod, ZInvoicePaymentInput } from '@app/domain';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';

export type PaymentSubmit = { amount: string; date: string; method: PaymentMethod; reference: string | null };

type PaymentFormValues = {
  amount: number | string;
  date: string;
  method: string | null;
  reference: string;
};

const ZPaymentFields = ZInvoicePaymentInput.omit({ id: true });

/** 'Record payment': the amount received (at most the balance; the server refuses more), its date and method. */
export function PaymentForm({
  balance,
  today,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  balance: string;
  today: string;
  saving: boolean;
  error: string | null;
  onSubmit: (payment: PaymentSubmit) => void;
  onCancel: () => void;
}) {
  const form = useForm<PaymentFormValues>({
    initialValues: { amount: '', date: today, method: null, reference: '' },
    validate: schemaResolver(ZPaymentFields, { sync: true }),
  });
  return (
    <form
      aria-label="Record payment"
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          amount: String(values.amount).trim(),
          date: values.date,
          method: values.method as PaymentMethod,
          reference: values.reference.trim() || null,
        }),
      )}
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Amount"
            description={`Balance: ${formatMoney(balance)}`}
            withAsterisk
            prefix="$"
            decimalScale={2}
            hideControls
            {...form.getInputProps('amount')}
          />
          <TextInput label="Payment date" type="date" withAsterisk {...form.getInputProps('date')} />
          <Select label="Method" withAsterisk data={[...PAYMENT_METHODS]} {...form.getInputProps('method')} />
          <TextInput
            label="Reference"
            placeholder="Cheque or transfer number"
            {...form.getInputProps('reference')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
