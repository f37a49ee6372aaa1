import { BULK_FILTER_MAX } from '@app/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// Bulk actions, on both database kinds: POST /api/{resource}/bulk deletes or sets the status
// of rows named by id or by the list's filter, all or nothing, one audit entry per row.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

function call(method: string, url: string, body?: unknown) {
  return t.call(method as 'GET', url, { cookie: admin, ...(body !== undefined ? { body } : {}) });
}

let serial = 0;
/** A client named `name` (an industry unique to the test, so a filter can find exactly its own). */
async function client(name: string, fields: Record<string, unknown> = {}) {
  serial += 1;
  const res = await call('POST', '/api/clients', {
    name,
    industry: 'Bulk',
    contactName: 'Ada',
    contactEmail: `bulk-${serial}@example.com`,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}

async function clientsNamed(prefix: string) {
  return t.database.db
    .selectFrom('clients')
    .select(['id', 'name', 'status'])
    .where('name', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
}

async function incomeFor(clientId: number) {
  const res = await call('POST', '/api/financial-records', {
    type: 'income',
    category: 'Event Services',
    description: 'Deposit',
    amount: '100.00',
    date: '2027-01-10',
    clientId,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const auditOf = (table: string, ids: number[], action: 'delete' | 'update') =>
  t.database.db
    .selectFrom('audit_log')
    .select(['recordId', 'requestId'])
    .where('tableName', '=', table)
    .where('action', '=', action)
    .where(
      'recordId',
      'in',
      ids.map((id) => String(id)),
    )
    .execute();

describe('POST /api/{resource}/bulk', () => {
  it('deletes the rows named by id, each with its own audit entry', async () => {
    const rows = [await client('Ids A'), await client('Ids B'), await client('Ids C')];
    const keep = await client('Ids D');
    const res = await call('POST', '/api/clients/bulk', {
      action: 'delete',
      ids: rows.map((r) => r.id).reverse(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ affected: 3 });
    expect((await clientsNamed('Ids ')).map((r) => r.id)).toEqual([keep.id]);
    const audit = await auditOf(
      'clients',
      rows.map((r) => r.id),
      'delete',
    );
    expect(audit.map((a) => Number(a.recordId)).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    // One request: every entry carries its id.
    expect(new Set(audit.map((a) => a.requestId)).size).toBe(1);
  });

  it("deletes the rows the list's filter matches, and answers 0 when it matches none", async () => {
    await client('Filter pending 1', { status: 'pending' });
    await client('Filter pending 2', { status: 'pending' });
    const active = await client('Filter active', { status: 'active' });
    const res = await call('POST', '/api/clients/bulk', {
      action: 'delete',
      filter: { search: 'Filter pending', status: 'pending' },
    });
    expect(res.json()).toEqual({ affected: 2 });
    expect((await clientsNamed('Filter ')).map((r) => r.id)).toEqual([active.id]);
    const none = await call('POST', '/api/clients/bulk', {
      action: 'delete',
      filter: { search: 'no client is called this' },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ affected: 0 });
  });

  it('deletes nothing when one row has financial records, naming it and why', async () => {
    const free = await client('Blocked free');
    const acme = await client('Blocked Acme Ltd');
    const bloom = await client('Blocked Bloom Co');
    await incomeFor(acme.id);
    await incomeFor(bloom.id);
    const before = await clientsNamed('Blocked ');
    const res = await call('POST', '/api/clients/bulk', {
      action: 'delete',
      ids: [free.id, acme.id, bloom.id],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'Nothing was deleted: 2 clients have financial records: Blocked Acme Ltd, Blocked Bloom Co',
    );
    expect(res.json().issues).toEqual([
      {
        path: '',
        id: acme.id,
        name: 'Blocked Acme Ltd',
        message: 'Blocked Acme Ltd has financial records',
      },
      {
        path: '',
        id: bloom.id,
        name: 'Blocked Bloom Co',
        message: 'Blocked Bloom Co has financial records',
      },
    ]);
    expect(await clientsNamed('Blocked ')).toEqual(before);
    expect(await auditOf('clients', [free.id], 'delete')).toEqual([]);

    // The same over tRPC: the summary is the message, the rows its issues.
    const rpc = await t.call('POST', '/trpc/clients.bulk', {
      cookie: admin,
      body: { action: 'delete', ids: [free.id, acme.id] },
    });
    expect(rpc.statusCode).toBe(409);
    expect(rpc.json().error.message).toBe(
      'Nothing was deleted: 1 client has financial records: Blocked Acme Ltd',
    );
  });

  it('sets the status of the rows that have another, with one audit entry per changed row', async () => {
    const a = await client('Status A', { status: 'pending' });
    const b = await client('Status B', { status: 'pending' });
    const c = await client('Status C', { status: 'inactive' });
    const res = await call('POST', '/api/clients/bulk', {
      action: 'status',
      status: 'inactive',
      ids: [a.id, b.id, c.id],
    });
    expect(res.json()).toEqual({ affected: 2 });
    expect((await clientsNamed('Status ')).map((r) => r.status)).toEqual([
      'inactive',
      'inactive',
      'inactive',
    ]);
    expect(
      (await auditOf('clients', [a.id, b.id, c.id], 'update')).map((r) => Number(r.recordId)).sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('runs the single update’s rules per row: a portal closed in bulk ends its sessions', async () => {
    const made = await call('POST', '/api/client-portals', {
      clientName: 'Bulk Portal Client',
      email: `bulk-portal-${Date.now()}@example.com`,
      eventName: 'Gala',
      password: 'bulk-portal-pass-1',
    });
    expect(made.statusCode, made.body).toBe(201);
    const portal = made.json() as { id: number; email: string };
    const login = await t.call('POST', '/api/portal/auth/login', {
      body: { email: portal.email, password: 'bulk-portal-pass-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = [login.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('portal_sid='))!
      .split(';')[0]!;
    expect((await t.call('GET', '/api/portal/me', { cookie })).statusCode).toBe(200);
    const res = await call('POST', '/api/client-portals/bulk', {
      action: 'status',
      status: 'inactive',
      ids: [portal.id],
    });
    expect(res.json()).toEqual({ affected: 1 });
    expect((await t.call('GET', '/api/portal/me', { cookie })).statusCode).toBe(401);
  });

  it('changes no event when one moved back from cancelled no longer fits its reserved equipment', async () => {
    const chairs = await call('POST', '/api/inventory', {
      name: 'Bulk chair',
      sku: `BULK-CHAIR-${Date.now()}`,
      category: 'Furniture',
      quantity: 40,
      minQuantity: 5,
      unitValue: '12.00',
    });
    expect(chairs.statusCode, chairs.body).toBe(201);
    const chairId = (chairs.json() as { id: number }).id;
    const event = async (name: string, date: string) => {
      const res = await call('POST', '/api/events', {
        name,
        type: 'Wedding',
        clientName: 'Walk-in',
        date,
        time: '15:00',
        venue: 'Barn',
        budget: '5000',
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const reserve = async (eventId: number, quantity: number) => {
      const res = await call('POST', `/api/events/${eventId}/reservations`, {
        inventoryId: chairId,
        quantity,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const setStatus = async (id: number, status: string) => {
      const res = await call('PUT', `/api/events/${id}`, { status });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The gala holds 30 of the 40 chairs, is cancelled, and the wedding takes 30 on the same day.
    const gala = await event('Bulk Gala', '2027-09-04');
    await reserve(gala, 30);
    await setStatus(gala, 'cancelled');
    const wedding = await event('Bulk Wedding', '2027-09-04');
    await reserve(wedding, 30);
    // The picnic, cancelled too, would fit: it holds 10 chairs on another day.
    const picnic = await event('Bulk Picnic', '2027-09-11');
    await reserve(picnic, 10);
    await setStatus(picnic, 'cancelled');

    const eventsNamed = () =>
      t.database.db
        .selectFrom('events')
        .select(['id', 'status', 'version'])
        .where('name', 'like', 'Bulk %')
        .orderBy('id')
        .execute();
    const before = await eventsNamed();
    const auditBefore = await auditOf('events', [gala, picnic], 'update');
    const res = await call('POST', '/api/events/bulk', {
      action: 'status',
      status: 'confirmed',
      ids: [picnic, gala],
    });
    expect(res.statusCode, res.body).toBe(409);
    const reason = 'Only 10 of Bulk chair are free on Sat, Sep 4, 2027 (30 asked for)';
    expect(res.json().message).toBe(
      `Nothing was changed: 1 event cannot be set to confirmed. Bulk Gala: ${reason}`,
    );
    expect(res.json().issues).toEqual([
      {
        path: '',
        id: gala,
        name: 'Bulk Gala',
        message: `Bulk Gala cannot be set to confirmed: ${reason}`,
      },
    ]);
    // Nothing changed: the picnic, checked first and fitting, is still cancelled, with no audit entry.
    expect(await eventsNamed()).toEqual(before);
    expect(before.find((e) => e.id === picnic)?.status).toBe('cancelled');
    expect(await auditOf('events', [gala, picnic], 'update')).toEqual(auditBefore);

    // Without the gala the same call goes through.
    const picnicOnly = await call('POST', '/api/events/bulk', {
      action: 'status',
      status: 'confirmed',
      ids: [picnic],
    });
    expect(picnicOnly.json()).toEqual({ affected: 1 });
  });

  it('refuses a status on a resource without one, and malformed calls, with 400 and their messages', async () => {
    const refused = async (url: string, body: unknown) => {
      const res = await call('POST', url, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await refused('/api/templates/bulk', { action: 'status', status: 'active', ids: [1] })).toBe(
      'Templates have no status: the only bulk action is delete',
    );
    expect(await refused('/api/clients/bulk', { action: 'delete', ids: [1], filter: {} })).toBe(
      'Send either ids or filter, not both',
    );
    expect(await refused('/api/clients/bulk', { action: 'delete' })).toBe(
      'Send either ids or filter, not both',
    );
    expect(await refused('/api/clients/bulk', { action: 'status', ids: [1] })).toBe('Choose a status');
    expect(await refused('/api/clients/bulk', { action: 'delete', ids: [] })).toBe('Choose at least one row');
    expect(
      await refused('/api/clients/bulk', {
        action: 'delete',
        ids: Array.from({ length: 1001 }, (_, i) => i + 1),
      }),
    ).toBe("At most 1,000 ids; send the list's filter instead");
  });

  it(`refuses a filter matching more than ${BULK_FILTER_MAX.toLocaleString('en-US')} rows, changing nothing`, async () => {
    await sql`insert into marketing_assets (name, type, category)
      select 'Cap asset ' || n, 'logo', 'brand' from generate_series(1, ${BULK_FILTER_MAX + 1}) n`.execute(
      t.database.db,
    );
    const res = await call('POST', '/api/marketing-assets/bulk', {
      action: 'delete',
      filter: { search: 'Cap asset' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      'More than 10,000 marketing assets match: narrow the search or filters (a bulk action changes at most 10,000 at once)',
    );
    const { n } = await t.database.db
      .selectFrom('marketing_assets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('name', 'like', 'Cap asset %')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(BULK_FILTER_MAX + 1);
    const narrowed = await call('POST', '/api/marketing-assets/bulk', {
      action: 'delete',
      filter: { search: 'Cap asset 1000' },
    });
    expect(narrowed.json()).toEqual({ affected: 3 }); // 1000, 10000 and 10001
  }, 60_000);

  it('answers a double submit of the same bulk delete without a 500: one deletes, the other finds nothing', async () => {
    const rows = [await client('Twice A'), await client('Twice B'), await client('Twice C')];
    const body = { action: 'delete', ids: rows.map((r) => r.id) };
    const answers = await Promise.all([
      call('POST', '/api/clients/bulk', body),
      call('POST', '/api/clients/bulk', body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().affected).sort()).toEqual([0, 3]);
    expect(await clientsNamed('Twice ')).toEqual([]);
  });

  it('lets overlapping bulk calls in opposite orders finish without a deadlock', async () => {
    const rows = await Promise.all(Array.from({ length: 6 }, (_, i) => client(`Overlap ${i}`)));
    const ids = rows.map((r) => r.id);
    const answers = await Promise.all([
      call('POST', '/api/clients/bulk', { action: 'status', status: 'pending', ids }),
      call('POST', '/api/clients/bulk', { action: 'status', status: 'inactive', ids: [...ids].reverse() }),
      call('POST', '/api/clients/bulk', { action: 'delete', ids: ids.slice(2) }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  });
});
