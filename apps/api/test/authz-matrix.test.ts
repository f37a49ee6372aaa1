import { createHash, randomBytes } from 'node:crypto';
import {
  createPasswordResetToken,
  createPortalLink,
  generateApiToken,
  hashPassword,
  replaceCalendarFeedToken,
} from '@app/db';
import { IMPORT_RESOURCE_PATHS } from '@app/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { EXPORT_RESOURCES } from '../src/lib/export-resources.ts';
import { PLAIN_ROUTE_OPERATIONS } from '../src/openapi/document.ts';
import { appRouter } from '../src/trpc/root.ts';
import { CREATE, CRUD_RESOURCES, crudResource, isSeeded, type SeededResource, unique } from './fixtures.ts';
import { ADMIN, createTestApp, MANAGER, type TestApp, tableChecksums, USER } from './helpers.ts';
import {
  type Account,
  ADMIN_ONLY,
  ADMIN_ONLY_CONFLICT,
  ADMIN_ONLY_CREATED,
  type Cell,
  COLUMNS,
  type Column,
  fromResources,
  isPortal,
  LOGIN,
  NO_CONTENT,
  NOT_ALLOWED,
  NOT_FOUND,
  PORTAL,
  PORTAL_A_ONLY,
  PORTAL_COLUMNS,
  PORTAL_CREATED,
  PORTAL_LOGIN,
  type PortalColumn,
  type ProcedureRow,
  PUBLIC,
  REDIRECT,
  SIGNED_IN,
  SIGNED_IN_BAD_INPUT,
  SIGNED_IN_CONFLICT,
  SIGNED_IN_CREATED,
  type Vector,
} from './resource-tests.ts';

/*
 * The authorization matrix: every tRPC procedure, every REST operation and every other Fastify route,
 * called as each of six callers, with the exact status expected written below. The procedure list comes
 * from the router, the REST list from the procedures' OpenAPI metadata (and the served document), the
 * route list from Fastify itself (an onRoute hook on every app this file builds): anything that exists
 * without a row in these tables fails the test, so a new route cannot ship without a decision here.
 * Every refused call (4xx) must leave every table as it was (a per-table checksum before and after).
 */

// Every route Fastify registers, as "METHOD url", recorded by an onRoute hook added before any plugin.
const registeredRoutes = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = ((opts?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registeredRoutes.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create, fastify: create };
});

type Request = {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  payload?: Buffer;
  headers?: Record<string, string>;
};
type Seeds = Record<SeededResource, number> & {
  file: string;
  invoiceDraft: number;
  invoiceSent: number;
  invoicePayment: number;
  /** An inventory item of 1,000 to reserve, and a reservation of it. */
  stockedItem: number;
  reservation: number;
  /** An issued invoice of portal A's client (its PDF is portal A's to download). */
  portalAInvoice: number;
  /** A queued e-mail, and a cancelled one (to send again). */
  email: number;
  emailCancelled: number;
  apiToken: number;
  /** The feed token of a user of its own, whom no column acts as (so no reset replaces it). */
  calendarToken: string;
  target: number;
  notificationOf: Map<number, number>;
};
const seed = {} as Seeds;

const list: ProcedureRow = { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({}) };
const page: ProcedureRow = { trpc: SIGNED_IN, input: () => ({}) };
const figures: ProcedureRow = { trpc: SIGNED_IN };
// The row seeded for each CRUD resource (by its router key), made in beforeAll.
const crudSeed = new Map<string, number>();
const seeded = (r: string) => crudSeed.get(r);
const byId = (r: string): ProcedureRow => ({
  trpc: SIGNED_IN,
  rest: SIGNED_IN,
  input: () => ({ id: seeded(r) }),
});
const create = (r: string): ProcedureRow => ({
  trpc: SIGNED_IN,
  rest: SIGNED_IN_CREATED,
  input: () => crudResource(r).create(),
});
const update = (r: string): ProcedureRow => ({
  trpc: SIGNED_IN,
  rest: SIGNED_IN,
  input: () => ({ id: seeded(r), ...crudResource(r).update }),
});
const remove = (r: string): ProcedureRow => ({
  trpc: SIGNED_IN,
  rest: SIGNED_IN,
  input: (c) => ({ id: c.fresh ?? seeded(r) }),
  fresh: () => createAsAdmin(r),
});

// A bulk delete of one fresh row per allowed cell; refused cells aim at the seeded row, which must survive.
const bulk = (r: string): ProcedureRow => ({
  trpc: SIGNED_IN,
  rest: SIGNED_IN,
  input: (c) => ({ action: 'delete', ids: [c.fresh ?? seeded(r)] }),
  fresh: () => createAsAdmin(r),
});

/*
 * The rows of every CRUD resource's standard procedures (crudProcedures), the same for each: any
 * signed-in staff member, 201 on a REST create. A row in PROCEDURES below overrides one.
 */
const CRUD_ROWS: Record<string, ProcedureRow> = Object.fromEntries(
  CRUD_RESOURCES.flatMap(({ key }) => [
    [`${key}.list`, list],
    [`${key}.page`, page],
    [`${key}.byId`, byId(key)],
    [`${key}.create`, create(key)],
    [`${key}.update`, update(key)],
    [`${key}.delete`, remove(key)],
    [`${key}.bulk`, bulk(key)],
  ]),
);

