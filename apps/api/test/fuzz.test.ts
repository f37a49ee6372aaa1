import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { IMPORT_RESOURCE_PATHS, IMPORT_RESOURCES } from '@app/domain';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_RESOURCES } from '../src/lib/export-resources.ts';
import { PLAIN_ROUTE_OPERATIONS } from '../src/openapi/document.ts';
import { appRouter } from '../src/trpc/root.ts';
import { CREATE, CRUD_RESOURCES, isSeeded, type SeededResource, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp, tableChecksums } from './helpers.ts';
import { fromResources } from './resource-tests.ts';

/*
 * Bad-input fuzzing, as a signed-in admin (the caller who gets furthest), of every tRPC procedure of the
 * router and every operation of the served OpenAPI document (spec section 7), plus the plain upload and
 * download routes. Inputs are mostly a valid input with one to three fields replaced by something
 * hostile (so the bad value reaches the database with everything else valid), or hostile keys, or a
 * hostile value where the whole object belongs. For every case:
 *   - no 5xx;
 *   - no body carries a stack trace, a source path, node_modules or a PostgreSQL error message, and no
 *     error body carries SQL text, a constraint name, a secret column's name or the driver's name;
 *   - a rejected (4xx) input wrote no row: a per-table write counter kept by triggers this file adds
 *     (rolled back with the transaction it counts) is the same before and after, and a target whose
 *     every input was rejected leaves the per-table checksums of the authorization matrix unchanged;
 *   - Object.prototype is untouched.
 * The seed is fixed (FUZZ_SEED overrides it) and logged; a failure prints the seed and path that
 * replay it, and every failure found so far is a regression case at the end of this file.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
// Writes get the most runs; reads share one list-input shape; REST reuses the procedures' validation.
// FUZZ_SCALE multiplies them all for a longer hunt (FUZZ_SCALE=10 pnpm exec vitest run test/fuzz.test.ts).
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const RUNS_PER_MUTATION = 25 * SCALE;
const RUNS_PER_QUERY = 8 * SCALE;
const RUNS_PER_REST_OPERATION = 6 * SCALE;

// ---------------------------------------------------------------------------------------------------
// Hostile values. Everything is produced as JSON *text*, so a value can be what JSON.stringify never
// writes: 1e400 (Infinity once parsed), duplicate keys, "__proto__" as a key, 5000 levels of nesting.

const NUL_STRINGS = ['\u0000', 'a\u0000b', 'Acme Weddings\u0000', '\u0000\u0000\u0000', 'x\u0000; --'];
const SQL_STRINGS = [
  "'",
  "''",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; DROP TABLE clients; --',
  "1' UNION SELECT username FROM users --",
  '\\',
  "\\'",
  '%',
  '_',
  '%_%\\%',
  "admin'--",
  '$1',
  '; COMMIT; ROLLBACK;',
  '{"a":1}',
  '{}',
  '{a,b}',
  'NULL',
];
const UNICODE_STRINGS = [
  '\ud800',
  'a\udfffb',
  '\ud83d\ude00',
  '\u202eevil',
  '\ufeff',
  'Ω≈ç√',
  'e\u0301',
  'ﷺ',
  '١٢٣',
  '𝟘𝟙𝟚',
  '\u2028\u2029',
  '\r\n',
  '\t',
  '\u00a0',
  'İstanbul',
  'ß',
  '\u001b[31m',
  '\u007f',
];
const MONEY_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e5',
  '1E5',
  '1e-2',
  '0x10',
  '12.345',
  '-0.001',
  '-5.00',
  '123456789.00',
  '99999999.999',
  '-99999999.99',
  '+5',
  '.5',
  '5.',
  ' 12 ',
  '1,000.00',
  '٥',
  '00000000000000001',
  '-0',
  '1_000',
];
const DATE_STRINGS = [
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '99999-01-01',
  '2026-13-01',
  '2026-01-01T00:00:00Z',
  'yesterday',
  '2026/01/01',
  '-2026-01-01',
  '24:00',
  '9:5',
];
const ID_STRINGS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x1f',
  '2147483648',
  '99999999999999999999',
  ' 1',
  '1 ',
  '١',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  '../1',
  '1;2',
];
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  'id',
  'version',
  'passwordHash',
  'role',
  'isActive',
  'uploadedBy',
  'revenue',
];
const DEEP = 5000;
const RAW_JSON = [
  'null',
  'true',
  'false',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e400',
  '-1e400',
  '1e-400',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '123456789012345678901234567890',
  '1.00000000000000000001',
  '[]',
  '{}',
  '[1,"a",null]',
  '[{}]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  `${'{"a":'.repeat(DEEP)}{"__proto__":{"polluted":true}}${'}'.repeat(DEEP)}`,
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      ...NUL_STRINGS,
      ...SQL_STRINGS,
      ...UNICODE_STRINGS,
      ...MONEY_STRINGS,
      ...DATE_STRINGS,
      ...ID_STRINGS,
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...NUL_STRINGS)).map(([a, b]) => a + b),
  },
  // Past every length limit of the schemas (the longest is 10 000), under the 256 KiB body limit.
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 70_000 }).map((n) => 'é'.repeat(n)) },
);

const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: fc.constantFrom(...RAW_JSON) },
  { weight: 1, arbitrary: fc.double().map((d) => (Number.isFinite(d) ? JSON.stringify(d) : 'null')) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }).map((a) => JSON.stringify(a)) },
);

const objectText = (entries: Array<[string, string]>) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** The input of one case as JSON text (undefined: no input at all). */
function inputArbitrary(
  base: Record<string, unknown> | undefined,
  schemaKeys: string[],
): fc.Arbitrary<string | undefined> {
  const baseEntries = Object.entries(base ?? {}).map(([k, v]): [string, string] => [k, JSON.stringify(v)]);
  const fields = [...new Set([...schemaKeys, ...baseEntries.map(([k]) => k)])];
  const key =
    fields.length > 0
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...fields) },
          { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
        )
      : fc.constantFrom(...HOSTILE_KEYS);
  const mutated = fc.array(fc.tuple(key, hostileJson), { minLength: 1, maxLength: 3 }).map((changes) => {
    const entries = new Map(baseEntries);
    for (const [k, v] of changes) entries.set(k, v);
    return objectText([...entries]);
  });
  const random = fc
    .array(fc.tuple(fc.oneof(key, fc.string({ maxLength: 8 })), hostileJson), { maxLength: 5 })
    .map(objectText);
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: random },
    { weight: 2, arbitrary: hostileJson },
    { weight: base === undefined ? 1 : 0, arbitrary: fc.constant(undefined) },
  );
}

