import {
  INVENTORY_CATEGORIES,
  type InventoryItem,
  type InventoryItemCreateInput,
  makeMoney,
  mustBePositive,
  RENTAL_UNITS,
  REQUIRED,
  type RentalUnit,
  ZInventoryItemCreateInput,
} from '@app/domain';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type InventoryFormValues = {
  name: string;
  sku: string;
  category: string | null;
  quantity: number | string;
  minQuantity: number | string;
  unitValue: number | string;
  rentalPrice: number | string;
  rentalUnit: RentalUnit;
  description: string;
};

// Spec §5: unitValue is required, so a blank one says 'Required' instead of becoming 0.
const ZInventoryForm = ZInventoryItemCreateInput.extend({
  unitValue: makeMoney({ requiredMessage: REQUIRED, negativeMessage: mustBePositive('Unit value') }),
});

const empty: InventoryFormValues = {
  name: '',
  sku: '',
  category: null,
  quantity: 0,
  minQuantity: 0,
  unitValue: '',
  rentalPrice: '',
  rentalUnit: 'day',
  description: '',
};

const RENTAL_UNIT_LABELS: Record<RentalUnit, string> = { day: 'per day', event: 'per event' };

export function InventoryForm({
  item,
  saving,
  onSubmit,
  onCancel,
}: {
  item?: InventoryItem | null;
  saving: boolean;
  onSubmit: (values: InventoryItemCreateInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<InventoryFormValues, InventoryItemCreateInput>({
    initialValues: item
      ? { ...item, rentalPrice: item.rentalPrice ?? '', description: item.description ?? '' }
      : empty,
    validate: schemaResolver(ZInventoryForm, { sync: true }),
    transformValues: (values) => ZInventoryForm.parse(values),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Item name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="SKU" withAsterisk {...form.getInputProps('sku')} />
          <Select
            label="Category"
            withAsterisk
            data={[...INVENTORY_CATEGORIES]}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <NumberInput
            label="Unit value"
            withAsterisk
            step={0.01}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('unitValue')}
          />
          {/* Spec §5: quantities are whole numbers. */}
          <NumberInput label="Quantity" allowDecimal={false} {...form.getInputProps('quantity')} />
          <NumberInput label="Minimum quantity" allowDecimal={false} {...form.getInputProps('minQuantity')} />
          {/* Empty when the item is not rented out. */}
          <NumberInput
            label="Rental price"
            description="Leave empty if it is not rented out"
            step={0.01}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('rentalPrice')}
          />
          <Select
            label="Rental charged"
            data={RENTAL_UNITS.map((value) => ({ value, label: RENTAL_UNIT_LABELS[value] }))}
            allowDeselect={false}
            {...form.getInputProps('rentalUnit')}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {item ? 'Save Changes' : 'Add Item'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
