import { PASSWORD_RESET_TEXTS, ZForgotPasswordForm, ZResetPasswordForm } from '@app/domain';
import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type ClientError, serverIssues } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/*
 * "Forgot password?" for staff, outside the signed-in app (router.tsx): /forgot-password asks for a link
 * by username or e-mail address, /reset-password?token=… sets the new password. Only the components of
 * the sign-in page are used, so no stylesheet beyond the first paint's is needed.
 */

const FORGOT_PATH = '/forgot-password';

/** A card like the sign-in page's, with its heading and a way back to it. */
function Card({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Center mih="100vh" bg="var(--app-color-surface)" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420} maw="100%" component="main">
        <Stack>
          <Title order={1} fz="h2" ta="center">
            {title}
          </Title>
          <Text c="dimmed" ta="center" fz="sm">
            {intro}
          </Text>
          {children}
          <Anchor component={Link} to="/login" ta="center" fz="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

/** A refusal the user must read, in the error colour (readable on the card: theme.ts). */
function Problem({ children }: { children: ReactNode }) {
  return (
    <Text role="alert" fz="sm" style={{ color: 'var(--mantine-color-error)' }}>
      {children}
    </Text>
  );
}

/**
 * The field is sent as the username and, when it looks like an address, as the e-mail too: a username
 * may hold an "@", and the server finds the account either way.
 */
function lookup(name: string): { username: string; email?: string } {
  const value = name.trim();
  return value.includes('@') ? { username: value, email: value } : { username: value };
}

/** /forgot-password: one field; the answer is the same whether an account matched or not. */
export function ForgotPasswordPage() {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaResolver(ZForgotPasswordForm, { sync: true }),
  });
  const request = trpc.auth.forgotPassword.useMutation();
  return (
    <Card
      title="Forgot your password?"
      intro="Enter your username or e-mail address. If an account matches, we will e-mail it a link to choose a new password."
    >
      {request.data ? (
        <Text role="status" ta="center">
          {request.data.message}
        </Text>
      ) : (
        <form onSubmit={form.onSubmit((values) => request.mutate(lookup(values.name)))} noValidate>
          <Stack>
            {request.error && <Problem>{request.error.message}</Problem>}
            <TextInput
              label="Username or e-mail"
              autoComplete="username"
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <Button type="submit" loading={request.isPending}>
              Send link
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}

/**
 * A refusal of the link itself (not valid: 400 without field issues; used or expired: 409), as opposed
 * to the new password's, or a failure of the server or the network (the form stays, to try again).
 */
function isLinkRefusal(error: ClientError): boolean {
  const status = error.data?.httpStatus;
  return status === 404 || status === 409 || (status === 400 && serverIssues(error).length === 0);
}

/**
 * /reset-password?token=…: the new password twice. Set, the user signs in with it (every session of the
 * account has ended); a link that cannot be used says why, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(ZResetPasswordForm, { sync: true }),
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: async (answer) => {
      // Signed in as this account anywhere, this browser too, the session has ended.
      await utils.auth.session.invalidate();
      toastSuccess(answer.message, 'Password changed');
      await navigate('/login', { replace: true });
    },
    onError: (error) => {
      for (const issue of serverIssues(error)) form.setFieldError(issue.path, issue.message);
    },
  });
  const linkProblem = !token
    ? PASSWORD_RESET_TEXTS.linkInvalid
    : reset.error && isLinkRefusal(reset.error)
      ? reset.error.message
      : null;
  return (
    <Card title="Choose a new password" intro="Type the new password twice. It signs you out everywhere.">
      {linkProblem ? (
        <Stack>
          <Problem>{linkProblem}</Problem>
          <Button component={Link} to={FORGOT_PATH} variant="light">
            Ask for a new link
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))} noValidate>
          <Stack>
            {reset.error && !isLinkRefusal(reset.error) && serverIssues(reset.error).length === 0 && (
              <Problem>{reset.error.message}</Problem>
            )}
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" loading={reset.isPending}>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
