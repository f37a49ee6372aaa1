import { API_TOKEN_PREFIX } from '@app/domain';
import type { SecuritySchemeObject } from 'trpc-to-openapi';
import { PORTAL_COOKIE } from '../auth/portal-session.ts';
import { MULTIPART_PATHS } from '../plugins/security.plugin.ts';
import { SESSION_COOKIE } from '../plugins/session.plugin.ts';

const SESSION_SCHEME = 'sessionCookie';
const TOKEN_SCHEME = 'apiToken';
const PORTAL_SCHEME = 'portalSessionCookie';

/** The client portal's operations: a portal session only (staff sessions and API tokens are refused). */
export const PORTAL_SECURITY: Array<Record<string, string[]>> = [{ [PORTAL_SCHEME]: [] }];

/** The two ways to call a signed-in operation: either one is enough. */
export const SIGNED_IN_SECURITY: Array<Record<string, string[]>> = [
  { [SESSION_SCHEME]: [] },
  { [TOKEN_SCHEME]: [] },
];

const SAME_ORIGIN_RULE =
  'Writes (POST, PUT, PATCH, DELETE) made with the cookie must come from this origin: a `Sec-Fetch-Site` header other than `same-origin` or `none`, or an `Origin` whose host is not the `Host` header, is refused with 403. Their body must be `application/json` ' +
  `(\`multipart/form-data\` on ${MULTIPART_PATHS.join(', ')}), otherwise 415. Browsers on this site do all of this by themselves; forms and scripts of other sites cannot.`;

export const SECURITY_SCHEMES: Record<string, SecuritySchemeObject> = {
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The session cookie \`${SESSION_COOKIE}\` set by \`POST /api/auth/login\` (HttpOnly, SameSite=Lax, Secure over TLS in production). A session ends after 30 minutes without a request, 10 hours after sign-in, at \`POST /api/auth/logout\`, or when its user is disabled, deleted or changes password. ` +
      SAME_ORIGIN_RULE,
  },
  [PORTAL_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: PORTAL_COOKIE,
    description:
      `The client portal's session cookie \`${PORTAL_COOKIE}\` set by \`POST /api/portal/auth/login\` (HttpOnly, SameSite=Lax). It opens the \`/api/portal\` operations only; staff operations answer it 401. A portal session ends after 30 minutes without a request, 10 hours after sign-in, at \`POST /api/portal/auth/logout\`, or at once when staff close the portal, reset its password or delete its client. ` +
      SAME_ORIGIN_RULE,
  },
  [TOKEN_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${API_TOKEN_PREFIX}…`,
    description:
      `A personal API token, sent as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`, for scripts and integrations. Create, name, list and revoke yours on the Profile screen or at \`/api/users/me/tokens\`; the token is shown once and stored hashed. ` +
      "It acts with its user's role and is audit-logged as that user; it works on these `/api` paths only (never on the web app's own `/trpc`), needs no `Origin` (bodies are still JSON), never uses or makes a session (a cookie sent beside it is ignored), cannot sign in or out nor create tokens (403), and stops at once when revoked or when its user is disabled or deleted (401).",
  },
};

/** info.description: what an integrator needs before the first call. */
export const API_DESCRIPTION = `The REST face of the EventFlow back office: the same operations, validation and permissions as the web app.

## Signing in

Two ways, either one authorizes every operation that shows a lock:

1. **Session cookie.** \`POST /api/auth/login\` with \`{ "username", "password" }\` answers the user and sets the \`${SESSION_COOKIE}\` cookie; send it back on every call. On this page, run *Sign in* first: the browser keeps the cookie for the calls that follow. ${SAME_ORIGIN_RULE}
2. **Personal API token.** Send \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`. Create a token on the Profile screen (or with \`POST /api/users/me/tokens\`); it acts with your role, needs no \`Origin\`, and is refused on the web app's \`/trpc\`.

\`POST /api/auth/login\`, \`POST /api/auth/logout\` and \`GET /api/health\` need neither.

## Conventions

- Lists answer a JSON array and take \`search\`, the screen's filters, \`sortBy\`, \`sortDir\`, \`limit\` (default 50, at most 500) and \`offset\`. They compute no total (a page shorter than \`limit\` is the last), so a broad search costs no more than its page; page on until then to read every match. (The web app's paged calls answer \`total\`, exact up to 10,000, and \`totalIsLowerBound\` when more match.)
- Creations answer **201** with the record as stored; other successes answer 200.
- Decimals (money) travel as strings with two decimals (\`"1250.00"\`); timestamps as ISO 8601 in UTC; calendar dates as \`YYYY-MM-DD\`.
- Every record carries \`version\`. Send it back with an update to be refused (409) when someone changed the record since; updates without it still work.
- Signed-in POSTs take an \`Idempotency-Key\` header (1 to 200 printable characters; a new UUID per intended write): sent again by the same user within 24 hours, the same request answers the first answer (same status and body) without doing anything again, and a different request is refused with 422. Two requests at once with one key run once.

## Errors

Every refusal answers \`{ "message", "issues"?: [{ "path", "message" }], "requestId" }\`: \`message\` is meant for people, \`issues\` names each refused field, and \`requestId\` finds the request in the server's logs. Each operation lists the statuses it answers: 400 (refused input), 401 (not signed in), 403 (not allowed, or a cross-site write), 404 (no record with this id), 409 (a duplicate unique value, a stale \`version\`, a delete refused because other records point at the record), 413 (body too large), 415 (not JSON), 422 (an \`Idempotency-Key\` reused for a different request), 429 (sign-in locked) and 503 (database unavailable or server shutting down: try again shortly).`;
