import {
  EQUIPMENT_INVOICE_TEXTS,
  type EventRecord,
  type EventSummary,
  formatDate,
  formatMoney,
  RESERVATION_STATUS_LABELS,
  type Reservation,
  rentalLine,
  rentalValue,
  ZReservationForm,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Tag } from '../../components/Tag.tsx';
import { whenConfirmed } from '../../lib/confirm.tsx';
import { idempotent, newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { serverReason, toastFailure } from '../../lib/server-reason.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ReturnForm } from './ReturnForm.tsx';

const STATUS_COLORS: Record<Reservation['status'], string> = {
  reserved: 'blue',
  checked_out: 'orange',
  returned: 'gray',
};

/** A reservation's rental: its amount and what it is on, or that the item is not rented. */
function RentalCell({ reservation, eventDays }: { reservation: Reservation; eventDays: number }) {
  const line = rentalLine({ ...reservation, eventDays });
  if (!line)
    return (
      <Text fz="xs" c="dimmed">
        Not rented
      </Text>
    );
  const onInvoice = reservation.invoiceStatus !== null && reservation.invoiceStatus !== 'void';
  return (
    <Stack gap={0}>
      <Text fz="sm">{formatMoney(rentalValue([{ ...reservation, eventDays }]))}</Text>
      <Text fz="xs" c="dimmed">
        {onInvoice ? (
          <Anchor component={Link} to={`/invoices?invoice=${reservation.invoiceId}`} fz="xs">
            {reservation.invoiceNumber ?? 'On a draft invoice'}
          </Anchor>
        ) : (
          `${formatMoney(reservation.rentalPrice ?? '0')} ${reservation.rentalUnit === 'day' ? 'a day' : 'the event'}`
        )}
      </Text>
    </Stack>
  );
}

/**
 * Puts the rentals not yet invoiced on the event's draft invoice (or a new one for its client). One
 * idempotency key per click target: a double click replays the first answer; the server's lock makes a
 * second tab's click find nothing left (its message shown).
 */
function InvoiceRentals({ event, summary }: { event: EventRecord; summary: EventSummary }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [key, setKey] = useState(newIdempotencyKey);
  const pending = summary.reservations.filter(
    (r) => r.rentalPrice !== null && (r.invoiceStatus === null || r.invoiceStatus === 'void'),
  );
  const invoice = trpc.events.invoiceEquipment.useMutation({
    ...idempotent(key),
    onSuccess: async (answer) => {
      setKey(newIdempotencyKey());
      toastSuccess(EQUIPMENT_INVOICE_TEXTS.added(answer.added, 'the draft invoice'));
      await Promise.all([utils.events.summary.invalidate({ id: event.id }), utils.invoices.invalidate()]);
      navigate(`/invoices?invoice=${answer.invoiceId}`);
    },
    onError: (error) => {
      setKey(newIdempotencyKey());
      toastFailure(EQUIPMENT_INVOICE_TEXTS.failed, error);
    },
  });
  if (pending.length === 0) return null;
  const value = rentalValue(pending.map((r) => ({ ...r, eventDays: summary.eventDays })));
  return (
    <Alert color="blue" variant="light">
      <Group justify="space-between">
        <Text fz="sm">
          {pending.length === 1 ? '1 rental' : `${pending.length} rentals`} not yet on an invoice:{' '}
          {formatMoney(value)}
        </Text>
        <Button size="xs" loading={invoice.isPending} onClick={() => invoice.mutate({ id: event.id })}>
          Add to invoice
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The event's equipment: what is reserved for its days, reserving more (refused with the
 * server's message when a day would be over-booked), checking out, returning with a shortfall, removing.
 */
export function EquipmentSection({ event, summary }: { event: EventRecord; summary: EventSummary }) {
  const utils = trpc.useUtils();
  const [returning, setReturning] = useState<Reservation | null>(null);
  const refresh = () =>
    Promise.all([utils.events.summary.invalidate({ id: event.id }), utils.inventory.invalidate()]);
  const change = trpc.reservations.update.useMutation({
    onSuccess: async () => {
      toastSuccess('Reservation updated');
      setReturning(null);
      await refresh();
    },
    onError: (error) => toastFailure('Failed to update the reservation', error),
  });
  const remove = trpc.reservations.delete.useMutation({
    onSuccess: async () => {
      toastSuccess('Reservation removed');
      await refresh();
    },
    onError: (error) => toastFailure('Failed to remove the reservation', error),
  });
  const span =
    summary.spanFrom === summary.spanTo
      ? formatDate(summary.spanFrom)
      : `${formatDate(summary.spanFrom)} to ${formatDate(summary.spanTo)}`;
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} fz="h4">
            Equipment
          </Title>
          <Text fz="sm" c="dimmed">
            Reserved for {span}
          </Text>
        </Group>
        {event.status !== 'cancelled' && <ReserveForm eventId={event.id} onReserved={refresh} />}
        <InvoiceRentals event={event} summary={summary} />
        {summary.reservations.length === 0 ? (
          <Text c="dimmed">No equipment is reserved for this event.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Quantity</Table.Th>
                  <Table.Th>Rental</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.reservations.map((reservation) => (
                  <Table.Tr key={reservation.id}>
                    <Table.Td>
                      <Text fz="sm" fw={600}>
                        {reservation.itemName}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {reservation.sku}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {reservation.status === 'reserved' ? (
                        <QuantityInput
                          reservation={reservation}
                          saving={change.isPending}
                          onSave={(quantity) =>
                            change.mutate({ id: reservation.id, version: reservation.version, quantity })
                          }
                        />
                      ) : (
                        <Text fz="sm">
                          {reservation.quantity}
                          {reservation.returnedQuantity !== null &&
                            reservation.returnedQuantity < reservation.quantity &&
                            ` (${reservation.returnedQuantity} back, ${reservation.quantity - reservation.returnedQuantity} ${reservation.shortfallReason})`}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RentalCell reservation={reservation} eventDays={summary.eventDays} />
                    </Table.Td>
                    <Table.Td>
                      <Tag color={STATUS_COLORS[reservation.status]} variant="light">
                        {RESERVATION_STATUS_LABELS[reservation.status]}
                      </Tag>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {reservation.status === 'reserved' && (
                          <>
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={`Check out ${reservation.itemName}`}
                              onClick={() =>
                                change.mutate({
                                  id: reservation.id,
                                  version: reservation.version,
                                  status: 'checked_out',
                                })
                              }
                            >
                              Check out
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              aria-label={`Remove ${reservation.itemName}`}
                              onClick={() =>
                                whenConfirmed(
                                  {
                                    message:
                                      'Remove this reservation? The items are free again for these days.',
                                    subject: `${reservation.quantity} × ${reservation.itemName}`,
                                    confirmLabel: 'Remove',
                                  },
                                  () => remove.mutate({ id: reservation.id }),
                                )
                              }
                            >
                              Remove
                            </Button>
                          </>
                        )}
                        {reservation.status === 'checked_out' && (
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Return ${reservation.itemName}`}
                            onClick={() => setReturning(reservation)}
                          >
                            Return
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={returning !== null} onClose={() => setReturning(null)} title="Return equipment">
        {returning && (
          <ReturnForm
            reservation={returning}
            saving={change.isPending}
            onCancel={() => setReturning(null)}
            onSubmit={(values) =>
              change.mutate({ id: returning.id, version: returning.version, status: 'returned', ...values })
            }
          />
        )}
      </Modal>
    </Card>
  );
}

/** The quantity of a reservation not yet checked out, saved when changed. */
function QuantityInput({
  reservation,
  saving,
  onSave,
}: {
  reservation: Reservation;
  saving: boolean;
  onSave: (quantity: number) => void;
}) {
  const [value, setValue] = useState<string | number>(reservation.quantity);
  const changed = value !== reservation.quantity && value !== '';
  return (
    <Group gap="xs" wrap="nowrap">
      <NumberInput
        aria-label={`Quantity of ${reservation.itemName}`}
        value={value}
        onChange={setValue}
        allowDecimal={false}
        w={90}
        size="xs"
      />
      {changed && (
        <Button size="xs" loading={saving} onClick={() => onSave(Number(value))}>
          Save
        </Button>
      )}
    </Group>
  );
}

type ReserveValues = { inventoryId: string | null; quantity: string | number };

function ReserveForm({ eventId, onReserved }: { eventId: number; onReserved: () => Promise<unknown> }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const items = trpc.inventory.list.useQuery({
    search: debounced || undefined,
    limit: 20,
    sortBy: 'name',
    sortDir: 'asc',
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per reservation typed: a double-click reserves once.
  const [key, setKey] = useState(newIdempotencyKey);
  const form = useForm<ReserveValues>({
    initialValues: { inventoryId: null, quantity: '' },
    validate: schemaResolver(ZReservationForm, { sync: true }),
  });
  const reserve = trpc.events.reservations.create.useMutation({
    ...idempotent(key),
    onSuccess: async () => {
      toastSuccess('Equipment reserved');
      setRefusal(null);
      setKey(newIdempotencyKey());
      form.reset();
      await onReserved();
    },
    onError: (error) => {
      const reason = serverReason(error);
      setRefusal(reason ?? 'The equipment could not be reserved');
      if (!reason) toastFailure('Failed to reserve the equipment', error);
    },
  });
  const options = (items.data ?? []).map((item) => ({
    value: String(item.id),
    label: `${item.name} (${item.sku}): ${item.quantity} in stock`,
  }));
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setRefusal(null);
        reserve.mutate({
          id: eventId,
          inventoryId: Number(values.inventoryId),
          quantity: Number(values.quantity),
        });
      })}
      noValidate
    >
      <Stack gap="xs">
        <Group align="flex-start">
          <Select
            label="Item"
            placeholder="Search inventory"
            searchable
            allowDeselect={false}
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            nothingFoundMessage="No item found"
            w={360}
            {...form.getInputProps('inventoryId')}
          />
          <NumberInput label="Quantity" allowDecimal={false} w={120} {...form.getInputProps('quantity')} />
          <Button type="submit" mt={25} loading={reserve.isPending}>
            Reserve
          </Button>
        </Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
