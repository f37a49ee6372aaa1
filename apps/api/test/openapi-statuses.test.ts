import { createHash, randomBytes } from 'node:crypto';
import {
  type AppDatabase,
  createDatabase,
  createPasswordResetToken,
  createPortalLink,
  hashPassword,
} from '@app/db';
import { IMPORT_RESOURCE_PATHS, PORTAL_UPLOADS_PER_HOUR } from '@app/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { EXAMPLE_FILE_ID, EXAMPLE_FILE_URL } from '../src/openapi/example-business.ts';
import { unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp, totpCode, USER } from './helpers.ts';
import {
  type Json,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  schemaValidator,
} from './openapi-schemas.ts';
import { fromResources, type ProbeAccount, type StatusSpec } from './resource-tests.ts';

/*
 * Every operation of /api/openapi.json driven to every status it can answer, and the document held to
 * what was observed: for each operation, the statuses documented must be exactly the statuses seen, and
 * every answer's body must validate against the schema documented for its status.
 *
 * Each operation gets the same probes, built from the document itself (its request examples are the
 * valid bodies): as an admin, as a user, with an admin's API token, signed out, with an unknown token,
 * cross-site, with a non-JSON, an oversized and a malformed body, with an invalid parameter, an unknown
 * id and a stale version, with a malformed Idempotency-Key and one reused for a different request, on a
 * server that is shutting down and on one whose database is gone; plus the probes of the cases only
 * some operations have (duplicates, refused deletes, sign-in lockout, uploads).
 * A new operation is probed at once; a status it answers that the document does not list fails here.
 */

type Role = 'admin' | 'user';
type Auth = 'cookie' | 'token' | 'none' | 'badToken';
type Account = ProbeAccount;
type Request = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };
type Target = 'valid' | 'unknown' | 'malformed';
type Probe = {
  name: string;
  role: Role;
  auth: Auth;
  target?: Target;
  /** Changes the valid request into the probe's own. */
  tweak?: (req: Request, op: Op) => void | Promise<void>;
  applies?: (op: Op) => boolean;
  /**
   * Sent while the company requires two-factor sign-in of everyone, from a session made then (the
   * user has no second factor): only the set-up, the session and sign-out answer.
   */
  twoFactorPending?: boolean;
};
type Op = { key: string; method: string; path: string; operation: Operation; jsonBody: boolean };

let t: TestApp;
let doc: OpenApiDocument;
let ops: Op[];
const accounts = {} as Record<Role, Account>;
let file: { id: string; url: string };
/** The client portal the /portal operations are probed as: its credentials, session cookie and a shared document. */
const portal = { id: 0, email: '', password: 'probe-portal-pass-1', cookie: '', documentId: 0 };
/** The client the invoice probes bill. */
let invoiceClientId = 0;
let drainingApp: FastifyInstance;
let databaseGoneApp: FastifyInstance;
let unreachable: AppDatabase;

/** Per operation: each status seen, with the probes that saw it. */
const observed = new Map<string, Map<number, Set<string>>>();
/** Bodies that do not validate against the schema documented for their status. */
const bodyProblems: string[] = [];
let answers = 0;
let bodiesValidated = 0;
let validator: ReturnType<typeof schemaValidator>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const UNKNOWN_ID = '2147483000';
const UNKNOWN_FILE_ID = '00000000-0000-4000-8000-000000000000';
const BIG_BODY = JSON.stringify({ name: 'x'.repeat(300 * 1024) });

