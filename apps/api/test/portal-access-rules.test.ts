import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import type { ServiceContext } from '../src/services/context.ts';
import { newPortalValues } from '../src/services/portal-access/create-portal.ts';
import { previewPortal } from '../src/services/portal-access/preview.ts';
import { shareDocument } from '../src/services/portal-access/share.ts';
import { unshareDocument } from '../src/services/portal-access/unshare.ts';
import { changedPortalValues } from '../src/services/portal-access/update-portal.ts';
import { CREATE } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// The staff side's portal rules, called as a mutation calls them (each in its own transaction): the
// names a portal takes from its client and event, the events it may name, and the 404s of sharing.

let t: TestApp;
let admin: string;
let clientId: number;
let otherClientsEvent: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  clientId = (await call('POST', '/api/clients', CREATE.clients())).json().id;
  const other = (await call('POST', '/api/clients', { ...CREATE.clients(), name: 'Other client' })).json().id;
  otherClientsEvent = (await call('POST', '/api/events', { ...CREATE.events(), clientId: other })).json().id;
});
afterAll(async () => {
  await t?.close();
});

function call(method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });
}

const user = { id: 1, username: ADMIN.username };
/** A service in its own transaction, as a mutation runs it. */
const run = <T>(work: (ctx: ServiceContext) => Promise<T>) =>
  t.database.db.transaction().execute((trx) => work({ db: trx, user }));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof AppError ? { status: err.status, message: err.message } : err),
  );
const portal = {
  status: 'pending' as const,
  showBudget: false,
  shownEventIds: [],
  password: 'portal-pass-1',
};

describe('portal rules', () => {
  it('takes the names and e-mail from the client and event, or asks for them', async () => {
    const values = await run((ctx) => newPortalValues(ctx, { ...portal, clientId, eventName: 'Gala' }));
    expect(values).toMatchObject({
      clientName: 'Matrix Client',
      email: 'ada@matrix.test',
      eventName: 'Gala',
    });
    expect(values.passwordHash).toMatch(/^\$argon2id\$/);
    const required = (field: string) => ({
      status: 400,
      message: `${field} is required when no client or event is chosen`,
    });
    expect(await refusal(run((ctx) => newPortalValues(ctx, { ...portal, email: 'a@b.test' })))).toEqual(
      required('Client name'),
    );
    expect(await refusal(run((ctx) => newPortalValues(ctx, { ...portal, clientName: 'Ada' })))).toEqual(
      required('Email'),
    );
    expect(await refusal(run((ctx) => newPortalValues(ctx, { ...portal, clientId })))).toEqual(
      required('Event name'),
    );
  });

  it("refuses a client or event that does not exist, and another client's event", async () => {
    expect(
      await refusal(
        run((ctx) => newPortalValues(ctx, { ...portal, clientId: 99_999_999, eventName: 'Gala' })),
      ),
    ).toEqual({ status: 400, message: 'The chosen client does not exist' });
    expect(
      await refusal(run((ctx) => newPortalValues(ctx, { ...portal, clientId, eventId: 99_999_999 }))),
    ).toEqual({ status: 400, message: 'The chosen event does not exist' });
    const existing = { id: 99_999_999, clientId, eventId: null, status: 'active' };
    expect(
      await refusal(run((ctx) => changedPortalValues(ctx, { eventId: otherClientsEvent }, existing))),
    ).toEqual({ status: 400, message: "The chosen event is not one of this client's events" });
    expect(
      await refusal(run((ctx) => changedPortalValues(ctx, { shownEventIds: [otherClientsEvent] }, existing))),
    ).toEqual({ status: 400, message: "Only the client's own events can be shown in the portal" });
  });

  it('answers 404 for a portal that does not exist, and for a document it does not share', async () => {
    const created = await call('POST', '/api/client-portals', { ...CREATE.clientPortals(), clientId });
    expect(created.statusCode, created.body).toBe(201);
    const portalId = created.json().id as number;
    const missingPortal = { status: 404, message: 'Client portal not found' };
    expect(await refusal(run((ctx) => previewPortal(ctx, 99_999_999, 'req-1')))).toEqual(missingPortal);
    expect(await refusal(run((ctx) => shareDocument(ctx, 99_999_999, 1)))).toEqual(missingPortal);
    expect(await refusal(run((ctx) => shareDocument(ctx, portalId, 99_999_999)))).toEqual({
      status: 404,
      message: 'Document not found',
    });
    expect(await refusal(run((ctx) => unshareDocument(ctx, portalId, 99_999_999)))).toEqual({
      status: 404,
      message: 'The document is not shared with this portal',
    });
  });
});
