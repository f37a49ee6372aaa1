import { formatDate, type InventoryItem } from '@app/domain';
import { Alert, Group, Modal, Progress, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { type ChangeEvent, useState } from 'react';
import { serverReason } from '../../lib/server-reason.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCompanyToday } from '../../lib/use-company-today.ts';

/** The days shown when the dialog opens: the coming 30, today included (as "reserved next 30 days"). */
const DEFAULT_DAYS = 30;

/**
 * An item's availability, day by day, over a date range (the next 30 days unless the user
 * picks another): how many its events' reservations hold and how many are free, from
 * `GET /api/inventory/{id}/availability`. The dates are what the user typed; a range the server refuses
 * (backwards, longer than a year) shows its reason.
 */
export function AvailabilityDialog({ item, onClose }: { item: InventoryItem | null; onClose: () => void }) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Availability of ${item.name}` : 'Availability'}
      size="lg"
    >
      {item && <AvailabilityDays item={item} />}
    </Modal>
  );
}

function AvailabilityDays({ item }: { item: InventoryItem }) {
  const today = useCompanyToday();
  const [typed, setTyped] = useState<{ from?: string; to?: string }>({});
  const from = typed.from ?? today;
  const to =
    typed.to ??
    dayjs(today)
      .add(DEFAULT_DAYS - 1, 'day')
      .format('YYYY-MM-DD');
  const complete = from !== '' && to !== '';
  // The value is read in the handler: React clears the event's currentTarget once the handler returns,
  // and an updater function may run later, at the next render.
  const type = (field: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setTyped((typedSoFar) => ({ ...typedSoFar, [field]: value }));
  };
  const availability = trpc.inventory.availability.useQuery(
    { id: item.id, from, to },
    { enabled: complete, retry: false },
  );
  const days = availability.data?.days ?? [];
  const busiest = days.reduce((most, day) => Math.max(most, day.reserved), 0);

  return (
    <>
      <Group grow align="flex-start">
        <TextInput label="From" type="date" value={from} onChange={type('from')} />
        <TextInput label="To" type="date" value={to} onChange={type('to')} />
      </Group>
      {!complete && (
        <Text c="dimmed" size="sm" mt="md">
          Choose the first and the last day.
        </Text>
      )}
      {availability.error && (
        <Alert color="red" mt="md" role="alert">
          {serverReason(availability.error) ?? availability.error.message}
        </Alert>
      )}
      {availability.data && (
        <>
          <Text size="sm" mt="md">
            {busiest === 0
              ? `None of the ${item.quantity} reserved on these days.`
              : `At most ${busiest} of ${item.quantity} reserved on one day.`}
          </Text>
          <ScrollArea.Autosize mah={420} mt="sm">
            <Table verticalSpacing={4} aria-label={`Availability of ${item.name} by day`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Reserved</Table.Th>
                  <Table.Th>Free</Table.Th>
                  <Table.Th aria-hidden w="35%" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((day) => (
                  <Table.Tr key={day.date}>
                    <Table.Td>{formatDate(day.date)}</Table.Td>
                    <Table.Td>{day.reserved}</Table.Td>
                    <Table.Td c={day.free <= 0 ? 'red.8' : undefined}>{day.free}</Table.Td>
                    <Table.Td aria-hidden>
                      <Progress
                        value={
                          item.quantity === 0 ? 100 : Math.min(100, (100 * day.reserved) / item.quantity)
                        }
                        color={day.free <= 0 ? 'red' : 'blue'}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </>
  );
}