// ---------------------------------------------------------------------------------------------------
// What a body must never show.

/** Checked on every body, whatever its status. */
const NEVER: Array<[string, RegExp]> = [
  [
    'a stack trace',
    /\bat (?:async )?[\w$.<>]+ \(|\bat (?:file:\/\/)?\/[\w/.-]+:\d+|\.(?:ts|js|mjs|cjs):\d+:\d+/,
  ],
  ['node_modules', /node_modules/],
  ['a source path', /\/(?:work|apps|packages|src)\/[\w.-]+\//],
  [
    'a PostgreSQL error',
    /violates (?:unique|foreign key|check|not-null|exclusion) constraint|duplicate key value|syntax error at or near|invalid input syntax|invalid byte sequence|null value in column|out of range for type|numeric field overflow|value too long for type|relation "[^"]*" does not exist|column "[^"]*" (?:of relation "[^"]*" )?does not exist|unsupported Unicode escape|SQLSTATE/i,
  ],
];
/** Checked on error bodies (4xx, 5xx), which carry a message and never data. */
const NEVER_IN_ERRORS: Array<[string, RegExp]> = [
  [
    'SQL text',
    /\b(?:select|insert into|update|delete from)\s+(?:"|\*|count\(|distinct\b)|\bfrom\s+"\w+"|\breturning\s+[*"]/i,
  ],
  ['a constraint or index name', /\b[a-z]+(?:_[a-z]+)*_(?:pkey|fkey|key|check|idx)\b/],
  ['a secret column', /password_hash|passwordHash|password_ciphertext|passwordCiphertext/],
  ['a driver name', /\bpg_\w+|kysely|pglite|postgres/i],
];

function leaks(res: LightMyRequestResponse): string[] {
  const found = NEVER.filter(([, re]) => re.test(res.body)).map(([what]) => what);
  if (res.statusCode >= 400)
    found.push(...NEVER_IN_ERRORS.filter(([, re]) => re.test(res.body)).map(([what]) => what));
  return found;
}

// ---------------------------------------------------------------------------------------------------

let t: TestApp;
let admin: string;
/** The client portal session sent beside the admin's: the caller who gets furthest on the portal routes. */
let portalCookie: string;
let portalSessionId: string;
let adminSession: { sid: string; userId: number | null; data: unknown };
let adminId: number;
let checkedTables: string[] = [];
// One row per resource for reads and updates, another for deletions (so a fuzzed delete that is
// accepted does not leave the other procedures only 404s).
const seed = {} as Record<SeededResource, number> & {
  target: number;
  notification: number;
  invoiceDraft: number;
  invoiceSent: number;
  email: number;
};
const victim = {} as Record<SeededResource, number> & {
  user: number;
  notification: number;
  apiToken: number;
};
// The same two rows of every CRUD resource, by its router key.
const crudSeed = new Map<string, number>();
const crudVictim = new Map<string, number>();
let casesRun = 0;
// Session bookkeeping (staff and portal) moves with every signed-in request: not a write of the input.
// list_generations counts write statements, refused ones that changed no row too (migration 0045).
const UNCHECKED_TABLES = new Set([
  'sessions',
  'portal_sessions',
  'login_throttle',
  'fuzz_writes',
  'list_generations',
]);

let countersInstalled = false;

/** Counts committed row writes per table (a trigger row in the writing transaction, so a rollback undoes it). */
async function installWriteCounters() {
  const db = t.database.db;
  await sql`create table fuzz_writes (table_name text primary key, n bigint not null)`.execute(db);
  await sql`
    create function fuzz_note_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes (table_name, n) values (tg_table_name, 1)
      on conflict (table_name) do update set n = fuzz_writes.n + 1;
      return null;
    end $$`.execute(db);
  for (const name of checkedTables) {
    await sql
      .raw(
        `create trigger fuzz_note_write after insert or update or delete on "${name}" for each row execute function fuzz_note_write()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger fuzz_note_truncate after truncate on "${name}" for each statement execute function fuzz_note_write()`,
      )
      .execute(db);
  }
}

async function writeCounts(): Promise<Record<string, string>> {
  const { rows } = await sql<{
    table_name: string;
    n: string;
  }>`select table_name, n::text as n from fuzz_writes`.execute(t.database.db);
  return Object.fromEntries(rows.map((r) => [r.table_name, r.n]));
}

const checksums = () => tableChecksums(t.database.db, checkedTables);

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);

async function post(url: string, body: unknown): Promise<number> {
  const res = await t.call('POST', url, { cookie: admin, body });
  if (res.statusCode !== 201) throw new Error(`seeding ${url}: ${res.statusCode} ${res.body}`);
  // A write of the test itself, not of a fuzz case: the next case counts from here.
  if (countersInstalled) lastCounts = await writeCounts();
  return res.json().id;
}

/** Puts the admin session row back (a fuzzed logout or sign-in may have ended it). */
/** Opens the fuzzing portal's session again (a portal sign-in or sign-out case may have ended it). */
async function rearmPortal() {
  await t.database.db
    .updateTable('portal_sessions')
    .set({ endedAt: null, endReason: null, lastSeenAt: new Date() })
    .where('id', '=', portalSessionId)
    .execute();
}

async function rearmAdmin() {
  await rearmPortal();
  const s = adminSession;
  await sql`
    insert into sessions (sid, user_id, data, expires_at)
    values (${s.sid}, ${s.userId}, ${JSON.stringify(s.data)}::jsonb, now() + interval '1 hour')
    on conflict (sid) do update set user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`.execute(
    t.database.db,
  );
}

type FuzzRequest = { method: InjectOptions['method']; url: string; payload?: string; contentType?: string };

type Outcome = { status: number; problems: string[] };

const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The write counters after the last case (nothing else writes to the checked tables in between). */
let lastCounts: Record<string, string> = {};

/** Sends one fuzz case and checks everything a single response must satisfy. */
async function fuzzCase(req: FuzzRequest, opts: { mayBe401?: boolean } = {}): Promise<Outcome> {
  if (opts.mayBe401) await rearmAdmin();
  const before = lastCounts;
  const res = await t.app.inject({
    method: req.method,
    url: req.url,
    headers: {
      cookie: `${admin}; ${portalCookie}`,
      ...(req.payload !== undefined || req.contentType
        ? { 'content-type': req.contentType ?? 'application/json' }
        : {}),
    },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  casesRun++;
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const leaked = leaks(res);
  if (leaked.length > 0) problems.push(`the body shows ${leaked.join(', ')}: ${res.body.slice(0, 500)}`);
  if (res.statusCode === 401 && !opts.mayBe401) problems.push('401: the admin session was lost');
  lastCounts = await writeCounts();
  if (res.statusCode >= 400) {
    const changed = changedTables(before, lastCounts);
    if (changed.length > 0)
      problems.push(`a rejected input (${res.statusCode}) wrote to ${changed.join(', ')}`);
  }
  const polluted = Object.getOwnPropertyNames(Object.prototype).filter((k) => !PROTOTYPE_KEYS.has(k));
  if (polluted.length > 0 || ({} as Record<string, unknown>).polluted !== undefined)
    problems.push(`Object.prototype polluted: ${polluted.join(', ')}`);
  if (opts.mayBe401) await rearmAdmin();
  return { status: res.statusCode, problems };
}
/** Each target draws its own sequence from SEED, so two targets do not get the same inputs in the same order. */
function seedFor(name: string): number {
  let h = SEED | 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h;
}

/** The checksums at the end of the last target (the start of the next one). */
let lastChecksums: Record<string, string> = {};

/** Runs a property over one target; a target whose every input was rejected must leave every table as it was. */
async function fuzzTarget(
  name: string,
  arbitrary: fc.Arbitrary<FuzzRequest>,
  numRuns: number,
  opts: { mayBe401?: boolean } = {},
) {
  const before = lastChecksums;
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (req) => {
      const outcome = await fuzzCase(req, opts);
      if (outcome.status < 400) accepted++;
      if (outcome.problems.length > 0)
        throw new Error(
          `${req.method} ${req.url.slice(0, 200)} ${req.payload?.slice(0, 300) ?? ''}\n${outcome.problems.join('\n')}`,
        );
    }),
    { seed: seedFor(name), numRuns },
  );
  lastChecksums = await checksums();
  if (accepted === 0)
    expect(
      changedTables(before, lastChecksums),
      `${name}: every input was rejected, yet rows changed`,
    ).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------
// The targets.

type ProcedureDef = {
  _def: {
    type: 'query' | 'mutation' | 'subscription';
    inputs: unknown[];
    meta?: { openapi?: { method: string; path: string } };
  };
};
const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

/** A valid input for each procedure (undefined: it takes none); unknown procedures get `{}`. */
/** A valid draft of the seeded client and event. */
function invoiceDraftInput() {
  return {
    clientId: seed.clients,
    eventId: null,
    dueDate: '2027-04-01',
    items: [{ description: 'Chairs', quantity: '120', unitPrice: '8.50', taxRate: '8.25' }],
  };
}

function baseInput(path: string): Record<string, unknown> | undefined {
  const [router = '', name = ''] = path.split('.');
  // The CRUD routers are named after their resource (clients, digitalProducts, …).
  const resource = CRUD_RESOURCES.find((r) => r.key === router);
  const explicit: Record<string, Record<string, unknown> | undefined> = {
    // The inputs a resource's own file gives (test/resources/).
    ...fromResources((tests) =>
      tests.fuzz?.({ seeded: (key) => crudSeed.get(key), victim: (key) => crudVictim.get(key) }),
    ),
    'health.status': undefined,
    'search.everything': { term: 'matrix' },
    'auth.login': { username: 'nobody-by-that-name', password: 'wrong-password-1' },
    'auth.me': undefined,
    'auth.logout': undefined,
    'auth.forgotPassword': { username: 'nobody-by-that-name' },
    'auth.resetPassword': { token: 'not-a-link-token', newPassword: 'new-password-1' },
    'auth.twoFactor.status': undefined,
    'auth.twoFactor.setup': undefined,
    'auth.twoFactor.enable': { code: '123456' },
    'auth.twoFactor.disable': { code: '123456' },
    'dashboard.stats': undefined,
    'dashboard.revenue': { months: 3 },
    'dashboard.upcomingEvents': undefined,
    'notifications.unread': undefined,
    'notifications.markRead': { id: seed.notification },
    'notifications.markAllRead': undefined,
    'notifications.delete': { id: victim.notification },
    'companySettings.get': undefined,
    'companySettings.update': { companyName: 'Fuzz Events' },
    'companySettings.sendTestEmail': undefined,
    'users.counts': undefined,
    'users.byId': { id: seed.target },
    'users.me': undefined,
    'users.create': { username: `fuzz-${unique()}`, password: 'fuzz-pass-1' },
    'users.update': { id: seed.target, firstName: 'Fuzz' },
    'users.delete': { id: victim.user },
    'users.endSessions': { id: seed.target },
    'users.resetTwoFactor': { id: seed.target },
    'users.tokens.list': undefined,
    'users.tokens.create': { name: 'Fuzz token' },
    'users.tokens.delete': { id: victim.apiToken },
    'users.calendarFeed.status': undefined,
    'users.calendarFeed.reset': undefined,
    'users.setColorScheme': { colorScheme: 'dark' },
    'users.emailNotifications.get': undefined,
    'users.emailNotifications.set': { kinds: ['portal-upload'] },
    'users.changePassword': {
      id: adminId,
      currentPassword: 'not-the-password',
      newPassword: 'new-password-1',
    },
    'events.range': { from: '2027-01-01', to: '2027-12-31' },
    'portal.login': { email: 'nobody@example.com', password: 'wrong-password-1' },
    'portal.logout': undefined,
    'portal.forgotPassword': { email: 'nobody@example.com' },
    'portal.resetPassword': { token: 'not-a-link-token', newPassword: 'new-portal-pass-1' },
    'portal.session': undefined,
    'portal.brand': undefined,
    'portal.me': undefined,
    'portal.changePassword': { currentPassword: 'not-the-password', newPassword: 'new-portal-pass-1' },
    'portal.events': undefined,
    'portal.documents': undefined,
    'portal.invoices': undefined,
    'clientPortals.shares': { id: seed.clientPortals },
    'clientPortals.preview': { id: seed.clientPortals },
    'clientPortals.invite': { id: seed.clientPortals },
    'documents.portals': { id: seed.documents },
    'invoices.figures': undefined,
    'events.summary': { id: seed.events },
    'clients.overview': { id: seed.clients },
    'events.invoiceEquipment': { id: seed.events },
    'events.reservations.list': { id: seed.events },
    'events.reservations.create': { id: seed.events, inventoryId: seed.inventory, quantity: 1 },
    'reservations.update': { id: 2_147_483_000, quantity: 2 },
    'reservations.delete': { id: 2_147_483_000 },
    'inventory.availability': { id: seed.inventory, from: '2027-01-01', to: '2027-01-31' },
    'invoices.byId': { id: seed.invoiceDraft },
    'invoices.create': invoiceDraftInput(),
    'invoices.update': { id: seed.invoiceDraft, notes: 'Fuzz' },
    'invoices.delete': { id: seed.invoiceDraft },
    'invoices.send': { id: seed.invoiceDraft },
    'invoices.void': { id: seed.invoiceSent, reason: 'Fuzz' },
    'emails.list': undefined,
    'emails.page': undefined,
    'emails.byId': { id: seed.email },
    'emails.create': { to: 'fuzz@example.com', subject: 'Fuzz', html: '<p>Fuzz</p>', documentIds: [] },
    'emails.cancel': { id: seed.email },
    'emails.resend': { id: seed.email },
    'invoices.payments.list': { id: seed.invoiceSent },
    'invoices.payments.create': { id: seed.invoiceSent, amount: '1.00', date: '2027-03-01', method: 'Cash' },
    'invoices.payments.delete': { id: seed.invoiceSent, paymentId: 2_147_483_000 },
    'clientPortals.share': { id: seed.clientPortals, documentId: seed.documents },
    'clientPortals.unshare': { id: seed.clientPortals, documentId: victim.documents },
    'campaigns.metrics.list': { id: seed.campaigns },
    'campaigns.metrics.create': {
      id: seed.campaigns,
      reach: 40,
      engagement: 8,
      conversions: 2,
      clicks: 5,
      impressions: 90,
      cost: '12.50',
    },
    'campaigns.metricTrends': { ids: [seed.campaigns] },
  };
  if (path in explicit) return explicit[path];
  if (name === 'list' || name === 'page') return {};
  if (resource && name === 'byId') return { id: crudSeed.get(resource.key) };
  if (resource && name === 'delete') return { id: crudVictim.get(resource.key) };
  // An id no row has: an accepted bulk call deletes nothing the other procedures need.
  if (resource && name === 'bulk') return { action: 'delete', ids: [2_147_483_000] };
  if (resource && name === 'create') return resource.create();
  if (resource && name === 'update') return { id: crudSeed.get(resource.key), ...resource.update };
  if (['summary', 'counts', 'stats'].includes(name)) return undefined;
  return {};
}

function schemaKeys(def: ProcedureDef['_def']): string[] {
  const schema = def.inputs[0] as { shape?: Record<string, unknown> } | undefined;
  return schema?.shape ? Object.keys(schema.shape) : [];
}

const ENDS_SESSION = new Set(['auth.login', 'auth.logout', 'portal.login', 'portal.logout']);

function trpcArbitrary(path: string): fc.Arbitrary<FuzzRequest> {
  const def = procedures[path]!._def;
  const input = inputArbitrary(baseInput(path), schemaKeys(def));
  if (def.type === 'query') {
    // Mostly JSON; sometimes truncated, so the input parameter is not JSON at all.
    return fc.tuple(input, fc.integer({ min: 0, max: 9 })).map(([text, n]) => {
      const value = text !== undefined && n === 0 ? text.slice(0, -1) : text;
      return {
        method: 'GET',
        url: `/trpc/${path}${value === undefined ? '' : `?input=${encodeURIComponent(value)}`}`,
      };
    });
  }
  return fc.tuple(input, fc.integer({ min: 0, max: 9 })).map(([text, n]) => ({
    method: 'POST',
    url: `/trpc/${path}`,
    payload: text === undefined ? '{}' : n === 0 ? text.slice(0, -1) : text,
  }));
}

type Operation = { method: string; path: string; procedure: string | undefined };

const safeSegment = (s: string) => encodeURIComponent(s.toWellFormed());

function restArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const def = op.procedure ? procedures[op.procedure]?._def : undefined;
  const base = op.procedure ? baseInput(op.procedure) : {};
  const keys = def ? schemaKeys(def) : [];
  const method = op.method.toUpperCase() as InjectOptions['method'];
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const paramValue = (name: string) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constant(String((base as Record<string, unknown> | undefined)?.[name] ?? 1)),
      },
      { weight: 2, arbitrary: hostileString },
    );
  const pathArb = fc.tuple(...pathParams.map(paramValue)).map((values) => {
    let i = 0;
    return `/api${op.path}`.replace(/\{(\w+)\}/g, () => safeSegment(String(values[i++] ?? '')));
  });
  const bodyBase = Object.fromEntries(Object.entries(base ?? {}).filter(([k]) => !pathParams.includes(k)));
  if (method === 'GET' || method === 'DELETE') {
    // Query strings: every value is text; a key may repeat (the adapter then sees an array).
    const value = fc.oneof(hostileString, fc.constantFrom(...RAW_JSON.filter((j) => j.length < 100)));
    const key = fc.constantFrom(...new Set([...keys, ...Object.keys(bodyBase), ...HOSTILE_KEYS]));
    const query = fc.array(fc.tuple(key, value), { maxLength: 4 }).map((pairs) => {
      const params = new URLSearchParams(
        Object.entries(bodyBase).map(([k, v]): [string, string] => [k, String(v)]),
      );
      for (const [k, v] of pairs) params.append(k, v);
      return params.toString();
    });
    return fc.tuple(pathArb, query).map(([path, q]) => ({ method, url: q ? `${path}?${q}` : path }));
  }
  const body = inputArbitrary(
    Object.keys(bodyBase).length > 0 || base !== undefined ? bodyBase : undefined,
    keys.filter((k) => !pathParams.includes(k)),
  );
  return fc
    .tuple(pathArb, body)
    .map(([url, payload]) => ({ method, url, ...(payload !== undefined ? { payload } : {}) }));
}

