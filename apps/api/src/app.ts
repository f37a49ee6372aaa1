import type { Database, Kysely, Listen } from '@app/db';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_SESSION_TIMEOUTS, type SessionTimeouts } from './auth/session-user.ts';
import { mapDatabaseError } from './lib/errors.ts';
import { jsonNestsDeeperThan } from './lib/json-depth.ts';
import type { SecretBox } from './lib/secret-box.ts';
import { OFFLINE_OUTBOX, type Outbox } from './mail/outbox.ts';
import calendarFeedPlugin from './plugins/calendar-feed.plugin.ts';
import csvExportPlugin from './plugins/csv-export.plugin.ts';
import csvImportPlugin from './plugins/csv-import.plugin.ts';
import invoicePdfPlugin from './plugins/invoice-pdf.plugin.ts';
import portalFilesPlugin, { type PortalUploadBounds } from './plugins/portal-files.plugin.ts';
import publicFormsPlugin from './plugins/public-forms.plugin.ts';
import restPlugin from './plugins/rest.plugin.ts';
import securityPlugin from './plugins/security.plugin.ts';
import sessionPlugin from './plugins/session.plugin.ts';
import shutdownPlugin from './plugins/shutdown.plugin.ts';
import trpcPlugin from './plugins/trpc.plugin.ts';
import uploadsPlugin from './plugins/uploads.plugin.ts';
import webPlugin from './plugins/web.plugin.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { createContextFactory } from './trpc/context.ts';
import { appRouter } from './trpc/root.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    secrets: SecretBox;
  }
}

export type AppOptions = {
  db: Kysely<Database>;
  secrets: SecretBox;
  sessionSecret: string;
  production?: boolean;
  sessionTimeouts?: SessionTimeouts;
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /**
   * LISTEN on the database (AppDatabase.listen). With it, signed-in requests are served from an
   * in-process copy of their session that the database's announcements keep current (SessionCache);
   * without it, every request reads its session from the database.
   */
  listen?: Listen;
  /** What a client portal may send (PORTAL_UPLOADS_PER_HOUR and PORTAL_UPLOAD_QUOTA_BYTES unless set). */
  portalUploads?: PortalUploadBounds;
  /** Where e-mails go; without it they stay queued in the outbox (no job queue, no mail server). */
  outbox?: Outbox;
  /** The origin links in e-mails start with (PUBLIC_URL); without it, the request's own. */
  publicUrl?: string;
  /** Public form submissions one address may send per window (SUBMISSIONS_PER_WINDOW unless set). */
  publicFormSubmissionsPerWindow?: number;
};

/** Builds the whole HTTP application without listening: the server and the tests both use it. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const production = opts.production ?? false;
  const timeouts = opts.sessionTimeouts ?? DEFAULT_SESSION_TIMEOUTS;
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 256 * 1024,
    requestTimeout: 30_000,
    // tRPC batches put every procedure name of a page in one path segment.
    routerOptions: { maxParamLength: 2000 },
    trustProxy: opts.trustProxy ?? false,
    genReqId: () => crypto.randomUUID(),
    // The REST face builds a route per documented procedure as it starts: on a 2-core machine also
    // running tests, that passed Fastify's 10-second default for a plugin, and the start failed.
    pluginTimeout: 60_000,
  });
  app.decorate('db', opts.db);
  app.decorate('secrets', opts.secrets);

  // Headers and CSRF checks come before anything else can answer.
  await app.register(securityPlugin, { production });
  // Next, so a request that arrives while the server drains is answered 503 before any database work.
  await app.register(shutdownPlugin);
  // Answers above 1 KB (the lists, the OpenAPI document) go out brotli- or gzip-compressed when the
  // client accepts it; the web build's files come precompressed (web.plugin.ts) and are not compressed
  // again. BREACH needs a secret and attacker-chosen text in one compressed answer that the attacker's
  // page can make the victim's browser fetch: the session cookie is SameSite=Lax, so a cross-site request
  // carries no session and gets no secret back; the one answer holding a secret beside user text (a new
  // API token with its name) is a same-origin POST. See README "Compression".
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const mapped = mapDatabaseError(err);
    if (mapped?.code === 'SERVICE_UNAVAILABLE') {
      return reply.code(503).send({ message: mapped.message, requestId: req.id });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(status).send({ message: 'Internal server error', requestId: req.id });
    }
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'Malformed JSON body'
        : err.message;
    return reply.code(status).send({ message, requestId: req.id });
  });

  // Bodiless writes (PATCH …/read, POST /auth/logout) may still say application/json: an empty JSON
  // body means "no input", not a 400. Prototype-poisoning keys are refused as by Fastify's own parser,
  // and so is a body nested deeper than any input of the API.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    if (jsonNestsDeeperThan(body as string)) {
      return done(
        Object.assign(new Error('The JSON body is nested too deeply'), { statusCode: 400 }),
        undefined,
      );
    }
    return jsonParser(req, body as string, done);
  });

  await app.register(healthRoutes);
  // Before the routes that serve the public forms' submissions: their rate limit and body limit.
  await app.register(
    publicFormsPlugin,
    opts.publicFormSubmissionsPerWindow ? { perWindow: opts.publicFormSubmissionsPerWindow } : {},
  );
  await app.register(sessionPlugin, {
    secret: opts.sessionSecret,
    timeouts,
    secureCookies: production,
    ...(opts.listen ? { listen: opts.listen } : {}),
  });

  const services = {
    db: opts.db,
    secrets: opts.secrets,
    sessions: { timeouts, secureCookies: production },
    outbox: opts.outbox ?? OFFLINE_OUTBOX,
    publicUrl: opts.publicUrl,
  };
  const createContext = createContextFactory(services, timeouts);
  await app.register(trpcPlugin, {
    router: appRouter,
    createContext,
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
    },
  });
  // Personal API tokens authenticate the REST face only, never the web app's own RPC above.
  await app.register(restPlugin, {
    createContext: createContextFactory(services, timeouts, { acceptApiTokens: true }),
  });
  await app.register(uploadsPlugin, { timeouts });
  await app.register(portalFilesPlugin, {
    timeouts,
    ...(opts.portalUploads ? { uploads: opts.portalUploads } : {}),
  });
  await app.register(invoicePdfPlugin, { timeouts });
  await app.register(csvExportPlugin, { timeouts });
  await app.register(csvImportPlugin, { timeouts });
  await app.register(calendarFeedPlugin);
  if (opts.webDist) await app.register(webPlugin, { distDir: opts.webDist });
  return app;
}
