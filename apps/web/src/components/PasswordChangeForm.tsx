import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type UseFormInput, useForm } from '@mantine/form';
import { useUnloadGuard } from '../lib/dialog-form.ts';

type PasswordChange = { currentPassword: string; newPassword: string };
type PasswordChangeValues = PasswordChange & { confirmPassword: string };

/**
 * The current, new and confirmed password, checked by `validate` (the resolver of the staff's or the
 * client portal's rule), sent through `change`: cleared once the change is saved. A refusal whose
 * message is `wrongCurrentMessage` is also shown under the current password field. Closing the tab with unsaved typing asks first. The caller's mutation toasts.
 */
export function PasswordChangeForm({
  validate,
  saving,
  change,
  wrongCurrentMessage,
}: {
  validate: UseFormInput<PasswordChangeValues>['validate'];
  saving: boolean;
  change: (values: PasswordChange) => Promise<unknown>;
  wrongCurrentMessage?: string;
}) {
  const form = useForm<PasswordChangeValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate,
  });
  useUnloadGuard(form.isDirty(), () => form.isDirty());
  const submit = ({ currentPassword, newPassword }: PasswordChangeValues) =>
    change({ currentPassword, newPassword }).then(
      () => form.reset(),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : '';
        if (wrongCurrentMessage && message === wrongCurrentMessage)
          form.setFieldError('currentPassword', message);
      },
    );
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={saving}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
