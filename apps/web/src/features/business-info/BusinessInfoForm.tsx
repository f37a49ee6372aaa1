import {
  BUSINESS_INFO_CATEGORIES,
  BUSINESS_INFO_TYPES,
  type BusinessInfo,
  type BusinessInfoCategory,
  type BusinessInfoType,
  DEFAULTS,
  formatCommaList,
  parseCommaList,
  ZBusinessInfoCreateInput,
} from '@app/domain';
import {
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type BusinessInfoFormValues = {
  name: string;
  category: BusinessInfoCategory;
  type: BusinessInfoType;
  value: string;
  description: string;
  username: string;
  email: string;
  password: string;
  url: string;
  expirationDate: string;
  cost: number | string;
  isActive: boolean;
  tagsText: string;
};

/** What the API receives: tags split on commas, an empty cost as null. */
export type BusinessInfoSubmit = Omit<BusinessInfoFormValues, 'tagsText' | 'cost'> & {
  tags: string[];
  cost: string | null;
};

const empty: BusinessInfoFormValues = {
  name: '',
  category: DEFAULTS.businessInfoCategory,
  type: DEFAULTS.businessInfoType,
  value: '',
  description: '',
  username: '',
  email: '',
  password: '',
  url: '',
  expirationDate: '',
  cost: '',
  isActive: DEFAULTS.businessInfoIsActive,
  tagsText: '',
};

function fromItem(item: BusinessInfo): BusinessInfoFormValues {
  return {
    name: item.name,
    category: item.category,
    type: item.type,
    value: item.value,
    description: item.description ?? '',
    username: item.username ?? '',
    email: item.email ?? '',
    password: item.password ?? '',
    url: item.url ?? '',
    expirationDate: item.expirationDate ?? '',
    cost: item.cost ?? '',
    isActive: item.isActive,
    tagsText: formatCommaList(item.tags),
  };
}

function toBusinessInfoSubmit({ tagsText, cost, ...rest }: BusinessInfoFormValues): BusinessInfoSubmit {
  return { ...rest, tags: parseCommaList(tagsText), cost: cost === '' ? null : String(cost) };
}

export function BusinessInfoForm({
  item,
  saving,
  onSubmit,
  onCancel,
}: {
  item?: BusinessInfo | null;
  saving: boolean;
  onSubmit: (values: BusinessInfoSubmit) => void;
  onCancel: () => void;
}) {
  const form = useForm<BusinessInfoFormValues>({
    initialValues: item ? fromItem(item) : empty,
    validate: schemaResolver(ZBusinessInfoCreateInput, { sync: true }),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(toBusinessInfoSubmit(values)))} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Value" withAsterisk {...form.getInputProps('value')} />
          <Select
            label="Category"
            data={[...BUSINESS_INFO_CATEGORIES]}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <Select
            label="Type"
            data={[...BUSINESS_INFO_TYPES]}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <TextInput label="Username" autoComplete="off" {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
          <TextInput label="URL" type="url" {...form.getInputProps('url')} />
          <TextInput label="Expiration date" type="date" {...form.getInputProps('expirationDate')} />
          <NumberInput label="Cost" step={0.01} decimalScale={2} prefix="$" {...form.getInputProps('cost')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <TextInput label="Tags" description="Separate tags with commas" {...form.getInputProps('tagsText')} />
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {item ? 'Save Changes' : 'Add Information'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
