import { MESSAGES, ZChangePasswordForm } from '@app/domain';
import { Card, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { PasswordChangeForm } from '../../components/PasswordChangeForm.tsx';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

export function ChangePasswordCard({ userId }: { userId: number }) {
  const change = trpc.users.changePassword.useMutation({
    onSuccess: () => toastSuccess('Password changed successfully'),
    onError: (error) =>
      toastError(error.message || MESSAGES.password.changeFailed, MESSAGES.password.changeFailedTitle),
  });
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="md">
        Change Password
      </Title>
      <PasswordChangeForm
        validate={schemaResolver(ZChangePasswordForm, { sync: true })}
        saving={change.isPending}
        change={(values) => change.mutateAsync({ id: userId, ...values })}
      />
    </Card>
  );
}
