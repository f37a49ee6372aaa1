import { type TwoFactorSetup, ZTwoFactorCodeInput } from '@app/domain';
import {
  Alert,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { downloadText } from '../../lib/download.ts';
import { type ClientError, serverReason } from '../../lib/server-reason.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

// The QR encoder is a chunk of its own, loaded when a set-up starts.
const TwoFactorQrCode = lazy(() =>
  import('./TwoFactorQrCode.tsx').then((m) => ({ default: m.TwoFactorQrCode })),
);

/** The code field of the set-up and the turn-off forms: the server's reason for a refusal goes under it. */
export function useTwoFactorCodeForm() {
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(ZTwoFactorCodeInput, { sync: true }),
  });
  const refused = (error: ClientError, fallback: string) => {
    const reason = serverReason(error) ?? fallback;
    form.setFieldError('code', reason);
    toastError(reason);
  };
  return { form, refused };
}

/** The recovery codes, shown this once: copied, downloaded or written down before the user moves on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <Stack>
      <Alert color="yellow" title="Save your recovery codes now">
        These codes are shown once and never again. Each one signs you in once if you lose your phone; keep
        them somewhere safe, apart from your phone.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="md">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          onClick={() => downloadText('recovery-codes.txt', `${text}\n`, 'text/plain;charset=utf-8')}
        >
          Download codes
        </Button>
        <Button ml="auto" onClick={onDone}>
          I have saved my codes
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A started set-up (POST /api/auth/2fa/setup's answer) confirmed with a first code, then the recovery
 * codes. Used by the Profile card's dialog and by the set-up screen a company requirement sends to.
 */
export function TwoFactorSetupSteps({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { form, refused } = useTwoFactorCodeForm();
  const enable = trpc.auth.twoFactor.enable.useMutation({
    onSuccess: async (result) => {
      setRecoveryCodes(result.recoveryCodes);
      toastSuccess('Two-factor sign-in is on');
      await utils.auth.twoFactor.status.invalidate();
    },
    onError: (error) => refused(error, 'Two-factor sign-in could not be turned on'),
  });
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  return (
    <form onSubmit={form.onSubmit((values) => enable.mutate(values))} noValidate>
      <Stack>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Open an authenticator app on your phone (Google Authenticator, 1Password, Authy…).
          </List.Item>
          <List.Item>Scan the QR code, or type the secret below.</List.Item>
          <List.Item>Enter the 6-digit code the app shows.</List.Item>
        </List>
        <Center mih={192}>
          <Suspense fallback={<Loader aria-label="Loading the QR code" />}>
            <TwoFactorQrCode uri={setup.otpauthUri} />
          </Suspense>
        </Center>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Secret"
            value={setup.secret}
            readOnly
            flex={1}
            data-testid="two-factor-secret"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TextInput
          label="Code from the app"
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.getInputProps('code')}
        />
        <Text size="sm" c="dimmed">
          Until you confirm a code, sign-in stays as it is.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={enable.isPending}>
            Turn On
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
