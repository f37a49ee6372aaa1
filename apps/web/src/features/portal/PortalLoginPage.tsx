import { PORTAL_LINK_TEXTS, ZPortalLoginInput } from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc.ts';
import type { PortalLoginState } from './PortalSetPasswordPage.tsx';
import { usePortalSession } from './use-portal-session.ts';

/** /portal/login: a client signs in with the e-mail and password their planner gave them. */
export function PortalLoginPage() {
  const session = usePortalSession();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  // Sent here by the set-password page once the password is set.
  const passwordSet = (useLocation().state as PortalLoginState | null)?.passwordSet === true;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZPortalLoginInput, { sync: true }),
  });
  const login = trpc.portal.login.useMutation({
    onSuccess: (answer) => {
      // The answer is the session: no second request to learn who signed in.
      utils.portal.session.setData(undefined, answer);
      void navigate('/portal');
    },
  });
  if (session.portal) return <Navigate to="/portal" replace />;

  return (
    <Center mih="60vh">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%">
        <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
          <Stack>
            <Title order={1} fz="h2" ta="center">
              Client Portal
            </Title>
            <Text c="dimmed" ta="center" fz="sm">
              Sign in to see your event, your documents and to send us files.
            </Text>
            {passwordSet && !login.error && (
              <Alert color="green" title="Password set" role="status">
                {PORTAL_LINK_TEXTS.passwordSet}
              </Alert>
            )}
            {login.error && (
              <Alert color="red" title="Sign in failed" role="alert">
                {login.error.message}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Anchor component={Link} to="/portal/forgot-password" fz="sm" ta="right">
              Forgot password?
            </Anchor>
            <Button type="submit" loading={login.isPending}>
              Sign In
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