const PROCEDURES: Record<string, ProcedureRow> = {
  ...CRUD_ROWS,
  // The rows a resource's own file gives (test/resources/).
  ...fromResources((tests) => tests.authz?.({ seeded, createAsAdmin, asAdmin })),
  'health.status': { trpc: PUBLIC },
  'search.everything': { trpc: SIGNED_IN, input: () => ({ term: 'matrix' }) },
  'auth.login': {
    trpc: LOGIN,
    rest: LOGIN,
    input: (c) => ({ username: c.account.username, password: c.account.password }),
  },
  'auth.me': { trpc: SIGNED_IN, rest: SIGNED_IN },
  'auth.session': { trpc: PUBLIC },
  'auth.logout': { trpc: PUBLIC, rest: PUBLIC },
  // Anyone may ask, the same answer for each (a disabled account too: it is sent nothing).
  'auth.forgotPassword': { trpc: PUBLIC, rest: PUBLIC, input: (c) => ({ username: c.account.username }) },
  // Whoever holds a link sets its account's password: each cell a fresh account with a link of its own.
  'auth.resetPassword': {
    trpc: PUBLIC,
    rest: PUBLIC,
    input: (c) => ({ token: resetTokens.get(c.fresh ?? 0) ?? 'unknown', newPassword: 'matrix-new-pass-1' }),
    fresh: () => userWithResetLink(),
  },
  // Each caller's own second factor (two-factor.test.ts turns it on and off with real codes). Set-up
  // starts (a secret waiting); a code that is no code is refused before it is checked (so no caller is
  // locked out by the matrix); turning off what is not on is a 409 before any code is checked.
  'auth.twoFactor.status': { trpc: SIGNED_IN },
  'auth.twoFactor.setup': { trpc: SIGNED_IN, rest: SIGNED_IN },
  'auth.twoFactor.enable': {
    trpc: SIGNED_IN_BAD_INPUT,
    rest: SIGNED_IN_BAD_INPUT,
    input: () => ({ code: 'abc' }),
  },
  'auth.twoFactor.disable': {
    trpc: SIGNED_IN_CONFLICT,
    rest: SIGNED_IN_CONFLICT,
    input: () => ({ code: '123456' }),
  },
  'dashboard.stats': { trpc: SIGNED_IN, rest: SIGNED_IN },
  'dashboard.revenue': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({ months: 3 }) },
  'dashboard.upcomingEvents': { trpc: SIGNED_IN },
  'notifications.list': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({}) },
  'notifications.unread': { trpc: SIGNED_IN, rest: SIGNED_IN },
  // Notifications are personal: each caller aims at one of its own account's (signed out: the admin's).
  'notifications.markRead': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: seed.notificationOf.get(c.account.id) }),
  },
  'notifications.markAllRead': { trpc: SIGNED_IN, rest: SIGNED_IN },
  'notifications.delete': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.notificationOf.get(c.account.id) }),
    fresh: (c) => insertNotification(c.account.id),
  },
  // Everyone reads the company settings; administrators change them.
  'companySettings.get': { trpc: SIGNED_IN, rest: SIGNED_IN },
  'companySettings.update': {
    trpc: ADMIN_ONLY,
    rest: ADMIN_ONLY,
    input: () => ({ companyName: 'Matrix Events' }),
  },
  // The matrix's app has no mail server: the administrator passes the role check and is told so.
  'companySettings.sendTestEmail': { trpc: ADMIN_ONLY_CONFLICT, rest: ADMIN_ONLY_CONFLICT },
  // Colleagues' names to pick from for everyone; their e-mail, role, active flag and sign-ins (the
  // Users screen's rows and figures, someone else's account) for administrators.
  'users.options': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({}) },
  'users.list': { trpc: ADMIN_ONLY, rest: ADMIN_ONLY, input: () => ({}) },
  'users.page': { trpc: ADMIN_ONLY, input: () => ({}) },
  'users.counts': { trpc: ADMIN_ONLY },
  'users.byId': { trpc: ADMIN_ONLY, rest: ADMIN_ONLY, input: () => ({ id: seed.target }) },
  'users.me': { trpc: SIGNED_IN },
  'users.create': {
    trpc: ADMIN_ONLY,
    rest: ADMIN_ONLY_CREATED,
    input: () => ({ username: `matrix-${unique()}`, password: 'matrix-pass-1', role: 'admin' }),
  },
  // Someone else's account: only an admin may edit it (a user editing their own profile is rest.test.ts).
  'users.update': {
    trpc: ADMIN_ONLY,
    rest: ADMIN_ONLY,
    input: () => ({ id: seed.target, firstName: 'Matrix', role: 'admin' }),
  },
  'users.delete': {
    trpc: ADMIN_ONLY,
    rest: ADMIN_ONLY,
    input: (c) => ({ id: c.fresh ?? seed.target }),
    fresh: () => insertUser(),
  },
  // Ends the sessions of someone else (who is signed in): sessions are not checksummed, so counted.
  // A fresh user with a second factor for the admin to reset (refused cells aim at the seeded user).
  'users.resetTwoFactor': {
    trpc: ADMIN_ONLY,
    rest: ADMIN_ONLY,
    input: (c) => ({ id: c.fresh ?? seed.target }),
    fresh: () => insertUserWithTwoFactor(),
  },
  'users.endSessions': {
    trpc: ADMIN_ONLY,
    rest: ADMIN_ONLY,
    input: () => ({ id: seed.target }),
    unchanged: () => countSessions(seed.target),
  },
  // Each caller changes its own password (to the same one, so later sign-ins still work).
  'users.changePassword': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({
      id: c.account.id,
      currentPassword: c.account.password,
      newPassword: c.account.password,
    }),
  },
  // Personal API tokens: each caller makes and revokes its own (signed out: aimed at the admin's).
  'users.tokens.list': { trpc: SIGNED_IN, rest: SIGNED_IN },
  'users.tokens.create': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN_CREATED,
    input: () => ({ name: 'Matrix token' }),
  },
  'users.tokens.delete': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.apiToken }),
    fresh: (c) => insertApiToken(c.account.id),
  },
  // Each caller's own feed link: the reset replaces the caller's (never the seeded feed user's).
  'users.calendarFeed.status': { trpc: SIGNED_IN },
  'users.calendarFeed.reset': { trpc: SIGNED_IN, rest: SIGNED_IN },
  // Each caller's own colour scheme.
  'users.setColorScheme': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({ colorScheme: 'dark' }) },
  // Each caller's own choice of notifications by e-mail.
  'users.emailNotifications.get': { trpc: SIGNED_IN, rest: SIGNED_IN },
  'users.emailNotifications.set': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: () => ({ kinds: ['invoice-paid'] }),
  },
  'digitalProducts.summary': figures,
  'inventory.summary': figures,
  'events.range': { trpc: SIGNED_IN, input: () => ({ from: '2027-01-01', to: '2027-12-31' }) },
  'campaigns.summary': figures,
  'campaigns.metrics.list': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({ id: seed.campaigns }) },
  'campaigns.metrics.create': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN_CREATED,
    input: () => ({
      id: seed.campaigns,
      reach: 40,
      engagement: 8,
      conversions: 2,
      clicks: 5,
      impressions: 90,
      cost: '12.50',
    }),
  },
  'campaigns.metricTrends': { trpc: SIGNED_IN, input: () => ({ ids: [seed.campaigns] }) },
  'documents.counts': figures,
  'clientPortals.stats': figures,
  'invoices.list': list,
  'invoices.page': page,
  'invoices.figures': figures,
  'invoices.byId': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({ id: seed.invoiceSent }) },
  'invoices.create': { trpc: SIGNED_IN, rest: SIGNED_IN_CREATED, input: () => invoiceDraftInput() },
  'invoices.update': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: () => ({ id: seed.invoiceDraft, notes: 'Matrix note' }),
  },
  'invoices.delete': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.invoiceDraft }),
    fresh: () => newInvoice(false),
  },
  'invoices.send': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.invoiceDraft }),
    fresh: () => newInvoice(false),
  },
  'invoices.void': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.invoiceSent, reason: 'Matrix' }),
    fresh: () => newInvoice(true),
  },
  'invoices.payments.list': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({ id: seed.invoiceSent }) },
  'invoices.payments.create': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN_CREATED,
    input: () => ({ id: seed.invoiceSent, amount: '1.00', date: '2027-03-01', method: 'Cash' }),
  },
  'invoices.payments.delete': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: seed.invoiceSent, paymentId: c.fresh ?? seed.invoicePayment }),
    fresh: () => newPayment(),
  },
  'emails.list': list,
  'emails.page': page,
  'emails.byId': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({ id: seed.email }) },
  'emails.create': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN_CREATED,
    input: () => ({ to: 'matrix@example.com', subject: 'Matrix', html: '<p>Hello</p>' }),
  },
  'emails.cancel': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.email }),
    fresh: () => newEmail(false),
  },
  'emails.resend': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.emailCancelled }),
    fresh: () => newEmail(true),
  },
  // Equipment reservations: each allowed cell reserves for an event of its own (an item is
  // reserved once per event), of an item with room for every cell.
  'events.summary': byId('events'),
  'clients.overview': byId('clients'),
  // Each allowed cell puts the rental of an event of its own on an invoice (a rental is invoiced once).
  'events.invoiceEquipment': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.events }),
    fresh: rentedEvent,
  },
  'events.reservations.list': byId('events'),
  'events.reservations.create': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN_CREATED,
    input: (c) => ({ id: c.fresh ?? seed.events, inventoryId: seed.stockedItem, quantity: 1 }),
    fresh: () => createAsAdmin('events'),
  },
  'reservations.update': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: () => ({ id: seed.reservation, quantity: 2 }),
  },
  'reservations.delete': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.reservation }),
    fresh: () => newReservation(),
  },
  'inventory.availability': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: () => ({ id: seed.stockedItem, from: '2027-05-01', to: '2027-05-07' }),
  },
  'documents.portals': { trpc: SIGNED_IN, input: () => ({ id: seed.documents }) },
  // A fresh document per allowed cell; refused cells aim at the seeded one, which must stay unlinked.
  'documents.attachToEvent': {
    trpc: SIGNED_IN,
    input: (c) => ({ id: seed.events, documentIds: [c.fresh ?? seed.documents] }),
    fresh: () => createAsAdmin('documents'),
  },
  'documents.detachFromEvent': {
    trpc: SIGNED_IN,
    input: (c) => ({ id: seed.events, documentId: c.fresh ?? seed.documents }),
    fresh: () => documentOfSeedEvent(),
  },
  'clientPortals.preview': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({ id: seed.clientPortals }) },
  'clientPortals.shares': { trpc: SIGNED_IN, rest: SIGNED_IN, input: () => ({ id: seed.clientPortals }) },
  'clientPortals.share': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: () => ({ id: seed.clientPortals, documentId: seed.documents }),
  },
  // An invitation of a fresh portal per allowed cell (refused cells aim at the seeded one).
  'clientPortals.invite': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: c.fresh ?? seed.clientPortals }),
    fresh: () => createAsAdmin('clientPortals'),
  },
  'clientPortals.unshare': {
    trpc: SIGNED_IN,
    rest: SIGNED_IN,
    input: (c) => ({ id: seed.clientPortals, documentId: c.fresh ?? seed.documents }),
    fresh: () => sharedWithSeedPortal(),
  },
  'portal.login': {
    trpc: PORTAL_LOGIN,
    rest: PORTAL_LOGIN,
    input: (c) => {
      const own = portalOf(c.col);
      return { email: own.email, password: own.password };
    },
  },
  'portal.logout': { trpc: PUBLIC, rest: PUBLIC },
  // Anyone may ask, the same answer for each: every cell for its own portal (staff: portal A's).
  'portal.forgotPassword': { trpc: PUBLIC, rest: PUBLIC, input: (c) => ({ email: portalOf(c.col).email }) },
  // Whoever holds a link sets its portal's password: each cell a fresh invitation of a portal of its own.
  'portal.resetPassword': {
    trpc: PUBLIC,
    rest: PUBLIC,
    input: (c) => ({ token: linkTokens.get(c.fresh ?? 0) ?? 'unknown', newPassword: 'matrix-new-pass-1' }),
    fresh: () => portalWithLink(),
  },
  'portal.session': { trpc: PUBLIC },
  'portal.brand': { trpc: PUBLIC },
  'portal.me': { trpc: PORTAL, rest: PORTAL },
  'portal.events': { trpc: PORTAL, rest: PORTAL },
  'portal.documents': { trpc: PORTAL, rest: PORTAL },
  'portal.invoices': { trpc: PORTAL, rest: PORTAL },
  // The same password again: allowed, and nothing to undo between cells.
  'portal.changePassword': {
    trpc: PORTAL,
    rest: PORTAL,
    input: (c) => ({ currentPassword: portalOf(c.col).password, newPassword: portalOf(c.col).password }),
  },
  'businessInfo.summary': figures,
  'vendors.summary': figures,
  'marketingAssets.summary': figures,
  'auditLog.list': { trpc: ADMIN_ONLY, rest: ADMIN_ONLY, input: () => ({}) },
  'auditLog.page': { trpc: ADMIN_ONLY, input: () => ({}) },
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
function multipartPng(): Pick<Request, 'payload' | 'headers'> {
  const boundary = '----matrixboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A CSV of one client, as a dry run of the import reads it (writes nothing). */
function multipartCsv(): Pick<Request, 'payload' | 'headers'> {
  const boundary = '----matrixcsv';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clients.csv"\r\nContent-Type: text/csv\r\n\r\n` +
      'name,industry,contactName,contactEmail\r\nMatrix,Tech,Mo,matrix@example.com\r\n' +
      `\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Case = Pick<ProcedureRow, 'fresh' | 'unchanged'> & {
  name: string;
  expect: Vector;
  request: (cell: Cell) => Request;
};

/**
 * Every route Fastify registers ("METHOD url"). The two dispatchers are also expanded: `/trpc/:path`
 * into every procedure (GET for queries, POST for mutations) and `/api/*` into every REST operation;
 * the cases listed here come on top of those.
 */
const ROUTES: Record<string, Case[]> = {
  'GET /api/health': [
    { name: 'GET /api/health', expect: PUBLIC, request: () => ({ method: 'GET', url: '/api/health' }) },
  ],
  'HEAD /api/health': [
    { name: 'HEAD /api/health', expect: PUBLIC, request: () => ({ method: 'HEAD', url: '/api/health' }) },
  ],
  'GET /api/openapi.json': [
    {
      name: 'GET /api/openapi.json',
      expect: PUBLIC,
      request: () => ({ method: 'GET', url: '/api/openapi.json' }),
    },
  ],
  'HEAD /api/openapi.json': [
    {
      name: 'HEAD /api/openapi.json',
      expect: PUBLIC,
      request: () => ({ method: 'HEAD', url: '/api/openapi.json' }),
    },
  ],
  'GET /api/docs': [
    { name: 'GET /api/docs', expect: PUBLIC, request: () => ({ method: 'GET', url: '/api/docs' }) },
    { name: 'GET /api/docs/', expect: PUBLIC, request: () => ({ method: 'GET', url: '/api/docs/' }) },
  ],
  'HEAD /api/docs': [
    { name: 'HEAD /api/docs', expect: PUBLIC, request: () => ({ method: 'HEAD', url: '/api/docs' }) },
  ],
  'HEAD /api/docs/': [
    { name: 'HEAD /api/docs/', expect: PUBLIC, request: () => ({ method: 'HEAD', url: '/api/docs/' }) },
  ],
  'GET /api/docs/static/index.html': [
    {
      name: 'GET /api/docs/static/index.html',
      expect: REDIRECT,
      request: () => ({ method: 'GET', url: '/api/docs/static/index.html' }),
    },
  ],
  'HEAD /api/docs/static/index.html': [
    {
      name: 'HEAD /api/docs/static/index.html',
      expect: REDIRECT,
      request: () => ({ method: 'HEAD', url: '/api/docs/static/index.html' }),
    },
  ],
  'GET /api/docs/static/swagger-initializer.js': [
    {
      name: 'GET /api/docs/static/swagger-initializer.js',
      expect: PUBLIC,
      request: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
    },
  ],
  'HEAD /api/docs/static/swagger-initializer.js': [
    {
      name: 'HEAD /api/docs/static/swagger-initializer.js',
      expect: PUBLIC,
      request: () => ({ method: 'HEAD', url: '/api/docs/static/swagger-initializer.js' }),
    },
  ],
  'GET /api/docs/json': [
    { name: 'GET /api/docs/json', expect: PUBLIC, request: () => ({ method: 'GET', url: '/api/docs/json' }) },
  ],
  'HEAD /api/docs/json': [
    {
      name: 'HEAD /api/docs/json',
      expect: PUBLIC,
      request: () => ({ method: 'HEAD', url: '/api/docs/json' }),
    },
  ],
  'GET /api/docs/yaml': [
    { name: 'GET /api/docs/yaml', expect: PUBLIC, request: () => ({ method: 'GET', url: '/api/docs/yaml' }) },
  ],
  'HEAD /api/docs/yaml': [
    {
      name: 'HEAD /api/docs/yaml',
      expect: PUBLIC,
      request: () => ({ method: 'HEAD', url: '/api/docs/yaml' }),
    },
  ],
  'GET /api/docs/static/*': [
    {
      name: 'GET /api/docs/static/swagger-ui.css',
      expect: PUBLIC,
      request: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
    },
  ],
  'HEAD /api/docs/static/*': [
    {
      name: 'HEAD /api/docs/static/swagger-ui.css',
      expect: PUBLIC,
      request: () => ({ method: 'HEAD', url: '/api/docs/static/swagger-ui.css' }),
    },
  ],
  'POST /api/uploads': [
    {
      name: 'POST /api/uploads (a PNG)',
      expect: SIGNED_IN_CREATED,
      request: () => ({ method: 'POST', url: '/api/uploads?purpose=image', ...multipartPng() }),
    },
  ],
  'GET /api/portal/documents/:id/download': [
    {
      name: "GET /api/portal/documents/:id/download (portal A's document)",
      expect: PORTAL_A_ONLY,
      request: () => ({ method: 'GET', url: `/api/portal/documents/${portals.portalA.documentId}/download` }),
    },
  ],
  'HEAD /api/portal/documents/:id/download': [
    {
      name: "HEAD /api/portal/documents/:id/download (portal A's document)",
      expect: PORTAL_A_ONLY,
      request: () => ({
        method: 'HEAD',
        url: `/api/portal/documents/${portals.portalA.documentId}/download`,
      }),
    },
  ],
  'POST /api/portal/uploads': [
    {
      name: 'POST /api/portal/uploads (a PNG)',
      expect: PORTAL_CREATED,
      request: () => ({ method: 'POST', url: '/api/portal/uploads', ...multipartPng() }),
    },
  ],
  'GET /api/invoices/:id/pdf': [
    {
      name: 'GET /api/invoices/:id/pdf',
      expect: SIGNED_IN,
      request: () => ({ method: 'GET', url: `/api/invoices/${seed.invoiceSent}/pdf` }),
    },
    {
      name: 'GET /api/invoices/:id/pdf (a draft)',
      expect: SIGNED_IN,
      request: () => ({ method: 'GET', url: `/api/invoices/${seed.invoiceDraft}/pdf` }),
    },
  ],
  'HEAD /api/invoices/:id/pdf': [
    {
      name: 'HEAD /api/invoices/:id/pdf',
      expect: SIGNED_IN,
      request: () => ({ method: 'HEAD', url: `/api/invoices/${seed.invoiceSent}/pdf` }),
    },
  ],
  // Portal A's client's issued invoice: portal B (another client) is told it does not exist.
  'GET /api/portal/invoices/:id/pdf': [
    {
      name: "GET /api/portal/invoices/:id/pdf (portal A's invoice)",
      expect: PORTAL_A_ONLY,
      request: () => ({ method: 'GET', url: `/api/portal/invoices/${seed.portalAInvoice}/pdf` }),
    },
  ],
  'HEAD /api/portal/invoices/:id/pdf': [
    {
      name: "HEAD /api/portal/invoices/:id/pdf (portal A's invoice)",
      expect: PORTAL_A_ONLY,
      request: () => ({ method: 'HEAD', url: `/api/portal/invoices/${seed.portalAInvoice}/pdf` }),
    },
  ],
  // CSV exports: staff only, like the lists they export; a portal session is no staff one.
  // The admins' screens (Users, Audit Log) export to administrators only.
  ...Object.fromEntries(
    EXPORT_RESOURCES.flatMap(({ path, adminOnly }) =>
      (['GET', 'HEAD'] as const).map((method) => [
        `${method} /api/${path}/export.csv`,
        [
          {
            name: `${method} /api/${path}/export.csv`,
            expect: adminOnly ? ADMIN_ONLY : SIGNED_IN,
            request: () => ({ method, url: `/api/${path}/export.csv?sortDir=asc` }),
          },
        ],
      ]),
    ),
  ),
  // CSV imports: staff only; a dry run (the default) writes nothing.
  ...Object.fromEntries(
    IMPORT_RESOURCE_PATHS.map((path) => [
      `POST /api/imports/${path}`,
      [
        {
          name: `POST /api/imports/${path} (dry run)`,
          expect: SIGNED_IN,
          request: () => ({ method: 'POST', url: `/api/imports/${path}`, ...multipartCsv() }),
        },
      ],
    ]),
  ),
  // The import's CSV template: staff only, like the import it is for.
  ...Object.fromEntries(
    IMPORT_RESOURCE_PATHS.flatMap((path) =>
      (['GET', 'HEAD'] as const).map((method) => [
        `${method} /api/imports/${path}/template.csv`,
        [
          {
            name: `${method} /api/imports/${path}/template.csv`,
            expect: SIGNED_IN,
            request: () => ({ method, url: `/api/imports/${path}/template.csv` }),
          },
        ],
      ]),
    ),
  ),
  // The token in the path is the credential: whoever asks, a cookie or none, gets the feed; a token that
  // is no live link is a 404 for everyone.
  'GET /api/calendar/:token.ics': [
    {
      name: 'GET /api/calendar/:token.ics',
      expect: PUBLIC,
      request: () => ({ method: 'GET', url: `/api/calendar/${seed.calendarToken}.ics` }),
    },
    {
      name: 'GET /api/calendar/:token.ics (no such link)',
      expect: NOT_FOUND,
      request: () => ({ method: 'GET', url: `/api/calendar/evc_${'A'.repeat(43)}.ics` }),
    },
  ],
  'HEAD /api/calendar/:token.ics': [
    {
      name: 'HEAD /api/calendar/:token.ics',
      expect: PUBLIC,
      request: () => ({ method: 'HEAD', url: `/api/calendar/${seed.calendarToken}.ics` }),
    },
  ],
  'GET /api/files/:id': [
    {
      name: 'GET /api/files/:id',
      expect: SIGNED_IN,
      request: () => ({ method: 'GET', url: `/api/files/${seed.file}` }),
    },
  ],
  'HEAD /api/files/:id': [
    {
      name: 'HEAD /api/files/:id',
      expect: SIGNED_IN,
      request: () => ({ method: 'HEAD', url: `/api/files/${seed.file}` }),
    },
  ],

  // The REST dispatcher: every documented operation (below), plus paths and methods it does not know.
  'GET /api/*': [
    {
      name: 'GET /api/no-such-path',
      expect: NOT_FOUND,
      request: () => ({ method: 'GET', url: '/api/no-such-path' }),
    },
  ],
  'POST /api/*': [
    {
      name: 'POST /api/no-such-path',
      expect: NOT_FOUND,
      request: () => ({ method: 'POST', url: '/api/no-such-path', body: {} }),
    },
  ],
  'PATCH /api/*': [
    {
      name: 'PATCH /api/users (no such operation)',
      expect: NOT_FOUND,
      request: () => ({ method: 'PATCH', url: '/api/users', body: { role: 'admin' } }),
    },
  ],
  'PUT /api/*': [
    {
      name: 'PUT /api/users/:id (no such operation)',
      expect: NOT_FOUND,
      request: () => ({ method: 'PUT', url: `/api/users/${seed.target}`, body: { role: 'admin' } }),
    },
  ],
  'DELETE /api/*': [
    {
      name: 'DELETE /api/users (no such operation)',
      expect: NOT_FOUND,
      request: () => ({ method: 'DELETE', url: '/api/users' }),
    },
  ],
  // HEAD runs no procedure: tRPC and trpc-to-openapi answer it 204 with no body, whoever asks.
  'HEAD /api/*': [
    { name: 'HEAD /api/users', expect: NO_CONTENT, request: () => ({ method: 'HEAD', url: '/api/users' }) },
    {
      name: 'HEAD /api/business-info/:id',
      expect: NO_CONTENT,
      request: () => ({ method: 'HEAD', url: `/api/business-info/${seed.businessInfo}` }),
    },
  ],

  // The tRPC dispatcher: every query over GET and every mutation over POST (below), plus the rest.
  'GET /trpc/:path': [
    {
      name: 'GET /trpc/no.such.procedure',
      expect: NOT_FOUND,
      request: () => ({ method: 'GET', url: '/trpc/no.such.procedure' }),
    },
    {
      name: 'GET /trpc/users.delete (a mutation over GET)',
      expect: NOT_ALLOWED,
      request: () => ({
        method: 'GET',
        url: `/trpc/users.delete?input=${encodeURIComponent(JSON.stringify({ id: seed.target }))}`,
      }),
    },
  ],
  'POST /trpc/:path': [
    {
      name: 'POST /trpc/no.such.procedure',
      expect: NOT_FOUND,
      request: () => ({ method: 'POST', url: '/trpc/no.such.procedure', body: {} }),
    },
    {
      name: 'POST /trpc/users.list (a query over POST)',
      expect: NOT_ALLOWED,
      request: () => ({ method: 'POST', url: '/trpc/users.list', body: {} }),
    },
  ],
  'HEAD /trpc/:path': [
    {
      name: 'HEAD /trpc/users.list',
      expect: NO_CONTENT,
      request: () => ({ method: 'HEAD', url: '/trpc/users.list' }),
    },
  ],
  ...Object.fromEntries(
    ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'].map((method) => [
      `${method} /trpc/:path`,
      [
        {
          name: `${method} /trpc/users.create`,
          expect: NOT_ALLOWED,
          request: (): Request => ({
            method: method as InjectOptions['method'],
            url: '/trpc/users.create',
            ...(method === 'PUT' || method === 'PATCH'
              ? { body: { username: 'sneaky', password: 'sneaky-pass-1' } }
              : {}),
          }),
        },
      ],
    ]),
  ),
};

