import {
  EMAIL_NOTIFICATION_KIND_LABELS,
  EMAIL_NOTIFICATION_KINDS,
  type EmailNotificationKind,
} from '@app/domain';
import { Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The checkboxes, from the saved choice; Save sends the whole choice. */
function ChoiceForm({ saved }: { saved: readonly EmailNotificationKind[] }) {
  const utils = trpc.useUtils();
  const [kinds, setKinds] = useState<EmailNotificationKind[]>([...saved]);
  const save = trpc.users.emailNotifications.set.useMutation({
    onSuccess: async (answer) => {
      toastSuccess('E-mail notifications saved');
      utils.users.emailNotifications.get.setData(undefined, answer);
    },
    onError: (error) => toastError(error.message || 'Failed to save your e-mail notifications'),
  });
  const changed = kinds.length !== saved.length || kinds.some((kind) => !saved.includes(kind));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ kinds });
      }}
    >
      <Stack align="flex-start">
        {EMAIL_NOTIFICATION_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            label={EMAIL_NOTIFICATION_KIND_LABELS[kind]}
            checked={kinds.includes(kind)}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setKinds((current) =>
                EMAIL_NOTIFICATION_KINDS.filter((k) => (k === kind ? on : current.includes(k))),
              );
            }}
          />
        ))}
        <Button type="submit" loading={save.isPending} disabled={!changed}>
          Save E-mail Notifications
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Which notifications also reach the signed-in user by e-mail, besides the bell: one checkbox per
 * kind, sent to the account's address. Without an address there is nowhere to send them, so the card
 * says to add one first.
 */
export function EmailNotificationsCard({ email }: { email: string | null }) {
  const choice = trpc.users.emailNotifications.get.useQuery();
  const address = email?.trim() ?? '';
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="xs">
        E-mail notifications
      </Title>
      {address ? (
        <Text size="sm" c="dimmed" mb="md" data-testid="email-notifications-address">
          Besides the bell, these notifications also reach you by e-mail at {address}.
        </Text>
      ) : (
        <Text size="sm" mb="md" data-testid="email-notifications-address">
          Add an e-mail address to your personal information first: notifications are e-mailed to it.
        </Text>
      )}
      {choice.isError ? (
        <Text c="red">{choice.error.message || 'Failed to load your e-mail notifications'}</Text>
      ) : choice.data === undefined ? (
        <Text c="dimmed">Loading...</Text>
      ) : address ? (
        <ChoiceForm key={choice.data.kinds.join(',')} saved={choice.data.kinds} />
      ) : null}
    </Card>
  );
}