function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; content: Buffer | string }>,
) {
  const boundary = `----probe${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const json = (res: LightMyRequestResponse): Json => {
  try {
    return res.json() as Json;
  } catch {
    return {};
  }
};

async function inject(app: FastifyInstance, req: Request) {
  return app.inject({
    method: req.method as InjectOptions['method'],
    url: req.url,
    headers: req.headers,
    payload: req.payload,
  });
}

/** A REST call as an account (its cookie), for setting things up. */
async function as(account: Account, method: string, url: string, body?: unknown) {
  return inject(t.app, {
    method,
    url,
    headers: {
      cookie: account.cookie,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function newAccount(role: Role): Promise<Account> {
  const username = `probe-${role}-${unique()}`;
  const password = `probe-pass-${unique()}`;
  const row = await t.database.db
    .insertInto('users')
    .values({ username, passwordHash: await hashPassword(password), role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cookie = await t.login({ username, password });
  const account: Account = { id: row.id, username, password, role, cookie, token: '' };
  const token = await as(account, 'POST', '/api/users/me/tokens', { name: 'Probe' });
  if (token.statusCode !== 201) throw new Error(`token for ${username}: ${token.statusCode} ${token.body}`);
  account.token = token.json().token;
  return account;
}

/** The fields an operation documents as unique: its 409 examples `duplicate-<field>` (duplicateValue). */
function uniqueFields(op: Operation | undefined): string[] {
  const examples = op?.responses['409']?.content?.['application/json']?.examples ?? {};
  return Object.keys(examples).flatMap((key) =>
    key.startsWith('duplicate-') ? [key.slice('duplicate-'.length)] : [],
  );
}

/**
 * Values that must differ from one row to the next get a suffix (the operation's unique fields among
 * them); examples' file URLs point at a real upload.
 */
function adapt(value: unknown, uniqueValues: boolean, uniqueKeys: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => adapt(v, uniqueValues, uniqueKeys));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Json).map(([k, v]) => {
        if (uniqueValues && typeof v === 'string' && (k === 'sku' || k === 'username' || k === 'slug'))
          return [k, `${v}-${unique()}`];
        if (uniqueValues && typeof v === 'string' && k === 'email')
          return [k, v.replace('@', `+${unique()}@`)];
        if (uniqueValues && typeof v === 'string' && uniqueKeys.includes(k)) return [k, `${v} ${unique()}`];
        return [k, adapt(v, uniqueValues, uniqueKeys)];
      }),
    );
  }
  if (value === EXAMPLE_FILE_URL) return file.url;
  if (value === EXAMPLE_FILE_ID) return file.id;
  return value;
}

const requestExample = (op: Operation): unknown =>
  structuredClone(op.requestBody?.content?.['application/json']?.example);

/** Creates a row for an `{id}` path through the collection's documented POST (its example), as `account` if it may. */
async function createThrough(collection: string, account: Account): Promise<string> {
  const create = doc.paths[collection]?.post;
  if (!create) throw new Error(`no POST ${collection} to create a row for ${collection}/{id}`);
  const body = adapt(requestExample(create), true, uniqueFields(create));
  let res = await as(account, 'POST', `/api${collection}`, body);
  if (res.statusCode !== 201) res = await as(accounts.admin, 'POST', `/api${collection}`, body);
  if (res.statusCode !== 201)
    throw new Error(`POST ${collection} with its example: ${res.statusCode} ${res.body}`);
  return String(res.json().id);
}

/** What generic probes cannot guess about an operation. */
type Spec = StatusSpec;

/** Signs the probe portal in; answers its `portal_sid` cookie header. */
async function portalLogin(credentials = portal): Promise<string> {
  const res = await inject(
    t.app,
    jsonRequest('POST', '/api/portal/auth/login', {
      email: credentials.email,
      password: credentials.password,
    }),
  );
  if (res.statusCode !== 200) throw new Error(`portal login: ${res.statusCode} ${res.body}`);
  const setCookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('portal_sid='));
  return setCookie!.split(';')[0]!;
}

/** A portal made through the staff API, answering its id. */
async function newPortal(email: string, password: string, status = 'active'): Promise<number> {
  const res = await as(accounts.admin, 'POST', '/api/client-portals', {
    clientName: 'Probe Client',
    email,
    eventName: 'Probe Event',
    password,
    status,
  });
  if (res.statusCode !== 201) throw new Error(`portal: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A new portal with an invitation link: its id and the link's token. */
async function portalLink() {
  const portalId = await newPortal(`link-${unique()}@example.com`, 'probe-link-pass-1');
  const link = await createPortalLink(t.database.db, {
    portalId,
    purpose: 'invite',
    lifetimeMs: 3_600_000,
    replaceUnused: true,
  });
  return { portalId, token: link.token };
}

const resetWith = (token: string) =>
  inject(
    t.app,
    jsonRequest('POST', '/api/portal/auth/reset-password', { token, newPassword: 'probe-new-pass-2' }),
  );

/** A draft of the probe client, valid as the body of POST /invoices. */
function invoiceBody() {
  return {
    clientId: invoiceClientId,
    dueDate: '2027-04-01',
    items: [{ description: 'Chairs', quantity: '120', unitPrice: '8.50', taxRate: '8.25' }],
  };
}

/** A new invoice of the probe client, sent when asked; answers its id. */
async function newInvoice(state: 'draft' | 'sent'): Promise<string> {
  const created = await as(accounts.admin, 'POST', '/api/invoices', invoiceBody());
  if (created.statusCode !== 201) throw new Error(`invoice: ${created.statusCode} ${created.body}`);
  const id = String(created.json().id);
  if (state === 'sent') await as(accounts.admin, 'POST', `/api/invoices/${id}/send`);
  return id;
}

const emailBody = () => ({ to: 'probe@example.com', subject: 'Probed', html: '<p>Probed</p>' });

/** A document of the probe client with a stored file of `content`; answers its id. */
async function clientDocument(content = Buffer.from('probe')): Promise<number> {
  const db = t.database.db;
  const file = await db
    .insertInto('stored_files')
    .values({
      originalName: 'probe.bin',
      mimeType: 'application/octet-stream',
      sizeBytes: content.length,
      content,
      purpose: 'document',
      storageName: randomBytes(16).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = await db
    .insertInto('documents')
    .values({
      name: 'Probe attachment',
      category: 'other',
      fileUrl: `/api/files/${file.id}`,
      fileSize: '5 B',
      mimeType: 'application/octet-stream',
      uploadedBy: ADMIN.username,
      fileId: file.id,
      clientId: invoiceClientId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return document.id;
}

/** A new e-mail of the outbox, queued (no mail server in this test) or cancelled. */
async function newEmail(state: 'queued' | 'cancelled'): Promise<string> {
  const created = await as(accounts.admin, 'POST', '/api/emails', emailBody());
  if (created.statusCode !== 201) throw new Error(`e-mail: ${created.statusCode} ${created.body}`);
  const id = String(created.json().id);
  if (state === 'cancelled') await as(accounts.admin, 'POST', `/api/emails/${id}/cancel`);
  return id;
}

/** A payment of 1.00 on a new sent invoice; answers the invoice's id, the payment's and its income record's. */
async function newPayment() {
  const invoice = await newInvoice('sent');
  const res = await as(accounts.admin, 'POST', `/api/invoices/${invoice}/payments`, {
    amount: '1.00',
    date: '2027-03-01',
    method: 'Cash',
  });
  if (res.statusCode !== 201) throw new Error(`payment: ${res.statusCode} ${res.body}`);
  const payment = Number(res.json().id);
  const { financialRecordId } = await t.database.db
    .selectFrom('invoice_payments')
    .select('financialRecordId')
    .where('id', '=', payment)
    .executeTakeFirstOrThrow();
  return { invoice, payment, record: Number(financialRecordId) };
}

/** A new inventory item named 'Probe chair' (the reservation reasons' messages name it), answering its id. */
async function probeItem(quantity: number): Promise<number> {
  const res = await as(accounts.admin, 'POST', '/api/inventory', {
    name: 'Probe chair',
    sku: `PROBE-${unique()}`,
    category: 'Furniture',
    quantity,
    unitValue: '10.00',
  });
  if (res.statusCode !== 201) throw new Error(`item: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A new event from the documented example (12 June 2027 with a setup day), changed by `fields`. */
async function probeEvent(fields: Record<string, unknown> = {}): Promise<string> {
  const body = { ...(adapt(requestExample(doc.paths['/events']!.post!), true) as object), ...fields };
  const res = await as(accounts.admin, 'POST', '/api/events', body);
  if (res.statusCode !== 201) throw new Error(`event: ${res.statusCode} ${res.body}`);
  return String(res.json().id);
}

/** An event of the invoices' client with a rented item reserved: its equipment can go on an invoice. */
async function rentedProbeEvent(): Promise<string> {
  const event = await probeEvent({ clientId: invoiceClientId });
  const item = await as(accounts.admin, 'POST', '/api/inventory', {
    name: 'Probe rental',
    sku: `PROBE-${unique()}`,
    category: 'Furniture',
    quantity: 10,
    unitValue: '10.00',
    rentalPrice: '5.00',
  });
  if (item.statusCode !== 201) throw new Error(`item: ${item.statusCode} ${item.body}`);
  await probeReserve(event, item.json().id);
  return event;
}

/** Reserves `quantity` of `item` for `event` as the admin; answers the reservation's id. */
async function probeReserve(event: string, item: number, quantity = 1): Promise<string> {
  const res = await as(accounts.admin, 'POST', `/api/events/${event}/reservations`, {
    inventoryId: item,
    quantity,
  });
  if (res.statusCode !== 201) throw new Error(`reservation: ${res.statusCode} ${res.body}`);
  return String(res.json().id);
}

/** A reservation of 1 of a new item of 10 for a new event, checked out when asked. */
async function newReservation(state: 'reserved' | 'checked_out' = 'reserved'): Promise<string> {
  const id = await probeReserve(await probeEvent(), await probeItem(10));
  if (state === 'checked_out')
    await as(accounts.admin, 'PATCH', `/api/reservations/${id}`, { status: 'checked_out' });
  return id;
}

/** A document shared with portal `portalId`, answering the document's id. */
async function sharedDocument(portalId: string | number): Promise<string> {
  const documentId = await createThrough('/documents', accounts.admin);
  const res = await as(accounts.admin, 'POST', `/api/client-portals/${portalId}/shares`, {
    documentId: Number(documentId),
  });
  if (res.statusCode !== 200) throw new Error(`share: ${res.statusCode} ${res.body}`);
  return documentId;
}

function portalUpload(parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return inject(t.app, {
    method: 'POST',
    url: '/api/portal/uploads',
    headers: { cookie: portal.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const notificationFor = async (caller: Account) =>
  String(
    (
      await t.database.db
        .insertInto('notifications')
        .values({
          type: 'system',
          title: 'Probe',
          message: 'A notification to probe',
          priority: 'normal',
          userId: caller.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );

/** A delete refused because a financial record points at the row. */
const referencedDelete = (collection: string, column: 'clientId' | 'eventId' | 'vendorId') => async () => {
  const id = await createThrough(collection, accounts.admin);
  const record = requestExample(doc.paths['/financial-records']!.post!) as Json;
  const made = await as(accounts.admin, 'POST', '/api/financial-records', {
    ...record,
    [column]: Number(id),
  });
  if (made.statusCode !== 201)
    throw new Error(`financial record for ${collection}/${id}: ${made.statusCode} ${made.body}`);
  return [await as(accounts.admin, 'DELETE', `/api${collection}/${id}`)];
};

/** A bulk delete of a row a financial record points at: refused, nothing deleted. */
const referencedBulkDelete =
  (collection: string, column: 'clientId' | 'eventId' | 'vendorId') => async () => {
    const id = await createThrough(collection, accounts.admin);
    const record = requestExample(doc.paths['/financial-records']!.post!) as Json;
    const made = await as(accounts.admin, 'POST', '/api/financial-records', {
      ...record,
      [column]: Number(id),
    });
    if (made.statusCode !== 201)
      throw new Error(`financial record for ${collection}/${id}: ${made.statusCode} ${made.body}`);
    return [
      await as(accounts.admin, 'POST', `/api${collection}/bulk`, { action: 'delete', ids: [Number(id)] }),
    ];
  };

/** The valid body of a bulk operation: a delete of a row made for it (the example's ids may be anyone's). */
const bulkBody = (collection: string) => async (caller: Account) => ({
  action: 'delete',
  ids: [Number(await createThrough(collection, caller))],
});

/** The same create twice: the second collides on a unique value. */
const duplicateCreate = (collection: string) => async () => {
  const create = doc.paths[collection]!.post!;
  const body = adapt(requestExample(create), true, uniqueFields(create));
  return [
    await as(accounts.admin, 'POST', `/api${collection}`, body),
    await as(accounts.admin, 'POST', `/api${collection}`, body),
  ];
};

/** Starts `caller`'s two-factor set-up; answers the secret. */
async function startTwoFactor(caller: Account): Promise<string> {
  const res = await as(caller, 'POST', '/api/auth/2fa/setup');
  if (res.statusCode !== 200) throw new Error(`2fa setup: ${res.statusCode} ${res.body}`);
  return res.json().secret;
}

/** Turns `caller`'s second factor on; answers the secret. */
async function turnOnTwoFactor(caller: Account): Promise<string> {
  const secret = await startTwoFactor(caller);
  const res = await as(caller, 'POST', '/api/auth/2fa/enable', { code: await totpCode(secret) });
  if (res.statusCode !== 200) throw new Error(`2fa enable: ${res.statusCode} ${res.body}`);
  return secret;
}

/** Six wrong codes in a row: refused, then locked. */
async function wrongCodesUntilLocked(caller: Account, path: string, secret: string) {
  const answers: LightMyRequestResponse[] = [];
  const wrong = await totpCode(secret, 10);
  for (let i = 0; i < 6; i++) answers.push(await as(caller, 'POST', path, { code: wrong }));
  return answers;
}

const SPECS: Record<string, Spec> = {
  'POST /auth/2fa/setup': {
    freshAccount: true,
    extra: {
      alreadyOn: async () => {
        const owner = await newAccount('user');
        await turnOnTwoFactor(owner);
        return [await as(owner, 'POST', '/api/auth/2fa/setup')];
      },
    },
  },
  'POST /auth/2fa/enable': {
    freshAccount: true,
    body: async (caller) => ({ code: await totpCode(await startTwoFactor(caller)) }),
    extra: {
      notStarted: async () => [
        await as(await newAccount('user'), 'POST', '/api/auth/2fa/enable', { code: '123456' }),
      ],
      alreadyOn: async () => {
        const owner = await newAccount('user');
        const secret = await turnOnTwoFactor(owner);
        return [await as(owner, 'POST', '/api/auth/2fa/enable', { code: await totpCode(secret, 1) })];
      },
      wrongCodeThenLocked: async () => {
        const owner = await newAccount('user');
        return wrongCodesUntilLocked(owner, '/api/auth/2fa/enable', await startTwoFactor(owner));
      },
    },
  },
  'POST /auth/2fa/disable': {
    freshAccount: true,
    // The code that turned it on is spent: the next one turns it off.
    body: async (caller) => ({ code: await totpCode(await turnOnTwoFactor(caller), 1) }),
    extra: {
      notOn: async () => [
        await as(await newAccount('user'), 'POST', '/api/auth/2fa/disable', { code: '123456' }),
      ],
      wrongCodeThenLocked: async () => {
        const owner = await newAccount('user');
        return wrongCodesUntilLocked(owner, '/api/auth/2fa/disable', await turnOnTwoFactor(owner));
      },
    },
  },
  'POST /users/{id}/2fa/reset': {
    target: async () => {
      const owner = await newAccount('user');
      await turnOnTwoFactor(owner);
      return String(owner.id);
    },
    extra: {
      nothingToReset: async () => [
        await as(accounts.admin, 'POST', `/api/users/${(await newAccount('user')).id}/2fa/reset`),
      ],
    },
  },
  'POST /auth/login': {
    freshAccount: true,
    body: (caller) => ({ username: caller.username, password: caller.password }),
    extra: {
      wrongPassword: async () => [
        await inject(
          t.app,
          jsonRequest('POST', '/api/auth/login', { username: ADMIN.username, password: 'not-the-password' }),
        ),
      ],
      lockedOut: async () => {
        const answers: LightMyRequestResponse[] = [];
        const username = `locked-${unique()}`;
        for (let i = 0; i < 6; i++)
          answers.push(
            await inject(
              t.app,
              jsonRequest('POST', '/api/auth/login', { username, password: 'wrong-password-1' }),
            ),
          );
        return answers;
      },
    },
  },
  'POST /auth/logout': { freshAccount: true },
  // The same answer whoever asks; past 30 requests from one address in 15 minutes, 429.
  'POST /auth/forgot-password': {
    body: () => ({ username: USER.username }),
    extra: {
      tooManyRequests: async () => {
        const answers: LightMyRequestResponse[] = [];
        for (let i = 0; i < 40 && answers.at(-1)?.statusCode !== 429; i++)
          answers.push(
            await inject(
              t.app,
              jsonRequest('POST', '/api/auth/forgot-password', { username: `nobody-${i}` }),
            ),
          );
        return answers;
      },
    },
  },
  // Each valid call sets the password of a fresh account from a link of its own.
  'POST /auth/reset-password': {
    body: async () => ({ token: await staffResetToken(), newPassword: 'probe-new-pass-1' }),
    extra: {
      linkInvalid: async () => [await staffResetWith('A'.repeat(43))],
      linkUsed: async () => {
        const token = await staffResetToken();
        return [await staffResetWith(token), await staffResetWith(token)];
      },
      linkExpired: async () => {
        const token = await staffResetToken();
        await t.database.db
          .updateTable('password_reset_tokens')
          .set({
            createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
            expiresAt: new Date(Date.now() - 3600_000).toISOString(),
          })
          .where('tokenHash', '=', createHash('sha256').update(token).digest('hex'))
          .execute();
        return [await staffResetWith(token)];
      },
    },
  },
  'POST /users/{id}/change-password': {
    freshAccount: true,
    target: async (caller) => String(caller.id),
    body: (caller) => ({ currentPassword: caller.password, newPassword: `new-${caller.password}` }),
    extra: {
      wrongCurrentPasswordThenLocked: async () => {
        const owner = await newAccount('user');
        const answers: LightMyRequestResponse[] = [];
        for (let i = 0; i < 6; i++)
          answers.push(
            await as(owner, 'POST', `/api/users/${owner.id}/change-password`, {
              currentPassword: 'not-the-password',
              newPassword: 'another-password-1',
            }),
          );
        return answers;
      },
    },
  },
  'PATCH /notifications/{id}/read': { target: notificationFor },
  'DELETE /notifications/{id}': { target: notificationFor },
  'GET /files/{id}': { target: async () => file.id },
  'POST /uploads': {
    query: 'purpose=image',
    multipart: () => multipart([{ name: 'file', filename: 'logo.png', type: 'image/png', content: PNG }]),
    extra: {
      notMultipart: async () => [
        await as(accounts.admin, 'POST', '/api/uploads?purpose=image', { file: 'logo.png' }),
      ],
      noFile: async () => [await uploadAs(multipart([{ name: 'note', content: 'no file here' }]))],
      noFileName: async () => [
        await uploadAs(multipart([{ name: 'file', type: 'application/octet-stream', content: 'unnamed' }])),
      ],
      imageTooLarge: async () => [
        await uploadAs(
          multipart([
            {
              name: 'file',
              filename: 'huge.png',
              type: 'image/png',
              content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
            },
          ]),
        ),
      ],
      notAnImage: async () => [
        await uploadAs(
          multipart([
            { name: 'file', filename: 'evil.png', type: 'image/png', content: '<script>alert(1)</script>' },
          ]),
        ),
      ],
    },
  },
  // CSV imports, confirmed (dryRun=false) so that a reused Idempotency-Key is seen; each
  // valid request imports one new client, vendor, item or record.
  ...Object.fromEntries(
    IMPORT_RESOURCE_PATHS.map((path) => [
      `POST /imports/${path}`,
      {
        query: 'dryRun=false',
        multipart: () =>
          multipart([{ name: 'file', filename: 'import.csv', type: 'text/csv', content: importCsv(path) }]),
        extra: {
          notMultipart: async () => [
            await as(accounts.admin, 'POST', `/api/imports/${path}`, { file: 'a.csv' }),
          ],
          rowsRefused: async () => [
            await importAs(
              path,
              multipart([{ name: 'file', filename: 'bad.csv', content: 'name\r\n\r\nx\r\n' }]),
            ),
          ],
          fileTooLarge: async () => [
            await importAs(
              path,
              multipart([
                { name: 'file', filename: 'huge.csv', content: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') },
              ]),
            ),
          ],
        },
      } satisfies Spec,
    ]),
  ),
  'POST /portal/auth/login': {
    freshPortalSession: true,
    body: () => ({ email: portal.email, password: portal.password }),
    extra: {
      invalidCredentials: async () => [
        await inject(
          t.app,
          jsonRequest('POST', '/api/portal/auth/login', {
            email: portal.email,
            password: 'not-the-password',
          }),
        ),
      ],
      portalClosed: async () => {
        const email = `closed-${unique()}@example.com`;
        await newPortal(email, 'closed-portal-pass', 'inactive');
        return [
          await inject(
            t.app,
            jsonRequest('POST', '/api/portal/auth/login', { email, password: 'closed-portal-pass' }),
          ),
        ];
      },
      locked: async () => {
        const answers: LightMyRequestResponse[] = [];
        const email = `locked-${unique()}@example.com`;
        for (let i = 0; i < 6; i++)
          answers.push(
            await inject(
              t.app,
              jsonRequest('POST', '/api/portal/auth/login', { email, password: 'wrong-1' }),
            ),
          );
        return answers;
      },
    },
  },
  'POST /portal/auth/logout': { freshPortalSession: true },
  'POST /portal/auth/forgot-password': {
    extra: {
      // From an address of its own, so the other probes stay under the limit.
      tooManyRequests: async () => {
        const answers: LightMyRequestResponse[] = [];
        for (let i = 0; i <= 30; i++)
          answers.push(
            await t.app.inject({
              ...jsonRequest('POST', '/api/portal/auth/forgot-password', { email: `probe-${i}@example.com` }),
              remoteAddress: '10.20.30.40',
            } as InjectOptions),
          );
        return answers;
      },
    },
  },
  'POST /portal/auth/reset-password': {
    body: async () => ({ token: (await portalLink()).token, newPassword: 'probe-new-pass-1' }),
    extra: {
      invalidLink: async () => [await resetWith('never-a-link-token')],
      linkUsed: async () => {
        const { token } = await portalLink();
        return [await resetWith(token), await resetWith(token)];
      },
      linkExpired: async () => {
        const { token, portalId } = await portalLink();
        await t.database.db
          .updateTable('portal_password_links')
          .set({
            createdAt: new Date(Date.now() - 3_600_000).toISOString(),
            expiresAt: new Date(Date.now() - 1000).toISOString(),
          })
          .where('portalId', '=', portalId)
          .execute();
        return [await resetWith(token)];
      },
      portalClosed: async () => {
        const { token, portalId } = await portalLink();
        await t.database.db
          .updateTable('client_portals')
          .set({ status: 'inactive' })
          .where('id', '=', portalId)
          .execute();
        return [await resetWith(token)];
      },
    },
  },
  'POST /client-portals/{id}/invite': {
    extra: {
      portalClosed: async () => {
        const id = await newPortal(
          `closed-invite-${unique()}@example.com`,
          'probe-portal-pass-4',
          'inactive',
        );
        return [await as(accounts.admin, 'POST', `/api/client-portals/${id}/invite`)];
      },
      noEmail: async () => {
        const id = await newPortal(`no-email-${unique()}@example.com`, 'probe-portal-pass-5');
        await t.database.db.updateTable('client_portals').set({ email: '' }).where('id', '=', id).execute();
        return [await as(accounts.admin, 'POST', `/api/client-portals/${id}/invite`)];
      },
    },
  },
  'POST /portal/me/change-password': {
    body: () => ({ currentPassword: portal.password, newPassword: portal.password }),
    extra: {
      wrongCurrentPassword: async () => [
        await inject(t.app, {
          ...jsonRequest('POST', '/api/portal/me/change-password', {
            currentPassword: 'not-the-password',
            newPassword: 'another-portal-pass',
          }),
          headers: { 'content-type': 'application/json', cookie: portal.cookie },
        }),
      ],
      // A portal of its own: the probe portal must still sign in afterwards.
      wrongCurrentPasswordThenLocked: async () => {
        const own = { email: `locked-change-${unique()}@example.com`, password: 'probe-portal-pass-2' };
        await newPortal(own.email, own.password);
        const cookie = await portalLogin({ ...portal, ...own });
        const answers: LightMyRequestResponse[] = [];
        for (let i = 0; i < 6; i++)
          answers.push(
            await inject(t.app, {
              ...jsonRequest('POST', '/api/portal/me/change-password', {
                currentPassword: 'not-the-password',
                newPassword: 'another-portal-pass',
              }),
              headers: { 'content-type': 'application/json', cookie },
            }),
          );
        return answers;
      },
    },
  },
  'GET /portal/documents/{id}/download': { target: async () => String(portal.documentId) },
  'POST /portal/uploads': {
    multipart: () =>
      multipart([
        { name: 'file', filename: 'guest-list.txt', type: 'text/plain', content: 'Table 1: Maya, Sam' },
      ]),
    extra: {
      notMultipart: async () => [
        await inject(t.app, {
          ...jsonRequest('POST', '/api/portal/uploads', { file: 'guests.txt' }),
          headers: { 'content-type': 'application/json', cookie: portal.cookie },
        }),
      ],
      noFile: async () => [await portalUpload([{ name: 'note', content: 'no file here' }])],
      noFileName: async () => [
        await portalUpload([{ name: 'file', type: 'application/octet-stream', content: 'unnamed' }]),
      ],
      // A portal of its own, so the probe portal's uploads stay under the hourly limit.
      tooManyUploads: async () => {
        const own = { email: `busy-portal-${unique()}@example.com`, password: 'probe-portal-pass-3' };
        await newPortal(own.email, own.password);
        const cookie = await portalLogin({ ...portal, ...own });
        const body = multipart([
          { name: 'file', filename: 'note.txt', type: 'text/plain', content: 'a note' },
        ]);
        const answers: LightMyRequestResponse[] = [];
        for (let i = 0; i <= PORTAL_UPLOADS_PER_HOUR; i++)
          answers.push(
            await inject(t.app, {
              method: 'POST',
              url: '/api/portal/uploads',
              headers: { cookie, 'content-type': body.contentType },
              payload: body.payload,
            }),
          );
        return answers;
      },
      documentTooLarge: async () => [
        await portalUpload([
          {
            name: 'file',
            filename: 'huge.png',
            type: 'image/png',
            content: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
          },
        ]),
      ],
      typeRefused: async () => [
        await portalUpload([
          {
            name: 'file',
            filename: 'run.exe',
            type: 'application/octet-stream',
            content: Buffer.from([0x4d, 0x5a, 0, 1]),
          },
        ]),
      ],
    },
  },
  'POST /client-portals/{id}/shares': {
    body: () => ({ documentId: portal.documentId }),
    extra: {
      documentNotFound: async () => [
        await as(accounts.admin, 'POST', `/api/client-portals/${portal.id}/shares`, {
          documentId: Number(UNKNOWN_ID),
        }),
      ],
    },
  },
  'DELETE /client-portals/{id}/shares/{documentId}': {
    subId: (portalId) => sharedDocument(portalId),
    extra: {
      notShared: async () => [
        await as(accounts.admin, 'DELETE', `/api/client-portals/${portal.id}/shares/${UNKNOWN_ID}`),
      ],
    },
  },
  'POST /invoices': { body: () => invoiceBody() },
  'GET /invoices/{id}': { target: () => newInvoice('sent') },
  'PATCH /invoices/{id}': {
    target: () => newInvoice('draft'),
    body: () => ({ notes: 'Probed', version: 1 }),
    extra: {
      onlyDrafts: async () => [
        await as(accounts.admin, 'PATCH', `/api/invoices/${await newInvoice('sent')}`, { notes: 'Too late' }),
      ],
    },
  },
  'DELETE /invoices/{id}': {
    target: () => newInvoice('draft'),
    extra: {
      onlyDrafts: async () => [
        await as(accounts.admin, 'DELETE', `/api/invoices/${await newInvoice('sent')}`),
      ],
    },
  },
  'POST /invoices/{id}/send': {
    target: () => newInvoice('draft'),
    // The example's template is one of the probe's own.
    body: async () => ({
      to: 'accounts@example.com',
      templateId: Number(await createThrough('/email-templates', accounts.admin)),
      message: 'Probed',
    }),
    extra: {
      notIssuable: async () => [
        await as(accounts.admin, 'POST', `/api/invoices/${await newInvoice('sent')}/send`),
      ],
      templateNotFound: async () => [
        await as(accounts.admin, 'POST', `/api/invoices/${await newInvoice('draft')}/send`, {
          templateId: Number(UNKNOWN_ID),
        }),
      ],
      // The probe's invoice has no event: a subject of the event's name alone comes out empty.
      emptySubject: async () => {
        const template = await as(accounts.admin, 'POST', '/api/email-templates', {
          name: `Probe ${unique()}`,
          subject: '{{event.name}}',
          html: '<p>Probe</p>',
        });
        return [
          await as(accounts.admin, 'POST', `/api/invoices/${await newInvoice('draft')}/send`, {
            to: 'probe@example.com',
            templateId: json(template).id,
          }),
        ];
      },
    },
  },
  'POST /invoices/{id}/void': {
    target: () => newInvoice('sent'),
    body: () => ({ reason: 'Probed' }),
    extra: {
      notVoidable: async () => [
        await as(accounts.admin, 'POST', `/api/invoices/${await newInvoice('draft')}/void`, {
          reason: 'Probed',
        }),
      ],
    },
  },
  'GET /invoices/{id}/payments': { target: () => newInvoice('sent') },
  'POST /emails': {
    body: emailBody,
    extra: {
      documentNotFound: async () => [
        await as(accounts.admin, 'POST', '/api/emails', { ...emailBody(), documentIds: [2_147_483_000] }),
      ],
      // A client's document in a message about no client.
      documentOfAnotherClient: async () => [
        await as(accounts.admin, 'POST', '/api/emails', {
          ...emailBody(),
          documentIds: [await clientDocument()],
        }),
      ],
      attachmentsTooLarge: async () => [
        await as(accounts.admin, 'POST', '/api/emails', {
          ...emailBody(),
          clientId: invoiceClientId,
          documentIds: [
            await clientDocument(Buffer.alloc(8 * 1024 * 1024)),
            await clientDocument(Buffer.alloc(8 * 1024 * 1024)),
          ],
        }),
      ],
      // From an e-mail template: one that does not exist, records that do not, a subject left empty.
      templateNotFound: async () => [
        await as(accounts.admin, 'POST', '/api/emails', {
          to: 'probe@example.com',
          templateId: Number(UNKNOWN_ID),
        }),
      ],
      ...Object.fromEntries(
        (['client', 'event', 'invoice'] as const).map((kind) => [
          `${kind}NotFound`,
          async () => [
            await as(accounts.admin, 'POST', '/api/emails', {
              to: 'probe@example.com',
              templateId: Number(await createThrough('/email-templates', accounts.admin)),
              [`${kind}Id`]: Number(UNKNOWN_ID),
            }),
          ],
        ]),
      ),
      emptySubject: async () => {
        const template = await as(accounts.admin, 'POST', '/api/email-templates', {
          name: `Probe ${unique()}`,
          subject: '{{client.name}}',
          html: '<p>Probe</p>',
        });
        return [
          await as(accounts.admin, 'POST', '/api/emails', {
            to: 'probe@example.com',
            templateId: json(template).id,
          }),
        ];
      },
    },
  },
  'GET /emails/{id}': { target: () => newEmail('queued') },
  'POST /emails/{id}/cancel': {
    target: () => newEmail('queued'),
    extra: {
      notCancellable: async () => [
        await as(accounts.admin, 'POST', `/api/emails/${await newEmail('cancelled')}/cancel`),
      ],
    },
  },
  'POST /emails/{id}/resend': {
    target: () => newEmail('cancelled'),
    extra: {
      notResendable: async () => [
        await as(accounts.admin, 'POST', `/api/emails/${await newEmail('queued')}/resend`),
      ],
    },
  },
  'GET /invoices/{id}/pdf': { target: () => newInvoice('draft') },
  // The token of a live feed link of the caller (made now; the link is the only credential).
  'GET /calendar/{token}.ics': {
    target: async (caller) => {
      const res = await as(caller, 'POST', '/api/users/me/calendar-token');
      return new URL(json(res).url as string).pathname.replace(/^\/api\/calendar\/|\.ics$/g, '');
    },
    extra: {
      notFound: async () => [
        await inject(t.app, { method: 'GET', url: `/api/calendar/evc_${'A'.repeat(43)}.ics`, headers: {} }),
      ],
    },
  },
  // An issued invoice of the probe portal's client (the probe client, see beforeAll).
  'GET /portal/invoices/{id}/pdf': { target: () => newInvoice('sent') },
  'POST /invoices/{id}/payments': {
    target: () => newInvoice('sent'),
    body: () => ({ amount: '10.00', date: '2027-03-01', method: 'Cash' }),
    extra: {
      overBalance: async () => [
        await as(accounts.admin, 'POST', `/api/invoices/${await newInvoice('sent')}/payments`, {
          amount: '99999.00',
          date: '2027-03-01',
          method: 'Cash',
        }),
      ],
      noPayments: async () => [
        await as(accounts.admin, 'POST', `/api/invoices/${await newInvoice('draft')}/payments`, {
          amount: '1.00',
          date: '2027-03-01',
          method: 'Cash',
        }),
      ],
    },
  },
  'DELETE /invoices/{id}/payments/{paymentId}': {
    target: () => newInvoice('sent'),
    subId: async (id) =>
      String(
        json(
          await as(accounts.admin, 'POST', `/api/invoices/${id}/payments`, {
            amount: '1.00',
            date: '2027-03-01',
            method: 'Cash',
          }),
        ).id,
      ),
    extra: {
      paymentNotFound: async () => [
        await as(
          accounts.admin,
          'DELETE',
          `/api/invoices/${await newInvoice('sent')}/payments/${UNKNOWN_ID}`,
        ),
      ],
      voidKeepsPayments: async () => {
        const { invoice, payment } = await newPayment();
        await as(accounts.admin, 'POST', `/api/invoices/${invoice}/void`, { reason: 'Probed' });
        return [await as(accounts.admin, 'DELETE', `/api/invoices/${invoice}/payments/${payment}`)];
      },
    },
  },
  'PATCH /financial-records/{id}': {
    extra: {
      paymentRecord: async () => [
        await as(accounts.admin, 'PATCH', `/api/financial-records/${(await newPayment()).record}`, {
          amount: '2.00',
        }),
      ],
    },
  },
  'DELETE /financial-records/{id}': {
    extra: {
      paymentRecord: async () => [
        await as(accounts.admin, 'DELETE', `/api/financial-records/${(await newPayment()).record}`),
      ],
    },
  },
  'POST /users': { extra: { duplicate: duplicateCreate('/users') } },
  'POST /inventory': { extra: { duplicate: duplicateCreate('/inventory') } },
  'PUT /company-settings': {
    extra: {
      // Moved forward to 900000, this year's numbering cannot go back to 3.
      invoiceNumberTaken: async () => {
        await as(accounts.admin, 'PUT', '/api/company-settings', { invoiceNextNumber: 900_000 });
        return [await as(accounts.admin, 'PUT', '/api/company-settings', { invoiceNextNumber: 3 })];
      },
      reminderDaysOrder: async () => [
        await as(accounts.admin, 'PUT', '/api/company-settings', { overdueReminderDays: [14, 7] }),
      ],
      mailFromRequired: async () => [
        await as(accounts.admin, 'PUT', '/api/company-settings', {
          smtpHost: 'smtp.example.com',
          mailFrom: '',
        }),
      ],
    },
  },
  'POST /company-settings/test-email': {
    extra: {
      noMailServer: async () => {
        await as(accounts.admin, 'PUT', '/api/company-settings', { smtpHost: '' });
        return [await as(accounts.admin, 'POST', '/api/company-settings/test-email')];
      },
      // A mail server and the administrator's address: queued (no job queue here: it stays queued).
      sent: async () => {
        await as(accounts.admin, 'PUT', '/api/company-settings', {
          smtpHost: 'smtp.example.com',
          mailFrom: 'office@example.com',
        });
        await t.database.db
          .updateTable('users')
          .set({ email: 'probe-admin@example.com' })
          .where('id', '=', accounts.admin.id)
          .execute();
        return [await as(accounts.admin, 'POST', '/api/company-settings/test-email')];
      },
    },
  },
  'PUT /inventory/{id}': {
    extra: {
      quantityBelowReserved: async () => {
        const item = await probeItem(10);
        await probeReserve(await probeEvent(), item, 5);
        return [await as(accounts.admin, 'PUT', `/api/inventory/${item}`, { quantity: 4 })];
      },
    },
  },
  'PUT /events/{id}': {
    extra: {
      overbookedByMove: async () => {
        const item = await probeItem(1);
        await probeReserve(await probeEvent(), item);
        const later = await probeEvent({ date: '2027-07-01' });
        await probeReserve(later, item);
        return [await as(accounts.admin, 'PUT', `/api/events/${later}`, { date: '2027-06-12' })];
      },
    },
  },
  'POST /events/{id}/invoice-equipment': {
    target: rentedProbeEvent,
    extra: {
      noClient: async () => [
        await as(
          accounts.admin,
          'POST',
          `/api/events/${await probeEvent({ clientId: null })}/invoice-equipment`,
        ),
      ],
      nothingToInvoice: async () => [
        await as(
          accounts.admin,
          'POST',
          `/api/events/${await probeEvent({ clientId: invoiceClientId })}/invoice-equipment`,
        ),
      ],
    },
  },
  'POST /events/{id}/reservations': {
    body: async () => ({ inventoryId: await probeItem(100), quantity: 1 }),
    extra: {
      overbooked: async () => [
        await as(accounts.admin, 'POST', `/api/events/${await probeEvent()}/reservations`, {
          inventoryId: await probeItem(1),
          quantity: 2,
        }),
      ],
      alreadyReserved: async () => {
        const event = await probeEvent();
        const item = await probeItem(10);
        await probeReserve(event, item);
        return [
          await as(accounts.admin, 'POST', `/api/events/${event}/reservations`, {
            inventoryId: item,
            quantity: 1,
          }),
        ];
      },
      eventCancelled: async () => [
        await as(
          accounts.admin,
          'POST',
          `/api/events/${await probeEvent({ status: 'cancelled' })}/reservations`,
          {
            inventoryId: await probeItem(10),
            quantity: 1,
          },
        ),
      ],
    },
  },
  'PATCH /reservations/{id}': {
    target: () => newReservation(),
    body: () => ({ quantity: 2 }),
    extra: {
      onlyWhileReserved: async () => [
        await as(accounts.admin, 'PATCH', `/api/reservations/${await newReservation('checked_out')}`, {
          quantity: 3,
        }),
      ],
      notCheckedOut: async () => [
        await as(accounts.admin, 'PATCH', `/api/reservations/${await newReservation()}`, {
          status: 'returned',
          returnedQuantity: 1,
        }),
      ],
    },
  },
  'DELETE /reservations/{id}': {
    target: () => newReservation(),
    extra: {
      onlyWhileReserved: async () => [
        await as(accounts.admin, 'DELETE', `/api/reservations/${await newReservation('checked_out')}`),
      ],
    },
  },
  'GET /inventory/{id}/availability': { query: 'from=2027-06-10&to=2027-06-13' },
  'PATCH /users/{id}': {
    extra: {
      duplicateUsername: async () => {
        const first = await createThrough('/users', accounts.admin);
        const second = await createThrough('/users', accounts.admin);
        const taken = json(await as(accounts.admin, 'GET', `/api/users/${first}`)).username;
        return [await as(accounts.admin, 'PATCH', `/api/users/${second}`, { username: taken })];
      },
    },
  },
  'DELETE /users/{id}': {
    extra: {
      ownAccount: async () => [await as(accounts.admin, 'DELETE', `/api/users/${accounts.admin.id}`)],
    },
  },
  'DELETE /clients/{id}': { extra: { referenced: referencedDelete('/clients', 'clientId') } },
  'DELETE /events/{id}': { extra: { referenced: referencedDelete('/events', 'eventId') } },
  'DELETE /vendors/{id}': { extra: { referenced: referencedDelete('/vendors', 'vendorId') } },
  'POST /clients/bulk': {
    body: bulkBody('/clients'),
    extra: { referenced: referencedBulkDelete('/clients', 'clientId') },
  },
  'POST /events/bulk': {
    body: bulkBody('/events'),
    extra: { referenced: referencedBulkDelete('/events', 'eventId') },
  },
  'POST /vendors/bulk': {
    body: bulkBody('/vendors'),
    extra: { referenced: referencedBulkDelete('/vendors', 'vendorId') },
  },
  'POST /financial-records/bulk': {
    body: bulkBody('/financial-records'),
    extra: {
      bulkPaymentRecords: async () => [
        await as(accounts.admin, 'POST', '/api/financial-records/bulk', {
          action: 'delete',
          ids: [(await newPayment()).record],
        }),
      ],
    },
  },
  'POST /users/me/tokens': {
    extra: {
      limitReached: async () => {
        const owner = await newAccount('user');
        const answers: LightMyRequestResponse[] = [];
        // newAccount made one already; the limit is 20.
        for (let i = 0; i < 20; i++)
          answers.push(await as(owner, 'POST', '/api/users/me/tokens', { name: `Token ${i}` }));
        return answers;
      },
    },
  },
};

/**
 * What an operation without a spec of its own is probed with, from the document alone: a CRUD bulk
 * action deletes a row made for it, and each unique field (`duplicate-<field>`) is taken by a second
 * create, or by an update to another row's value.
 */
function derivedSpec(op: Op): Spec {
  const collection = op.path.replace(/\/(bulk|\{id\})$/, '');
  const extra: NonNullable<Spec['extra']> = {};
  for (const field of uniqueFields(op.operation)) {
    if (op.method === 'POST' && op.path === collection)
      extra[`duplicate-${field}`] = duplicateCreate(collection);
    if ((op.method === 'PATCH' || op.method === 'PUT') && op.path === `${collection}/{id}`)
      extra[`duplicate-${field}`] = async () => {
        const first = await createThrough(collection, accounts.admin);
        const second = await createThrough(collection, accounts.admin);
        const taken = json(await as(accounts.admin, 'GET', `/api${collection}/${first}`))[field];
        return [await as(accounts.admin, op.method, `/api${collection}/${second}`, { [field]: taken })];
      };
  }
  return {
    ...(op.method === 'POST' && op.path.endsWith('/bulk') && { body: bulkBody(collection) }),
    ...(Object.keys(extra).length > 0 && { extra }),
  };
}

/** The specs a resource's own file gives (test/resources/), made once the probes' accounts exist. */
let resourceSpecs: Record<string, Spec> | undefined;

/** The spec written for an operation (here or in its resource's file), else the one derived from the document. */
function specOf(op: Op): Spec {
  resourceSpecs ??= fromResources((tests) =>
    tests.statuses?.({
      admin: accounts.admin,
      as,
      anonymous: (method, url, body) => anonymousTo(t.app, method, url, body),
      withApp: async (options, use) => {
        const app = await buildApp({
          db: t.database.db,
          secrets: new SecretBox([randomBytes(32)]),
          sessionSecret: randomBytes(32).toString('hex'),
          ...options,
        });
        try {
          return await use((method, url, body) => anonymousTo(app, method, url, body));
        } finally {
          await app.close();
        }
      },
      createThrough,
      unknownId: UNKNOWN_ID,
      clientId: invoiceClientId,
    }),
  );
  return SPECS[op.key] ?? resourceSpecs[op.key] ?? derivedSpec(op);
}

/** A password reset link of a new account of its own (a reset ends that account's sessions): its token. */
async function staffResetToken(): Promise<string> {
  const row = await t.database.db
    .insertInto('users')
    .values({ username: `probe-reset-${unique()}`, passwordHash: 'never-checked', role: 'user' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await createPasswordResetToken(t.database.db, row.id, 60 * 60_000)).token;
}

const staffResetWith = (token: string) =>
  inject(t.app, jsonRequest('POST', '/api/auth/reset-password', { token, newPassword: 'probe-new-pass-1' }));

/** A request without credentials, as a public page's visitor sends it (JSON when it has a body). */
function anonymousTo(app: FastifyInstance, method: string, url: string, body?: unknown) {
  return inject(app, body === undefined ? { method, url, headers: {} } : jsonRequest(method, url, body));
}

function jsonRequest(method: string, url: string, body: unknown): Request {
  return { method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
}

/** A CSV the import of `path` takes: one new row (unique keys). */
function importCsv(path: string): string {
  const id = unique();
  if (path === 'clients')
    return `name,industry,contactName,contactEmail\r\nProbe,Tech,Pr,probe-${id}@example.com\r\n`;
  if (path === 'vendors') return `name,contactName,contactEmail\r\nProbe,Pr,probe-${id}@example.com\r\n`;
  if (path === 'inventory') return `name,sku,category,unitValue\r\nProbe,PROBE-IMP-${id},Furniture,1.00\r\n`;
  return 'type,category,description,amount,date\r\nincome,Consulting,Probe,1.00,2026-01-15\r\n';
}

function importAs(path: string, body: { payload: Buffer; contentType: string }) {
  return inject(t.app, {
    method: 'POST',
    url: `/api/imports/${path}?dryRun=false`,
    headers: { cookie: accounts.admin.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function uploadAs(body: { payload: Buffer; contentType: string }) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/uploads?purpose=image',
    headers: { cookie: accounts.admin.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A query or body value the operation refuses, from its documented parameters and body. */
function invalidate(req: Request, op: Op) {
  const parameters = (op.operation.parameters ?? []).filter((p) => p.in === 'query');
  const integer = parameters.find((p) => p.schema?.type === 'integer');
  const closed = parameters.find((p) => Array.isArray(p.schema?.enum));
  const bounded = parameters.find((p) => typeof p.schema?.maxLength === 'number');
  const [path, query = ''] = req.url.split('?');
  const params = new URLSearchParams(query);
  if (op.jsonBody) {
    const properties = Object.keys(
      (op.operation.requestBody?.content?.['application/json']?.schema?.properties as Json) ?? {},
    );
    const body = JSON.parse(String(req.payload ?? '{}')) as Json;
    body[properties[0] ?? 'unexpected'] = { not: 'a value of this field' };
    req.payload = JSON.stringify(body);
    return;
  }
  if (integer) params.set(integer.name, '-1');
  else if (closed) params.set(closed.name, 'not-one-of-them');
  else if (bounded) params.set(bounded.name, 'x'.repeat(Number(bounded.schema?.maxLength) + 1));
  req.url = `${path}?${params}`;
}

const isWrite = (op: Op) => op.method !== 'GET';
const takesIdempotencyKey = (op: Op) =>
  (op.operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');

/**
 * Sends the valid request once with a new Idempotency-Key, then makes `req` a different request with
 * that key. (When the valid request fails, nothing keeps the key and the 422 goes unseen: reported below.)
 */
async function reuseIdempotencyKey(req: Request, op: Op) {
  req.headers['idempotency-key'] = `probe-${unique()}`;
  const bodyless = !op.jsonBody && req.payload === undefined && !hasId(op);
  if (bodyless) {
    // Nothing to change in the request itself: the key is spent first on another operation.
    const other = await inject(t.app, {
      ...jsonRequest('POST', '/api/users/me/tokens', { name: 'Another request' }),
      headers: { ...req.headers, 'content-type': 'application/json' },
    });
    if (other.statusCode !== 201) throw new Error(`${op.key}: spending the key: ${other.statusCode}`);
    return;
  }
  await inject(t.app, { ...req, headers: { ...req.headers } });
  if (op.jsonBody) {
    const body = JSON.parse(String(req.payload)) as Json;
    const field = Object.keys(body).find((k) => typeof body[k] === 'string') ?? 'note';
    req.payload = JSON.stringify({ ...body, [field]: `${body[field] ?? ''} (another request)` });
  } else if (String(req.headers['content-type']).startsWith('multipart/form-data')) {
    // The same bytes under another name: another upload.
    const sent = Buffer.from(req.payload as Buffer).toString('latin1');
    req.payload = Buffer.from(sent.replace('filename="', 'filename="another-'), 'latin1');
  } else if (hasId(op)) {
    req.url = `/api${op.path.replace('{id}', UNKNOWN_ID)}`;
  } else if (op.method === 'POST') {
    // A bodiless POST (POST /users/me/calendar-token) cannot be sent differently: a new key's first use
    // is another operation's, then this one's is the different request.
    req.headers['idempotency-key'] = `probe-${unique()}`;
    await inject(t.app, {
      method: 'POST',
      url: '/api/users/me/tokens',
      headers: { ...req.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Idempotency probe' }),
    });
  } else {
    throw new Error(`${op.key}: no way to make a different request`);
  }
}
const hasId = (op: Op) => op.path.includes('{id}');
const hasQuery = (op: Op) => (op.operation.parameters ?? []).some((p) => p.in === 'query');
const hasVersion = (op: Op) =>
  'version' in ((op.operation.requestBody?.content?.['application/json']?.schema?.properties as Json) ?? {});

const PROBES: Probe[] = [
  { name: 'admin', role: 'admin', auth: 'cookie' },
  { name: 'user', role: 'user', auth: 'cookie' },
  { name: 'apiToken', role: 'admin', auth: 'token' },
  { name: 'signedOut', role: 'admin', auth: 'none' },
  { name: 'unknownToken', role: 'admin', auth: 'badToken' },
  {
    name: 'twoFactorPending',
    role: 'user',
    auth: 'cookie',
    applies: (op) => !op.path.startsWith('/portal/'),
    twoFactorPending: true,
  },
  {
    name: 'crossSite',
    role: 'admin',
    auth: 'cookie',
    applies: isWrite,
    tweak: (req) => {
      req.headers['sec-fetch-site'] = 'cross-site';
    },
  },
  {
    name: 'notJson',
    role: 'admin',
    auth: 'cookie',
    applies: (op) => op.jsonBody,
    tweak: (req) => {
      req.headers['content-type'] = 'text/plain';
    },
  },
  {
    name: 'tooLarge',
    role: 'admin',
    auth: 'cookie',
    applies: (op) => op.jsonBody,
    tweak: (req) => {
      req.payload = BIG_BODY;
    },
  },
  {
    name: 'malformedJson',
    role: 'admin',
    auth: 'cookie',
    applies: (op) => op.jsonBody,
    tweak: (req) => {
      req.payload = '{"name":';
    },
  },
  { name: 'invalidId', role: 'admin', auth: 'cookie', target: 'malformed', applies: hasId },
  {
    name: 'invalidInput',
    role: 'admin',
    auth: 'cookie',
    applies: (op) => op.jsonBody || hasQuery(op),
    tweak: invalidate,
  },
  { name: 'unknownId', role: 'admin', auth: 'cookie', target: 'unknown', applies: hasId },
  {
    name: 'invalidIdempotencyKey',
    role: 'admin',
    auth: 'cookie',
    applies: takesIdempotencyKey,
    tweak: (req) => {
      req.headers['idempotency-key'] = 'k'.repeat(201);
    },
  },
  {
    name: 'idempotencyKeyReused',
    role: 'admin',
    auth: 'cookie',
    applies: takesIdempotencyKey,
    tweak: reuseIdempotencyKey,
  },
  {
    name: 'staleVersion',
    role: 'admin',
    auth: 'cookie',
    applies: hasVersion,
    tweak: (req) => {
      const body = JSON.parse(String(req.payload)) as Json;
      req.payload = JSON.stringify({ ...body, version: Number(body.version) + 1000 });
    },
  },
];

/** The valid request of `op` for `caller` with `auth`, pointing at a fresh target unless told otherwise. */
async function validRequest(op: Op, caller: Account, auth: Auth, target: Target = 'valid'): Promise<Request> {
  const spec = specOf(op);
  let path = op.path;
  if (hasId(op)) {
    const isFile = op.path.startsWith('/files/');
    const id =
      target === 'unknown'
        ? isFile
          ? UNKNOWN_FILE_ID
          : UNKNOWN_ID
        : target === 'malformed'
          ? 'abc'
          : spec.target
            ? await spec.target(caller)
            : await createThrough(op.path.split('/{id}')[0]!, caller);
    path = path.replace('{id}', id);
    // The second path parameter ({documentId}, {paymentId}).
    if (/\{\w+\}/.test(path))
      path = path.replace(/\{\w+\}/, spec.subId && target === 'valid' ? await spec.subId(id) : UNKNOWN_ID);
  } // A path parameter other than an id (the calendar feed's {token}): the spec's target makes a valid one.
  else if (spec.target && /\{\w+\}/.test(path)) path = path.replace(/\{\w+\}/, await spec.target(caller));
  const headers: Record<string, string> = {};
  // The portal's operations are called with a portal session (staff cookies are no portal session).
  if (auth === 'cookie' && op.path.startsWith('/portal/'))
    headers.cookie = spec.freshPortalSession ? await portalLogin() : portal.cookie;
  else if (auth === 'cookie') headers.cookie = caller.cookie;
  if (auth === 'token') headers.authorization = `Bearer ${caller.token}`;
  if (auth === 'badToken') headers.authorization = 'Bearer evf_this-token-was-never-made';
  const req: Request = {
    method: op.method,
    url: `/api${path}${spec.query ? `?${spec.query}` : ''}`,
    headers,
  };
  if (spec.multipart) {
    const { payload, contentType } = spec.multipart();
    req.payload = payload;
    headers['content-type'] = contentType;
  } else if (op.jsonBody) {
    const body = (
      spec.body
        ? await spec.body(caller)
        : adapt(requestExample(op.operation), true, uniqueFields(op.operation))
    ) as Json;
    if (body && 'version' in body && target === 'valid') {
      body.version = json(await as(accounts.admin, 'GET', `/api${path}`)).version;
    }
    req.payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  return req;
}

function record(op: Op, probe: string, res: LightMyRequestResponse) {
  answers++;
  const statuses = observed.get(op.key) ?? new Map<number, Set<string>>();
  observed.set(op.key, statuses);
  const probes = statuses.get(res.statusCode) ?? new Set<string>();
  probes.add(probe);
  statuses.set(res.statusCode, probes);

  const documented = op.operation.responses[String(res.statusCode)];
  const media = documented?.content?.['application/json'];
  if (!media?.schema) return;
  const where = `${op.key} ${probe} ${res.statusCode}`;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    bodyProblems.push(`${where}: answered ${res.headers['content-type']}, documented application/json`);
    return;
  }
  bodiesValidated++;
  for (const error of validator.errors(media.schema, json(res)))
    bodyProblems.push(`${where}: ${error} (${res.body.slice(0, 200)})`);
}

/** Sends `req` as the user, signed in while the company requires a second factor they have not set up. */
async function whileTwoFactorPending(req: Request) {
  const requireOfEveryone = (value: boolean) =>
    t.database.db.updateTable('company_settings').set({ requireTwoFactorEveryone: value }).execute();
  await requireOfEveryone(true);
  try {
    req.headers.cookie = await t.login(USER);
    return await inject(t.app, req);
  } finally {
    await requireOfEveryone(false);
  }
}

async function runProbes(op: Op) {
  const spec = specOf(op);
  for (const probe of PROBES) {
    if (probe.applies && !probe.applies(op)) continue;
    const caller = spec.freshAccount ? await newAccount(probe.role) : accounts[probe.role];
    const req = await validRequest(op, caller, probe.auth, probe.target);
    await probe.tweak?.(req, op);
    record(
      op,
      probe.name,
      probe.twoFactorPending ? await whileTwoFactorPending(req) : await inject(t.app, req),
    );
  }
  for (const [name, run] of Object.entries(spec.extra ?? {})) {
    for (const res of await run()) record(op, name, res);
  }
  // Nothing reaches the database of these two: any request shape will do.
  const bare: Request = {
    method: op.method,
    url: `/api${op.path.replace('{id}', op.path.startsWith('/files/') ? UNKNOWN_FILE_ID : '1').replace(/\{\w+\}/, '1')}`,
    headers: {},
  };
  record(op, 'shuttingDown', await inject(drainingApp, bare));
  record(
    op,
    'databaseGone',
    await inject(databaseGoneApp, { ...bare, headers: { authorization: `Bearer ${accounts.admin.token}` } }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const adminId = (
    await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow()
  ).id;
  const userId = (
    await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', USER.username)
      .executeTakeFirstOrThrow()
  ).id;
  accounts.admin = { id: adminId, ...ADMIN, role: 'admin', cookie: await t.login(ADMIN), token: '' };
  accounts.user = { id: userId, ...USER, role: 'user', cookie: await t.login(USER), token: '' };
  for (const account of Object.values(accounts)) {
    const res = await as(account, 'POST', '/api/users/me/tokens', { name: 'Status probes' });
    if (res.statusCode !== 201) throw new Error(`token: ${res.statusCode} ${res.body}`);
    account.token = res.json().token;
  }
  const upload = await uploadAs(
    multipart([{ name: 'file', filename: 'agreement.png', type: 'image/png', content: PNG }]),
  );
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  file = { id: upload.json().id, url: upload.json().url };
  portal.email = `probe-portal-${unique()}@example.com`;
  portal.id = await newPortal(portal.email, portal.password);
  portal.cookie = await portalLogin();

  doc = json(await t.call('GET', '/api/openapi.json')) as unknown as OpenApiDocument;
  validator = schemaValidator(doc);
  ops = operationsOf(doc).map(([method, path, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    operation,
    jsonBody: operation.requestBody?.content?.['application/json'] !== undefined,
  }));
  portal.documentId = Number(await sharedDocument(portal.id));
  invoiceClientId = Number(await createThrough('/clients', accounts.admin));
  // The probe portal is the invoice client's: its invoices are the portal's to list and download.
  await t.database.db
    .updateTable('client_portals')
    .set({ clientId: invoiceClientId })
    .where('id', '=', portal.id)
    .execute();

  const options = {
    secrets: new SecretBox([randomBytes(32)]),
    sessionSecret: randomBytes(32).toString('hex'),
  };
  drainingApp = await buildApp({ db: t.database.db, ...options });
  await drainingApp.drain(0);
  // A PostgreSQL server nobody listens for: every query fails to connect, as in an outage.
  unreachable = await createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/unreachable' });
  databaseGoneApp = await buildApp({ db: unreachable.db, ...options });
}, 120_000);

afterAll(async () => {
  console.log(
    `OpenAPI statuses: ${answers} answers from ${ops?.length} operations, ${bodiesValidated} bodies validated against the document`,
  );
  await drainingApp?.close();
  await databaseGoneApp?.close();
  await unreachable?.close();
  await t?.close();
});

describe('every documented operation answers exactly the statuses the document lists', () => {
  it('has operations to probe', () => {
    expect(ops.length).toBeGreaterThan(80);
  });

  it('drives each operation to each of its statuses', async () => {
    const mismatches: string[] = [];
    for (const op of ops) {
      await runProbes(op);
      const seen = observed.get(op.key) ?? new Map<number, Set<string>>();
      const documented = Object.keys(op.operation.responses).map(Number);
      for (const [status, probes] of seen) {
        if (!documented.includes(status))
          mismatches.push(`${op.key}: answered ${status} (${[...probes].join(', ')}), not documented`);
      }
      for (const status of documented) {
        if (!seen.has(status)) mismatches.push(`${op.key}: documents ${status}, never observed`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(bodyProblems).toEqual([]);
    expect(bodiesValidated).toBeGreaterThan(ops.length * 8);
  }, 600_000);
});