const TRPC_TARGETS = Object.keys(procedures).sort();
let operations: Operation[] = [];

beforeAll(async () => {
  // The portal's hourly upload limit would answer 429 to most portal upload cases (upload-guards.test.ts has it).
  t = await createTestApp({ portalUploads: { perHour: Number.MAX_SAFE_INTEGER } });
  admin = await t.login(ADMIN);
  const sid = decodeURIComponent(admin.slice(admin.indexOf('=') + 1)).split('.')[0]!;
  adminSession = await t.database.db
    .selectFrom('sessions')
    .select(['sid', 'userId', 'data'])
    .where('sid', '=', sid)
    .executeTakeFirstOrThrow();
  adminId = adminSession.userId!;

  for (const { key, path, create } of CRUD_RESOURCES) {
    crudSeed.set(key, await post(`/api/${path}`, create()));
    crudVictim.set(key, await post(`/api/${path}`, create()));
    if (isSeeded(key)) {
      seed[key] = crudSeed.get(key)!;
      victim[key] = crudVictim.get(key)!;
    }
  }
  seed.target = await post('/api/users', { username: 'fuzz-target', password: 'target-pass-1' });
  victim.user = await post('/api/users', { username: 'fuzz-victim', password: 'victim-pass-1' });
  victim.apiToken = await post('/api/users/me/tokens', { name: 'Fuzz victim token' });
  const note = () =>
    t.database.db
      .insertInto('notifications')
      .values({
        type: 'system',
        title: 'Fuzz',
        message: 'A notification to fuzz',
        priority: 'normal',
        userId: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  seed.notification = (await note()).id;
  victim.notification = (await note()).id;

  seed.invoiceDraft = await post('/api/invoices', invoiceDraftInput());
  seed.invoiceSent = await post('/api/invoices', invoiceDraftInput());
  const sent = await t.call('POST', `/api/invoices/${seed.invoiceSent}/send`, { cookie: admin });
  if (sent.statusCode !== 200) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
  seed.email = await post('/api/emails', { to: 'fuzz@example.com', subject: 'Fuzz', html: '<p>Fuzz</p>' });

  const portalEmail = `fuzz-portal-${unique()}@example.com`;
  await post('/api/client-portals', {
    clientName: 'Fuzz Client',
    email: portalEmail,
    eventName: 'Fuzz Event',
    password: 'fuzz-portal-pass-1',
  });
  const portalLogin = await t.call('POST', '/api/portal/auth/login', {
    body: { email: portalEmail, password: 'fuzz-portal-pass-1' },
  });
  portalCookie = [portalLogin.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('portal_sid='))!
    .split(';')[0]!;
  portalSessionId = createHash('sha256').update(portalCookie.slice('portal_sid='.length)).digest('hex');

  const doc = (await t.call('GET', '/api/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const byOperation = new Map(
    Object.entries(procedures).flatMap(([path, p]) => {
      const o = p._def.meta?.openapi;
      return o ? [[`${o.method.toUpperCase()} ${o.path}`, path] as const] : [];
    }),
  );
  // The plain Fastify routes of the document (uploads, files, health) have fuzz cases of their own below.
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((method) => !PLAIN_ROUTE_OPERATIONS.includes(`${method.toUpperCase()} ${path}`))
      .map((method) => ({
        method,
        path,
        procedure: byOperation.get(`${method.toUpperCase()} ${path}`),
      })),
  );

  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.database.db);
  checkedTables = rows.map((r) => r.name).filter((name) => !UNCHECKED_TABLES.has(name));
  await installWriteCounters();
  countersInstalled = true;
  lastCounts = await writeCounts();
  lastChecksums = await checksums();
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);
}, 120_000);

