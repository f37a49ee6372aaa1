// Mantine's stylesheets beyond the landing and login pages' (styles/screens.css), before this code renders.
import '../../styles/screens.css';
import type { TwoFactorSetup } from '@app/domain';
import { TWO_FACTOR_TEXTS } from '@app/domain';
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { TwoFactorSetupSteps } from '../profile/TwoFactorSetup.tsx';
import { useSession } from './use-session.ts';

/**
 * Where a user is kept while their company requires two-factor sign-in of them and they have not set
 * it up (router.tsx sends every signed-in address here): the set-up and signing out, nothing else.
 */
function TwoFactorRequiredPage() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const start = trpc.auth.twoFactor.setup.useMutation({
    onSuccess: setSetup,
    onError: (error) => toastError(error.message || 'Two-factor set-up could not start'),
  });
  const logout = trpc.auth.logout.useMutation({
    onSettled: async () => {
      localStorage.removeItem('user');
      await utils.auth.session.reset();
      await navigate('/');
      queryClient.removeQueries({ type: 'inactive' });
    },
  });
  // Set up: the session no longer says pending, and the app opens.
  const done = async () => {
    await utils.auth.session.invalidate();
    await navigate('/dashboard', { replace: true });
  };
  return (
    <Center mih="100vh" bg="var(--app-color-surface)" p="md">
      <Paper withBorder shadow="sm" p="xl" w={560} component="main">
        <Stack>
          <Title order={1} fz="h2">
            Set up two-factor sign-in
          </Title>
          <Text size="sm">{TWO_FACTOR_TEXTS.setupRequired.split('. ')[0]}.</Text>
          {setup ? (
            <TwoFactorSetupSteps setup={setup} onDone={() => void done()} />
          ) : (
            <Text size="sm">
              You need an authenticator app on your phone. Setting up takes a minute: scan a QR code, then
              type the code the app shows.
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
              Sign Out
            </Button>
            {setup ? null : (
              <Button onClick={() => start.mutate()} loading={start.isPending}>
                Start Set-up
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** /two-factor-setup: the set-up screen for a pending user; anyone else goes where they belong. */
export function TwoFactorRequiredRoute() {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (!user.twoFactorPending) return <Navigate to="/dashboard" replace />;
  return <TwoFactorRequiredPage />;
}
