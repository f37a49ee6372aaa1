import {
  PORTAL_STATUS_LABELS,
  PORTAL_STATUSES,
  type PortalStatus,
  ZClientPortalCreateInput,
} from '@app/domain';
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

export type PortalClientOption = { id: number; name: string; contactEmail: string };
export type PortalEventOption = { id: number; name: string };

export type ClientPortalFormValues = {
  clientId: string | null;
  clientName: string;
  email: string;
  eventId: string | null;
  eventName: string;
  password: string;
  status: PortalStatus;
};

const empty: ClientPortalFormValues = {
  clientId: null,
  clientName: '',
  email: '',
  eventId: null,
  eventName: '',
  password: '',
  status: 'active',
};

export const PORTAL_STATUS_OPTIONS = PORTAL_STATUSES.map((value) => ({
  value,
  label: PORTAL_STATUS_LABELS[value],
}));

/**
 * The Create Portal form (spec §5): choosing a client fills clientName and e-mail and asks the page for
 * that client's events; the event select stays disabled until a client is chosen; choosing an event
 * fills eventName. The password needs at least 8 characters.
 */
export function ClientPortalForm({
  clients,
  events,
  saving,
  onClientChange,
  onSubmit,
  onCancel,
}: {
  clients: PortalClientOption[];
  events: PortalEventOption[];
  saving: boolean;
  onClientChange: (clientId: number | null) => void;
  onSubmit: (values: ClientPortalFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ClientPortalFormValues>({
    initialValues: empty,
    validate: schemaResolver(ZClientPortalCreateInput, { sync: true }),
  });
  useDialogForm(form);

  const chooseClient = (value: string | null) => {
    const client = clients.find((c) => String(c.id) === value);
    form.setValues({
      clientId: value,
      clientName: client?.name ?? '',
      email: client?.contactEmail ?? '',
      eventId: null,
      eventName: '',
    });
    onClientChange(client ? client.id : null);
  };

  const chooseEvent = (value: string | null) => {
    const event = events.find((e) => String(e.id) === value);
    form.setValues({ eventId: value, eventName: event?.name ?? '' });
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Client"
            placeholder="Select a client"
            searchable
            data={clients.map((c) => ({ value: String(c.id), label: c.name }))}
            value={form.values.clientId}
            onChange={chooseClient}
            nothingFoundMessage="No clients found"
          />
          <Select
            label="Event"
            placeholder={form.values.clientId ? 'Select an event' : 'Select a client first'}
            searchable
            disabled={!form.values.clientId}
            data={events.map((e) => ({ value: String(e.id), label: e.name }))}
            value={form.values.eventId}
            onChange={chooseEvent}
            nothingFoundMessage="No events for this client"
          />
          <TextInput label="Client name" withAsterisk {...form.getInputProps('clientName')} />
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label="Event name" withAsterisk {...form.getInputProps('eventName')} />
          <Select
            label="Status"
            data={PORTAL_STATUS_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Create Portal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
