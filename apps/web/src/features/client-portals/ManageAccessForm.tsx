import { type ClientPortal, type PortalStatus, ZClientPortalUpdateInput } from '@app/domain';
import { Button, Checkbox, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';
import { PORTAL_STATUS_OPTIONS } from './ClientPortalForm.tsx';

export type ManageAccessValues = {
  email: string;
  status: PortalStatus;
  showBudget: boolean;
  shownEventIds: number[];
};

/**
 * Who can sign in to a portal (its e-mail), whether it is open (its status), and what it shows: the
 * client's other events besides the portal's own, and whether their budgets show.
 */
export function ManageAccessForm({
  portal,
  otherEvents = [],
  saving,
  onSubmit,
  onCancel,
}: {
  portal: ClientPortal;
  /** The portal's client's events other than the portal's own, to show as well. */
  otherEvents?: ReadonlyArray<{ id: number; name: string }>;
  saving: boolean;
  onSubmit: (values: ManageAccessValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ManageAccessValues>({
    initialValues: {
      email: portal.email,
      status: portal.status,
      showBudget: portal.showBudget,
      shownEventIds: portal.shownEventIds,
    },
    validate: schemaResolver(ZClientPortalUpdateInput, { sync: true }),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <Select
          label="Status"
          data={PORTAL_STATUS_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <MultiSelect
          label="Other events shown"
          description="More of the client's events to show in the portal, besides the portal's own event"
          placeholder={otherEvents.length ? 'Pick events' : 'The client has no other events'}
          disabled={otherEvents.length === 0}
          data={otherEvents.map((e) => ({ value: String(e.id), label: e.name }))}
          value={form.getValues().shownEventIds.map(String)}
          onChange={(ids) => form.setFieldValue('shownEventIds', ids.map(Number))}
          error={form.errors.shownEventIds}
          searchable
        />
        <Checkbox
          label="Show the budget of these events to the client"
          {...form.getInputProps('showBudget', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save Access
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
