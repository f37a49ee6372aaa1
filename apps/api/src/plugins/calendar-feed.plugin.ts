import { calendarFeedEvents, findCalendarFeedUser, hashCalendarFeedToken } from '@app/db';
import { CALENDAR_FEED_TEXTS, CALENDAR_FEED_TOKEN_PATTERN } from '@app/domain';
import type { FastifyPluginAsync } from 'fastify';
import { calendarFeedIcs } from '../lib/calendar-feed-ics.ts';

/**
 * A staff user's calendar feed (issue 18), `/api/calendar/{token}.ics`: read by calendar apps, which
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

export default calendarFeedPlugin;
