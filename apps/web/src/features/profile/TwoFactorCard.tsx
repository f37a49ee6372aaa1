import { formatDate, type TwoFactorSetup } from '@app/domain';
import { Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { TwoFactorSetupSteps, useTwoFactorCodeForm } from './TwoFactorSetup.tsx';

/** Turning it off: a current code of the app, so a borrowed session alone cannot. */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const utils = trpc.useUtils();
  const { form, refused } = useTwoFactorCodeForm();
  const disable = trpc.auth.twoFactor.disable.useMutation({
    onSuccess: async (status) => {
      utils.auth.twoFactor.status.setData(undefined, status);
      toastSuccess('Two-factor sign-in is off');
      onDone();
      // The company may require it of this user: set-up is pending again at once.
      if (status.required) await utils.auth.session.invalidate();
    },
    onError: (error) => refused(error, 'Two-factor sign-in could not be turned off'),
  });
  return (
    <form onSubmit={form.onSubmit((values) => disable.mutate(values))} noValidate>
      <Stack>
        <Text size="sm">
          Enter the current 6-digit code from your authenticator app. Your recovery codes stop working too.
        </Text>
        <TextInput
          label="Code from the app"
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={disable.isPending}>
            Turn Off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The Profile screen's two-factor sign-in: whether it is on, set it up, turn it off. */
export function TwoFactorCard() {
  const status = trpc.auth.twoFactor.status.useQuery();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const start = trpc.auth.twoFactor.setup.useMutation({
    onSuccess: setSetup,
    onError: (error) => toastError(error.message || 'Two-factor set-up could not start'),
  });
  const state = status.data;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4">
          Two-factor sign-in
        </Title>
        {state ? (
          <Badge color={state.enabled ? 'green' : 'gray'} variant="light">
            {state.enabled ? 'On' : 'Off'}
          </Badge>
        ) : null}
      </Group>
      {status.isError ? (
        <Text c="red">{status.error.message || 'Failed to load two-factor sign-in'}</Text>
      ) : !state ? (
        <Text c="dimmed">Loading...</Text>
      ) : state.enabled ? (
        <Stack gap="sm">
          <Text size="sm">
            Sign-in asks for a code from your authenticator app after your password
            {state.enabledAt ? ` (on since ${formatDate(state.enabledAt)})` : ''}.
          </Text>
          <Text size="sm" data-testid="recovery-codes-left">
            {state.recoveryCodesLeft} of 10 recovery codes left.
          </Text>
          {state.required ? (
            <Text size="sm" c="dimmed">
              Your company requires two-factor sign-in: turning it off asks you to set it up again.
            </Text>
          ) : null}
          <Group>
            <Button color="red" variant="light" onClick={() => setTurningOff(true)}>
              Turn Off
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Protect your account with a second step at sign-in: a code from an authenticator app on your
            phone.
          </Text>
          <Group>
            <Button onClick={() => start.mutate()} loading={start.isPending}>
              Set Up
            </Button>
          </Group>
        </Stack>
      )}
      <Modal
        opened={setup !== null}
        onClose={() => setSetup(null)}
        title="Set up two-factor sign-in"
        size="lg"
        closeOnClickOutside={false}
      >
        {setup ? <TwoFactorSetupSteps setup={setup} onDone={() => setSetup(null)} /> : null}
      </Modal>
      <Modal opened={turningOff} onClose={() => setTurningOff(false)} title="Turn off two-factor sign-in">
        <TurnOffForm onDone={() => setTurningOff(false)} />
      </Modal>
    </Card>
  );
}
