import { randomBytes } from 'node:crypto';
import type { Database } from '@app/db';
import { ensureAdmin, hashPassword } from '@app/db';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { type Kysely, sql } from 'kysely';
import { generate } from 'otplib';
import { buildApp } from '../src/app.ts';
import {
  DEFAULT_SESSION_TIMEOUTS,
  type SessionTimeouts,
  type SessionUser,
} from '../src/auth/session-user.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import type { DeliveryRetries } from '../src/mail/delivery.ts';
import { type MailService, startMail } from '../src/mail/mail-service.ts';
import type { MailSettings } from '../src/mail/mailer.ts';
import { OFFLINE_OUTBOX } from '../src/mail/outbox.ts';
import type { PortalUploadBounds } from '../src/plugins/portal-files.plugin.ts';
import { appRouter } from '../src/trpc/root.ts';
import { createCallerFactory } from '../src/trpc/trpc.ts';

export const ADMIN = { username: 'admin', password: 'admin-password-1' };
export const MANAGER = { username: 'manager', password: 'manager-password-1' };
export const USER = { username: 'user', password: 'user-password-1' };

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  secrets: SecretBox;
  /** The key behind `secrets` (key-rotation tests build a SecretBox with a new key in front of it). */
  secretKey: Buffer;
  /** The job queue and e-mail worker, when asked for. */
  mail: MailService | null;
  /** Signs in and returns the session cookie header value. */
  login(credentials: { username: string; password: string }): Promise<string>;
  /** app.inject with JSON and same-origin defaults, optionally as a signed-in cookie. */
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { cookie?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function createTestApp(
  opts: {
    sessionTimeouts?: SessionTimeouts;
    portalUploads?: PortalUploadBounds;
    /** Public form submissions one address may send per window (the app's default unless set). */
    publicFormSubmissionsPerWindow?: number;
    /** Start the job queue and the e-mail worker, delivering to this SMTP server (null: none). */
    mail?: { settings: MailSettings | null; retries?: DeliveryRetries };
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  await ensureAdmin(database.db, ADMIN);
  await database.db
    .insertInto('users')
    .values([
      {
        username: MANAGER.username,
        passwordHash: await hashPassword(MANAGER.password),
        role: 'manager',
        email: 'manager@example.com',
      },
      {
        username: USER.username,
        passwordHash: await hashPassword(USER.password),
        role: 'user',
        email: 'user@example.com',
        firstName: 'Uma',
        lastName: 'User',
      },
    ])
    .execute();
  const secretKey = randomBytes(32);
  const secrets = new SecretBox([secretKey]);
  const mail = opts.mail
    ? await startMail(database, opts.mail.settings, {
        secrets,
        pollingIntervalSeconds: 0.5,
        ...(opts.mail.retries ? { retries: opts.mail.retries } : {}),
      })
    : null;
  const app = await buildApp({
    ...(mail ? { outbox: mail.outbox } : {}),
    db: database.db,
    secrets,
    sessionSecret: randomBytes(32).toString('hex'),
    listen: database.listen,
    ...(opts.sessionTimeouts ? { sessionTimeouts: opts.sessionTimeouts } : {}),
    ...(opts.portalUploads ? { portalUploads: opts.portalUploads } : {}),
    ...(opts.publicFormSubmissionsPerWindow
      ? { publicFormSubmissionsPerWindow: opts.publicFormSubmissionsPerWindow }
      : {}),
  });

  const call: TestApp['call'] = (method, url, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.cookie) headers.cookie = o.cookie;
    const hasBody = o.body !== undefined;
    if (hasBody && !headers['content-type']) headers['content-type'] = 'application/json';
    return app.inject({
      method,
      url,
      headers,
      ...(hasBody ? { payload: typeof o.body === 'string' ? o.body : JSON.stringify(o.body) } : {}),
    });
  };

  const login: TestApp['login'] = async (credentials) => {
    const res = await call('POST', '/api/auth/login', { body: credentials });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).find((c) => c?.startsWith('sid='));
    if (!cookie) throw new Error('no session cookie');
    return cookie.split(';')[0]!;
  };

  return {
    app,
    database,
    secrets,
    secretKey,
    login,
    call,
    mail,
    async close() {
      await app.close();
      await mail?.stop();
      await database.close();
    },
  };
}

/**
 * A fingerprint of each table, in one round trip: the row count and the sum of a 64-bit hash of each
 * whole row (order-free, so no sort; any changed, added or removed row changes it). Tests compare it
 * before and after a refused call.
 */
export async function tableChecksums(
  db: Kysely<Database>,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, (select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) from "${name}" t) as sum`,
  );
  const { rows } = await sql.raw<{ name: string; sum: string }>(parts.join(' union all ')).execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/**
 * The authenticator app's code for a base32 secret, `stepsAhead` 30-second steps from now, made by
 * otplib: an implementation independent of the server's (otpauth), so the two must agree on RFC 6238.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

const createCaller = createCallerFactory(appRouter);

/** The tRPC procedures called directly (createCaller) as `user` (null: signed out), as the web app calls them. */
export function callerAs(t: TestApp, user: SessionUser | null) {
  const req = {
    id: `caller-${Math.random()}`,
    log: t.app.log,
    session: undefined,
    protocol: 'https',
    host: 'office.example.com',
  } as unknown as FastifyRequest;
  return createCaller({
    db: t.database.db,
    secrets: t.secrets,
    sessions: { timeouts: DEFAULT_SESSION_TIMEOUTS, secureCookies: false },
    outbox: OFFLINE_OUTBOX,
    req,
    res: {} as FastifyReply,
    user,
  });
}