afterAll(async () => {
  console.log(
    `fuzz: ${casesRun} cases sent (seed ${SEED}): ${TRPC_TARGETS.length} procedures (${RUNS_PER_MUTATION} per mutation, ${RUNS_PER_QUERY} per query), ` +
      `${operations.length} REST operations (${RUNS_PER_REST_OPERATION} each), the upload and download routes, and the regression cases`,
  );
  await t?.close();
});

describe(`fuzz: every tRPC procedure (${TRPC_TARGETS.length}: ${RUNS_PER_MUTATION} runs per mutation, ${RUNS_PER_QUERY} per query, seed ${SEED})`, () => {
  it.each(TRPC_TARGETS)('%s', async (path) => {
    await fuzzTarget(
      `tRPC ${path}`,
      trpcArbitrary(path),
      procedures[path]!._def.type === 'mutation' ? RUNS_PER_MUTATION : RUNS_PER_QUERY,
      { mayBe401: ENDS_SESSION.has(path) },
    );
  });
});

describe(`fuzz: every documented REST operation (x ${RUNS_PER_REST_OPERATION} runs, seed ${SEED})`, () => {
  it('lists the operations from /api/openapi.json, each served by a procedure', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((o) => !o.procedure)).toEqual([]);
  });

  it('fuzzes each operation', async () => {
    for (const op of operations) {
      await fuzzTarget(
        `REST ${op.method.toUpperCase()} ${op.path}`,
        restArbitrary(op),
        RUNS_PER_REST_OPERATION,
        {
          mayBe401: op.procedure !== undefined && ENDS_SESSION.has(op.procedure),
        },
      );
    }
  }, 600_000);
});

