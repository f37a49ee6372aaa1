import { PORTAL_TEXTS } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, unique } from './fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// A client's portal upload reaches the pages staff look at (on both database kinds): it is filed under
// the portal's client and event, the event's page and the client's documents list it, and its
// notification opens it. Staff link existing documents to an event and unlink them. Who may call the
// new procedures at all is the authorization matrix's (authz-matrix.test.ts).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const staff = (method: string, url: string, body?: unknown) =>
  t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });

async function created(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** A tRPC mutation as the web app sends it: its status, and its data or error message. */
async function mutate(path: string, input: unknown) {
  const res = await t.call('POST', `/trpc/${path}`, { cookie: admin, body: input });
  const body = res.json();
  return { status: res.statusCode, data: body.result?.data, message: body.error?.message as string };
}

const newClient = async () =>
  (await created(await staff('POST', '/api/clients', CREATE.clients()))).id as number;
const newEvent = async (clientId: number | null, name = 'Harbor Wedding') =>
  (
    await created(
      await staff('POST', '/api/events', { ...CREATE.events(), name, ...(clientId ? { clientId } : {}) }),
    )
  ).id as number;

type Portal = { id: number; email: string; password: string; clientId: number; eventId: number };

/** A client with an event, and a portal for that event. */
async function newPortal(): Promise<Portal> {
  const clientId = await newClient();
  const eventId = await newEvent(clientId);
  const email = `client-${unique()}@example.com`;
  const password = 'portal-pass-1';
  const portal = await created(
    await staff('POST', '/api/client-portals', { clientId, eventId, email, password, status: 'active' }),
  );
  return { id: portal.id, email, password, clientId, eventId };
}

async function session(portal: { email: string; password: string }): Promise<string> {
  const res = await t.call('POST', '/api/portal/auth/login', {
    body: { email: portal.email, password: portal.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return [res.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('portal_sid='))!
    .split(';')[0]!;
}

const BOUNDARY = '----clientdocs';
function upload(cookie: string, name: string, fields: Record<string, string> = {}) {
  const parts = Object.entries(fields).map(([field, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/portal/uploads',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      ...parts,
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from('Table 1: Maya, Sam'),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

const ids = (res: LightMyRequestResponse) => (res.json() as Array<{ id: number }>).map((d) => d.id);
const documentRow = (id: number) =>
  t.database.db
    .selectFrom('documents')
    .select(['clientId', 'eventId', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

type Note = { relatedId: number | null; relatedType: string | null; target: string | null; title: string };
async function notifications(): Promise<Note[]> {
  return (await staff('GET', '/api/notifications?limit=200')).json();
}

describe("a client's portal upload", () => {
  it("is filed under the portal's client and event, listed on both, and its notification opens the event's page on it", async () => {
    const portal = await newPortal();
    const sent = await upload(await session(portal), 'guest-list.txt');
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;

    expect(await documentRow(id)).toMatchObject({ clientId: portal.clientId, eventId: portal.eventId });
    const byId = (await staff('GET', `/api/documents/${id}`)).json();
    expect(byId).toMatchObject({
      clientId: portal.clientId,
      eventId: portal.eventId,
      category: 'client-upload',
    });
    expect(ids(await staff('GET', `/api/documents?eventId=${portal.eventId}`))).toContain(id);
    expect(ids(await staff('GET', `/api/documents?clientId=${portal.clientId}`))).toContain(id);
    const otherClient = await newClient();
    expect(ids(await staff('GET', `/api/documents?clientId=${otherClient}`))).not.toContain(id);

    const note = (await notifications()).find((n) => n.relatedType === 'document' && n.relatedId === id);
    expect(note?.target).toBe(`/events/${portal.eventId}?document=${id}`);
    // The target resolves: that event exists and its documents list the upload.
    expect((await staff('GET', `/api/events/${portal.eventId}`)).statusCode).toBe(200);
  });

  it('is filed under the event the client chose among those their portal shows; another is refused and nothing stored', async () => {
    const portal = await newPortal();
    const second = await newEvent(portal.clientId, 'Harbor Brunch');
    const before = (await staff('GET', `/api/client-portals/${portal.id}`)).json();
    await created(
      await staff('PUT', `/api/client-portals/${portal.id}`, {
        shownEventIds: [second],
        version: before.version,
      }),
    );
    const cookie = await session(portal);
    const sent = await upload(cookie, 'brunch-menu.txt', { eventId: String(second) });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await documentRow(sent.json().id)).toMatchObject({ clientId: portal.clientId, eventId: second });

    const stranger = await newPortal();
    const count = async () => (await t.database.db.selectFrom('documents').select('id').execute()).length;
    const documentsBefore = await count();
    for (const eventId of [String(stranger.eventId), 'abc', '999999']) {
      const refused = await upload(cookie, 'wrong.txt', { eventId });
      expect(refused.statusCode, eventId).toBe(400);
      expect(refused.json().message).toBe(PORTAL_TEXTS.uploadEventNotShown);
    }
    expect(await count()).toBe(documentsBefore);
  });

  it("without an event, is filed under the client and its notification opens the client's page on it", async () => {
    const clientId = await newClient();
    const eventId = await newEvent(clientId);
    const email = `client-${unique()}@example.com`;
    await created(
      await staff('POST', '/api/client-portals', { clientId, eventId, email, password: 'portal-pass-1' }),
    );
    const cookie = await session({ email, password: 'portal-pass-1' });
    // The portal's event is gone: the upload concerns the client alone.
    await t.database.db
      .updateTable('client_portals')
      .set({ eventId: null })
      .where('email', '=', email)
      .execute();
    const sent = await upload(cookie, 'seating plan.txt');
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id as number;
    expect(await documentRow(id)).toMatchObject({ clientId, eventId: null });
    const note = (await notifications()).find((n) => n.relatedType === 'document' && n.relatedId === id);
    expect(note?.target).toBe(`/clients/${clientId}?document=${id}`);
    // The client's page lists it, as the portal's.
    const overview = await staff('GET', `/api/clients/${clientId}/overview`);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().documents).toEqual([
      expect.objectContaining({ id, name: 'seating plan.txt', fromPortal: true, eventId: null }),
    ]);
  });
});

describe("a client's overview", () => {
  it('gathers its events, invoices with their balance, payments and documents, and nothing of another client', async () => {
    const clientId = await newClient();
    const eventId = await newEvent(clientId, 'Overview Gala');
    const other = await newClient();
    await newEvent(other, 'Not theirs');
    const invoice = await created(
      await staff('POST', '/api/invoices', {
        clientId,
        eventId,
        dueDate: '2027-03-01',
        items: [{ description: 'Planning', quantity: '1', unitPrice: '1000', taxRate: '8.875' }],
      }),
    );
    const sent = await created(await staff('POST', `/api/invoices/${invoice.id}/send`));
    await created(
      await staff('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '400',
        date: '2027-02-10',
        method: 'Check',
      }),
    );
    const document = await created(
      await staff('POST', '/api/documents', { ...CREATE.documents(), name: 'Contract.pdf', eventId }),
    );

    const res = await staff('GET', `/api/clients/${clientId}/overview`);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    expect(overview.clientId).toBe(clientId);
    expect(overview.events).toEqual([expect.objectContaining({ id: eventId, name: 'Overview Gala' })]);
    expect(overview.invoices).toEqual([
      expect.objectContaining({
        id: invoice.id,
        number: sent.number,
        status: 'partially_paid',
        total: '1088.75',
        balance: '688.75',
        writtenOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    expect(overview.payments).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        invoiceNumber: sent.number,
        amount: '400.00',
        method: 'Check',
      }),
    ]);
    // The contract filed under its event, and the invoice's copy filed under the client when it was sent.
    expect(overview.documents).toEqual([
      expect.objectContaining({ id: document.id, name: 'Contract.pdf', fromPortal: false, eventId }),
      expect.objectContaining({ name: `Invoice ${sent.number}`, category: 'invoices' }),
    ]);

    expect((await staff('GET', '/api/clients/2000000/overview')).statusCode).toBe(404);
    expect((await staff('GET', '/api/clients/abc/overview')).statusCode).toBe(400);
  });
});

describe('existing documents on an event', () => {
  const newDocument = async (extra: object = {}) =>
    (await created(await staff('POST', '/api/documents', { ...CREATE.documents(), ...extra }))).id as number;

  it("links several at once to the event and its client, and unlinks one, which stays a document of the client's", async () => {
    const clientId = await newClient();
    const eventId = await newEvent(clientId);
    const [a, b] = [await newDocument(), await newDocument()];
    const attached = await mutate('documents.attachToEvent', { id: eventId, documentIds: [a, b] });
    expect(attached).toMatchObject({ status: 200, data: { attached: 2 } });
    expect(ids(await staff('GET', `/api/documents?eventId=${eventId}`)).sort()).toEqual([a, b].sort());
    expect(await documentRow(a)).toMatchObject({ clientId, eventId });
    // Again: already on the event, nothing changes.
    expect((await mutate('documents.attachToEvent', { id: eventId, documentIds: [a] })).data).toEqual({
      attached: 0,
    });

    const detached = await mutate('documents.detachFromEvent', { id: eventId, documentId: a });
    expect(detached).toMatchObject({ status: 200, data: { id: a, detached: true } });
    expect(ids(await staff('GET', `/api/documents?eventId=${eventId}`))).toEqual([b]);
    expect(await documentRow(a)).toMatchObject({ clientId, eventId: null });
    expect(ids(await staff('GET', `/api/documents?clientId=${clientId}`))).toContain(a);
    const again = await mutate('documents.detachFromEvent', { id: eventId, documentId: a });
    expect(again).toMatchObject({ status: 404, message: 'This document is not linked to this event' });
  });

  it('refuses, changing nothing, a document of another event or client, an unknown document or event', async () => {
    const clientId = await newClient();
    const eventId = await newEvent(clientId);
    const free = await newDocument();
    const elsewhere = await newDocument({ eventId: await newEvent(clientId, 'Harbor Brunch') });
    const otherClients = await newDocument({ eventId: await newEvent(await newClient()) });
    await mutate('documents.detachFromEvent', {
      id: (await documentRow(otherClients)).eventId,
      documentId: otherClients,
    });
    const before = await Promise.all([free, elsewhere, otherClients].map(documentRow));

    const refused = await mutate('documents.attachToEvent', { id: eventId, documentIds: [free, elsewhere] });
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/is linked to the event Harbor Brunch; remove it there first$/);
    const foreign = await mutate('documents.attachToEvent', { id: eventId, documentIds: [otherClients] });
    expect(foreign.status).toBe(409);
    expect(foreign.message).toMatch(/belongs to another client than this event's$/);
    expect(
      await mutate('documents.attachToEvent', { id: eventId, documentIds: [free, 999999] }),
    ).toMatchObject({
      status: 404,
      message: 'Document not found',
    });
    expect(await mutate('documents.attachToEvent', { id: 999999, documentIds: [free] })).toMatchObject({
      status: 404,
      message: 'Event not found',
    });
    expect((await mutate('documents.attachToEvent', { id: eventId, documentIds: [] })).status).toBe(400);
    expect(await Promise.all([free, elsewhere, otherClients].map(documentRow))).toEqual(before);
  });
});

describe('notification targets', () => {
  it('open the record of every notification that names one; one naming none, or a record gone, stays plain', async () => {
    const clientId = await newClient();
    const eventId = await newEvent(clientId);
    const invoice = await t.database.db.selectFrom('invoices').select('id').executeTakeFirst();
    const gone = await created(await staff('POST', '/api/documents', CREATE.documents()));
    await staff('DELETE', `/api/documents/${gone.id}`);
    const rows = [
      { type: 'event', title: `Event ${unique()}`, relatedType: 'event', relatedId: eventId },
      { type: 'client', title: `Client ${unique()}`, relatedType: 'client', relatedId: clientId },
      { type: 'document', title: `Gone ${unique()}`, relatedType: 'document', relatedId: gone.id },
      { type: 'system', title: `Plain ${unique()}`, relatedType: null, relatedId: null },
      ...(invoice
        ? [{ type: 'invoice', title: `Invoice ${unique()}`, relatedType: 'invoice', relatedId: invoice.id }]
        : []),
    ];
    await t.database.db
      .insertInto('notifications')
      .values(rows.map((r) => ({ ...r, message: 'm', priority: 'normal' as const, actionUrl: '/dashboard' })))
      .execute();
    const targets = new Map((await notifications()).map((n) => [n.title, n.target]));
    expect(targets.get(rows[0]!.title)).toBe(`/events/${eventId}`);
    expect(targets.get(rows[1]!.title)).toBe(`/clients/${clientId}`);
    expect(targets.get(rows[2]!.title)).toBeNull();
    expect(targets.get(rows[3]!.title)).toBe('/dashboard');
    if (invoice) expect(targets.get(rows[4]!.title)).toBe(`/invoices?invoice=${invoice.id}`);

    // Marking one read answers its target too.
    const note = (await notifications()).find((n) => n.title === rows[0]!.title) as Note & { id: number };
    const read = await staff('PATCH', `/api/notifications/${note.id}/read`);
    expect(read.json()).toMatchObject({ isRead: true, target: `/events/${eventId}` });
  });
});
