import { type ClientPortal, type PortalStatus, ZClientPortalUpdateInput } from '@app/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';
import { PORTAL_STATUS_OPTIONS } from './ClientPortalForm.tsx';

export type ManageAccessValues = { email: string; status: PortalStatus };

/** Who can sign in to a portal (its e-mail) and whether it is open (its status). */
export function ManageAccessForm({
  portal,
  saving,
  onSubmit,
  onCancel,
}: {
  portal: ClientPortal;
  saving: boolean;
  onSubmit: (values: ManageAccessValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ManageAccessValues>({
    initialValues: { email: portal.email, status: portal.status },
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