describe('fuzz: uploads, imports and downloads', () => {
  it('GET /api/files/:id with ids that are not uuids, and odd dispositions', async () => {
    const arbitrary = fc.tuple(hostileString, fc.option(hostileString)).map(
      ([id, disposition]): FuzzRequest => ({
        method: 'GET',
        url: `/api/files/${safeSegment(id)}${disposition === null ? '' : `?disposition=${safeSegment(disposition)}`}`,
      }),
    );
    await fuzzTarget('GET /api/files/:id', arbitrary, RUNS_PER_QUERY);
  });

  it('GET /api/invoices/:id/pdf with odd ids', async () => {
    const arbitrary = fc
      .oneof(hostileString, fc.integer().map(String))
      .map((id): FuzzRequest => ({ method: 'GET', url: `/api/invoices/${safeSegment(id)}/pdf` }));
    await fuzzTarget('GET /api/invoices/:id/pdf', arbitrary, RUNS_PER_QUERY);
  });

  it('GET /api/calendar/:token.ics with odd tokens', async () => {
    const arbitrary = fc
      .oneof(
        hostileString,
        fc.string({ minLength: 43, maxLength: 43 }).map((s) => `evc_${s}`),
      )
      .map((token): FuzzRequest => ({ method: 'GET', url: `/api/calendar/${safeSegment(token)}.ics` }));
    await fuzzTarget('GET /api/calendar/:token.ics', arbitrary, RUNS_PER_QUERY);
  });

  it('POST /api/uploads with odd purposes, names and bytes', async () => {
    const arbitrary = fc
      .tuple(
        hostileString,
        hostileString,
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('image/png', 'application/pdf', 'text/plain', '\u0000'),
      )
      .map(([purpose, name, bytes, type]): FuzzRequest => {
        const boundary = '----fuzzboundary';
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${type}\r\n\r\n`;
        return {
          method: 'POST',
          url: `/api/uploads?purpose=${safeSegment(purpose)}`,
          payload: `${head}${Buffer.from(bytes).toString('latin1')}\r\n--${boundary}--\r\n`,
          contentType: `multipart/form-data; boundary=${boundary}`,
        };
      });
    await fuzzTarget('POST /api/uploads', arbitrary, RUNS_PER_MUTATION);
  });

  it('GET /api/{resource}/export.csv with a NUL byte in each query parameter: a clean 400, gzip or not', async () => {
    for (const resource of EXPORT_RESOURCES) {
      const parameters = [
        ...Object.keys(resource.listInput.shape).filter((key) => key !== 'limit' && key !== 'offset'),
        ...(resource.dateRange ? ['from', 'to'] : []),
      ];
      expect(parameters.length, resource.path).toBeGreaterThan(0);
      for (const parameter of parameters) {
        for (const encoding of ['gzip', 'identity']) {
          const url = `/api/${resource.path}/export.csv?${parameter}=a%00b`;
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: { cookie: admin, 'accept-encoding': encoding },
          });
          casesRun++;
          const body =
            res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
          expect(res.statusCode, `${url} (${encoding})`).toBe(400);
          expect(JSON.parse(body).message, url).toBe(`'${parameter}' must not contain a NUL character`);
        }
      }
    }
  });

  it('POST /api/imports/:resource with odd resources, dryRun values, mappings and CSV files', async () => {
    const fieldNames = [
      ...new Set(Object.values(IMPORT_RESOURCES).flatMap((r) => r.fields.map((f) => f.name))),
    ];
    const labels = Object.values(IMPORT_RESOURCES).flatMap((r) => r.fields.map((f) => f.label));
    const header = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...fieldNames, ...labels, 'Email', 'ID', 'Sector') },
      { weight: 1, arbitrary: hostileString },
    );
    const cell = fc.oneof(
      fc.constantFrom(
        'Acme',
        'ann@acme.test',
        'SKU-1',
        '12',
        '-1',
        'yes',
        '',
        '1.50',
        'income',
        '2026-01-31',
      ),
      hostileString,
    );
    const mapping = fc.oneof(
      hostileString,
      fc
        .dictionary(header, fc.oneof(fc.constantFrom('', ...fieldNames), hostileString))
        .map((m) => JSON.stringify(m)),
    );
    const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
    const arbitrary = fc
      .record({
        resource: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...IMPORT_RESOURCE_PATHS) },
          { weight: 1, arbitrary: hostileString },
        ),
        dryRun: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('true', 'false') },
          { weight: 1, arbitrary: hostileString },
        ),
        mapping: fc.option(mapping),
        separator: fc.constantFrom(',', ';'),
        quoted: fc.boolean(),
        lineBreak: fc.constantFrom('\n', '\r\n'),
        headers: fc.array(header, { minLength: 1, maxLength: 5 }),
        rows: fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 4 }),
      })
      .map((c): FuzzRequest => {
        const line = (cells: string[]) => cells.map((v) => (c.quoted ? quote(v) : v)).join(c.separator);
        const csv = [line(c.headers), ...c.rows.map(line)].join(c.lineBreak);
        const boundary = '----fuzzboundary';
        const field =
          c.mapping === null
            ? ''
            : `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${c.mapping}\r\n`;
        const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
        return {
          method: 'POST',
          url: `/api/imports/${safeSegment(c.resource)}?dryRun=${safeSegment(c.dryRun)}`,
          payload: field + file,
          contentType: `multipart/form-data; boundary=${boundary}`,
        };
      });
    await fuzzTarget('POST /api/imports/:resource', arbitrary, RUNS_PER_MUTATION);
  });
});

describe('fuzz: the client portal files', () => {
  it('GET /api/portal/documents/:id/download with odd ids and dispositions', async () => {
    const arbitrary = fc.tuple(hostileString, fc.option(hostileString)).map(
      ([id, disposition]): FuzzRequest => ({
        method: 'GET',
        url: `/api/portal/documents/${safeSegment(id)}/download${disposition === null ? '' : `?disposition=${safeSegment(disposition)}`}`,
      }),
    );
    await fuzzTarget('GET /api/portal/documents/:id/download', arbitrary, RUNS_PER_QUERY);
  });

  it('GET /api/portal/invoices/:id/pdf with odd ids', async () => {
    const arbitrary = fc
      .oneof(hostileString, fc.integer().map(String))
      .map((id): FuzzRequest => ({ method: 'GET', url: `/api/portal/invoices/${safeSegment(id)}/pdf` }));
    await fuzzTarget('GET /api/portal/invoices/:id/pdf', arbitrary, RUNS_PER_QUERY);
  });

  it('POST /api/portal/uploads with odd names and bytes', async () => {
    const arbitrary = fc
      .tuple(
        hostileString,
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('image/png', 'application/pdf', 'text/plain', '\u0000'),
      )
      .map(([name, bytes, type]): FuzzRequest => {
        const boundary = '----fuzzboundary';
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${type}\r\n\r\n`;
        return {
          method: 'POST',
          url: '/api/portal/uploads',
          payload: `${head}${Buffer.from(bytes).toString('latin1')}\r\n--${boundary}--\r\n`,
          contentType: `multipart/form-data; boundary=${boundary}`,
        };
      });
    await fuzzTarget('POST /api/portal/uploads', arbitrary, RUNS_PER_MUTATION);
  });
});

