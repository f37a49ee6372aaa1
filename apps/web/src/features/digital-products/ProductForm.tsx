import {
  type DigitalProduct,
  type DigitalProductCreateInput,
  makeMoney,
  mustBePositive,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  REQUIRED,
  ZDigitalProductCreateInput,
} from '@app/domain';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type ProductFormValues = {
  name: string;
  description: string;
  price: number | string;
  category: string | null;
  status: string;
  fileUrl: string;
  imageUrl: string;
};

// Spec §5: price is required, so a blank one says 'Required' instead of becoming 0.
const ZProductForm = ZDigitalProductCreateInput.extend({
  price: makeMoney({ requiredMessage: REQUIRED, negativeMessage: mustBePositive('Price') }),
});

const empty: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: null,
  status: 'active',
  fileUrl: '',
  imageUrl: '',
};

export function ProductForm({
  product,
  saving,
  onSubmit,
  onCancel,
}: {
  product?: DigitalProduct | null;
  saving: boolean;
  onSubmit: (values: DigitalProductCreateInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<ProductFormValues, DigitalProductCreateInput>({
    initialValues: product
      ? { ...product, fileUrl: product.fileUrl ?? '', imageUrl: product.imageUrl ?? '' }
      : empty,
    validate: schemaResolver(ZProductForm, { sync: true }),
    transformValues: (values) => ZProductForm.parse(values),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <TextInput label="Product name" withAsterisk {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Price"
            withAsterisk
            step={0.01}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('price')}
          />
          <Select
            label="Category"
            withAsterisk
            data={[...PRODUCT_CATEGORIES]}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <Select
            label="Status"
            data={[...PRODUCT_STATUSES]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <TextInput label="File URL" placeholder="https://…" {...form.getInputProps('fileUrl')} />
        <TextInput label="Image URL" placeholder="https://…" {...form.getInputProps('imageUrl')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {product ? 'Save Changes' : 'Add Product'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
