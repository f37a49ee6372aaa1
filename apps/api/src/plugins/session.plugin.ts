import { randomBytes } from 'node:crypto';
import { type Listen, SESSION_CHANGES_CHANNEL } from '@app/db';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../auth/session-cache.ts';
import { PostgresSessionStore } from '../auth/session-store.ts';
import type { SessionTimeouts } from '../auth/session-user.ts';

type SessionPluginOptions = {
  secret: string;
  timeouts: SessionTimeouts;
  secureCookies: boolean;
  /** With it, sessions are kept in memory between the database's change announcements. */
  listen?: Listen;
};

export const SESSION_COOKIE = 'sid';

/**
 * Cookie sessions kept in PostgreSQL. Ids carry 192 bits of randomness; the cookie is HttpOnly,
 * SameSite=Lax, Secure in production. The store row lives as long as the idle timeout and is rolled
 * forward by activity: resolveSessionUser moves `lastSeenAt` at most once a minute, and only then is
 * the session written (not `rolling`, which would write the row and send a cookie on every response).
 * The cookie itself lasts the absolute timeout; the server enforces both timeouts. Given `listen`, a
 * SessionCache spares signed-in requests the session query until the database announces a change.
 */
const sessionPlugin: FastifyPluginAsync<SessionPluginOptions> = async (app, opts) => {
  let cache: SessionCache | undefined;
  if (opts.listen) {
    cache = new SessionCache();
    const stop = await opts.listen(SESSION_CHANGES_CHANNEL, cache.listener);
    app.addHook('onClose', stop);
  }
  app.decorate('sessionCache', cache);
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: opts.secret,
    cookieName: SESSION_COOKIE,
    idGenerator: () => randomBytes(24).toString('base64url'),
    saveUninitialized: false,
    rolling: false,
    store: new PostgresSessionStore(app.db, opts.timeouts.idleMs, cache),
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // 'auto': Secure whenever the request came over TLS (set trustProxy when TLS ends at a proxy).
      secure: opts.secureCookies ? 'auto' : false,
      maxAge: opts.timeouts.absoluteMs,
    },
  });
};

export default fp(sessionPlugin, { name: 'session' });