type ProcedureDef = {
  _def: {
    type: 'query' | 'mutation' | 'subscription';
    meta?: { openapi?: { method: string; path: string } };
  };
};
const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;

function restRequest(openapi: { method: string; path: string }, input: unknown): Request {
  const method = openapi.method.toUpperCase() as InjectOptions['method'];
  const rest: Record<string, unknown> = { ...((input as Record<string, unknown> | undefined) ?? {}) };
  const path = `/api${openapi.path}`.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return { method, url: query ? `${path}?${query}` : path };
  }
  return { method, url: path, ...(Object.keys(rest).length > 0 ? { body: rest } : {}) };
}

function trpcRequest(path: string, type: string, input: unknown): Request {
  if (type === 'query') {
    return {
      method: 'GET',
      url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    };
  }
  // A mutation without input goes as the web client's batch link sends it: `{}` for a batch of one.
  if (input === undefined) return { method: 'POST', url: `/trpc/${path}?batch=1`, body: {} };
  return { method: 'POST', url: `/trpc/${path}`, body: input };
}

/** Every case: the explicit route cases plus the expansion of the dispatchers, keyed by the route that serves it. */
function allCases(): Array<Case & { route: string }> {
  const cases: Array<Case & { route: string }> = [];
  for (const [route, routeCases] of Object.entries(ROUTES))
    for (const c of routeCases) cases.push({ ...c, route });
  for (const [path, row] of Object.entries(PROCEDURES)) {
    const def = procedures[path]?._def;
    if (!def) continue; // reported by the coverage test
    const input = row.input ?? (() => undefined);
    cases.push({
      route: def.type === 'query' ? 'GET /trpc/:path' : 'POST /trpc/:path',
      name: `tRPC ${path}`,
      expect: row.trpc,
      request: (cell) => trpcRequest(path, def.type, input(cell)),
      fresh: row.fresh,
      unchanged: row.unchanged,
    });
    const openapi = def.meta?.openapi;
    if (openapi && row.rest) {
      cases.push({
        route: `${openapi.method.toUpperCase()} /api/*`,
        name: `REST ${openapi.method.toUpperCase()} /api${openapi.path} (${path})`,
        expect: row.rest,
        request: (cell) => restRequest(openapi, input(cell)),
        fresh: row.fresh,
        unchanged: row.unchanged,
      });
    }
  }
  return cases;
}

