import { type Reservation, SHORTFALL_REASONS } from '@app/domain';
import { Button, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';

type ReturnValues = { returnedQuantity: string | number; shortfallReason: string | null };
export type ReturnSubmit = { returnedQuantity: number; shortfallReason?: 'lost' | 'damaged' };

/**
 * How many came back of a checked-out reservation; when fewer than were taken, whether the rest was
 * lost or damaged (the item's quantity goes down by the shortfall). The server checks the same rules.
 */
export function ReturnForm({
  reservation,
  saving,
  onSubmit,
  onCancel,
}: {
  reservation: Reservation;
  saving: boolean;
  onSubmit: (values: ReturnSubmit) => void;
  onCancel: () => void;
}) {
  const form = useForm<ReturnValues>({
    initialValues: { returnedQuantity: reservation.quantity, shortfallReason: null },
    validate: {
      returnedQuantity: (value) => {
        if (value === '') return 'Enter how many came back';
        const count = Number(value);
        if (!Number.isInteger(count)) return 'Must be a whole number';
        if (count < 0) return 'Must be 0 or more';
        return count > reservation.quantity ? 'More cannot come back than were taken' : null;
      },
      shortfallReason: (value, values) =>
        Number(values.returnedQuantity) < reservation.quantity && !value
          ? 'Say whether the missing ones were lost or damaged'
          : null,
    },
  });
  const returned = Number(form.getValues().returnedQuantity);
  const shortfall = Number.isInteger(returned) ? reservation.quantity - returned : 0;
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          returnedQuantity: Number(values.returnedQuantity),
          ...(shortfall > 0 && values.shortfallReason
            ? { shortfallReason: values.shortfallReason as 'lost' | 'damaged' }
            : {}),
        }),
      )}
      noValidate
    >
      <Stack>
        <Text fz="sm">
          {reservation.quantity} × {reservation.itemName} went out.
        </Text>
        <NumberInput
          label="Returned quantity"
          withAsterisk
          allowDecimal={false}
          {...form.getInputProps('returnedQuantity')}
        />
        {shortfall > 0 && (
          <Radio.Group
            label={`${shortfall} missing: what happened to them?`}
            withAsterisk
            {...form.getInputProps('shortfallReason')}
          >
            <Group mt="xs">
              {SHORTFALL_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={reason === 'lost' ? 'Lost' : 'Damaged'} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {shortfall > 0 && (
          <Text fz="xs" c="dimmed">
            The item's quantity goes down by {shortfall}.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Record return
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
