import type { EventStatus, EventType } from '@app/domain';
import { demoSeedCounts } from './counts.ts';
import { dayOffset, integer, pick, type Random, randomMoney, timestampOffset } from './random.ts';
import type { Seed } from './seed.ts';

const venues = [
  'The Grand Harbor Ballroom',
  'Riverside Pavilion',
  'Skyline Conference Center',
  'Old Mill Barn',
  'Botanical Garden Terrace',
  'Downtown Loft 21',
  'Lakeside Lodge',
  'City Museum Atrium',
] as const;

const eventTimes = ['09:00', '10:30', '13:00', '14:30', '17:00', '18:00', '19:30'] as const;

const eventNamesByType: Record<EventType, readonly string[]> = {
  'Corporate Event': [
    'Annual Kickoff',
    'Leadership Offsite',
    'Holiday Party',
    'Product Launch',
    'Team Retreat',
  ],
  Wedding: ['Garden Wedding', 'Wedding Reception', 'Rehearsal Dinner', 'Vineyard Wedding'],
  Conference: ['Industry Summit', 'Developer Conference', 'Partner Forum', 'Research Symposium'],
  Party: ['Anniversary Gala', 'Summer Party', 'Charity Fundraiser', 'Milestone Birthday'],
  Other: ['Community Fair', 'Open House', 'Awards Night'],
};
const eventTypes = Object.keys(eventNamesByType) as EventType[];

function eventStatusFor(random: Random, offsetDays: number): EventStatus {
  if (offsetDays < -1) return random() < 0.1 ? 'cancelled' : 'completed';
  if (offsetDays <= 1) return 'in_progress';
  if (random() < 0.06) return 'cancelled';
  return offsetDays <= 45 ? 'confirmed' : 'planning';
}

/**
 * Fills an empty database with a believable demo business. Does nothing (and returns
 * `seeded: false`) when any client exists, so it is safe to call on every start.

/** Thirty events of the clients over the past six months and the next four, one today. */
export async function seedEvents(
  { trx, random, now }: Seed,
  clients: ReadonlyArray<{ id: number; name: string }>,
) {
  const eventRows = Array.from({ length: demoSeedCounts.events }, (_, index) => {
    // Spread over the past six months and the next four, with one happening today.
    const offset = index === 20 ? 0 : -180 + index * 10 + integer(random, -3, 3);
    const type = eventTypes[index % eventTypes.length] as EventType;
    const client = clients[(index * 7) % clients.length]!;
    return {
      name: `${client.name.split(' ')[0]} ${pick(random, eventNamesByType[type])}`,
      type,
      clientId: client.id,
      clientName: client.name,
      date: dayOffset(now, offset),
      time: pick(random, eventTimes),
      venue: pick(random, venues),
      budget: randomMoney(random, 2_000, 60_000, 250),
      status: eventStatusFor(random, offset),
      description: `${type} for ${client.name}.`,
      createdAt: timestampOffset(now, Math.min(offset, 0) - integer(random, 30, 90)),
    };
  });
  const events = await trx
    .insertInto('events')
    .values(eventRows)
    .returning(['id', 'name', 'clientId', 'date', 'status', 'type'])
    .execute();
  return events;
}
