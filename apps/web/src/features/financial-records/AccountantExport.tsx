import { Button, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { type DateRange, RANGE_ORDER } from '../../components/DateRangeFilter.tsx';

/** The export of a date range for an accountant: records oldest first, then the totals per category. */
function accountantExportHref(from: string, to: string): string {
  const params = new URLSearchParams({ from, to, sortBy: 'date', sortDir: 'asc' });
  return `/api/financial-records/export.csv?${params}`;
}

/**
 * "Accountant export": two dates (the list's range when it has one, else this year so far) and a
 * download link. The server writes one row per record of the range, the client, event and vendor by
 * name and an invoice payment's net and tax, then after a blank line the totals per category.
 */
export function AccountantExport({ today, range = {} }: { today: string; range?: DateRange }) {
  const [from, setFrom] = useState(range.from ?? `${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(range.to ?? today);
  const valid = from !== '' && to !== '' && from <= to;
  return (
    <Popover position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />}>
          Accountant export
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Accountant export">
        <Stack gap="xs" w={240}>
          <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput
            type="date"
            label="To"
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={from && to && from > to ? RANGE_ORDER : undefined}
          />
          <Text fz="xs" c="dimmed">
            One row per record, then the totals per category.
          </Text>
          {valid ? (
            <Button component="a" href={accountantExportHref(from, to)} download>
              Download CSV
            </Button>
          ) : (
            <Button disabled>Download CSV</Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
