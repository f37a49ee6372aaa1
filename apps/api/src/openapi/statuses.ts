import { INVOICE_RULES } from '@app/db';
import {
  CALENDAR_FEED_TEXTS,
  IDEMPOTENCY_KEY_REUSED,
  INVALID_IDEMPOTENCY_KEY,
  invoiceNumberTaken,
  PORTAL_TEXTS,
  RESERVATION_TEXTS,
  TWO_FACTOR_TEXTS,
} from '@app/domain';
import { ADMIN_ONLY } from '../lib/errors.ts';
import type { Access } from '../trpc/trpc.ts';
import type { Reason } from './errors.ts';

/** Creations answer 201 (rest.plugin's responseMeta); every other success, 200. */
export const answersCreated = (procedurePath: string | undefined) =>
  procedurePath?.split('.').at(-1) === 'create';

/** What the document knows about an operation, enough to tell which error statuses it can answer. */
export type OperationFacts = {
  /** "METHOD /path", as in the document. */
  key: string;
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
    message:
      'This record was changed by someone else since you opened it. Reload it to see the latest version.',
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

const tokenNoSession: Reason = {
  key: 'tokenNoSession',
  summary: 'Sent with an API token: sessions are for people signing in; revoke a token to end it.',
  message: 'Sign in and out without an API token; revoke a token to end it',
};

const twoFactorTokenRefused: Reason = {
  key: 'tokenNotAllowed',
  summary: 'Sent with an API token: a second factor is set up and turned off while signed in.',
  message: TWO_FACTOR_TEXTS.tokenNotAllowed,
};
const twoFactorLocked: Reason = {
  key: 'locked',
  summary:
    'Too many wrong passwords or codes for this account (5 in 15 minutes) or from this address (50): locked for 15 minutes.',
  message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
};
const wrongTwoFactorCode: Reason = {
  key: 'wrongCode',
  summary: '`code` is not a current code of the app; counted like a wrong password.',
  message: TWO_FACTOR_TEXTS.wrongCode,
};
const twoFactorInput: Reason = {
  key: 'invalidInput',
  summary: '`code` is missing or not six digits.',
  message: TWO_FACTOR_TEXTS.codeFormat,
  issues: [{ path: 'code', message: TWO_FACTOR_TEXTS.codeFormat }],
};
const twoFactorAlreadyOn: Reason = {
  key: 'alreadyOn',
  summary: 'Two-factor sign-in is on already.',
  message: TWO_FACTOR_TEXTS.alreadyOn,
};
const twoFactorUnreadable: Reason = {
  key: 'unreadableSecret',
  summary:
    "The stored secret does not decrypt with the server's keys (a key was removed): an admin resets it.",
  message:
    'Your second factor cannot be read with the keys this server has. Ask an administrator to reset it.',
};

const duplicate = (field: string): Reason => ({
  key: `duplicate-${field}`,
  summary: `Another record already has this \`${field}\`.`,
  message: `A record with this ${field} already exists`,
});
const onlyDrafts: Reason = {
  key: 'onlyDrafts',
  summary: 'The invoice is issued (or void): only drafts change or are deleted.',
  message: 'Only draft invoices can be changed or deleted',
};

// Equipment reservations (issue 18). The messages are those of the statuses test's probes (an item
// named 'Probe chair', events on the example's days).
const overbooked: Reason = {
  key: 'overbooked',
  summary:
    "On a day the event occupies, the item's reservations for overlapping events would exceed its quantity: the message names the first such day and how many are free.",
  message: 'Only 1 of Probe chair is free on Fri, Jun 11, 2027 (2 asked for)',
};
const overbookedByMove: Reason = {
  key: 'overbookedByMove',
  summary:
    "The event's new days (or its return from cancelled) would over-book equipment reserved for it: the message names the item, the day and how many are free.",
  message: 'None of Probe chair are free on Fri, Jun 11, 2027 (1 asked for)',
};
const onlyWhileReserved: Reason = {
  key: 'onlyWhileReserved',
  summary:
    'The reservation is checked out or returned: its quantity no longer changes and it stays as history.',
  message: 'Only a reservation not yet checked out can be changed or removed',
};

const stillReferenced: Reason = {
  key: 'stillReferenced',
  summary: 'Financial records point at it: deleting it would lose money history.',
  message:
    'This record is still referenced by other records (for example financial records) and cannot be deleted',
};

/** A financial record an invoice payment made: it changes only with its payment (the probe's invoice). */
const paymentRecord: Reason = {
  key: 'paymentRecord',
  summary:
    'An invoice payment made this income record: it is changed or deleted only with the payment, on the invoice.',
  message: INVOICE_RULES.paymentRecord('INV-2026-0001'),
};

/** A bulk delete refused because financial records point at one of its rows (the probe's example row). */
const bulkReferenced = (message: string): Reason => ({
  key: 'bulkReferenced',
  summary:
    'Financial records (or invoices, or equipment reservations) point at some of the rows: nothing is deleted, and the message and `issues` name each such row and why.',
  message,
});

type Extra = { add?: Record<number, Reason[]>; without?: number[] };

/**
 * What the rules below cannot know from the document: who is refused what, which values are unique,
 * which deletes references can refuse. test/openapi-statuses.test.ts drives every operation to every
 * status and fails when this table (or the rules) and the server disagree.
 */
const EXTRA: Record<string, Extra> = {
  'POST /auth/login': {
    add: {
      400: [
        {
          key: 'invalidInput',
          summary: 'A field is missing or invalid: `issues` names each one.',
          message: 'Username is required',
          issues: [{ path: 'username', message: 'Username is required' }],
        },
      ],
      401: [
        {
          key: 'invalidCredentials',
          summary: 'Wrong password, unknown user or disabled account: the same answer for each, on purpose.',
          message: 'Invalid credentials',
        },
        {
          key: 'invalidCode',
          summary:
            'The password is right but `code` is neither a current code of the app nor an unused recovery code; counted like a wrong password.',
          message: TWO_FACTOR_TEXTS.invalidCode,
        },
        {
          key: 'codeUsed',
          summary: 'This code of the app was accepted already (a code works once).',
          message: TWO_FACTOR_TEXTS.codeUsed,
        },
      ],
      403: [tokenNoSession],
      429: [
        {
          key: 'locked',
          summary:
            'Too many failed sign-ins for this username (5 in 15 minutes) or from this address (50): locked for 15 minutes.',
          message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
        },
      ],
    },
  },
  'POST /auth/logout': { add: { 403: [tokenNoSession] } },
  'POST /auth/2fa/setup': { add: { 403: [twoFactorTokenRefused], 409: [twoFactorAlreadyOn] } },
  'POST /auth/2fa/enable': {
    add: {
      400: [twoFactorInput, wrongTwoFactorCode],
      403: [twoFactorTokenRefused],
      409: [
        {
          key: 'notStarted',
          summary: 'No secret is waiting to be confirmed: call `POST /api/auth/2fa/setup` first.',
          message: TWO_FACTOR_TEXTS.notStarted,
        },
        twoFactorAlreadyOn,
        twoFactorUnreadable,
      ],
      429: [twoFactorLocked],
    },
  },
  'POST /auth/2fa/disable': {
    add: {
      400: [
        twoFactorInput,
        wrongTwoFactorCode,
        {
          key: 'codeUsed',
          summary:
            'This code was accepted already (at sign-in or when turning it on): wait for the next one.',
          message: TWO_FACTOR_TEXTS.codeUsed,
        },
      ],
      403: [twoFactorTokenRefused],
      409: [
        { key: 'notOn', summary: 'Two-factor sign-in is not on.', message: TWO_FACTOR_TEXTS.notOn },
        twoFactorUnreadable,
      ],
      429: [twoFactorLocked],
    },
  },
  'POST /users/{id}/2fa/reset': {
    add: {
      409: [
        {
          key: 'nothingToReset',
          summary: 'The user has no second factor (nor one being set up).',
          message: TWO_FACTOR_TEXTS.nothingToReset,
        },
      ],
    },
  },
  'PUT /company-settings': {
    add: {
      403: [
        {
          key: 'adminsOnlyRequirement',
          summary: 'Only administrators change `requireTwoFactorAdmins` and `requireTwoFactorEveryone`.',
          message: TWO_FACTOR_TEXTS.adminsOnlyRequirement,
        },
      ],
      409: [
        {
          key: 'invoiceNumberTaken',
          summary:
            "`invoiceNextNumber` is below this year's next number: it would give out an issued number again.",
          message: invoiceNumberTaken(900_000),
        },
      ],
    },
  },
  'POST /portal/auth/login': {
    add: {
      400: [
        {
          key: 'invalidInput',
          summary: 'A field is missing or invalid: `issues` names each one.',
          message: 'Email is required',
          issues: [{ path: 'email', message: 'Email is required' }],
        },
      ],
      401: [
        {
          key: 'invalidCredentials',
          summary: 'Wrong password or unknown e-mail: the same answer for each, on purpose.',
          message: PORTAL_TEXTS.invalidCredentials,
        },
      ],
      403: [
        {
          key: 'portalClosed',
          summary: 'The password is right but staff closed the portal (inactive).',
          message: PORTAL_TEXTS.closed,
        },
        {
          key: 'tokenNoPortalSession',
          summary: 'Sent with an API token: clients sign in with the portal e-mail and password.',
          message: 'Clients sign in to their portal with its e-mail and password, not an API token',
        },
      ],
      429: [
        {
          key: 'locked',
          summary:
            'Too many failed portal sign-ins for this e-mail (5 in 15 minutes) or from this address (50): locked for 15 minutes.',
          message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
        },
      ],
    },
  },
  'PATCH /invoices/{id}': { add: { 409: [onlyDrafts] } },
  'DELETE /invoices/{id}': { add: { 409: [onlyDrafts] } },
  'POST /invoices/{id}/send': {
    add: {
      409: [
        {
          key: 'notIssuable',
          summary: 'The invoice is not a draft.',
          message: 'Only a draft invoice can be sent',
        },
      ],
    },
  },
  'POST /invoices/{id}/void': {
    add: {
      409: [
        {
          key: 'notVoidable',
          summary: 'The invoice is a draft, paid or void already.',
          message: 'Only a sent or partially paid invoice can be voided',
        },
      ],
    },
  },
  'POST /invoices/{id}/payments': {
    add: {
      409: [
        {
          key: 'overBalance',
          summary: 'The amount is more than what is still owed.',
          message: 'The payment is more than the balance of 1104.15',
        },
        {
          key: 'noPayments',
          summary: 'The invoice is a draft, void or paid in full.',
          message: 'This invoice takes no payments',
        },
      ],
    },
  },
  'DELETE /invoices/{id}/payments/{paymentId}': {
    add: {
      404: [
        {
          key: 'paymentNotFound',
          summary: 'The invoice has no payment with this id.',
          message: 'Payment not found',
        },
      ],
      409: [
        {
          key: 'voidKeepsPayments',
          summary: 'The invoice is void: it keeps its payments.',
          message: INVOICE_RULES.voidKeepsPayments,
        },
      ],
    },
  },
  'PATCH /financial-records/{id}': { add: { 409: [paymentRecord] } },
  'DELETE /financial-records/{id}': { add: { 409: [paymentRecord] } },
  'POST /financial-records/bulk': {
    add: {
      409: [
        {
          key: 'bulkPaymentRecords',
          summary:
            'Invoice payments made some of the records: nothing is deleted, and the message and `issues` name each such row (a payment’s record is deleted with its payment, on the invoice).',
          message:
            'Nothing was deleted: 1 financial record is recorded by invoice payments: Payment for invoice INV-2026-0001',
        },
      ],
    },
  },
  'POST /portal/me/change-password': {
    add: {
      400: [
        {
          key: 'wrongCurrentPassword',
          summary: '`currentPassword` is not the current password.',
          message: PORTAL_TEXTS.wrongCurrentPassword,
        },
      ],
    },
  },
  'POST /client-portals/{id}/shares': {
    add: {
      404: [
        {
          key: 'documentNotFound',
          summary: 'No document has this `documentId`.',
          message: 'Document not found',
        },
      ],
    },
  },
  'DELETE /client-portals/{id}/shares/{documentId}': {
    add: {
      404: [
        {
          key: 'notShared',
          summary: 'The document is not shared with this portal.',
          message: 'The document is not shared with this portal',
        },
      ],
    },
  },
  'POST /users': { add: { 409: [duplicate('username'), duplicate('email')] } },
  'PATCH /users/{id}': {
    add: {
      403: [
        {
          key: 'notYourProfile',
          summary: 'Only administrators edit other users.',
          message: 'You can only edit your own profile',
        },
        {
          key: 'adminFields',
          summary: 'Only administrators change usernames, roles, passwords or the active flag.',
          message: 'Only administrators can change usernames, roles, passwords or the active flag',
        },
        {
          key: 'ownAdminAccess',
          summary: 'An administrator cannot demote or disable themselves.',
          message: 'You cannot remove your own administrator access',
        },
      ],
      409: [duplicate('username'), duplicate('email')],
    },
  },
  'DELETE /users/{id}': {
    add: {
      409: [
        {
          key: 'ownAccount',
          summary: 'You cannot delete your own account.',
          message: 'You cannot delete your own account',
        },
        {
          key: 'lastAdmin',
          summary: 'At least one active administrator must remain.',
          message: 'At least one active administrator must remain',
        },
      ],
    },
  },
  'POST /users/{id}/change-password': {
    add: {
      400: [
        {
          key: 'wrongCurrentPassword',
          summary: '`currentPassword` is not the current password.',
          message: 'Current password is incorrect',
        },
      ],
      403: [
        {
          key: 'notYours',
          summary: '`id` is not your own.',
          message: 'You can only change your own password',
        },
      ],
    },
    // `id` must be the caller's own, which exists: an unknown id is refused as someone else's (403).
    without: [404],
  },
  'POST /users/me/tokens': {
    add: {
      403: [
        {
          key: 'tokenCannotMint',
          summary: 'Sent with an API token: tokens are created while signed in with the cookie.',
          message: 'API tokens are created while signed in, not with another token',
        },
      ],
      409: [
        {
          key: 'limitReached',
          summary: 'You already hold the most tokens one user may (20): revoke one first.',
          message: 'You already have 20 API tokens. Revoke one you no longer use first.',
        },
      ],
    },
  },
  'POST /users/me/calendar-token': {
    add: {
      403: [
        {
          key: 'tokenCannotReset',
          summary: 'Sent with an API token: calendar links are made while signed in with the cookie.',
          message: CALENDAR_FEED_TEXTS.tokenCannotReset,
        },
      ],
    },
  },
  'POST /inventory': { add: { 409: [duplicate('sku')] } },
  'PUT /inventory/{id}': {
    add: {
      409: [
        duplicate('sku'),
        {
          key: 'quantityBelowReserved',
          summary: "A lower quantity than a coming day has reserved (from the company's today on).",
          message:
            '5 of Probe chair are reserved on Fri, Jun 11, 2027: the quantity cannot go below 5 (4 asked for)',
        },
      ],
    },
  },
  'PUT /events/{id}': { add: { 409: [overbookedByMove] } },
  'POST /events/{id}/reservations': {
    add: {
      409: [
        overbooked,
        {
          key: 'alreadyReserved',
          summary: "The item is already reserved for this event: change that reservation's quantity.",
          message: RESERVATION_TEXTS.alreadyReserved,
        },
        {
          key: 'eventCancelled',
          summary: 'The event is cancelled.',
          message: RESERVATION_TEXTS.eventCancelled,
        },
      ],
    },
  },
  'PATCH /reservations/{id}': {
    add: {
      409: [
        onlyWhileReserved,
        {
          key: 'notCheckedOut',
          summary: 'A return of equipment that was not checked out.',
          message: RESERVATION_TEXTS.notCheckedOut,
        },
      ],
    },
  },
  'DELETE /reservations/{id}': { add: { 409: [onlyWhileReserved] } },
  'DELETE /clients/{id}': { add: { 409: [stillReferenced] } },
  'DELETE /events/{id}': { add: { 409: [stillReferenced] } },
  'DELETE /vendors/{id}': { add: { 409: [stillReferenced] } },
  'POST /clients/bulk': {
    add: {
      409: [bulkReferenced('Nothing was deleted: 1 client has financial records: Harbor & Vine Weddings')],
    },
  },
  'POST /events/bulk': {
    add: {
      409: [bulkReferenced('Nothing was deleted: 1 event has financial records: Lopez–Nguyen Wedding')],
    },
  },
  'POST /vendors/bulk': {
    add: {
      409: [bulkReferenced('Nothing was deleted: 1 vendor has financial records: Bloom & Basket Florals')],
    },
  },
};

/**
 * The error statuses an operation answers and why, from what it is (its access, method, parameters and
 * body) plus the table above. Unknown operations get the same rules, so a new one is documented at
 * once; the statuses test tells whether the rules fit it.
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

  const extra = EXTRA[facts.key];
  for (const [status, reasons] of Object.entries(extra?.add ?? {}))
    for (const reason of reasons) add(Number(status), reason);
  for (const status of extra?.without ?? []) statuses.delete(status);
  return new Map([...statuses].sort(([a], [b]) => a - b));
}
