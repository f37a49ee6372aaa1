import { refreshNotifications } from '@app/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, MANAGER, type TestApp, USER } from './helpers.ts';

// The documented /api paths of spec section 7, driven as any REST client would, on a real database.

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  user = await t.login(USER);
});
afterAll(async () => {
  await t?.close();
});

const newClient = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Weddings',
  industry: 'Hospitality',
  contactName: 'Ada Lovelace',
  contactEmail: 'ada@acme.test',
  ...overrides,
});

describe('sessions', () => {
  it('refuses a wrong password and an unknown user with the same 401 and message', async () => {
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { username: 'manager', password: 'nope-nope' },
    });
    const unknown = await t.call('POST', '/api/auth/login', {
      body: { username: 'nobody-here', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid credentials');
    expect(unknown.json().message).toBe('Invalid credentials');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers the signed-in user on /api/auth/me and 401 once logged out', async () => {
    const cookie = await t.login(MANAGER);
    const me = await t.call('GET', '/api/auth/me', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      username: 'manager',
      role: 'manager',
      email: 'manager@example.com',
    });
    expect(JSON.stringify(me.json())).not.toMatch(/password/i);
    const out = await t.call('POST', '/api/auth/logout', { cookie });
    expect(out.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
  });

  it('validates the login body with the spec messages', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('requires a session for every resource call', async () => {
    for (const path of [
      '/api/clients',
      '/api/dashboard/stats',
      '/api/notifications/unread',
      '/api/users',
      '/api/vendors',
    ]) {
      const res = await t.call('GET', path);
      expect(res.statusCode, path).toBe(401);
    }
    expect((await t.call('POST', '/api/clients', { body: newClient() })).statusCode).toBe(401);
  });
});

describe('clients', () => {
  it('creates, lists with case-insensitive search, updates and deletes', async () => {
    const created = await t.call('POST', '/api/clients', {
      cookie: user,
      body: newClient({ revenue: '999.00', eventsCount: 7 }),
    });
    expect(created.statusCode).toBe(201);
    const client = created.json();
    expect(client).toMatchObject({
      name: 'Acme Weddings',
      status: 'active',
      revenue: '0.00',
      eventsCount: 0,
      version: 1,
    });
    expect(client.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const search = await t.call('GET', '/api/clients?search=ACME%20wed', { cookie: user });
    expect(search.statusCode).toBe(200);
    expect(search.json().map((c: { id: number }) => c.id)).toContain(client.id);
    const none = await t.call('GET', '/api/clients?search=zzzz-nothing', { cookie: user });
    expect(none.json()).toEqual([]);

    const updated = await t.call('PUT', `/api/clients/${client.id}`, {
      cookie: user,
      body: { ...newClient(), status: 'pending', version: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'pending', version: 2 });

    const stale = await t.call('PUT', `/api/clients/${client.id}`, {
      cookie: user,
      body: { status: 'inactive', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const after = await t.call('GET', `/api/clients/${client.id}`, { cookie: user });
    expect(after.json().status).toBe('pending');

    expect((await t.call('DELETE', `/api/clients/${client.id}`, { cookie: user })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/clients/${client.id}`, { cookie: user })).statusCode).toBe(404);
  });

  it('answers 400 with field issues for a bad body and changes nothing', async () => {
    const before = await t.database.db
      .selectFrom('clients')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.call('POST', '/api/clients', {
      cookie: user,
      body: { name: '', contactEmail: 'not-an-email', status: 'bogus' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['name', 'industry', 'contactEmail', 'status']),
    );
    expect(JSON.stringify(body)).not.toMatch(/stack|select |insert /i);
    const after = await t.database.db
      .selectFrom('clients')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 400 for malformed JSON, 415 for text/plain', async () => {
    expect((await t.call('GET', '/api/clients/999999', { cookie: user })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/clients/abc', { cookie: user })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/clients', { cookie: user, body: '{"name":' })).statusCode).toBe(400);
    const plain = await t.call('POST', '/api/clients', {
      cookie: user,
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);
  });

  it('refuses a cross-site write with 403', async () => {
    const res = await t.call('POST', '/api/clients', {
      cookie: user,
      body: newClient(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    const origin = await t.call('POST', '/api/clients', {
      cookie: user,
      body: newClient(),
      headers: { origin: 'https://evil.test' },
    });
    expect(origin.statusCode).toBe(403);
  });
});

describe('derived values', () => {
  it('keeps eventsCount and revenue right and fills clientName from the chosen client', async () => {
    const a = (
      await t.call('POST', '/api/clients', { cookie: user, body: newClient({ name: 'Client A' }) })
    ).json();
    const b = (
      await t.call('POST', '/api/clients', { cookie: user, body: newClient({ name: 'Client B' }) })
    ).json();
    const event = await t.call('POST', '/api/events', {
      cookie: user,
      body: {
        name: 'Gala',
        type: 'Party',
        clientId: a.id,
        date: '2027-05-01',
        time: '18:30',
        venue: 'Hall',
        budget: '1500.5',
      },
    });
    expect(event.statusCode).toBe(201);
    expect(event.json()).toMatchObject({ clientName: 'Client A', budget: '1500.50', status: 'planning' });
    const income = await t.call('POST', '/api/financial-records', {
      cookie: user,
      body: {
        type: 'income',
        category: 'Event Services',
        description: 'Deposit',
        amount: '250.25',
        date: '2026-11-01',
        clientId: a.id,
      },
    });
    expect(income.statusCode).toBe(201);
    let clientA = (await t.call('GET', `/api/clients/${a.id}`, { cookie: user })).json();
    expect(clientA).toMatchObject({ eventsCount: 1, revenue: '250.25' });

    await t.call('PUT', `/api/events/${event.json().id}`, { cookie: user, body: { clientId: b.id } });
    await t.call('PATCH', `/api/financial-records/${income.json().id}`, {
      cookie: user,
      body: { clientId: b.id, amount: '300' },
    });
    clientA = (await t.call('GET', `/api/clients/${a.id}`, { cookie: user })).json();
    const clientB = (await t.call('GET', `/api/clients/${b.id}`, { cookie: user })).json();
    expect(clientA).toMatchObject({ eventsCount: 0, revenue: '0.00' });
    expect(clientB).toMatchObject({ eventsCount: 1, revenue: '300.00' });

    // Financial history is never silently destroyed: the client with money records cannot be deleted.
    const refused = await t.call('DELETE', `/api/clients/${b.id}`, { cookie: user });
    expect(refused.statusCode).toBe(409);
    expect((await t.call('GET', `/api/clients/${b.id}`, { cookie: user })).statusCode).toBe(200);
  });

  it("gives an event linked to a client that client's name, whatever name comes with it; a walk-in keeps its own", async () => {
    const client = (
      await t.call('POST', '/api/clients', { cookie: user, body: newClient({ name: 'Linked Co' }) })
    ).json();
    const other = (
      await t.call('POST', '/api/clients', { cookie: user, body: newClient({ name: 'Other Co' }) })
    ).json();
    const body = {
      name: 'Launch',
      type: 'Party',
      date: '2027-06-01',
      time: '10:00',
      venue: 'Hall',
      budget: '100',
    };
    const linked = await t.call('POST', '/api/events', {
      cookie: user,
      body: { ...body, clientId: client.id, clientName: 'Typo Co' },
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().clientName).toBe('Linked Co');
    const id = linked.json().id;

    // A new name for a linked event does not stick; moving it to another client takes that one's name.
    const renamed = await t.call('PUT', `/api/events/${id}`, {
      cookie: user,
      body: { clientName: 'Drifted Co' },
    });
    expect(renamed.json().clientName).toBe('Linked Co');
    const moved = await t.call('PUT', `/api/events/${id}`, {
      cookie: user,
      body: { clientId: other.id, clientName: 'Linked Co' },
    });
    expect(moved.json().clientName).toBe('Other Co');
    // Unlinked (a walk-in), the name is free again.
    const walkIn = await t.call('PUT', `/api/events/${id}`, {
      cookie: user,
      body: { clientId: null, clientName: 'Walk-in Guest' },
    });
    expect(walkIn.json()).toMatchObject({ clientId: null, clientName: 'Walk-in Guest' });
    const plain = await t.call('POST', '/api/events', {
      cookie: user,
      body: { ...body, clientName: 'Another Guest' },
    });
    expect(plain.json()).toMatchObject({ clientId: null, clientName: 'Another Guest' });
  });

  it('lists events upcoming first by default, and by the Date header both ways', async () => {
    const body = { type: 'Party', clientName: 'Order Test', time: '10:00', venue: 'Hall', budget: '1' };
    for (const [name, date] of [
      ['Order past', '2001-01-01'],
      ['Order far', '2099-01-01'],
      ['Order near', '2098-01-01'],
    ]) {
      expect(
        (await t.call('POST', '/api/events', { cookie: user, body: { ...body, name, date } })).statusCode,
      ).toBe(201);
    }
    const names = async (query: string) =>
      (
        (await t.call('GET', `/api/events?search=Order&${query}`, { cookie: user })).json() as {
          name: string;
        }[]
      ).map((e) => e.name);
    expect(await names('')).toEqual(['Order near', 'Order far', 'Order past']);
    expect(await names('sortBy=date&sortDir=asc')).toEqual(['Order past', 'Order near', 'Order far']);
    expect(await names('sortBy=date&sortDir=desc')).toEqual(['Order far', 'Order near', 'Order past']);
  });

  it('derives inventory status and refuses a duplicate SKU with 409', async () => {
    const item = {
      name: 'Speaker',
      sku: 'SPK-1',
      category: 'Audio/Visual',
      quantity: 2,
      minQuantity: 3,
      unitValue: '120',
      status: 'in_stock',
    };
    const created = await t.call('POST', '/api/inventory', { cookie: user, body: item });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'low_stock', unitValue: '120.00' });
    const out = await t.call('PUT', `/api/inventory/${created.json().id}`, {
      cookie: user,
      body: { quantity: 0 },
    });
    expect(out.json().status).toBe('out_of_stock');
    const dup = await t.call('POST', '/api/inventory', { cookie: user, body: item });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('sku');
  });

  it('computes the dashboard stats in SQL', async () => {
    const res = await t.call('GET', '/api/dashboard/stats', { cookie: user });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from clients`.execute(t.database.db);
    expect(stats.totalClients).toBe(rows[0]!.n);
    expect(stats).toMatchObject({ totalIncome: '300.00', totalExpenses: '0.00', netProfit: '300.00' });
    expect(stats.activeEvents).toBeGreaterThanOrEqual(1);
  });
});

describe('secrets', () => {
  it('encrypts business-info passwords at rest and shows them to signed-in staff', async () => {
    const res = await t.call('POST', '/api/business-info', {
      cookie: user,
      body: { name: 'Venue portal', value: 'venue.example', password: 'canary-s3cret-value' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().password).toBe('canary-s3cret-value');
    const stored = await t.database.db
      .selectFrom('business_info')
      .select('passwordCiphertext')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.passwordCiphertext).toMatch(/^v1\./);
    expect(stored.passwordCiphertext).not.toContain('canary');
    const list = await t.call('GET', '/api/business-info', { cookie: user });
    expect(list.json().find((b: { id: number }) => b.id === res.json().id).password).toBe(
      'canary-s3cret-value',
    );
  });

  it('never returns a portal password and fills names from the client', async () => {
    const client = (
      await t.call('POST', '/api/clients', {
        cookie: user,
        body: newClient({ name: 'Portal Co', contactEmail: 'p@co.test' }),
      })
    ).json();
    const short = await t.call('POST', '/api/client-portals', {
      cookie: user,
      body: { clientId: client.id, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toContainEqual({
      path: 'password',
      message: 'Password must be at least 8 characters',
    });
    const event = (
      await t.call('POST', '/api/events', {
        cookie: user,
        body: {
          name: 'Launch',
          type: 'Party',
          clientId: client.id,
          date: '2027-01-10',
          time: '19:00',
          venue: 'Loft',
          budget: '0',
        },
      })
    ).json();
    const res = await t.call('POST', '/api/client-portals', {
      cookie: user,
      body: { clientId: client.id, eventId: event.id, password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      clientName: 'Portal Co',
      email: 'p@co.test',
      eventName: 'Launch',
      status: 'active',
      documentsShared: 0,
      lastLogin: null,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
    const toggled = await t.call('PUT', `/api/client-portals/${res.json().id}`, {
      cookie: user,
      body: { status: 'inactive' },
    });
    expect(toggled.json().status).toBe('inactive');
  });
});

describe('users and authorization', () => {
  it('lets only admins create users and never returns a hash', async () => {
    const body = { username: 'newbie', password: 'secret-123', email: 'newbie@example.com' };
    expect((await t.call('POST', '/api/users', { cookie: user, body })).statusCode).toBe(403);
    const res = await t.call('POST', '/api/users', { cookie: admin, body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'newbie', role: 'user', isActive: true });
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);
    const dup = await t.call('POST', '/api/users', { cookie: admin, body });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('username');
  });

  it('lets a user edit their own profile but not their role, nor anyone else', async () => {
    const me = (await t.call('GET', '/api/auth/me', { cookie: user })).json().user;
    const ok = await t.call('PATCH', `/api/users/${me.id}`, { cookie: user, body: { jobTitle: 'Planner' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().jobTitle).toBe('Planner');
    expect(
      (await t.call('PATCH', `/api/users/${me.id}`, { cookie: user, body: { role: 'admin' } })).statusCode,
    ).toBe(403);
    const adminId = (await t.call('GET', '/api/auth/me', { cookie: admin })).json().user.id;
    expect(
      (await t.call('PATCH', `/api/users/${adminId}`, { cookie: user, body: { bio: 'x' } })).statusCode,
    ).toBe(403);
  });

  it('never deletes or demotes the last active admin', async () => {
    const adminId = (await t.call('GET', '/api/auth/me', { cookie: admin })).json().user.id;
    expect((await t.call('DELETE', `/api/users/${adminId}`, { cookie: admin })).statusCode).toBe(409);
    expect(
      (await t.call('PATCH', `/api/users/${adminId}`, { cookie: admin, body: { role: 'user' } })).statusCode,
    ).toBe(403);
  });

  it('changes a password only with the current one, and ends the other sessions', async () => {
    const other = await t.login(MANAGER);
    const current = await t.login(MANAGER);
    const id = (await t.call('GET', '/api/auth/me', { cookie: current })).json().user.id;
    const wrong = await t.call('POST', `/api/users/${id}/change-password`, {
      cookie: current,
      body: { currentPassword: 'bad', newPassword: 'whatever-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const short = await t.call('POST', `/api/users/${id}/change-password`, {
      cookie: current,
      body: { currentPassword: MANAGER.password, newPassword: '123' },
    });
    expect(short.json().message).toBe('Password must be at least 6 characters');
    const ok = await t.call('POST', `/api/users/${id}/change-password`, {
      cookie: current,
      body: { currentPassword: MANAGER.password, newPassword: 'brand-new-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { cookie: current })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { cookie: other })).statusCode).toBe(401);
    await t.login({ username: MANAGER.username, password: 'brand-new-1' });
  });

  it('ends a disabled user’s sessions at once', async () => {
    await t.call('POST', '/api/users', {
      cookie: admin,
      body: { username: 'temp', password: 'temp-pass-1' },
    });
    const cookie = await t.login({ username: 'temp', password: 'temp-pass-1' });
    const id = (await t.call('GET', '/api/auth/me', { cookie })).json().user.id;
    await t.call('PATCH', `/api/users/${id}`, { cookie: admin, body: { isActive: false } });
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { username: 'temp', password: 'temp-pass-1' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('documents, uploads and notifications', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const multipart = (name: string, content: Buffer, type: string) => {
    const boundary = '----testboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('stores real bytes, serves them back as an attachment, and refuses a spoofed type', async () => {
    const { payload, headers } = multipart('logo.png', PNG, 'image/png');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=image',
      payload,
      headers: { ...headers, cookie: user },
    });
    expect(up.statusCode).toBe(201);
    const file = up.json();
    const down = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: user } });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PNG)).toBe(true);
    expect(down.headers['content-disposition']).toMatch(/^attachment; filename="logo.png"/);
    expect(down.headers['x-content-type-options']).toBe('nosniff');

    const fake = multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=image',
      payload: fake.payload,
      headers: { ...fake.headers, cookie: user },
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('Please select an image file');
    const signedOut = await t.app.inject({ method: 'GET', url: file.url });
    expect(signedOut.statusCode).toBe(401);
  });

  it('records the signed-in user as uploadedBy whatever the body says', async () => {
    const res = await t.call('POST', '/api/documents', {
      cookie: user,
      body: {
        name: 'Contract.pdf',
        category: 'contracts',
        fileUrl: 'https://files.example.com/contract.pdf',
        fileSize: '1 KB',
        mimeType: 'application/pdf',
        uploadedBy: 'Current User',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().uploadedBy).toBe('user');
  });

  it('makes one notification per low-stock condition, marks it read and deletes it', async () => {
    const unread = await t.call('GET', '/api/notifications/unread', { cookie: user });
    expect(unread.statusCode).toBe(200);
    const stock = unread.json().filter((n: { relatedType: string }) => n.relatedType === 'inventory');
    expect(stock).toHaveLength(1);
    expect(stock[0]).toMatchObject({ title: 'Out of stock', priority: 'high', isRead: false });
    const read = await t.call('PATCH', `/api/notifications/${stock[0].id}/read`, { cookie: user });
    expect(read.statusCode).toBe(200);
    expect(read.json().isRead).toBe(true);
    const after = (await t.call('GET', '/api/notifications/unread', { cookie: user })).json();
    expect(after.find((n: { id: number }) => n.id === stock[0].id)).toBeUndefined();
    expect((await t.call('PATCH', '/api/notifications/read-all', { cookie: user })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/notifications/${stock[0].id}`, { cookie: user })).statusCode).toBe(
      200,
    );
    expect((await t.call('DELETE', `/api/notifications/${stock[0].id}`, { cookie: user })).statusCode).toBe(
      404,
    );

    // The stock is still out: the rules' next run does not bring the deleted notification back.
    await refreshNotifications(t.database.db);
    const all = (await t.call('GET', '/api/notifications', { cookie: user })).json();
    expect(all.filter((n: { relatedType: string }) => n.relatedType === 'inventory')).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists every documented path of spec section 7', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json();
    const paths = Object.keys(doc.paths);
    const expected = [
      '/auth/me',
      '/auth/login',
      '/auth/logout',
      '/notifications/unread',
      '/notifications/{id}/read',
      '/notifications/read-all',
      '/notifications/{id}',
      '/dashboard/stats',
      '/clients',
      '/clients/{id}',
      '/digital-products',
      '/digital-products/{id}',
      '/inventory',
      '/inventory/{id}',
      '/events',
      '/events/{id}',
      '/campaigns',
      '/campaigns/{id}',
      '/documents',
      '/documents/{id}',
      '/client-portals',
      '/client-portals/{id}',
      '/business-info',
      '/business-info/{id}',
      '/vendors',
      '/vendors/{id}',
      '/marketing-assets',
      '/marketing-assets/{id}',
      '/templates',
      '/templates/{id}',
      '/financial-records',
      '/financial-records/{id}',
      '/users',
      '/users/{id}',
      '/users/{id}/change-password',
    ];
    for (const p of expected) expect(paths, p).toContain(p);
    expect(doc.paths['/clients/{id}'].put).toBeDefined();
    expect(doc.paths['/vendors/{id}'].patch).toBeDefined();
  });
});