const CASES = allCases();
const CELLS = CASES.length * COLUMNS.length;

// ---------------------------------------------------------------------------------------------------

let t: TestApp;
let expiredApp: FastifyInstance;
const accounts = {} as Record<Column, Account>;
const cookies: Partial<Record<Column, string>> = {};
const sessions: Partial<Record<Column, { sid: string; userId: number | null; data: unknown }>> = {};
let freshUserHash: string;
let checkedTables: string[] = [];
let cellsRun = 0;

const DISABLED = { username: 'disabled-admin', password: 'disabled-pass-1' };

/** The client portals of the portal columns: credentials, session (cookie and its stored id) and a shared document. */
type MatrixPortal = {
  id: number;
  email: string;
  password: string;
  cookie: string;
  sessionId: string;
  documentId: number;
};
const portals = {} as Record<PortalColumn, MatrixPortal>;
/** The portal a cell signs in to: its own for a portal column, portal A for a staff column. */
const portalOf = (col: Column): MatrixPortal => portals[isPortal(col) ? col : 'portalA'];

/** Opens a portal column's session again as it was (a portal sign-in, sign-out or refusal may have ended it). */
async function rearmPortal(col: PortalColumn) {
  await sql`
    update portal_sessions set ended_at = null, end_reason = null,
      last_seen_at = case when ${col === 'portalExpired'} then now() - interval '1 hour' else now() end
    where id = ${portals[col].sessionId}`.execute(t.database.db);
}

