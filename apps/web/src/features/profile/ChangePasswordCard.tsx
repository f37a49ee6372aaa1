import { MESSAGES, ZChangePasswordForm } from '@app/domain';
import { Button, Card, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useUnloadGuard } from '../../lib/dialog-form.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

export function ChangePasswordCard({ userId }: { userId: number }) {
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ZChangePasswordForm, { sync: true }),
  });
  // Closing or reloading the tab with unsaved typing asks first.
  useUnloadGuard(form.isDirty(), () => form.isDirty());
  const change = trpc.users.changePassword.useMutation({
    onSuccess: () => {
      toastSuccess('Password changed successfully');
      form.reset();
    },
    onError: (error) =>
      toastError(error.message || MESSAGES.password.changeFailed, MESSAGES.password.changeFailedTitle),
  });
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="md">
        Change Password
      </Title>
      <form
        onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
          change.mutate({ id: userId, currentPassword, newPassword }),
        )}
        noValidate
      >
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
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
