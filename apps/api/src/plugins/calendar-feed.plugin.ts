import { calendarFeedEvents, findCalendarFeedUser, hashCalendarFeedToken } from '@app/db';
import { CALENDAR_FEED_TEXTS, CALENDAR_FEED_TOKEN_PATTERN } from '@app/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CALENDAR_FEED_DEFAULT_HOURS, calendarFeedIcs } from '../lib/calendar-feed-ics.ts';
import { errorResponse } from '../openapi/errors.ts';
import type { RouteDocs } from '../openapi/route-docs.ts';
import { REASONS } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';

defineTag(
  'calendar',
  "Each staff member's secret calendar feed (iCalendar, RFC 5545) of the company's events, for Google Calendar, Apple Calendar or Outlook to subscribe to without signing in.",
);

/**
 * A staff user's calendar feed, `/api/calendar/{token}.ics`: read by calendar apps, which
 * send no cookie and no header of ours, so the secret token in the path is the only credential. A plain
 * route beside the REST face (an .ics file is no JSON answer). Any token that is not a live link of an
 * active user (malformed, never made, replaced, its user disabled) answers the same 404: one indexed
 * lookup of the token's SHA-256, so the answer's time says nothing about how near a guess came.
 *
 * No rate limit of its own: the server has none to share (login throttling is per account), and a
 * token of 256 random bits cannot be guessed however fast one asks; an owner's app polling too often
 * costs two indexed queries per read, bounded by CALENDAR_FEED_MAX_EVENTS.
 */
const calendarFeedPlugin: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>('/api/calendar/:token.ics', async (req, reply) => {
    const { token } = req.params;
    const owner = CALENDAR_FEED_TOKEN_PATTERN.test(token)
      ? await findCalendarFeedUser(app.db, hashCalendarFeedToken(token))
      : undefined;
    if (!owner) return reply.code(404).send({ message: CALENDAR_FEED_TEXTS.notFound, requestId: req.id });
    const { timeZone, companyName, events } = await calendarFeedEvents(app.db);
    const ics = calendarFeedIcs({
      timeZone,
      events,
      uidDomain: req.hostname.toLowerCase(),
      name: companyName ? `${companyName} events` : 'Events',
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="events.ics"')
      .send(ics);
  });
};

/** The documentation of the feed above. */
export const calendarFeedOpenApi: RouteDocs = {
  paths: {
    '/calendar/{token}.ics': {
      get: {
        operationId: 'calendar-feed',
        tags: ['calendar'],
        summary: 'Read a calendar feed',
        description: `The company's events as an iCalendar file (RFC 5545) for a calendar app to subscribe to: one VEVENT per event from a year ago on, with a UID that never changes, SEQUENCE (the event's version) and LAST-MODIFIED, SUMMARY (name), LOCATION (venue), DESCRIPTION (client and status) and STATUS (CANCELLED for a cancelled event, TENTATIVE while planning). Times are the company's time zone (TZID, with its VTIMEZONE); an event runs from its date to its \`endDate\` (its last day; setup and teardown days are not shown): one with a time starts at that time and ends ${CALENDAR_FEED_DEFAULT_HOURS} hours after that time on its last day, as events have a start time only; one without a time is all day, DTEND the day after its last (exclusive). Needs no sign-in: the token, made by \`POST /api/users/me/calendar-token\`, is the credential. An unknown or replaced token, or one of a disabled user, answers 404.`,
        parameters: [
          {
            in: 'path',
            name: 'token',
            required: true,
            description: 'The token of the feed address answered by `POST /api/users/me/calendar-token`.',
            schema: { type: 'string', pattern: '^evc_[A-Za-z0-9_-]{43}$' },
            example: 'evc_q8Zt2LwN5xVb7KcR0mJ3sPy9dHf4gAe1UoTi6nWk2Bx',
          },
        ],
        responses: {
          200: {
            description: 'The feed.',
            content: {
              'text/calendar': {
                schema: { type: 'string' },
                example:
                  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//EventFlow//Back office calendar feed//EN\r\n…\r\nEND:VCALENDAR\r\n',
              },
            },
          },
          404: errorResponse(404, [
            {
              key: 'notFound',
              summary: 'No live feed has this token, or its user is disabled.',
              message: CALENDAR_FEED_TEXTS.notFound,
            },
          ]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
  },
};

export default calendarFeedPlugin;