async function portalSessionEnded(col: PortalColumn): Promise<boolean> {
  const row = await t.database.db
    .selectFrom('portal_sessions')
    .select('endedAt')
    .where('id', '=', portals[col].sessionId)
    .executeTakeFirstOrThrow();
  return row.endedAt !== null;
}

/** A valid draft invoice of the seeded client. */
function invoiceDraftInput() {
  return {
    clientId: seed.clients,
    dueDate: '2027-04-01',
    items: [{ description: 'Chairs', quantity: '1000', unitPrice: '8.50', taxRate: '0' }],
  };
}

/** A new invoice, sent when asked (a send's, void's fresh target). */
async function newInvoice(sent: boolean): Promise<number> {
  const { id } = await asAdmin('POST', '/api/invoices', invoiceDraftInput());
  if (sent) await asAdmin('POST', `/api/invoices/${id}/send`);
  return id;
}

/** A new queued e-mail, or a cancelled one (a cancel's or a resend's fresh target). */
async function newEmail(cancelled: boolean): Promise<number> {
  const { id } = await asAdmin('POST', '/api/emails', {
    to: 'matrix@example.com',
    subject: 'Matrix',
    html: '<p>Hello</p>',
  });
  if (cancelled) await asAdmin('POST', `/api/emails/${id}/cancel`);
  return id;
}