describe('fuzz: multipart file parts without a file name, or with an odd one', () => {
  const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const oddName = fc.oneof(
    fc.constantFrom(
      'a\u202etxt.exe',
      `${BIDI.join('')}.pdf`,
      '\u200e\u200f\u061c',
      '../../etc/passwd',
      'C:\\temp\\plan.txt',
      '.',
      ' ',
      'x'.repeat(400),
    ),
    fc
      .array(fc.constantFrom(...BIDI, '\u200e', '\u200f', '\u061c', 'a', '.', 'txt', 'exe', '/'))
      .map((p) => p.join('')),
    hostileString,
  );
  // The disposition's file name: left out (a file to the parser only as application/octet-stream),
  // empty, odd, or only in the RFC 5987 form.
  const disposition = fc.oneof(
    fc.constant(''),
    fc.constant('; filename=""'),
    oddName.map((name) => `; filename="${name.replace(/["\r\n]/g, '_')}"`),
    oddName.map((name) => `; filename*=UTF-8''${encodeURIComponent(name.toWellFormed())}`),
  );
  const body = (name: string, type: string, content: string) => {
    const boundary = '----fuzzboundary';
    return {
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"${name}\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  };
  const type = fc.constantFrom('application/octet-stream', 'text/plain', 'text/csv');
  const routes = fc.oneof(
    fc.constantFrom('/api/uploads?purpose=document', '/api/uploads?purpose=template', '/api/portal/uploads'),
    fc.constantFrom(...IMPORT_RESOURCE_PATHS).map((path) => `/api/imports/${path}?dryRun=false`),
  );
  const content = fc.constantFrom(
    'Table 1: Maya, Sam',
    'name,industry,contactName,contactEmail\r\nNameless,Tech,Na,nameless@example.com',
    '',
  );

  it('POST /api/uploads, /api/portal/uploads and /api/imports/:resource', async () => {
    const arbitrary = fc.tuple(routes, disposition, type, content).map(
      ([url, name, contentType, text]): FuzzRequest => ({
        method: 'POST',
        url,
        ...body(name, contentType, text),
      }),
    );
    await fuzzTarget('multipart file names', arbitrary, RUNS_PER_MUTATION * 2);
    // Whatever was accepted is stored and listed under a name without bidirectional characters, and a
    // file's name (not a typed document name) without control characters either.
    const { rows } = await sql<{ name: string; typed: boolean }>`
      select original_name as name, false as typed from stored_files
      union all select changes->>'file', false from audit_log where action = 'import'
      union all select name, true from documents`.execute(t.database.db);
    const bidi = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    const control = /[\u0000-\u001f\u007f]/;
    expect(rows.filter((r) => bidi.test(r.name) || (!r.typed && control.test(r.name)))).toEqual([]);
  });
});

// Every failure the fuzzing found, replayed as it was found (seed 20261122), with the exact answer now due.
describe('fuzz: regressions', () => {
  const regression = async (req: FuzzRequest, status: number, message?: string) => {
    const before = await checksums();
    const outcome = await fuzzCase(req);
    expect(outcome.problems).toEqual([]);
    expect(outcome.status).toBe(status);
    const after = await checksums();
    lastChecksums = after;
    if (status >= 400) expect(changedTables(before, after)).toEqual([]);
    if (message) {
      const res = await t.app.inject({
        method: req.method,
        url: req.url,
        headers: { cookie: admin, 'content-type': 'application/json' },
        ...(req.payload ? { payload: req.payload } : {}),
      });
      expect(JSON.stringify(res.json())).toContain(message);
    }
  };
  const REFUSED = 'A value was refused by the database';

  // PostgreSQL cannot store U+0000 in text; the database refused it and the API answered 500.
  it('a NUL byte in a name is a 400 (tRPC clients.update, vendors.update, users.update, events.create)', async () => {
    const client = await post('/api/clients', CREATE.clients());
    const vendor = await post('/api/vendors', CREATE.vendors());
    const user = await post('/api/users', { username: `nul-${unique()}`, password: 'nul-pass-1' });
    await regression(
      {
        method: 'POST',
        url: '/trpc/clients.update',
        payload: JSON.stringify({ id: client, name: '\u0000' }),
      },
      400,
      REFUSED,
    );
    await regression(
      {
        method: 'POST',
        url: '/trpc/vendors.update',
        payload: JSON.stringify({ id: vendor, name: '\u0000' }),
      },
      400,
      REFUSED,
    );
    await regression(
      {
        method: 'POST',
        url: '/trpc/users.update',
        payload: JSON.stringify({ id: user, firstName: 'Fuzz', username: '\u0000' }),
      },
      400,
      REFUSED,
    );
    await regression(
      {
        method: 'POST',
        url: '/trpc/events.create',
        payload: JSON.stringify({ ...CREATE.events(), name: '\u0000' }),
      },
      400,
      REFUSED,
    );
  });

  it('a NUL byte in a search or a sign-in is a 400 (tRPC search.everything, auth.login, REST GET /api/clients)', async () => {
    await regression(
      {
        method: 'GET',
        url: `/trpc/search.everything?input=${encodeURIComponent(JSON.stringify({ term: '\u0000' }))}`,
      },
      400,
      REFUSED,
    );
    await regression({ method: 'GET', url: '/api/clients?search=%00' }, 400, REFUSED);
    await rearmAdmin();
    await regression(
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: JSON.stringify({ username: '\u0000', password: '\u0000' }),
      },
      400,
      REFUSED,
    );
    await regression(
      {
        method: 'POST',
        url: '/trpc/auth.login',
        payload: JSON.stringify({ username: '\u0000', password: '\u0000' }),
      },
      400,
      REFUSED,
    );
  });

  // An update naming no known field built "update company_settings set where …": a syntax error, a 500.
  it('a company-settings save that names no field answers the settings unchanged', async () => {
    const current = (await t.call('GET', '/api/company-settings', { cookie: admin })).json();
    await regression({ method: 'POST', url: '/trpc/companySettings.update', payload: '{"a":{"a":1}}' }, 200);
    await regression({ method: 'PUT', url: '/api/company-settings', payload: '{}' }, 200);
    await regression(
      {
        method: 'PUT',
        url: '/api/company-settings',
        payload: JSON.stringify({ version: current.version + 1 }),
      },
      409,
    );
    expect((await t.call('GET', '/api/company-settings', { cookie: admin })).json()).toEqual(current);
  });

  // The REST adapter stringifies the parsed body again, recursively: 5000 levels overflowed the stack.
  it('a JSON body nested 5000 levels deep is a 400 on the REST paths', async () => {
    await regression(
      {
        method: 'PUT',
        url: '/api/company-settings',
        payload: `{"companyName":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`,
      },
      400,
      'nested too deeply',
    );
    await regression(
      {
        method: 'POST',
        url: '/api/clients',
        payload: `${'{"a":'.repeat(DEEP)}{"__proto__":{"polluted":true}}${'}'.repeat(DEEP)}`,
      },
      400,
      'nested too deeply',
    );
  });
});
