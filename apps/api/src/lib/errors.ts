import { tableNames } from '@app/db';
import { TRPCError } from '@trpc/server';

/*
 * The field a unique constraint or index guards, for its 409: a one-word column named the PostgreSQL
 * way, `<table>_<column>_key` (`email_templates_name_key`: name), so a new table's unique field needs
 * no line here; else by a fragment of the name.
 */
const NAMED_KEY = new RegExp(
  `^(?:${[...tableNames].sort((a, b) => b.length - a.length).join('|')})_([a-z]+)_key$`,
);
const UNIQUE_FIELDS: Array<[RegExp, string]> = [
  // More than one word: `<table>_<column>_key` above reads one.
  [/^campaigns_tracking_code/, 'tracking code'],
  [/username/, 'username'],
  [/email/, 'email'],
  [/sku/, 'sku'],
];
const uniqueField = (constraint: string) =>
  NAMED_KEY.exec(constraint)?.[1] ?? UNIQUE_FIELDS.find(([re]) => re.test(constraint))?.[1] ?? 'value';

type DatabaseError = {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  message?: unknown;
  table?: unknown;
};

function asDatabaseError(err: unknown): DatabaseError | null {
  return typeof err === 'object' && err !== null && 'code' in err ? (err as DatabaseError) : null;
}

/** Errors caused by a value the client sent, which the schemas let through: a 400, never a 500. */
const REFUSED_VALUE_CODES = new Set([
  '23514', // check_violation
  '23502', // not_null_violation
  '22P02', // invalid_text_representation (a malformed number, uuid, …)
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22001', // string_data_right_truncation
  '22021', // character_not_in_repertoire: a NUL byte (\u0000) in text, which PostgreSQL cannot store
  '22P05', // untranslatable_character: \u0000 in jsonb
  '22025', // invalid_escape_sequence (LIKE patterns)
  '22019', // invalid_escape_character
  '2201B', // invalid_regular_expression
]);

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
]);

const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|driver has already been destroyed/i;

/** The 409 of a unique value taken already (a username, an e-mail, a SKU). */
export const duplicateMessage = (field: string) => `A record with this ${field} already exists`;
/** The 409 of a delete that rows of other tables still point at. */
export const STILL_REFERENCED =
  'This record is still referenced by other records (for example financial records) and cannot be deleted';

/**
 * Maps a database failure to the HTTP-facing error a client should see: 409 for conflicts a client
 * caused (unique, foreign key), 400 for values the database refused, 503 when the database is away.
 * Returns null for anything else (a real bug: it stays a 500 without internals).
 */
export function mapDatabaseError(err: unknown): TRPCError | null {
  const db = asDatabaseError(err);
  const code = typeof db?.code === 'string' ? db.code : undefined;
  const constraint = typeof db?.constraint === 'string' ? db.constraint : '';
  if (code === '23505') {
    return new TRPCError({
      code: 'CONFLICT',
      message: duplicateMessage(uniqueField(constraint)),
      cause: err,
    });
  }
  if (code === '23503') {
    // On delete: the row is still referenced (409). On insert/update: the reference points nowhere (400).
    const stillReferenced =
      /still referenced/i.test(String(db?.detail ?? '')) || /delete/i.test(String(db?.message ?? ''));
    return stillReferenced
      ? new TRPCError({
          code: 'CONFLICT',
          message: STILL_REFERENCED,
          cause: err,
        })
      : new TRPCError({ code: 'BAD_REQUEST', message: 'A referenced record does not exist', cause: err });
  }
  if (code && REFUSED_VALUE_CODES.has(code)) {
    return new TRPCError({ code: 'BAD_REQUEST', message: 'A value was refused by the database', cause: err });
  }
  if (code === '40001' || code === '40P01') {
    return new TRPCError({
      code: 'CONFLICT',
      message: 'The record was changed at the same time; try again',
      cause: err,
    });
  }
  if ((code && UNAVAILABLE_CODES.has(code)) || code?.startsWith('08')) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable; try again shortly',
      cause: err,
    });
  }
  const message = err instanceof Error ? err.message : '';
  if (CONNECTION_MESSAGES.test(message)) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable; try again shortly',
      cause: err,
    });
  }
  return null;
}

/** What a staff member who is no administrator hears from an admin-only call (403). */
export const ADMIN_ONLY = 'Only administrators can do this';

export const notFound = (what = 'Record') =>
  new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });

/** The 409 of a write sent with a `version` someone else's change has passed. */
export const VERSION_CONFLICT =
  'This record was changed by someone else since you opened it. Reload it to see the latest version.';

export const versionConflict = () => new TRPCError({ code: 'CONFLICT', message: VERSION_CONFLICT });

/** Fields refused after the input passed its schema (checks that need the database or the merged row). */
export class FieldIssuesError extends Error {
  readonly issues: Array<{ path: string; message: string }>;
  constructor(issues: Array<{ path: string; message: string }>) {
    super(issues[0]?.message ?? 'Invalid input');
    this.name = 'FieldIssuesError';
    this.issues = issues;
  }
}

/** A 400 naming the field, shaped like a validation failure (`issues: [{ path, message }]`). */
/** A date range whose first day comes after its last. */
export const DATE_RANGE_ORDER = "'from' must not be after 'to'";

export const fieldError = (path: string, message: string) =>
  new TRPCError({ code: 'BAD_REQUEST', message, cause: new FieldIssuesError([{ path, message }]) });

/** A row a bulk action refused: `issues` entries of the 409 (`path` '' : the call as a whole). */
export type RefusedRowIssue = { path: string; id: number; name: string; message: string };

/** The cause of a refused bulk call: its message names the rows, `issues` lists each one. */
export class RowRefusalError extends Error {
  readonly issues: RefusedRowIssue[];
  constructor(message: string, rows: ReadonlyArray<{ id: number; name: string; message: string }>) {
    super(message);
    this.name = 'RowRefusalError';
    this.issues = rows.map((row) => ({ path: '', ...row }));
  }
}

/** A 409 refusing a bulk call, nothing done: the message names the rows and why, `issues` each row. */
export const rowsRefused = (
  message: string,
  rows: ReadonlyArray<{ id: number; name: string; message: string }>,
) => new TRPCError({ code: 'CONFLICT', message, cause: new RowRefusalError(message, rows) });