/** A new payment of 1.00 on the seeded sent invoice (a payment delete's fresh target). */
async function newPayment(): Promise<number> {
  return (
    await asAdmin('POST', `/api/invoices/${seed.invoiceSent}/payments`, {
      amount: '1.00',
      date: '2027-03-01',
      method: 'Cash',
    })
  ).id;
}

/** A reservation of 1 of the stocked item for a new event (a removal's fresh target). */
async function newReservation(): Promise<number> {
  const event = await createAsAdmin('events');
  return (
    await asAdmin('POST', `/api/events/${event}/reservations`, { inventoryId: seed.stockedItem, quantity: 1 })
  ).id;
}

/** A document newly linked to the seeded event (a detach's fresh target). */
async function documentOfSeedEvent(): Promise<number> {
  return (await asAdmin('POST', '/api/documents', { ...CREATE.documents(), eventId: seed.events })).id;
}

/** A document newly shared with the seeded portal (an unshare's fresh target). */
async function sharedWithSeedPortal(): Promise<number> {
  const documentId = await createAsAdmin('documents');
  await asAdmin('POST', `/api/client-portals/${seed.clientPortals}/shares`, { documentId });
  return documentId;
}

/** The tokens of the set-password links portalWithLink made, by their portal's id. */
const linkTokens = new Map<number, string>();

/** A new portal with an invitation link (a set-password's fresh target); answers the portal's id. */
async function portalWithLink(): Promise<number> {
  const portalId = await createAsAdmin('clientPortals');
  const link = await createPortalLink(t.database.db, {
    portalId,
    purpose: 'invite',
    lifetimeMs: 60 * 60_000,
    replaceUnused: true,
  });
  linkTokens.set(portalId, link.token);
  return portalId;
}

/** Signs a portal in on `app`; answers its cookie header and its session's stored id. */
async function portalSignIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/portal/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = [res.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('portal_sid='))!
    .split(';')[0]!;
  const sessionId = createHash('sha256').update(cookie.slice('portal_sid='.length)).digest('hex');
  return { cookie, sessionId };
}
// Sessions and login counters change on any request by design; every other table is checked.
// list_generations counts write statements, refused ones that changed no row too (migration 0045).
const UNCHECKED_TABLES = new Set(['sessions', 'portal_sessions', 'login_throttle', 'list_generations']);

function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
}

async function snapshotSession(col: Column) {
  const sid = sessionIdOf(cookies[col]!);
  const row = await t.database.db
    .selectFrom('sessions')
    .select(['sid', 'userId', 'data'])
    .where('sid', '=', sid)
    .executeTakeFirstOrThrow();
  sessions[col] = row;
}

/** Puts a column's session row back as it was at sign-in (a sign-in, logout or password change may have ended it). */
async function rearmSession(col: Column) {
  const s = sessions[col];
  if (!s) return;
  await sql`
    insert into sessions (sid, user_id, data, expires_at)
    values (${s.sid}, ${s.userId}, ${JSON.stringify(s.data)}::jsonb, now() + interval '1 hour')
    on conflict (sid) do update set user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`.execute(
    t.database.db,
  );
}

async function sessionExists(col: Column): Promise<boolean> {
  const row = await t.database.db
    .selectFrom('sessions')
    .select('sid')
    .where('sid', '=', sessions[col]!.sid)
    .executeTakeFirst();
  return row !== undefined;
}

const checksums = () => tableChecksums(t.database.db, checkedTables);

