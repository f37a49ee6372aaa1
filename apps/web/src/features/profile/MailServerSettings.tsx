import {
  type CompanySettings,
  type MailServerSource,
  SMTP_DEFAULT_PORTS,
  SMTP_SECURITIES,
  SMTP_SECURITY_LABELS,
  type SmtpSecurity,
  TEST_EMAIL_TEXTS,
  ZMailServerInput,
} from '@app/domain';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useUnloadGuard } from '../../lib/dialog-form.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

type Values = {
  smtpHost: string;
  smtpPort: number | string;
  smtpSecurity: SmtpSecurity;
  smtpUsername: string;
  smtpPassword: string;
  mailFrom: string;
};

/** Which server mail goes through now, and what saving here changes. */
export const MAIL_SERVER_IN_FORCE: Record<MailServerSource, string> = {
  company: 'E-mail is sent through this mail server.',
  environment:
    'E-mail is sent through the mail server set in the environment (SMTP_URL and MAIL_FROM). A host saved here is used instead.',
  none: 'No mail server is configured: e-mails wait in the outbox until one is set here (or SMTP_URL and MAIL_FROM), then go out.',
};

const SECURITY_OPTIONS = SMTP_SECURITIES.map((value) => ({ value, label: SMTP_SECURITY_LABELS[value] }));

/** The form's values as the API takes them: an empty port is the security's usual one. */
function toInput(values: Values) {
  return { ...values, smtpPort: values.smtpPort === '' ? null : Number(values.smtpPort) };
}

const resolve = schemaResolver(ZMailServerInput, { sync: true });

/**
 * The company's mail server, saved on its own. The password is never shown (the API does not answer
 * it): the field stays empty, and saving it empty keeps the stored one. Non-administrators see the
 * server, unchangeable, without the password field's value or the buttons.
 */
export function MailServerSettings({ settings, isAdmin }: { settings: CompanySettings; isAdmin: boolean }) {
  const readOnly = !isAdmin;
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    initialValues: {
      smtpHost: settings.smtpHost ?? '',
      smtpPort: settings.smtpPort ?? '',
      smtpSecurity: settings.smtpSecurity,
      smtpUsername: settings.smtpUsername ?? '',
      smtpPassword: '',
      mailFrom: settings.mailFrom ?? '',
    },
    validate: (values) => resolve(toInput(values)),
  });
  useUnloadGuard(form.isDirty(), () => form.isDirty());
  const save = trpc.companySettings.update.useMutation({
    onSuccess: async () => {
      toastSuccess('Mail server saved');
      await utils.companySettings.get.invalidate();
    },
    onError: (error) => toastError(error.message),
  });
  const test = trpc.companySettings.sendTestEmail.useMutation({
    onSuccess: (answer) => toastSuccess(TEST_EMAIL_TEXTS.queued(answer.to)),
    onError: (error) => toastError(error.message),
  });
  const passwordHint = settings.smtpPasswordSet
    ? 'A password is stored. Leave empty to keep it; clear the user name to remove it.'
    : 'No password is stored.';
  return (
    <Stack gap="xs" mt="lg">
      <Title order={3} fz="h5">
        Mail server
      </Title>
      <Alert color={settings.mailServer === 'none' ? 'yellow' : 'blue'} variant="light" p="xs">
        <Text size="sm" data-testid="mail-server-in-force">
          {MAIL_SERVER_IN_FORCE[settings.mailServer]}
        </Text>
      </Alert>
      <form
        onSubmit={form.onSubmit((values) => save.mutate({ ...toInput(values), version: settings.version }))}
        noValidate
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="SMTP host"
              description="Empty: no mail server here (SMTP_URL, if set, is used)"
              placeholder="smtp.example.com"
              disabled={readOnly}
              {...form.getInputProps('smtpHost')}
            />
            <Select
              label="Security"
              data={SECURITY_OPTIONS}
              allowDeselect={false}
              disabled={readOnly}
              {...form.getInputProps('smtpSecurity')}
            />
            <NumberInput
              label="Port"
              description={`Empty: ${SMTP_DEFAULT_PORTS[form.values.smtpSecurity]}, the usual port for this security`}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              {...form.getInputProps('smtpPort')}
            />
            <TextInput
              label="From address"
              description="What recipients see, e.g. Golden Hour Events <office@example.com>"
              disabled={readOnly}
              {...form.getInputProps('mailFrom')}
            />
            <TextInput
              label="SMTP user name"
              autoComplete="off"
              disabled={readOnly}
              {...form.getInputProps('smtpUsername')}
            />
            <PasswordInput
              label="SMTP password"
              description={passwordHint}
              placeholder={settings.smtpPasswordSet ? '••••••••' : undefined}
              autoComplete="new-password"
              disabled={readOnly}
              {...form.getInputProps('smtpPassword')}
            />
          </SimpleGrid>
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button
                variant="default"
                loading={test.isPending}
                disabled={form.isDirty()}
                title={form.isDirty() ? 'Save the mail server first' : undefined}
                onClick={() => test.mutate()}
              >
                Send Test E-mail
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save Mail Server
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
