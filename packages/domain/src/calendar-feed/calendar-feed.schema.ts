import { z } from 'zod';
import { ZIsoDateTime } from '../common/timestamps.ts';

/*
 * A staff user's calendar feed: a secret address, `/api/calendar/{token}.ics`, that a calendar
 * app subscribes to without signing in. The token is the only credential, so it is shown once, when
 * made; the server keeps its SHA-256 only.
 */

/** Every calendar feed token starts with this, so a leaked link is recognisable (secret scanners, logs). */
export const CALENDAR_FEED_TOKEN_PREFIX = 'evc_';
/** A token as the server makes it: the prefix and 256 random bits in base64url. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^evc_[A-Za-z0-9_-]{43}$/;

export const CALENDAR_FEED_TEXTS = {
  /** The one answer to an unknown, replaced or malformed link, or a disabled user's: which, it never says. */
  notFound: 'Calendar feed not found',
  tokenCannotReset: 'Calendar links are made while signed in, not with an API token',
} as const;

/** Whether the signed-in user has a live feed link, and since when; never the link itself. */
export const ZCalendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: ZIsoDateTime.nullable().meta({ description: 'When the live link was made; null when none.' }),
});
export type CalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

/** The answer to a reset: the new link, the only time it is shown. */
export const ZCalendarFeedLink = z.object({
  url: z.url().meta({
    description:
      'The new feed address to subscribe to in a calendar app (Google Calendar, Apple Calendar, Outlook); the previous one stopped working.',
  }),
  createdAt: ZIsoDateTime,
});
export type CalendarFeedLink = z.infer<typeof ZCalendarFeedLink>;
