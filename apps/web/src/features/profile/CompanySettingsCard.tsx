import {
  COMPANY_SETTINGS_ADMINS_ONLY,
  type CompanySettings,
  REMINDER_STEPS_MAX,
  reminderDaysFromText,
  ZCompanySettingsInput,
} from '@app/domain';
import {
  Avatar,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useUnloadGuard } from '../../lib/dialog-form.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { BRAND_NAME } from '../../theme.ts';
import { ImageUploadButton } from './ImageUploadButton.tsx';
import { MailServerSettings } from './MailServerSettings.tsx';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';

type Values = {
  companyName: string;
  description: string;
  website: string;
  address: string;
  phone: string;
  timeZone: string;
  invoicePrefix: string;
  invoiceNextNumber: number | string;
  /** The overdue reminders' days as typed: "3, 7, 14"; empty: off. */
  overdueReminderDays: string;
};

const resolveSettings = schemaResolver(ZCompanySettingsInput, { sync: true });

/** The form's checks: the settings' own, and the reminder days read as the API reads them. */
function validateSettings(values: Values) {
  const reminders = reminderDaysFromText(values.overdueReminderDays);
  return {
    ...resolveSettings(values),
    ...('error' in reminders ? { overdueReminderDays: reminders.error } : {}),
  };
}

/** Mirrors the saved settings into the spec's local-storage keys and tells the sidebar (spec §3). */
function publish(settings: CompanySettings) {
  const entries: Array<[string, string | null]> = [
    ['company_name', settings.companyName],
    ['company_logo', settings.logoUrl],
    ['company_description', settings.description],
    ['company_website', settings.website],
    ['company_address', settings.address],
    ['company_phone', settings.phone],
  ];
  for (const [key, value] of entries) {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  }
  window.dispatchEvent(
    new CustomEvent('company-info-updated', { detail: { companyName: settings.companyName } }),
  );
  window.dispatchEvent(new CustomEvent('company-logo-updated', { detail: settings.logoUrl }));
}

/** The reminder days the form checked ("3, 7, 14" → [3, 7, 14]). */
function days(text: string): number[] {
  const read = reminderDaysFromText(text);
  return 'days' in read ? read.days : [];
}

type Requirement = 'requireTwoFactorAdmins' | 'requireTwoFactorEveryone';

/**
 * Who must sign in with a second factor: administrators change it, and a switch saves at
 * once. Turning it on covers whoever has none yet, the admin too: they are sent to set it up.
 */
function TwoFactorRequirement({ settings }: { settings: CompanySettings }) {
  const utils = trpc.useUtils();
  const save = trpc.companySettings.update.useMutation({
    onSuccess: async () => {
      toastSuccess('Two-factor sign-in requirement saved');
      await Promise.all([utils.companySettings.get.invalidate(), utils.auth.twoFactor.status.invalidate()]);
      // The admin's own set-up may be pending now: the session says so, and the app sends them there.
      await utils.auth.session.invalidate();
    },
    onError: (error) => toastError(error.message),
  });
  const change = (field: Requirement, value: boolean) =>
    save.mutate({ [field]: value, version: settings.version });
  return (
    <Stack gap="xs" mt="lg">
      <Title order={3} fz="h5">
        Two-factor sign-in
      </Title>
      <Text size="sm" c="dimmed">
        Someone it covers who has not set it up is sent to set it up at their next step, and can do nothing
        else until it is done.
      </Text>
      <Switch
        label="Require two-factor sign-in for admins"
        checked={settings.requireTwoFactorAdmins}
        disabled={save.isPending}
        onChange={(event) => change('requireTwoFactorAdmins', event.currentTarget.checked)}
      />
      <Switch
        label="Require two-factor sign-in for everyone"
        checked={settings.requireTwoFactorEveryone}
        disabled={save.isPending}
        onChange={(event) => change('requireTwoFactorEveryone', event.currentTarget.checked)}
      />
    </Stack>
  );
}

