import { type ClientPortalPasswordReset, ZClientPortalPasswordReset } from '@app/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDialogForm } from '../../lib/dialog-form.ts';

/** A new portal password; the same 8-character rule as on create. */
export function ResetPasswordForm({
  saving,
  onSubmit,
  onCancel,
}: {
  saving: boolean;
  onSubmit: (values: ClientPortalPasswordReset) => void;
  onCancel: () => void;
}) {
  const form = useForm<ClientPortalPasswordReset>({
    initialValues: { password: '' },
    validate: schemaResolver(ZClientPortalPasswordReset, { sync: true }),
  });
  useDialogForm(form);
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <PasswordInput
          label="New password"
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
