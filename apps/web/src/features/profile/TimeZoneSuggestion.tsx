import { Alert, Button, Group, Text } from '@mantine/core';
import { browserTimeZone, describeTimeZone, sameTimeZone } from '../../lib/time-zones.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** 'America/Los_Angeles (Pacific Time)', or the name alone where the runtime has no long name for it. */
function named(zone: string): string {
  const { name } = describeTimeZone(zone);
  return name && !name.startsWith('GMT') ? `${zone} (${name})` : zone;
}

/**
 * Until a person has chosen the company's time zone (the server's first start set its own, UTC in a
 * container), an administrator whose browser is in another zone is offered that one: using it saves
 * it, keeping the one in force records the choice; either way no administrator is asked again.
 * Nothing for anyone else, nor once the zone is chosen or is the browser's.
 */
export function TimeZoneSuggestion({
  isAdmin,
  browserZone = browserTimeZone(),
}: {
  isAdmin: boolean;
  browserZone?: string;
}) {
  const utils = trpc.useUtils();
  const settings = trpc.companySettings.get.useQuery(undefined, { enabled: isAdmin });
  const save = trpc.companySettings.update.useMutation({
    onSuccess: async (saved) => {
      toastSuccess(`The company's time zone is ${saved.timeZone}`);
      await utils.companySettings.get.invalidate();
    },
    onError: async (error) => {
      toastError(error.message);
      // Someone may have changed the settings since: the offer then stands on what they are now.
      await utils.companySettings.get.invalidate();
    },
  });
  const company = settings.data;
  if (!isAdmin || !company || company.timeZoneConfirmed || !browserZone) return null;
  if (sameTimeZone(browserZone, company.timeZone)) return null;
  const current = company.timeZone;
  return (
    <Alert color="blue" title="Which time zone does the company work in?">
      <Text size="sm">
        Your browser is in {named(browserZone)}; the company's time zone is {named(current)}. It decides which
        day is today for dates, the calendar and reminders. Use {browserZone}?
      </Text>
      <Group mt="sm" gap="sm">
        <Button
          size="xs"
          loading={save.isPending && save.variables?.timeZone !== undefined}
          disabled={save.isPending}
          onClick={() =>
            save.mutate({ timeZone: browserZone, timeZoneConfirmed: true, version: company.version })
          }
        >
          Use {browserZone}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={save.isPending && save.variables?.timeZone === undefined}
          disabled={save.isPending}
          onClick={() => save.mutate({ timeZoneConfirmed: true, version: company.version })}
        >
          Keep {current}
        </Button>
      </Group>
    </Alert>
  );
}
