import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { KyselyPlugin, LogConfig } from 'kysely';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface CreateDatabaseOptions {
  /** A PostgreSQL connection string. When set, a `pg.Pool` is used and `dataDir` is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined or 'memory://' gives an in-memory database. */
  dataDir?: string | undefined;
  /** Kysely's `log` option (levels or a function), e.g. `['error']`. */
  log?: LogConfig | undefined;
  /** PostgreSQL only. Default 10 000 ms; 0 disables it (migrations and bulk loads). */
  statementTimeoutMs?: number | undefined;
  /** PostgreSQL only. Default 10. */
  poolMax?: number | undefined;
  /**
   * PostgreSQL only. Called when an idle pooled connection fails (e.g. the server restarted).
   * The pool discards that connection by itself; the default handler only writes to stderr.
   */
  onPoolError?: ((error: Error) => void) | undefined;
}

/** What a `listen` caller is told: each notification, and when it can or cannot rely on hearing them. */
export type ChangeListener = {
  /** A notification's payload. */
  onNotify: (payload: string) => void;
  /** Listening (again): notifications sent while it was not may have been missed. */
  onConnect: () => void;
  /** The listening connection dropped: nothing is heard until the next `onConnect`. */
  onDisconnect: () => void;
};

/** Starts listening on a channel; resolves with the function that stops it. */
export type Listen = (channel: string, listener: ChangeListener) => Promise<() => Promise<void>>;

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** LISTEN on a channel (PostgreSQL: a connection of its own, reconnected after a drop). */
  listen: Listen;
  /**
   * Where a second client reaches the same database (the job queue, apps/api/src/jobs): PostgreSQL's
   * connection string, or the embedded PGlite instance itself, whose one session Kysely also uses.
   */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
  /** Destroys the Kysely instance: ends the pool or closes PGlite. */
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * LISTEN over a dedicated connection, outside the pool (a pooled connection is shared and returned).
 * When it drops (server restart, network cut), the listener hears `onDisconnect` and a new connection
 * is tried every second until one listens again (`onConnect`).
 */
function listenPostgres(databaseUrl: string): Listen {
  return async (channel, listener) => {
    let current: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    const schedule = () => {
      if (stopped) return;
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    const connect = async () => {
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: 5_000,
        application_name: 'event-back-office-listen',
      });
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload) listener.onNotify(message.payload);
      });
      // 'error' comes before 'end' on a broken connection; 'end' does the work.
      client.on('error', () => {});
      client.on('end', () => {
        if (current !== client) return;
        current = null;
        listener.onDisconnect();
        schedule();
      });
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch {
        await client.end().catch(() => {});
        schedule();
        return;
      }
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      listener.onConnect();
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end();
    };
  };
}

const OID = {
  int8: 20,
  int8Array: 1016,
  textArray: 1009,
  date: 1082,
  dateArray: 1182,
  numeric: 1700,
  numericArray: 1231,
  timestamptz: 1184,
} as const;

const identity = (value: string): string => value;

/** PostgreSQL's text of a timestamptz in UTC (ISO DateStyle): `2026-03-31 09:30:00.123456+00`. */
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as the API sends it: `2026-03-31T09:30:00.123Z` (what Date#toISOString gives: UTC,
 * milliseconds, microseconds cut). From a UTC session's text by rearranging it; any other text (another
 * session time zone, infinity, a year outside 0000-9999) through a Date, or as it is when no Date can
 * hold it.
 */
export function isoTimestamp(text: string): string {
  const utc = UTC_TIMESTAMP.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const date = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

// pg-types' own signature only accepts the OIDs of its TypeId enum, which lacks the array types.
const builtinParser = pg.types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => (value: string) => unknown;
const parseTextArray = builtinParser(OID.textArray, 'text') as (value: string) => Array<string | null>;

/**
 * node-postgres parsers, per pool (never the global `pg.types`, which other libraries share):
 * numeric stays a string (money must never pass through a float), date stays 'YYYY-MM-DD' (a JS
 * Date would shift it by the process time zone), int8 (count(*), sum of integers) becomes a number.
 * timestamptz becomes the ISO 8601 text the API answers (isoTimestamp), with no Date made and formatted
 * again for every timestamp of every row.
 */
const pgTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === undefined || format === 'text') {
      switch (oid) {
        case OID.numeric:
        case OID.date:
          return identity;
        case OID.timestamptz:
          return isoTimestamp;
        case OID.int8:
          return (value: string) => Number(value);
        case OID.numericArray:
        case OID.dateArray:
          return parseTextArray;
        case OID.int8Array:
          return (value: string) =>
            parseTextArray(value).map((item) => (item === null ? null : Number(item)));
      }
    }
    return builtinParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** The same parsing rules for PGlite (its array parser applies these per element). */