async function send(col: Column, req: Request): Promise<LightMyRequestResponse> {
  const app = col === 'expired' || col === 'portalExpired' ? expiredApp : t.app;
  const headers: Record<string, string> = { ...(req.headers ?? {}) };
  const cookie = cookies[col];
  if (cookie) headers.cookie = cookie;
  let payload: string | Buffer | undefined = req.payload;
  if (payload === undefined && req.body !== undefined) {
    payload = JSON.stringify(req.body);
    headers['content-type'] ??= 'application/json';
  }
  return app.inject({
    method: req.method,
    url: req.url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/**
 * The security headers of the reliability plan, on every answer whatever its status: helmet's CSP (with
 * frame-ancestors 'none'), nosniff and the referrer policy, and no caching of API answers.
 */
function missingSecurityHeaders(url: string, res: LightMyRequestResponse): string[] {
  const missing: string[] = [];
  // Stored files carry a stricter CSP of their own (default-src 'none', sandbox).
  const csp = String(res.headers['content-security-policy'] ?? '');
  const appPolicy = csp.includes("default-src 'self'") && csp.includes("object-src 'none'");
  const filePolicy = csp.includes("default-src 'none'") && csp.includes('sandbox');
  if (!(appPolicy || filePolicy) || !csp.includes("frame-ancestors 'none'")) missing.push('CSP');
  if (res.headers['x-content-type-options'] !== 'nosniff') missing.push('nosniff');
  if (res.headers['referrer-policy'] !== 'strict-origin-when-cross-origin') missing.push('Referrer-Policy');
  const isApi = (url.startsWith('/api/') || url.startsWith('/trpc/')) && !url.startsWith('/api/docs');
  if (isApi && res.headers['cache-control'] !== 'no-store') missing.push('Cache-Control: no-store');
  return missing;
}

/** The checksums as of the last refused call, while nothing else has written since. */
let known: Record<string, string> | null = null;
/** Columns whose session row a sign-in or logout replaced or ended: put back before their next call. */
const staleSessions = new Set<Column>();

/** Runs one case's refused (status >= 400) or allowed cells; returns what differs from the table. */
async function runCells(c: Case, phase: 'refused' | 'allowed'): Promise<string[]> {
  const mismatches: string[] = [];
  for (const [index, col] of COLUMNS.entries()) {
    const expected = c.expect[index]!;
    const refused = expected >= 400;
    if (refused !== (phase === 'refused')) continue;
    const cell: Cell = { col, account: accounts[col] };
    if (c.fresh && !refused) cell.fresh = await c.fresh(cell);
    const req = c.request(cell);
    // The disabled and expired sessions are ended by every refusal; the others by sign-in and logout.
    if (col === 'disabled' || col === 'expired' || staleSessions.delete(col)) await rearmSession(col);
    if (isPortal(col)) await rearmPortal(col);
    const before = refused ? (known ?? (await checksums())) : null;
    const otherBefore = refused ? await c.unchanged?.() : undefined;
    const res = await send(col, req);
    cellsRun++;
    if (/auth[./](login|logout)/.test(req.url)) staleSessions.add(col);
    if (res.statusCode !== expected)
      mismatches.push(`${col}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    const missing = missingSecurityHeaders(req.url, res);
    if (missing.length > 0) mismatches.push(`${col}: ${res.statusCode} answer without ${missing.join(', ')}`);
    if (before) {
      const after = await checksums();
      const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
      if (changed.length > 0) mismatches.push(`${col}: a refused call changed ${changed.join(', ')}`);
      known = after;
      const otherAfter = await c.unchanged?.();
      if (JSON.stringify(otherAfter) !== JSON.stringify(otherBefore)) {
        mismatches.push(
          `${col}: a refused call changed ${JSON.stringify(otherBefore)} into ${JSON.stringify(otherAfter)}`,
        );
      }
    } else {
      known = null;
    }
    // The refusal of a disabled account or an expired session also ends that session in the store.
    const portalRoute = /(^|[\s/])portal[./]/.test(c.name);
    if (
      expected === 401 &&
      (col === 'disabled' || col === 'expired') &&
      !portalRoute &&
      (await sessionExists(col))
    ) {
      mismatches.push(`${col}: refused, but its session still exists`);
    }
    // A closed portal's or a timed-out portal session's refusal ends that session too.
    if (
      expected === 401 &&
      (col === 'portalClosed' || col === 'portalExpired') &&
      portalRoute &&
      !(await portalSessionEnded(col))
    ) {
      mismatches.push(`${col}: refused, but its portal session is still open`);
    }
  }
  return mismatches;
}

async function asAdmin(method: InjectOptions['method'], url: string, body?: unknown) {
  await rearmSession('admin');
  const res = await send('admin', { method, url, ...(body !== undefined ? { body } : {}) });
  known = null;
  if (res.statusCode >= 300)
    throw new Error(`${method} ${url} failed while seeding: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** An event of a new client with one rented item reserved. */
async function rentedEvent(): Promise<number> {
  const clientId = await createAsAdmin('clients');
  const event = (await asAdmin('POST', '/api/events', { ...CREATE.events(), clientId })).id as number;
  const item = (
    await asAdmin('POST', '/api/inventory', { ...CREATE.inventory(), quantity: 5, rentalPrice: '2.00' })
  ).id as number;
  await asAdmin('POST', `/api/events/${event}/reservations`, { inventoryId: item, quantity: 1 });
  return event;
}

async function createAsAdmin(r: string): Promise<number> {
  const resource = crudResource(r);
  return (await asAdmin('POST', `/api/${resource.path}`, resource.create())).id;
}

async function countSessions(userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function insertUser(): Promise<number> {
  const row = await t.database.db
    .insertInto('users')
    .values({ username: `fresh-${unique()}`, passwordHash: freshUserHash, role: 'user' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user whose second factor is on (the secret is never read: the reset only removes it). */
async function insertUserWithTwoFactor(): Promise<number> {
  const id = await insertUser();
  await t.database.db
    .insertInto('user_two_factor')
    .values({ userId: id, secretCiphertext: 'not-read-by-a-reset', enabledAt: new Date() })
    .execute();
  return id;
}

async function insertApiToken(userId: number): Promise<number> {
  const row = await t.database.db
    .insertInto('api_tokens')
    .values({ userId, name: 'Matrix fresh token', tokenHash: generateApiToken().tokenHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The tokens of the password reset links userWithResetLink made, by their user's id. */
const resetTokens = new Map<number, string>();

/** A new user with a password reset link (a reset's fresh target); answers the user's id. */
async function userWithResetLink(): Promise<number> {
  const userId = await insertUser();
  resetTokens.set(userId, (await createPasswordResetToken(t.database.db, userId, 60 * 60_000)).token);
  return userId;
}

/** A new user with a live calendar feed link; answers the link's token. */
async function feedTokenOfNewUser(): Promise<string> {
  const userId = await insertUser();
  const made = await replaceCalendarFeedToken(t.database.db, userId);
  if (made.status !== 'made') throw new Error(made.status);
  return made.token;
}

async function insertNotification(userId: number): Promise<number> {
  const row = await t.database.db
    .insertInto('notifications')
    .values({
      type: 'system',
      title: 'Matrix',
      message: 'A notification for the matrix',
      priority: 'normal',
      userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  freshUserHash = await hashPassword('fresh-pass-1');
  cookies.user = await t.login(USER);
  cookies.manager = await t.login(MANAGER);
  cookies.admin = await t.login(ADMIN);
  for (const col of ['user', 'manager', 'admin'] as const) await snapshotSession(col);

  const me = async (col: Column) =>
    (await send(col, { method: 'GET', url: '/api/auth/me' })).json().user.id as number;
  const target = await asAdmin('POST', '/api/users', {
    username: 'matrix-target',
    password: 'target-pass-1',
    email: 'target@matrix.test',
  });
  seed.target = target.id;
  await t.login({ username: 'matrix-target', password: 'target-pass-1' });
  const disabled = await asAdmin('POST', '/api/users', { ...DISABLED, role: 'admin' });
  accounts.user = { ...USER, id: await me('user') };
  accounts.manager = { ...MANAGER, id: await me('manager') };
  accounts.admin = { ...ADMIN, id: await me('admin') };
  accounts.signedOut = accounts.admin;
  accounts.expired = accounts.admin;
  // To the staff routes a portal caller stands where a signed-out one does: aimed at the admin's records.
  for (const col of PORTAL_COLUMNS) accounts[col] = accounts.admin;
  accounts.disabled = { ...DISABLED, id: disabled.id };

  // The disabled caller: signed in, then deactivated by an admin (which ends its sessions); its
  // session row is put back before each call, so the account check itself is what must refuse it.
  cookies.disabled = await t.login(DISABLED);
  await snapshotSession('disabled');
  await asAdmin('PATCH', `/api/users/${disabled.id}`, { isActive: false });

  // The expired caller: the same routes on the same database, built with a 300 ms idle timeout. The
  // cookie lasts the absolute timeout (an hour), so it is the server's idle check that must refuse it.
  expiredApp = await buildApp({
    db: t.database.db,
    secrets: t.secrets,
    sessionSecret: randomBytes(32).toString('hex'),
    sessionTimeouts: { idleMs: 300, absoluteMs: 60 * 60_000 },
  });
  const login = await expiredApp.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(ADMIN),
  });
  expect(login.statusCode).toBe(200);
  cookies.expired = String(login.headers['set-cookie']).split(';')[0]!;
  await snapshotSession('expired');
  await new Promise((resolve) => setTimeout(resolve, 400));

  for (const { key } of CRUD_RESOURCES) {
    crudSeed.set(key, await createAsAdmin(key));
    if (isSeeded(key)) seed[key] = crudSeed.get(key)!;
  }
  seed.apiToken = await insertApiToken(accounts.admin.id);
  seed.calendarToken = await feedTokenOfNewUser();
  seed.notificationOf = new Map();
  for (const account of Object.values(accounts)) {
    if (!seed.notificationOf.has(account.id))
      seed.notificationOf.set(account.id, await insertNotification(account.id));
  }
  await rearmSession('admin');
  const upload = await send('admin', {
    method: 'POST',
    url: '/api/uploads?purpose=image',
    ...multipartPng(),
  });
  expect(upload.statusCode).toBe(201);
  seed.file = upload.json().id;
  seed.invoiceDraft = await newInvoice(false);
  seed.invoiceSent = await newInvoice(true);
  seed.invoicePayment = await newPayment();
  seed.email = await newEmail(false);
  seed.emailCancelled = await newEmail(true);
  seed.stockedItem = (await asAdmin('POST', '/api/inventory', { ...CREATE.inventory(), quantity: 1000 })).id;
  seed.reservation = await newReservation();
  await sharedWithSeedPortal().then((documentId) =>
    asAdmin('DELETE', `/api/client-portals/${seed.clientPortals}/shares/${documentId}`),
  );
  await asAdmin('POST', `/api/client-portals/${seed.clientPortals}/shares`, { documentId: seed.documents });

  // The portal columns: portals A and expired of one client, B and closed of another, each with a
  // document shared with it, signed in (expired on the app with the 300 ms idle timeout), and the
  // closed one closed by staff after signing in.
  const clientA = await createAsAdmin('clients');
  const clientB = await createAsAdmin('clients');
  const clientOf: Record<PortalColumn, number> = {
    portalA: clientA,
    portalB: clientB,
    portalClosed: clientB,
    portalExpired: clientA,
  };
  for (const col of PORTAL_COLUMNS) {
    const email = `${col.toLowerCase()}-${unique()}@matrix.test`;
    const password = `${col}-pass-1`;
    const portal = await asAdmin('POST', '/api/client-portals', {
      clientId: clientOf[col],
      clientName: `Matrix ${col}`,
      email,
      eventName: `Matrix ${col} event`,
      password,
    });
    // With real bytes behind it (the upload above), so the portal can download it.
    const { id: documentId } = await asAdmin('POST', '/api/documents', {
      ...CREATE.documents(),
      fileUrl: `/api/files/${seed.file}`,
      fileId: seed.file,
    });
    await asAdmin('POST', `/api/client-portals/${portal.id}/shares`, { documentId });
    const session = await portalSignIn(col === 'portalExpired' ? expiredApp : t.app, email, password);
    portals[col] = { id: portal.id, email, password, documentId, ...session };
    cookies[col] = session.cookie;
  }
  await asAdmin('PUT', `/api/client-portals/${portals.portalClosed.id}`, { status: 'inactive' });
  const { id: portalAInvoice } = await asAdmin('POST', '/api/invoices', {
    ...invoiceDraftInput(),
    clientId: clientA,
  });
  await asAdmin('POST', `/api/invoices/${portalAInvoice}/send`);
  seed.portalAInvoice = portalAInvoice;

  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.database.db);
  checkedTables = rows.map((r) => r.name).filter((name) => !UNCHECKED_TABLES.has(name));
}, 120_000);

afterAll(async () => {
  console.log(
    `authorization matrix: ${cellsRun} of ${CELLS} cells run (${CASES.length} cases x ${COLUMNS.length} callers), ${checkedTables.length} tables checksummed`,
  );
  await expiredApp?.close();
  await t?.close();
});

describe(`authorization matrix (${CASES.length} cases x ${COLUMNS.length} callers = ${CELLS} cells)`, () => {
  it('has a row for every procedure of the router, and no row for a procedure that is gone', () => {
    expect(Object.keys(PROCEDURES).sort()).toEqual(Object.keys(procedures).sort());
  });

  it('has a REST expectation exactly for the procedures with OpenAPI metadata, and the served document agrees', async () => {
    const fromMeta = new Set<string>();
    for (const [path, procedure] of Object.entries(procedures)) {
      const openapi = procedure._def.meta?.openapi;
      if (openapi) fromMeta.add(`${openapi.method.toUpperCase()} ${openapi.path}`);
      expect(
        PROCEDURES[path]?.rest !== undefined,
        `${path}: REST row ${openapi ? 'missing' : 'for a procedure without REST'}`,
      ).toBe(openapi !== undefined);
    }
    const doc = (await t.call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const fromDocument = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
    );
    // The plain Fastify routes (health, uploads, files) are documented too; their rows are in ROUTES.
    expect(fromDocument.sort()).toEqual([...fromMeta, ...PLAIN_ROUTE_OPERATIONS].sort());
  });

  it('has a row for every route Fastify registered, and every row is a registered route with cells', () => {
    expect([...registeredRoutes].sort()).toEqual(Object.keys(ROUTES).sort());
    const routesWithCases = new Set(CASES.map((c) => c.route));
    for (const route of Object.keys(ROUTES)) expect(routesWithCases.has(route), route).toBe(true);
  });

  // Refusals first, all of them, so each needs one checksum (the previous one is its "before"); then
  // the allowed calls, which may change rows.
  it.each(CASES.filter((c) => c.expect.some((s) => s >= 400)).map((c) => [c.name, c] as const))(
    'refuses: %s',
    async (_name, c) => {
      expect(await runCells(c, 'refused')).toEqual([]);
    },
  );

  it.each(CASES.filter((c) => c.expect.some((s) => s < 400)).map((c) => [c.name, c] as const))(
    'allows: %s',
    async (_name, c) => {
      expect(await runCells(c, 'allowed')).toEqual([]);
    },
  );
});
