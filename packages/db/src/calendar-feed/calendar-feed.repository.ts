import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_TOKEN_PREFIX, type EventStatus } from '@app/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { twoFactorPendingOf } from '../two-factor/two-factor.repository.ts';

/** The stored form of a feed token: lower-case hex SHA-256 of the whole string (as API tokens). */
export function hashCalendarFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** When the user's live feed link was made; undefined when they have none. */
export async function calendarFeedCreatedAt(
  db: Kysely<Database>,
  userId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feed_tokens')
    .select('createdAt')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.createdAt;
}

export type CalendarFeedReplaced =
  | { status: 'made'; token: string; createdAt: string }
  | { status: 'no_user' };

/**
 * Makes the user a new feed link, deleting the one they had in the same transaction, so the old link
 * stops answering the moment the new one exists. The user's row is locked first: two resets at once
 * run one after the other (each deleting the other's), never both inserting. Only the hash is stored;
 * the token is in the answer only.
 */
export async function replaceCalendarFeedToken(
  db: Kysely<Database>,
  userId: number,
): Promise<CalendarFeedReplaced> {
  const work = async (trx: Transaction<Database>): Promise<CalendarFeedReplaced> => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!user) return { status: 'no_user' };
    await trx.deleteFrom('calendar_feed_tokens').where('userId', '=', userId).execute();
    const token = `${CALENDAR_FEED_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await trx
      .insertInto('calendar_feed_tokens')
      .values({ userId, tokenHash: hashCalendarFeedToken(token) })
      .returning('createdAt')
      .executeTakeFirstOrThrow();
    return { status: 'made', token, createdAt: row.createdAt };
  };
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/**
 * The user whose feed link has this hash, in one indexed lookup (calendar_feed_tokens_token_hash_key);
 * undefined when no link has it, or its user is disabled or owes the company a second factor: the
 * user's row is read on every use, so disabling them stops the feed at once.
 */
export async function findCalendarFeedUser(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<{ userId: number } | undefined> {
  const row = await db
    .selectFrom('calendar_feed_tokens as t')
    .innerJoin('users as u', 'u.id', 't.userId')
    .select(['u.id as userId', 'u.isActive', twoFactorPendingOf('u').as('twoFactorPending')])
    .where('t.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return row?.isActive && !row.twoFactorPending ? { userId: row.userId } : undefined;
}

/** How far back the feed reaches: events dated more than this many days before today are left out. */
export const CALENDAR_FEED_PAST_DAYS = 366;
/** At most this many events in one feed (the soonest of the window), so a huge company's feed stays small. */
export const CALENDAR_FEED_MAX_EVENTS = 5000;

export type CalendarFeedEvent = {
  id: number;
  name: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /**
   * 'YYYY-MM-DD': the last day of a multi-day event, or null for a one-day event. Setup and teardown
   * days are not part of it (they occupy equipment, not the calendar entry).
   */
  endDate: string | null;
  /** 'HH:MM', or null for an event without a time of day (shown all day). */
  time: string | null;
  venue: string;
  clientName: string;
  status: EventStatus;
  version: number;
  /** ISO 8601. */
  updatedAt: string;
};

/**
 * What a calendar feed shows: the company's time zone (the one its dates and times are written in),
 * its name, and the events from CALENDAR_FEED_PAST_DAYS before the company's today on, in date and time order
 * (events_date_idx), each with its client's current name (the event's own copy when it has no client
 * row).
 */
export async function calendarFeedEvents(
  db: Kysely<Database>,
): Promise<{ timeZone: string; companyName: string | null; events: CalendarFeedEvent[] }> {
  const company = await sql<{ timeZone: string; companyName: string | null }>`
    select company_time_zone() as "timeZone",
      (select company_name from company_settings limit 1) as "companyName"`.execute(db);
  const events = await db
    .selectFrom('events as e')
    .leftJoin('clients as c', 'c.id', 'e.clientId')
    .select([
      'e.id',
      'e.name',
      'e.date',
      'e.endDate',
      sql<string | null>`nullif(e.time, '')`.as('time'),
      'e.venue',
      sql<string>`coalesce(c.name, e.client_name)`.as('clientName'),
      'e.status',
      'e.version',
      'e.updatedAt',
    ])
    .where('e.date', '>=', sql<string>`company_today() - ${CALENDAR_FEED_PAST_DAYS}::int`)
    .orderBy('e.date')
    .orderBy('e.time')
    .orderBy('e.id')
    .limit(CALENDAR_FEED_MAX_EVENTS)
    .execute();
  const { timeZone = 'UTC', companyName = null } = company.rows[0] ?? {};
  return { timeZone, companyName, events };
}
