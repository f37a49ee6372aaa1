import { CLIENT_STATUSES, type Client, ZClientCreateInput } from '@app/domain';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type ClientFormValues = {
  name: string;
  industry: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  secondContactName: string;
  secondContactEmail: string;
  secondContactPhone: string;
  notes: string;
  status: (typeof CLIENT_STATUSES)[number];
};

const empty: ClientFormValues = {
  name: '',
  industry: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  address: '',
  secondContactName: '',
  secondContactEmail: '',
  secondContactPhone: '',
  notes: '',
  status: 'active',
};

/** The client's values as the form holds them: text fields hold '' where the client has nothing. */
function formValues(client: Client): ClientFormValues {
  return {
    name: client.name,
    industry: client.industry,
    contactName: client.contactName,
    contactEmail: client.contactEmail,
    contactPhone: client.contactPhone ?? '',
    address: client.address ?? '',
    secondContactName: client.secondContactName ?? '',
    secondContactEmail: client.secondContactEmail ?? '',
    secondContactPhone: client.secondContactPhone ?? '',
    notes: client.notes ?? '',
    status: client.status,
  };
}

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
    initialValues: client ? formValues(client) : empty,
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
        {/* A client is often two people (a couple): the second contact is optional. */}
        <Fieldset legend="Second contact (optional)" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Second contact name" {...form.getInputProps('secondContactName')} />
            <TextInput
              label="Second contact email"
              type="email"
              {...form.getInputProps('secondContactEmail')}
            />
            <TextInput label="Second contact phone" {...form.getInputProps('secondContactPhone')} />
          </SimpleGrid>
        </Fieldset>
        <Textarea label="Notes" autosize minRows={2} maxRows={8} {...form.getInputProps('notes')} />
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
