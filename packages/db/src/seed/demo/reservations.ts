import { dayOffset } from './random.ts';
import type { Seed } from './seed.ts';

/**
 * Equipment reservations: the event of today has its sound checked out; two weddings share
 * a busy Saturday three weeks out, between them holding every Chiavari chair (a third cannot have one);
 * a few upcoming events hold lighting and tables; a past event's uplights came back one short, damaged.
 * Written as facts (no over-booking check runs in the seed): the quantities below fit by construction.
 */
export const demoReservationCount = 9;

type SeededEvent = { id: number; date: string; status: string; type: string };
type SeededItem = { id: number; name: string; quantity: number };

/** Answers the events as they are now (two of them moved to the busy Saturday). */
export async function seedReservations<E extends SeededEvent>(
  { trx, now }: Seed,
  events: readonly E[],
  inventory: readonly SeededItem[],
): Promise<E[]> {
  const today = dayOffset(now, 0);
  const item = (name: string) => {
    const found = inventory.find((row) => row.name === name);
    if (!found) throw new Error(`demo inventory has no ${name}`);
    return found;
  };
  const chairs = item('Chiavari Chair (Gold)');
  const tables = item('Round Banquet Table 60"');
  const uplights = item('LED Uplight');
  const speakers = item('PA Speaker 12"');
  const microphones = item('Wireless Microphone Kit');
  const live = (event: SeededEvent) => event.status !== 'cancelled';
  const upcoming = events.filter((event) => event.date > today && live(event));
  const past = events.filter((event) => event.date < today && event.status === 'completed');
  const todays = events.find((event) => event.date === today && live(event));

  // The busy Saturday: the first Saturday at least 21 days away; the first two upcoming events go there.
  const weekday = new Date(`${dayOffset(now, 21)}T00:00:00Z`).getUTCDay();
  const saturday = dayOffset(now, 21 + ((6 - weekday + 7) % 7));
  const [first, second, ...others] = upcoming;
  if (!first || !second || !todays || past.length === 0)
    throw new Error('demo events do not fit the reservations');
  await trx.updateTable('events').set({ date: saturday }).where('id', 'in', [first.id, second.id]).execute();

  const half = Math.floor(chairs.quantity / 2);
  const busy = [
    { eventId: first.id, inventoryId: chairs.id, quantity: half },
    { eventId: second.id, inventoryId: chairs.id, quantity: chairs.quantity - half },
    { eventId: first.id, inventoryId: tables.id, quantity: Math.min(tables.quantity, 2) },
  ];
  const coming = others.slice(0, 3).map((event, index) => ({
    eventId: event.id,
    inventoryId: [uplights, tables, speakers][index]!.id,
    quantity: 1,
  }));
  const rows = [
    ...busy,
    ...coming,
    {
      eventId: todays.id,
      inventoryId: microphones.id,
      quantity: Math.min(microphones.quantity, 2) || 1,
      status: 'checked_out' as const,
      checkedOutAt: new Date(now.getTime() - 3 * 3_600_000),
    },
    {
      eventId: todays.id,
      inventoryId: speakers.id,
      quantity: Math.min(speakers.quantity, 2) || 1,
      status: 'checked_out' as const,
      checkedOutAt: new Date(now.getTime() - 3 * 3_600_000),
    },
    {
      eventId: past[past.length - 1]!.id,
      inventoryId: uplights.id,
      quantity: 2,
      status: 'returned' as const,
      returnedQuantity: 1,
      shortfallReason: 'damaged' as const,
      checkedOutAt: new Date(now.getTime() - 6 * 86_400_000),
      returnedAt: new Date(now.getTime() - 4 * 86_400_000),
    },
  ].filter((row) => row.quantity > 0);
  if (rows.length !== demoReservationCount) throw new Error(`demo reservations: ${rows.length}`);
  await trx.insertInto('reservations').values(rows).execute();
  return events.map((event) =>
    event.id === first.id || event.id === second.id ? { ...event, date: saturday } : event,
  );
}
