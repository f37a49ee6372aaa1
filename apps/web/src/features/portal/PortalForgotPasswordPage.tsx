import { PORTAL_LINK_TEXTS, ZPortalForgotPasswordInput } from '@app/domain';
import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc.ts';

/**
 * /portal/forgot-password: a client asks for a link to choose a new password. The answer is the same
 * whatever the e-mail (the server tells nobody which e-mails have a portal); only asking too often is
 * refused.
 */
export function PortalForgotPasswordPage() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ZPortalForgotPasswordInput, { sync: true }),
  });
  const request = trpc.portal.forgotPassword.useMutation();

  return (
    <Center mih="60vh">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%">
        <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
          <Stack>
            <Title order={1} fz="h2" ta="center">
              Forgot password?
            </Title>
            {request.isSuccess ? (
              <Alert color="green" title="Check your e-mail" role="status">
                {PORTAL_LINK_TEXTS.resetRequested}
              </Alert>
            ) : (
              <>
                <Text c="dimmed" ta="center" fz="sm">
                  Enter the e-mail you sign in to your portal with, and we will send you a link to choose a
                  new password.
                </Text>
                {request.error && (
                  <Alert color="red" title="Not sent" role="alert">
                    {request.error.message}
                  </Alert>
                )}
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <Button type="submit" loading={request.isPending}>
                  Send Link
                </Button>
              </>
            )}
            <Anchor component={Link} to="/portal/login" fz="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
