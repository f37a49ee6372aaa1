import { IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY, PORTAL_TEXTS, TWO_FACTOR_TEXTS } from '@app/domain';
import { ADMIN_ONLY, duplicateMessage, STILL_REFERENCED, versionConflict } from '../lib/errors.ts';
import type { Access, StatusReasons } from '../trpc/trpc.ts';
import type { Reason } from './errors.ts';

/** Creations answer 201 (rest.plugin's responseMeta); every other success, 200. */
export const answersCreated = (procedurePath: string | undefined) =>
  procedurePath?.split('.').at(-1) === 'create';

/** What the document knows about an operation, enough to tell which error statuses it can answer. */
export type OperationFacts = {
  method: string;
  path: string;
  access: Access;
  /** Takes a JSON request body. */
  hasBody: boolean;
  bodyProperties: readonly string[];
  queryParameters: readonly string[];
  /** For 404 messages: 'Client' gives 'Client not found'. */
  entity: string;
  /** The tRPC procedure behind it (absent for plain Fastify routes). */
  procedure?: string;
  /** Open to a user whose two-factor set-up is pending (the set-up itself, the session). */
  duringTwoFactorSetup?: boolean;
  /** The operation's own reasons, beside the rules' (its procedure's `meta.errors`). */
  errors?: StatusReasons;
  /** Statuses the rules would give it that it never answers (its procedure's `meta.withoutErrors`). */
  withoutErrors?: readonly number[];
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Takes an `Idempotency-Key` header: a signed-in POST served by a procedure (protectedProcedure claims
 * the key; plain routes such as uploads do not).
 */
export const acceptsIdempotencyKey = (facts: Pick<OperationFacts, 'method' | 'access' | 'procedure'>) =>
  facts.method === 'POST' &&
  facts.access !== 'public' &&
  facts.access !== 'portal' &&
  facts.procedure !== undefined;

export const REASONS = {
  malformedJson: {
    key: 'malformedJson',
    summary: 'The body is not valid JSON, or nests deeper than any input of the API.',
    message: 'Malformed JSON body',
  },
  notSignedIn: {
    key: 'notSignedIn',
    summary: 'No session: signed out, expired, or the user was disabled or deleted.',
    message: 'Not signed in',
  },
  portalNotSignedIn: {
    key: 'portalNotSignedIn',
    summary:
      'No portal session: signed out, expired, or the portal was closed (a staff session or an API token is no portal session).',
    message: PORTAL_TEXTS.notSignedIn,
  },
  invalidToken: {
    key: 'invalidToken',
    summary: 'The bearer token is unknown, revoked, or its user was disabled or deleted.',
    message: 'Invalid API token',
  },
  crossSite: {
    key: 'crossSite',
    summary:
      'A write from another site: `Sec-Fetch-Site` is not `same-origin`/`none`, or `Origin` does not name this host.',
    message: 'Cross-site request refused',
  },
  twoFactorSetupPending: {
    key: 'twoFactorSetupPending',
    summary:
      'The company requires two-factor sign-in of you and you have not set it up: until you do (`POST /api/auth/2fa/setup`, then `/enable`), nothing else answers.',
    message: TWO_FACTOR_TEXTS.setupRequired,
  },
  adminOnly: {
    key: 'adminOnly',
    summary: 'Only administrators may do this.',
    message: ADMIN_ONLY,
  },
  staleVersion: {
    key: 'staleVersion',
    summary: '`version` is not the current one: someone changed the record since you read it.',
    message: versionConflict().message,
  },
  tooLarge: {
    key: 'tooLarge',
    summary: 'The body is larger than 256 KB.',
    message: 'Request body is too large',
  },
  notJson: {
    key: 'notJson',
    summary: 'The body is not `application/json`.',
    message: 'Content-Type must be application/json',
  },
  databaseUnavailable: {
    key: 'databaseUnavailable',
    summary: 'The database does not answer.',
    message: 'The database is unavailable; try again shortly',
  },
  invalidIdempotencyKey: {
    key: 'invalidIdempotencyKey',
    summary:
      'The `Idempotency-Key` header is empty, longer than 200 characters, not printable ASCII, or sent twice.',
    message: INVALID_IDEMPOTENCY_KEY,
  },
  idempotencyKeyReused: {
    key: 'idempotencyKeyReused',
    summary:
      'This `Idempotency-Key` was sent by you within the last 24 hours with a different request (another operation or body): nothing was done.',
    message: IDEMPOTENCY_KEY_REUSED,
  },
  stillReferenced: {
    key: 'stillReferenced',
    summary: 'Financial records point at it: deleting it would lose money history.',
    message: STILL_REFERENCED,
  },
  shuttingDown: {
    key: 'shuttingDown',
    summary: 'This server is shutting down; retry, another instance or the restarted one answers.',
    message: 'The server is shutting down; try again shortly',
  },
} satisfies Record<string, Reason>;

export const notFoundReason = (entity: string): Reason => ({
  key: 'notFound',
  summary: `No ${entity.toLowerCase()} has this id (or it is not yours to see).`,
  message: `${entity} not found`,
});

function invalidInput(facts: OperationFacts): Reason {
  const summary = 'A parameter or field is missing or invalid: `issues` names each one.';
  const field = facts.bodyProperties.includes('name') ? 'name' : facts.bodyProperties[0];
  if (field)
    return {
      key: 'invalidInput',
      summary,
      message: 'Required',
      issues: [{ path: field, message: 'Required' }],
    };
  if (facts.path.includes('{id}'))
    return {
      key: 'invalidInput',
      summary,
      message: 'Invalid id',
      issues: [{ path: 'id', message: 'Invalid id' }],
    };
  const param = facts.queryParameters.includes('limit') ? 'limit' : (facts.queryParameters[0] ?? '');
  return {
    key: 'invalidInput',
    summary,
    message: 'Must be a whole number',
    issues: [{ path: param, message: 'Must be a whole number' }],
  };
}

/** A unique value taken already (mapDatabaseError's 409 for the field's constraint). */
export const duplicateValue = (field: string): Reason => ({
  key: `duplicate-${field}`,
  summary: `Another record already has this \`${field}\`.`,
  message: duplicateMessage(field),
});

/** A sign-in throttle's 429 on a change of password, for the account named by `whose`. */
export const passwordChecksLocked = (whose: string): Reason => ({
  key: 'locked',
  summary: `Too many wrong passwords for ${whose} (5 in 15 minutes, sign-ins and changes of the password together) or from this address (50), each counted before it is checked: locked for 15 minutes, \`Retry-After\` says how long.`,
  message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
});

/** A bulk delete refused because financial records point at one of its rows (the probe's example row). */
export const bulkReferenced = (message: string): Reason => ({
  key: 'bulkReferenced',
  summary:
    'Financial records (or invoices, or equipment reservations) point at some of the rows: nothing is deleted, and the message and `issues` name each such row and why.',
  message,
});

/**
 * The error statuses an operation answers and why, from what it is (its access, method, parameters and
 * body) plus what only its procedure knows (`.meta({ errors, withoutErrors })`: who is refused what,
 * which values are unique, which deletes references can refuse). Unknown operations get the same rules,
 * so a new one is documented at once; test/openapi-statuses.test.ts drives every operation to every
 * status and fails when the rules or an operation's own reasons and the server disagree.
 */
export function errorStatuses(facts: OperationFacts): Map<number, Reason[]> {
  const statuses = new Map<number, Reason[]>();
  const add = (status: number, reason: Reason) => {
    const reasons = statuses.get(status) ?? [];
    const same = reasons.findIndex((r) => r.key === reason.key);
    if (same >= 0) reasons[same] = reason;
    else reasons.push(reason);
    statuses.set(status, reasons);
  };
  const write = WRITES.has(facts.method);
  const hasInput = facts.hasBody || facts.queryParameters.length > 0 || facts.path.includes('{');

  if (hasInput) add(400, invalidInput(facts));
  if (facts.hasBody) add(400, REASONS.malformedJson);
  if (facts.access === 'portal') add(401, REASONS.portalNotSignedIn);
  else if (facts.access !== 'public') add(401, REASONS.notSignedIn);
  // A bearer token is checked before any procedure runs, public ones too (plain routes decide themselves).
  if (facts.procedure) add(401, REASONS.invalidToken);
  if (write) add(403, REASONS.crossSite);
  if (facts.access === 'admin') add(403, REASONS.adminOnly);
  if ((facts.access === 'signed-in' || facts.access === 'admin') && !facts.duringTwoFactorSetup)
    add(403, REASONS.twoFactorSetupPending);
  if (facts.path.includes('{id}')) add(404, notFoundReason(facts.entity));
  if (
    facts.hasBody &&
    facts.bodyProperties.includes('version') &&
    (facts.method === 'PUT' || facts.method === 'PATCH')
  ) {
    add(409, REASONS.staleVersion);
  }
  if (facts.hasBody) {
    add(413, REASONS.tooLarge);
    add(415, REASONS.notJson);
  }
  if (acceptsIdempotencyKey(facts)) {
    add(400, REASONS.invalidIdempotencyKey);
    add(422, REASONS.idempotencyKeyReused);
  }
  add(503, REASONS.databaseUnavailable);
  add(503, REASONS.shuttingDown);

  for (const [status, reasons] of Object.entries(facts.errors ?? {}))
    for (const reason of reasons) add(Number(status), reason);
  for (const status of facts.withoutErrors ?? []) statuses.delete(status);
  return new Map([...statuses].sort(([a], [b]) => a - b));
}
