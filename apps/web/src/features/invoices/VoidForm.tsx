import { ZInvoiceVoidInput } from '@app/domain';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';

const ZVoidFields = ZInvoiceVoidInput.omit({ id: true });

/** 'Void': the reason is required; a voided invoice keeps its number and takes no more payments. */
export function VoidForm({
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  saving: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(ZVoidFields, { sync: true }),
  });
  return (
    <form aria-label="Void invoice" noValidate onSubmit={form.onSubmit((values) => onSubmit(values.reason))}>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Textarea
          label="Reason"
          description="Shown on the invoice's timeline. The number stays used; the invoice takes no more payments."
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={saving}>
            Void invoice
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