const pgliteParsers = {
  [pgliteTypes.NUMERIC]: identity,
  [pgliteTypes.DATE]: identity,
  [pgliteTypes.INT8]: (value: string) => Number(value),
  [pgliteTypes.TIMESTAMPTZ]: isoTimestamp,
};

// `maintainNestedObjectKeys` keeps jsonb contents (notification metadata, session data) as stored.
const camelCase = () => new CamelCasePlugin({ maintainNestedObjectKeys: true });

function createPostgres(options: CreateDatabaseOptions & { databaseUrl: string }): AppDatabase {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Sent as a startup parameter, so it applies to every connection of the pool.
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    // A transaction left open by a crashed request must not hold its locks forever.
    idle_in_transaction_session_timeout: 60_000,
    application_name: 'event-back-office',
    types: pgTypeParsers,
  });
  // Without a listener, an error on an idle client (server restart, network cut) is an unhandled
  // 'error' event and crashes the process. The pool already removes the broken client.
  pool.on('error', (error) => {
    if (options.onPoolError) options.onPoolError(error);
    else console.error(`[db] idle PostgreSQL client error: ${error.message}`);
  });
  // The pool's listener covers idle clients only. A connection cut while a client is checked out
  // (PostgreSQL crashing between two statements of a transaction) would emit an unhandled 'error' and
  // end the process. Nothing else to do here: the statement in flight or the next one rejects (the
  // API answers 503) and the pool discards the client on release, since it is no longer queryable.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });

  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [camelCase()],
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    db,
    kind: 'postgres',
    listen: listenPostgres(options.databaseUrl),
    connection: { kind: 'postgres', url: options.databaseUrl },
    close: () => db.destroy(),
  };
}

/**
 * PGlite runs each statement on the server's own thread and settles its promise as a microtask, so a
 * request awaiting statement after statement (an import's batches, a long transaction) never lets the
 * event loop turn, and every other request waits for all of it. One turn after each statement lets
 * them in between; the connection stays the request's (the dialect queues the others' statements).
 */
const turnAfterEachStatement: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await nextTurn();
    return args.result;
  },
};

async function createPglite(options: CreateDatabaseOptions): Promise<AppDatabase> {
  const inMemory = options.dataDir === undefined || options.dataDir === 'memory://';
  if (!inMemory && options.dataDir && !options.dataDir.includes('://')) {
    mkdirSync(options.dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    extensions: { pg_trgm },
    parsers: pgliteParsers,
  });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    plugins: [camelCase(), turnAfterEachStatement],
    ...(options.log ? { log: options.log } : {}),
  });
  // One in-process connection: it hears its own notifications and never drops.
  const listen: Listen = async (channel, listener) => {
    const stop = await pglite.listen(channel, (payload) => listener.onNotify(payload));
    listener.onConnect();
    return () => stop();
  };
  return { db, kind: 'pglite', listen, connection: { kind: 'pglite', pglite }, close: () => db.destroy() };
}

/**
 * Opens the application database: PostgreSQL through a `pg.Pool` when `databaseUrl` is given,
 * otherwise embedded PGlite (on disk at `dataDir`, or in memory). Both return camelCase rows,
 * numeric as strings, date as 'YYYY-MM-DD', int8 as numbers and timestamptz as ISO 8601 text
 * (`2026-03-31T09:30:00.000Z`).
 * The schema is not migrated here; call `migrateToLatest(db)`.
 */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<AppDatabase> {
  if (options.databaseUrl) return createPostgres({ ...options, databaseUrl: options.databaseUrl });
  return createPglite(options);
}
