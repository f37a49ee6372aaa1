import { type CalendarFeedLink, formatDate } from '@app/domain';
import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The link just made, shown until the user dismisses it: only its hash is kept, so it is never shown again. */
function NewLink({ link, onDone }: { link: CalendarFeedLink; onDone: () => void }) {
  return (
    <Alert color="green" title="Your calendar link" data-testid="new-calendar-link">
      <Stack gap="xs">
        <Text size="sm">
          Copy it now: it will not be shown again. In your calendar app, add it as a subscription (Google
          Calendar: Other calendars, From URL; Apple Calendar: New Calendar Subscription; Outlook: Subscribe
          from web).
        </Text>
        <TextInput
          label="Calendar feed URL"
          value={link.url}
          readOnly
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group>
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The signed-in user's calendar feed: a secret link that a calendar app subscribes to, made
 * and reset here. A reset ends the previous link at once, so it asks first.
 */
export function CalendarFeedCard() {
  const utils = trpc.useUtils();
  const status = trpc.users.calendarFeed.status.useQuery();
  const [made, setMade] = useState<CalendarFeedLink | null>(null);
  const reset = trpc.users.calendarFeed.reset.useMutation({
    onSuccess: async (link) => {
      setMade(link);
      toastSuccess(status.data?.active ? 'Calendar link reset' : 'Calendar link created');
      await utils.users.calendarFeed.status.invalidate();
    },
    onError: (error) => toastError(error.message || 'Failed to make a calendar link'),
  });
  const askToReset = () =>
    whenConfirmed(
      {
        message:
          'Reset your calendar link? The current link stops working at once: calendars subscribed to it stop updating until you subscribe to the new one.',
        title: 'Reset calendar link',
        confirmLabel: 'Reset link',
      },
      () => reset.mutate(),
    );
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="xs">
        Calendar Feed
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A private link to the company's events in iCalendar format, for Google Calendar, Apple Calendar or
        Outlook to subscribe to: events appear on your phone and update on their own. Anyone with the link can
        read the events, so keep it to yourself; reset it if it gets out.
      </Text>
      <Stack align="flex-start">
        {made ? <NewLink link={made} onDone={() => setMade(null)} /> : null}
        {status.isError ? (
          <Text c="red">{status.error.message || 'Failed to load the calendar link'}</Text>
        ) : status.data === undefined ? (
          <Text c="dimmed">Loading...</Text>
        ) : status.data.active ? (
          <>
            <Text size="sm" data-testid="calendar-link-status">
              Your link, made on {formatDate(status.data.createdAt ?? '')}, is active.
              {made ? null : ' It is shown only when made: reset it to get a new one.'}
            </Text>
            <Button color="red" variant="light" onClick={askToReset} loading={reset.isPending}>
              Reset link
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" data-testid="calendar-link-status">
              You have no calendar link.
            </Text>
            <Button onClick={() => reset.mutate()} loading={reset.isPending}>
              Create link
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
