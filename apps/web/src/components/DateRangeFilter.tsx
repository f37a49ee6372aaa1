import { Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** What the range filter says when its last day comes before its first. */
export const RANGE_ORDER = 'Must be on or after From';

export type DateRange = { from?: string | undefined; to?: string | undefined };

/**
 * Two date fields, From and To (their names written inside them, so the toolbar stays one row) (both days
 * included), that filter a list. The fields keep what the user
 * typed; the list follows only a range it can use: a day left empty is no bound, and a last day before
 * the first is shown as an error and not applied.
 */
export function DateRangeFilter({
  initial = {},
  onChange,
  label = 'Dates',
}: {
  initial?: DateRange;
  onChange: (range: DateRange) => void;
  /** The group's accessible name. */
  label?: string;
}) {
  const [typed, setTyped] = useState({ from: initial.from ?? '', to: initial.to ?? '' });
  const reversed = typed.from !== '' && typed.to !== '' && typed.from > typed.to;
  const type = (field: 'from' | 'to', value: string) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    if (next.from !== '' && next.to !== '' && next.from > next.to) return;
    onChange({ from: next.from || undefined, to: next.to || undefined });
  };
  return (
    <Group gap="xs" role="group" aria-label={label} align="flex-start">
      <TextInput
        type="date"
        aria-label="From"
        leftSection={
          <Text fz="sm" c="dimmed" aria-hidden>
            From
          </Text>
        }
        leftSectionWidth={52}
        leftSectionPointerEvents="none"
        w={190}
        value={typed.from}
        onChange={(e) => type('from', e.currentTarget.value)}
      />
      <TextInput
        type="date"
        aria-label="To"
        leftSection={
          <Text fz="sm" c="dimmed" aria-hidden>
            To
          </Text>
        }
        leftSectionWidth={36}
        leftSectionPointerEvents="none"
        w={190}
        value={typed.to}
        onChange={(e) => type('to', e.currentTarget.value)}
        error={reversed ? RANGE_ORDER : undefined}
      />
    </Group>
  );
}
