import {
  EVENT_STATUSES,
  EVENT_TYPES,
  type EventCreateInput,
  type EventRecord,
  endDateIssue,
  makeMoney,
  mustBePositive,
  REQUIRED,
  ZEventCreateInput,
} from '@app/domain';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ClientSelect } from '../../components/ClientSelect.tsx';
import { useDialogForm } from '../../lib/dialog-form.ts';
import { eventStatusLabel } from './event-status-colors.ts';

export type EventFormValues = {
  name: string;
  type: string | null;
  clientId: string | null;
  clientName: string;
  date: string;
  time: string;
  endDate: string;
  setupDays: string | number;
  teardownDays: string | number;
  venue: string;
  budget: string | number;
  status: string;
  description: string;
};

// Spec §5 lists budget among the required fields, so a blank budget says 'Required' rather than
// silently becoming the server's default of 0.
// The end date of a multi-day event is checked against its date here as the server does.
const ZEventForm = ZEventCreateInput.extend({
  budget: makeMoney({ requiredMessage: REQUIRED, negativeMessage: mustBePositive('Budget') }),
}).superRefine((event, ctx) => {
  const issue = endDateIssue(event);
  if (issue) ctx.addIssue({ code: 'custom', path: ['endDate'], message: issue });
});

const empty: EventFormValues = {
  name: '',
  type: null,
  clientId: null,
  clientName: '',
  date: '',
  time: '',
  endDate: '',
  setupDays: 0,
  teardownDays: 0,
  venue: '',
  budget: '',
  status: 'planning',
  description: '',
};

function valuesOf(event: EventRecord): EventFormValues {
  return {
    ...event,
    clientId: event.clientId === null ? null : String(event.clientId),
    endDate: event.endDate ?? '',
    description: event.description ?? '',
  };
}

export function EventForm({
  event,
  saving,
  onSubmit,
  onCancel,
}: {
  event?: EventRecord | null;
  saving: boolean;
  onSubmit: (values: EventCreateInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<EventFormValues, EventCreateInput>({
    initialValues: event ? valuesOf(event) : empty,
    validate: schemaResolver(ZEventForm, { sync: true }),
    transformValues: (values) => ZEventForm.parse(values),
  });
  useDialogForm(form);
  const { clientId, clientName } = form.getValues();
  // The name of a chosen client is that client's, read-only; only a walk-in's name is typed.
  const linked = clientId !== null;
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Event name" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Event type"
            withAsterisk
            data={[...EVENT_TYPES]}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <ClientSelect
            value={clientId}
            selected={clientId ? { id: clientId, name: clientName } : null}
            onChange={(client) => {
              form.setFieldValue('clientId', client?.id ?? null);
              // Spec §2.9: choosing a client fills in its name. Clearing the client leaves an empty name
              // to type (a walk-in), not the former client's.
              form.setFieldValue('clientName', client?.name ?? '');
            }}
            description="Leave empty if there is no client record"
            error={form.errors.clientId}
          />
          <TextInput
            label="Client name"
            withAsterisk={!linked}
            readOnly={linked}
            variant={linked ? 'filled' : 'default'}
            description={linked ? "The chosen client's name" : 'Type the name (no client record)'}
            {...form.getInputProps('clientName')}
          />
          <TextInput label="Date" type="date" withAsterisk {...form.getInputProps('date')} />
          <TextInput label="Time" type="time" withAsterisk {...form.getInputProps('time')} />
          <TextInput
            label="End date"
            type="date"
            description="The last day of a multi-day event; empty for one day"
            {...form.getInputProps('endDate')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Setup days"
              description="Equipment goes out this many days before"
              allowDecimal={false}
              {...form.getInputProps('setupDays')}
            />
            <NumberInput
              label="Teardown days"
              description="Equipment comes back this many days after"
              allowDecimal={false}
              {...form.getInputProps('teardownDays')}
            />
          </Group>
          <TextInput label="Venue" withAsterisk {...form.getInputProps('venue')} />
          <NumberInput
            label="Budget"
            withAsterisk
            step={0.01}
            decimalScale={2}
            prefix="$"
            thousandSeparator=","
            {...form.getInputProps('budget')}
          />
          <Select
            label="Status"
            data={EVENT_STATUSES.map((s) => ({ value: s, label: eventStatusLabel(s) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {event ? 'Save Changes' : 'Create Event'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
