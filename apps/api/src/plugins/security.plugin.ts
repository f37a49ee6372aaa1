import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { bearerToken } from '../auth/api-token-user.ts';
import { SESSION_COOKIE } from './session.plugin.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isApiPath = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/trpc/') || url === '/api' || url === '/trpc';

/** The REST face, where a personal API token may stand in for the session (never /trpc). */
const isRestPath = (url: string) => url.startsWith('/api/') || url === '/api';

const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** A REST request that brings a bearer token: the token alone authenticates it (see trpc/context.ts). */
const bringsApiToken = (req: FastifyRequest) => isRestPath(req.url) && bearerToken(req) !== undefined;

/** Paths that take multipart bodies (file uploads, CSV imports); every other write must be JSON. */
export const MULTIPART_PATHS = ['/api/uploads', '/api/portal/uploads', '/api/imports/'];

/**
 * Cross-site request forgery defence for a cookie-authenticated API: a state-changing request must come
 * from this origin (Sec-Fetch-Site, else Origin compared with Host) and carry JSON (multipart only on the
 * upload routes). Forms and no-cors fetches from other sites can produce neither.
 *
 * A REST request with a bearer token and no session cookie needs no same-origin check: nothing the
 * browser adds by itself authenticates it, and another site cannot set an Authorization header
 * without a CORS preflight, which this server never grants.
 */
function csrfRejection(req: FastifyRequest): { status: number; message: string } | null {
  if (!STATE_CHANGING.has(req.method) || !isApiPath(req.url)) return null;
  const tokenOnly = bringsApiToken(req) && !sessionCookie.test(req.headers.cookie ?? '');
  return (tokenOnly ? null : crossSiteRejection(req)) ?? contentTypeRejection(req);
}

function crossSiteRejection(req: FastifyRequest): { status: number; message: string } | null {
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return { status: 403, message: 'Cross-site request refused' };
  }
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== req.headers.host) return { status: 403, message: 'Cross-site request refused' };
  } else if (origin === 'null') {
    return { status: 403, message: 'Cross-site request refused' };
  }
  return null;
}

function contentTypeRejection(req: FastifyRequest): { status: number; message: string } | null {
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const multipartAllowed = MULTIPART_PATHS.some((p) => req.url.startsWith(p));
  if (contentType === 'application/json') return null;
  if (multipartAllowed && contentType === 'multipart/form-data') return null;
  if (!hasBody && contentType === '') return null;
  return { status: 415, message: 'Content-Type must be application/json' };
}

/**
 * Security headers (first of all plugins), CSRF defence, and no caching of API answers.
 *
 * The headers come from `helmet` itself, built once here: @fastify/helmet builds the same middleware
 * again on every request (its options parsed, its CSP written out), 1–2% of a list call.
 */
const securityPlugin: FastifyPluginAsync<{ production: boolean }> = async (app, { production }) => {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Mantine writes its CSS variables in style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );

  // Decided on the URL as it arrived: the REST adapter rewrites req.url to the procedure's path.
  const apiAnswers = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (req, reply) => {
    if (isApiPath(req.url) && !req.url.startsWith('/api/docs')) apiAnswers.add(req);
    const rejection = csrfRejection(req);
    if (rejection)
      return reply.code(rejection.status).send({ message: rejection.message, requestId: req.id });
    // A request with a token is never also authenticated by a cookie: the cookie goes before the
    // session plugin reads it, so the request neither uses nor touches a session.
    if (bringsApiToken(req)) delete req.headers.cookie;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (apiAnswers.has(req)) reply.header('cache-control', 'no-store');
    return payload;
  });
};

export default fp(securityPlugin, { name: 'security' });