/**
 * The company's settings: administrators change them; everyone else sees the same fields, disabled,
 * without the logo upload or Save (the server refuses their change with the same words).
 */
export function CompanySettingsCard({ settings, isAdmin }: { settings: CompanySettings; isAdmin: boolean }) {
  const readOnly = !isAdmin;
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    initialValues: {
      companyName: settings.companyName ?? BRAND_NAME,
      description: settings.description ?? '',
      website: settings.website ?? '',
      address: settings.address ?? '',
      phone: settings.phone ?? '',
      timeZone: settings.timeZone,
      invoicePrefix: settings.invoicePrefix,
      invoiceNextNumber: settings.invoiceNextNumber,
      overdueReminderDays: settings.overdueReminderDays.join(', '),
    },
    validate: validateSettings,
  });
  // Closing or reloading the tab with unsaved typing asks first.
  useUnloadGuard(form.isDirty(), () => form.isDirty());
  const save = trpc.companySettings.update.useMutation({
    onSuccess: async (saved) => {
      publish(saved);
      toastSuccess('Company settings saved');
      await utils.companySettings.get.invalidate();
    },
    onError: (error) => toastError(error.message),
  });
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="md">
        Company Settings
      </Title>
      {readOnly ? (
        <Text size="sm" c="dimmed" mb="md">
          {COMPANY_SETTINGS_ADMINS_ONLY}
        </Text>
      ) : null}
      <Group mb="md">
        <Avatar src={settings.logoUrl} size={64} radius="md" alt="Company logo" />
        {readOnly ? null : (
          <ImageUploadButton
            label="Change logo"
            onUploaded={(file) => save.mutate({ logoUrl: file.url, version: settings.version })}
          />
        )}
      </Group>
      <form
        onSubmit={form.onSubmit(({ invoiceNextNumber, overdueReminderDays, ...values }) =>
          save.mutate({
            ...values,
            overdueReminderDays: days(overdueReminderDays),
            // Sent only when moved: the numbering may have moved on since the form was opened.
            ...(invoiceNextNumber !== settings.invoiceNextNumber
              ? { invoiceNextNumber: invoiceNextNumber as number }
              : {}),
            version: settings.version,
          }),
        )}
        noValidate
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Company name"
              withAsterisk={!readOnly}
              disabled={readOnly}
              {...form.getInputProps('companyName')}
            />
            <TextInput label="Website" disabled={readOnly} {...form.getInputProps('website')} />
            <TextInput label="Phone" disabled={readOnly} {...form.getInputProps('phone')} />
            <TextInput label="Address" disabled={readOnly} {...form.getInputProps('address')} />
            <TimeZoneSelect
              label="Time zone"
              description="Decides which day is today, for dates, the calendar and reminders"
              withAsterisk={!readOnly}
              disabled={readOnly}
              {...form.getInputProps('timeZone')}
              value={form.values.timeZone}
            />
            <TextInput
              label="Invoice prefix"
              description="INV gives invoice numbers like INV-2026-0001"
              disabled={readOnly}
              {...form.getInputProps('invoicePrefix')}
            />
            <NumberInput
              label="Next invoice number"
              description="This year's next number; it can only move forward"
              allowDecimal={false}
              disabled={readOnly}
              {...form.getInputProps('invoiceNextNumber')}
            />
            <TextInput
              label="Overdue reminders (days after the due date)"
              description={`Up to ${REMINDER_STEPS_MAX}, e.g. 3, 7, 14; empty: no reminders. Sent once each, in the company's time zone, until the invoice is paid or voided`}
              placeholder="No reminders"
              disabled={readOnly}
              {...form.getInputProps('overdueReminderDays')}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            rows={3}
            resize="vertical"
            disabled={readOnly}
            {...form.getInputProps('description')}
          />
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save Company Settings
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <MailServerSettings settings={settings} isAdmin={isAdmin} />
      {isAdmin ? <TwoFactorRequirement settings={settings} /> : null}
    </Card>
  );
}
