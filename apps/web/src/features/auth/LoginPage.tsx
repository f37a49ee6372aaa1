import { type LoginInput, loginWelcome, MESSAGES } from '@app/domain';
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { BRAND_NAME } from '../../theme.ts';

const USER_STORAGE_KEY = 'user';

/** The form's schema (zod), loaded once, when the form is first used (see login-schema.ts). */
let loginSchema: Promise<typeof import('./login-schema.ts')> | undefined;
const loadLoginSchema = () => {
  loginSchema ??= import('./login-schema.ts').catch((error: unknown) => {
    loginSchema = undefined; // a network failure: the next submit asks again
    throw error;
  });
  return loginSchema;
};
/** Asks for the schema ahead of the first submit; a failure there is the submit's to report. */
const prefetchLoginSchema = () => {
  loadLoginSchema().catch(() => {});
};

/**
 * `prerendered`: the markup of the build (src/prerender.tsx), on screen until the app has started. Its
 * fields and buttons do nothing yet, and say so (read-only fields, aria-disabled buttons: both look the
 * same): what was typed before the app takes over would be lost, and a test waits for the app's form.
 */
export function LoginPage({ onBack, prerendered = false }: { onBack: () => void; prerendered?: boolean }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', code: undefined as string | undefined },
  });
  // One sign-in at a time: two clicks in the same moment (before React has re-rendered the button as
  // disabled) would otherwise send the password twice.
  const submitting = useRef(false);
  // An account with two-factor sign-in answers the right password with a request for its code: the
  // same form then asks for it and sends the password again with the code.
  const [askCode, setAskCode] = useState(false);
  const login = trpc.auth.login.useMutation({
    onSuccess: async (result) => {
      if ('twoFactorRequired' in result) {
        setAskCode(true);
        form.setFieldValue('code', '');
        return;
      }
      const { user } = result;
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      toastSuccess(loginWelcome(user), MESSAGES.login.successTitle);
      // The answer is the session: no second request to learn who signed in. The dashboard's route
      // loader asks for its data while the shell's code loads.
      utils.auth.session.setData(undefined, { user });
      // A company requirement of two-factor sign-in the user has not met: its set-up comes first.
      void navigate(user.twoFactorPending ? '/two-factor-setup' : '/dashboard');
    },
    onError: (error) =>
      toastError(error.message || MESSAGES.login.invalidCredentials, MESSAGES.login.failedTitle),
  });

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      const schema = await loadLoginSchema().catch(() => undefined);
      if (!schema) {
        toastError(
          'The sign-in form could not load. Check your connection and try again.',
          MESSAGES.login.failedTitle,
        );
        return;
      }
      const errors = schemaResolver(schema.ZLoginInput, { sync: true })(form.getValues());
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return;
      // A refusal is shown by onError; here it only ends the sign-in in flight.
      await login.mutateAsync(form.getValues() as LoginInput).catch(() => {});
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Center mih="100vh" bg="var(--app-color-surface)">
      <Paper withBorder shadow="sm" p="xl" w={380} component="main">
        {/* method="post": the page is also rendered at build time (src/prerender.tsx), where a form sent
            before the app has started must not put the password in the address (the server answers it
            with the page again). */}
        <form
          method="post"
          onSubmit={(event) => void submit(event)}
          onFocus={prefetchLoginSchema}
          onPointerDown={prefetchLoginSchema}
          noValidate
        >
          <Stack>
            <Title order={1} fz="h2" ta="center">
              {BRAND_NAME}
            </Title>
            <Text c="dimmed" ta="center" fz="sm">
              Sign in to your back office
            </Text>
            <TextInput
              label="Username"
              autoComplete="username"
              readOnly={prerendered}
              key={form.key('username')}
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              readOnly={prerendered}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            {askCode && (
              <TextInput
                label="Two-factor code"
                description="The 6-digit code from your authenticator app, or one of your recovery codes"
                autoComplete="one-time-code"
                data-autofocus
                autoFocus
                key={form.key('code')}
                {...form.getInputProps('code')}
              />
            )}
            <Anchor component={Link} to="/forgot-password" fz="sm" ta="right">
              Forgot password?
            </Anchor>
            <Button type="submit" disabled={login.isPending} aria-disabled={prerendered || undefined}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
            <Button variant="subtle" onClick={onBack} aria-disabled={prerendered || undefined}>
              Back to Home
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
