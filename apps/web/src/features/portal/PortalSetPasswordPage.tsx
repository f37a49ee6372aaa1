import { PORTAL_LINK_TEXTS, type PortalSetPasswordForm, ZPortalSetPasswordForm } from '@app/domain';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc.ts';

/** What the sign-in page is told after a password was set here (it shows PORTAL_LINK_TEXTS.passwordSet). */
export type PortalLoginState = { passwordSet?: boolean };

/**
 * /portal/set-password?token=…: where an invitation's or a reset's link leads. The client chooses the
 * portal's password (twice); the server ends every session of the portal, so the client then signs in
 * with it. A link the server refuses (unknown, used, expired) shows the server's reason.
 */
export function PortalSetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const form = useForm<PortalSetPasswordForm>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ZPortalSetPasswordForm, { sync: true }),
  });
  const reset = trpc.portal.resetPassword.useMutation({
    onSuccess: () => {
      // Every session of the portal ended, this browser's too.
      utils.portal.session.setData(undefined, { portal: null });
      const state: PortalLoginState = { passwordSet: true };
      void navigate('/portal/login', { replace: true, state });
    },
  });
  const refusal = token ? reset.error?.message : PORTAL_LINK_TEXTS.invalid;

  return (
    <Center mih="60vh">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%">
        <form onSubmit={form.onSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))} noValidate>
          <Stack>
            <Title order={1} fz="h2" ta="center">
              Choose your password
            </Title>
            <Text c="dimmed" ta="center" fz="sm">
              You will sign in to your portal with your e-mail and this password.
            </Text>
            {refusal && (
              <Alert color="red" title="This link cannot be used" role="alert">
                {refusal}{' '}
                <Anchor component={Link} to="/portal/forgot-password" fz="sm">
                  Ask for a new link
                </Anchor>
              </Alert>
            )}
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              disabled={!token}
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              disabled={!token}
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" loading={reset.isPending} disabled={!token}>
              Set Password
            </Button>
            <Anchor component={Link} to="/portal/login" fz="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
