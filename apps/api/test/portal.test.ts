import { PORTAL_TEXTS } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// The client portal, on both database kinds: clients sign in with the portal's e-mail and
// password, see their events and the documents shared with them, send files to staff; staff share and
// unshare, see real sign-in figures, and closing a portal or resetting its password ends its sessions.
// Who may call which route at all is the authorization matrix's (authz-matrix.test.ts).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('portal_sessions').execute();
  await t.database.db.deleteFrom('login_throttle').execute();
});

const staff = (method: string, url: string, body?: unknown) =>
  t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });

async function created(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

type Portal = { id: number; email: string; password: string; clientId: number; eventId: number };

/** A client with an event, and a portal for that event. */
async function newPortal(status: 'active' | 'pending' | 'inactive' = 'active'): Promise<Portal> {
  const client = await created(await staff('POST', '/api/clients', CREATE.clients()));
  const event = await created(
    await staff('POST', '/api/events', { ...CREATE.events(), name: 'Harbor Wedding', clientId: client.id }),
  );
  const email = `client-${unique()}@example.com`;
  const password = 'portal-pass-1';
  const portal = await created(
    await staff('POST', '/api/client-portals', {
      clientId: client.id,
      eventId: event.id,
      email,
      password,
      status,
    }),
  );
  return { id: portal.id, email, password, clientId: client.id, eventId: event.id };
}

const signIn = (email: string, password: string) =>
  t.call('POST', '/api/portal/auth/login', { body: { email, password } });

async function session(portal: Portal): Promise<string> {
  const res = await signIn(portal.email, portal.password);
  expect(res.statusCode, res.body).toBe(200);
  return [res.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('portal_sid='))!
    .split(';')[0]!;
}

const asPortal = (cookie: string, method: string, url: string, body?: unknown) =>
  t.call(method as 'GET', url, { cookie, ...(body !== undefined ? { body } : {}) });

const BOUNDARY = '----portaltest';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
function upload(cookie: string, name: string, content: string | Buffer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/uploads',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

/** A staff document with real bytes (uploaded first), answering its id. */
async function storedDocument(name: string, content: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads?purpose=document',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
  const file = await created(res);
  const document = await created(
    await staff('POST', '/api/documents', {
      name,
      category: 'contracts',
      fileUrl: file.url,
      fileId: file.id,
      fileSize: '1 KB',
      mimeType: file.mimeType,
    }),
  );
  return document.id;
}

const portalRow = (id: number) =>
  t.database.db
    .selectFrom('client_portals')
    .select(['status', 'lastLogin', 'documentsShared', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('signing in to a portal', () => {
  it('signs a client in with the e-mail and password, records the sign-in and activates a pending portal', async () => {
    const portal = await newPortal('pending');
    const before = await portalRow(portal.id);
    const first = await signIn(portal.email.toUpperCase(), portal.password);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().portal).toMatchObject({ id: portal.id, email: portal.email, previousLogin: null });
    const after = await portalRow(portal.id);
    expect(after.status).toBe('active');
    expect(after.lastLogin).not.toBeNull();

    const cookie = await session(portal);
    const me = await asPortal(cookie, 'GET', '/api/portal/me');
    expect(me.statusCode).toBe(200);
    // The second sign-in shows when the client signed in before it.
    expect(me.json().portal.previousLogin).not.toBeNull();
    // The staff's edit in progress is not made stale by a client signing in: only the status change counted.
    expect((await portalRow(portal.id)).version).toBe(before.version + 1);
  });

  it('answers a wrong password and an unknown e-mail alike, and refuses a closed portal with its reason', async () => {
    const portal = await newPortal();
    for (const res of [
      await signIn(portal.email, 'not-the-password'),
      await signIn(`nobody-${unique()}@example.com`, portal.password),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(PORTAL_TEXTS.invalidCredentials);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const closed = await newPortal('inactive');
    const refused = await signIn(closed.email, closed.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PORTAL_TEXTS.closed);
  });

  it('locks portal sign-in after 5 failures for one e-mail, counted apart from staff sign-in', async () => {
    const portal = await newPortal();
    for (let i = 0; i < 5; i++) expect((await signIn(portal.email, 'wrong-1')).statusCode).toBe(401);
    const locked = await signIn(portal.email, portal.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Staff sign-in is not locked by a client's failures.
    expect((await t.call('POST', '/api/auth/login', { body: ADMIN })).statusCode).toBe(200);
  });

  it('keeps the realms apart: a portal session is no staff session and a staff session no portal', async () => {
    const portal = await newPortal();
    const cookie = await session(portal);
    expect((await asPortal(cookie, 'GET', '/api/clients')).statusCode).toBe(401);
    expect((await asPortal(cookie, 'GET', '/trpc/auth.session')).json().result.data).toEqual({ user: null });
    expect((await staff('GET', '/api/portal/me')).statusCode).toBe(401);
  });

  it("answers the portal app's session check without an error for a visitor, and the company's name and logo", async () => {
    const visitor = await t.call('GET', '/trpc/portal.session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().result.data).toEqual({ portal: null });
    const portal = await newPortal();
    const signedIn = await asPortal(await session(portal), 'GET', '/trpc/portal.session');
    expect(signedIn.json().result.data.portal).toMatchObject({ id: portal.id, email: portal.email });

    const logo = await created(
      await t.app.inject({
        method: 'POST',
        url: '/api/uploads?purpose=image',
        headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      }),
    );
    const settings = (await staff('GET', '/api/company-settings')).json();
    await created(
      await staff('PUT', '/api/company-settings', {
        companyName: 'Harbor Lights Events',
        logoUrl: logo.url,
        version: settings.version,
      }),
    );
    expect((await t.call('GET', '/trpc/portal.brand')).json().result.data).toEqual({
      companyName: 'Harbor Lights Events',
      logoUrl: logo.url,
    });
    // The logo is served to a visitor; any other stored file is not.
    const image = await t.call('GET', logo.url);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const other = await storedDocument('private.txt', 'staff only');
    const otherFile = (await staff('GET', `/api/documents/${other}`)).json().fileUrl;
    expect((await t.call('GET', otherFile)).statusCode).toBe(401);
  });

  it('signs out, and the cookie opens nothing afterwards', async () => {
    const portal = await newPortal();
    const cookie = await session(portal);
    expect((await asPortal(cookie, 'POST', '/api/portal/auth/logout')).statusCode).toBe(200);
    const after = await asPortal(cookie, 'GET', '/api/portal/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(PORTAL_TEXTS.notSignedIn);
  });
});

describe('what a portal shows', () => {
  it("shows the portal's event without its budget, and no event of another client", async () => {
    const portal = await newPortal();
    const other = await newPortal();
    const events = (await asPortal(await session(portal), 'GET', '/api/portal/events')).json();
    expect(events).toEqual([
      expect.objectContaining({ id: portal.eventId, name: 'Harbor Wedding', budget: null }),
    ]);
    expect(events.map((e: { id: number }) => e.id)).not.toContain(other.eventId);
  });

  it("shows the client's other events staff choose, budgets only when staff allow it, and no other client's", async () => {
    const portal = await newPortal();
    const other = await newPortal();
    const second = await created(
      await staff('POST', '/api/events', {
        ...CREATE.events(),
        name: 'Harbor Brunch',
        clientId: portal.clientId,
      }),
    );
    const before = (await staff('GET', `/api/client-portals/${portal.id}`)).json();
    const refused = await staff('PUT', `/api/client-portals/${portal.id}`, {
      shownEventIds: [second.id, other.eventId],
      version: before.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Only the client's own events can be shown in the portal");
    await created(
      await staff('PUT', `/api/client-portals/${portal.id}`, {
        shownEventIds: [second.id],
        showBudget: true,
        version: before.version,
      }),
    );
    const events = (await asPortal(await session(portal), 'GET', '/api/portal/events')).json();
    expect(events.map((e: { id: number }) => e.id).sort()).toEqual([portal.eventId, second.id].sort());
    expect(events.every((e: { budget: string | null }) => e.budget === '100.00')).toBe(true);
  });

  it("lists an event's portals: those made for it and its client's that show it, no other client's", async () => {
    const made = await newPortal();
    const second = await created(
      await staff('POST', '/api/events', {
        ...CREATE.events(),
        name: 'Harbor Brunch',
        clientId: made.clientId,
      }),
    );
    // Another portal of the same client, made for the second event; the first one shows it too.
    const forSecond = await created(
      await staff('POST', '/api/client-portals', {
        clientId: made.clientId,
        eventId: second.id,
        email: `client-${unique()}@example.com`,
        password: 'portal-pass-1',
      }),
    );
    const before = (await staff('GET', `/api/client-portals/${made.id}`)).json();
    await created(
      await staff('PUT', `/api/client-portals/${made.id}`, {
        shownEventIds: [second.id],
        version: before.version,
      }),
    );
    // The same client's portal that does not show it, and another client's portal whose stored
    // shown_event_ids names it (the API refuses that; a row written before a client change could hold it).
    const sameClientOther = await newPortal();
    await t.database.db
      .updateTable('client_portals')
      .set({ clientId: made.clientId })
      .where('id', '=', sameClientOther.id)
      .execute();
    const otherClient = await newPortal();
    await t.database.db
      .updateTable('client_portals')
      .set({ shownEventIds: [second.id] })
      .where('id', '=', otherClient.id)
      .execute();

    const ids = async (eventId: number) => {
      const res = await staff('GET', `/api/client-portals?eventId=${eventId}&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return (Array.isArray(body) ? body : body.items).map((p: { id: number }) => p.id).sort();
    };
    expect(await ids(second.id)).toEqual([made.id, forSecond.id].sort());
    expect(await ids(made.eventId)).toEqual([made.id]);
    expect(await ids(otherClient.eventId)).toEqual([otherClient.id]);

    // The event page reads the same list through tRPC.
    const trpc = await t.call(
      'GET',
      `/trpc/clientPortals.list?input=${encodeURIComponent(JSON.stringify({ eventId: second.id, limit: 20 }))}`,
      { cookie: admin },
    );
    expect(trpc.statusCode, trpc.body).toBe(200);
    const data = trpc.json().result.data;
    const rows = Array.isArray(data) ? data : data.items;
    expect(rows.map((p: { id: number }) => p.id).sort()).toEqual([made.id, forSecond.id].sort());
  });

  it('lets staff see the portal as its client does, and logs each look', async () => {
    const portal = await newPortal();
    const preview = await staff('GET', `/api/client-portals/${portal.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().events.map((e: { id: number }) => e.id)).toEqual([portal.eventId]);
    const log = (
      await staff('GET', `/api/audit-log?tableName=client_portals&recordId=${portal.id}&action=view`)
    ).json();
    expect(log).toEqual([
      expect.objectContaining({ action: 'view', actorName: ADMIN.username, changes: {} }),
    ]);
  });

  it('lists and downloads the documents shared with the portal, and answers 404 for any other', async () => {
    const portal = await newPortal();
    const other = await newPortal();
    const shared = await storedDocument('agreement.txt', 'Signed: Maya and Sam');
    const notShared = await storedDocument('internal-notes.txt', 'Staff only');
    const otherPortals = await storedDocument('other-agreement.txt', 'Another client');
    await created(await staff('POST', `/api/client-portals/${portal.id}/shares`, { documentId: shared }));
    await created(
      await staff('POST', `/api/client-portals/${other.id}/shares`, { documentId: otherPortals }),
    );

    const cookie = await session(portal);
    const documents = (await asPortal(cookie, 'GET', '/api/portal/documents')).json();
    expect(documents.map((d: { id: number }) => d.id)).toEqual([shared]);
    const download = await asPortal(cookie, 'GET', `/api/portal/documents/${shared}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Signed: Maya and Sam');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="agreement.txt"/);
    for (const id of [notShared, otherPortals, 2_147_483_000]) {
      const refused = await asPortal(cookie, 'GET', `/api/portal/documents/${id}/download`);
      expect(refused.statusCode, String(id)).toBe(404);
      expect(refused.json().message).toBe(PORTAL_TEXTS.documentNotFound);
    }
  });

  it("files a client's upload for staff: Documents lists it as the portal's, and staff are notified", async () => {
    const portal = await newPortal();
    const cookie = await session(portal);
    const sent = await upload(cookie, 'guest-list.txt', 'Table 1: Maya, Sam');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      name: 'guest-list.txt',
      category: 'client-upload',
      fromClient: true,
    });

    const staffList = (await staff('GET', '/api/documents?category=client-upload')).json();
    const filed = staffList.find((d: { id: number }) => d.id === sent.json().id);
    expect(filed.uploadedBy).toMatch(/\(client portal\)$/);
    const bytes = await staff('GET', filed.fileUrl);
    expect(bytes.body).toBe('Table 1: Maya, Sam');
    const notes = (await staff('GET', '/api/notifications')).json();
    expect(notes.map((n: { message: string }) => n.message)).toContainEqual(
      expect.stringContaining('sent guest-list.txt'),
    );
    // The client sees their own upload and can download it again; another portal cannot.
    const mine = (await asPortal(cookie, 'GET', '/api/portal/documents')).json();
    expect(mine.map((d: { id: number }) => d.id)).toContain(sent.json().id);
    const other = await session(await newPortal());
    expect(
      (await asPortal(other, 'GET', `/api/portal/documents/${sent.json().id}/download`)).statusCode,
    ).toBe(404);
  });

  it('refuses an upload that is not an allowed type, and stores nothing', async () => {
    const portal = await newPortal();
    const cookie = await session(portal);
    const before = await t.database.db.selectFrom('documents').select('id').execute();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/portal/uploads',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="run.exe"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });
    expect(refused.statusCode).toBe(415);
    expect(await t.database.db.selectFrom('documents').select('id').execute()).toHaveLength(before.length);
  });
});

describe('sharing, and the figures staff see', () => {
  it('counts shares in documentsShared, once per document, and unsharing takes it back', async () => {
    const portal = await newPortal();
    const a = await storedDocument('a.txt', 'A');
    const b = await storedDocument('b.txt', 'B');
    await created(await staff('POST', `/api/client-portals/${portal.id}/shares`, { documentId: a }));
    await created(await staff('POST', `/api/client-portals/${portal.id}/shares`, { documentId: a }));
    const both = await created(
      await staff('POST', `/api/client-portals/${portal.id}/shares`, { documentId: b }),
    );
    expect(both.map((s: { documentId: number }) => s.documentId).sort()).toEqual([a, b].sort());
    expect((await portalRow(portal.id)).documentsShared).toBe(2);
    await created(await staff('DELETE', `/api/client-portals/${portal.id}/shares/${a}`));
    expect((await portalRow(portal.id)).documentsShared).toBe(1);
    const again = await staff('DELETE', `/api/client-portals/${portal.id}/shares/${a}`);
    expect(again.statusCode).toBe(404);
    expect(
      (await staff('POST', `/api/client-portals/${portal.id}/shares`, { documentId: 2_147_483_000 }))
        .statusCode,
    ).toBe(404);
  });

  it("counts clients' sign-ins and averages the sessions that are over", async () => {
    const stats = async () =>
      (await t.call('GET', '/trpc/clientPortals.stats', { cookie: admin })).json().result.data;
    expect((await stats()).totalLogins).toBe(0);
    expect((await stats()).averageSessionSeconds).toBeNull();
    const portal = await newPortal();
    const first = await session(portal);
    await session(portal);
    expect((await stats()).totalLogins).toBe(2);
    // One session ended after 90 seconds of use.
    await asPortal(first, 'POST', '/api/portal/auth/logout');
    await t.database.db
      .updateTable('portal_sessions')
      .set({ createdAt: new Date(Date.now() - 90_000) })
      .where('endReason', '=', 'signed-out')
      .execute();
    await t.database.db
      .updateTable('portal_sessions')
      .set({ lastSeenAt: new Date(Date.now()) })
      .where('endReason', '=', 'signed-out')
      .execute();
    const { averageSessionSeconds } = await stats();
    expect(averageSessionSeconds).toBeGreaterThanOrEqual(89);
    expect(averageSessionSeconds).toBeLessThanOrEqual(91);
  });
});

describe('ending portal sessions', () => {
  it('ends them at once when staff close the portal, reset its password or delete its client', async () => {
    const closed = await newPortal();
    const closedCookie = await session(closed);
    await created(await staff('PUT', `/api/client-portals/${closed.id}`, { status: 'inactive' }));
    expect((await asPortal(closedCookie, 'GET', '/api/portal/me')).statusCode).toBe(401);

    const reset = await newPortal();
    const resetCookie = await session(reset);
    await created(await staff('PUT', `/api/client-portals/${reset.id}`, { password: 'a-new-password-1' }));
    expect((await asPortal(resetCookie, 'GET', '/api/portal/me')).statusCode).toBe(401);
    expect((await signIn(reset.email, 'a-new-password-1')).statusCode).toBe(200);

    const deleted = await newPortal();
    const deletedCookie = await session(deleted);
    await created(await staff('DELETE', `/api/clients/${deleted.clientId}`));
    expect((await asPortal(deletedCookie, 'GET', '/api/portal/me')).statusCode).toBe(401);
  });

  it("changes the client's own password: the current one is checked, other sessions end, this one stays", async () => {
    const portal = await newPortal();
    const here = await session(portal);
    const elsewhere = await session(portal);
    const wrong = await asPortal(here, 'POST', '/api/portal/me/change-password', {
      currentPassword: 'not-it',
      newPassword: 'brand-new-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PORTAL_TEXTS.wrongCurrentPassword);
    const short = await asPortal(here, 'POST', '/api/portal/me/change-password', {
      currentPassword: portal.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');

    const changed = await asPortal(here, 'POST', '/api/portal/me/change-password', {
      currentPassword: portal.password,
      newPassword: 'brand-new-pass-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await asPortal(here, 'GET', '/api/portal/me')).statusCode).toBe(200);
    expect((await asPortal(elsewhere, 'GET', '/api/portal/me')).statusCode).toBe(401);
    expect((await signIn(portal.email, portal.password)).statusCode).toBe(401);
    expect((await signIn(portal.email, 'brand-new-pass-1')).statusCode).toBe(200);
  });

  it('ends a session left idle past the timeout', async () => {
    const portal = await newPortal();
    const cookie = await session(portal);
    await t.database.db
      .updateTable('portal_sessions')
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where('portalId', '=', portal.id)
      .execute();
    expect((await asPortal(cookie, 'GET', '/api/portal/me')).statusCode).toBe(401);
    const ended = await t.database.db
      .selectFrom('portal_sessions')
      .select('endReason')
      .where('portalId', '=', portal.id)
      .executeTakeFirstOrThrow();
    expect(ended.endReason).toBe('idle');
  });
});
