import { CLIENT_STATUSES, type Client, ZClientCreateInput } from '@app/domain';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type ClientFormValues = {
  name: string;
  industry: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  status: (typeof CLIENT_STATUSES)[number];
};

const empty: ClientFormValues = {
  name: '',
  industry: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  address: '',
  status: 'active',
};

export function ClientForm({
  client,
  saving,
  onSubmit,
  onCancel,
}: {
  client?: Client | null;
  saving: boolean;
  onSubmit: (values: ClientFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ClientFormValues>({
    initialValues: client
      ? { ...empty, ...client, contactPhone: client.contactPhone ?? '', address: client.address ?? '' }
      : empty,
    validate: schemaResolver(ZClientCreateInput, { sync: true }),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Industry" withAsterisk {...form.getInputProps('industry')} />
          <TextInput label="Contact name" withAsterisk {...form.getInputProps('contactName')} />
          <TextInput
            label="Contact email"
            type="email"
            withAsterisk
            {...form.getInputProps('contactEmail')}
          />
          <TextInput label="Contact phone" {...form.getInputProps('contactPhone')} />
          <Select
            label="Status"
            data={[...CLIENT_STATUSES]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {client ? 'Save Changes' : 'Add Client'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
