import {
  COMPANY_SETTINGS_ADMINS_ONLY,
  OWN_ACCOUNT_ONLY,
  PASSWORD_RESET_TEXTS,
  TEST_EMAIL_TEXTS,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/auth/session-user.ts';
import { appRouter } from '../src/trpc/root.ts';
import { CREATE, CRUD_RESOURCES } from './fixtures.ts';
import { callerAs, createTestApp, type TestApp } from './helpers.ts';
import { fromResources } from './resource-tests.ts';

// The tRPC procedures called directly (createCaller), as the web app uses them: the figures and the
// settings the screens show. The HTTP faces are covered by rest.test.ts and authz-matrix.test.ts.
let t: TestApp;
let users: Record<string, SessionUser>;
const callerFor = (user: SessionUser | null) => callerAs(t, user);

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('users').select(['id', 'username', 'role']).execute();
  users = Object.fromEntries(
    rows.map((r) => [
      r.username,
      { id: r.id, username: r.username, role: r.role as SessionUser['role'], twoFactorPending: false },
    ]),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('company settings', () => {
  it('starts from the product name, is read by everyone, saved by administrators only, and refuses a stale version', async () => {
    const manager = callerFor(users.manager!);
    const admin = callerFor(users.admin!);
    const first = await manager.companySettings.get();
    expect(first.companyName).toBe('EventFlow');
    // A manager or a user is refused whatever they send, and nothing changes.
    for (const name of ['manager', 'user'] as const) {
      const caller = callerFor(users[name]!);
      for (const change of [
        { companyName: 'Taken Over', version: first.version },
        { logoUrl: 'https://example.com/logo.png' },
        { invoicePrefix: 'HACK', invoiceNextNumber: 900_000 },
        { timeZone: 'Europe/Paris' },
        { requireTwoFactorEveryone: false },
      ]) {
        await expect(caller.companySettings.update(change), name).rejects.toMatchObject({
          code: 'FORBIDDEN',
          message: COMPANY_SETTINGS_ADMINS_ONLY,
        });
      }
    }
    expect(await manager.companySettings.get()).toEqual(first);
    const saved = await admin.companySettings.update({
      companyName: 'Bright Events',
      website: 'https://bright.test',
      version: first.version,
    });
    expect(saved).toMatchObject({
      companyName: 'Bright Events',
      website: 'https://bright.test',
      version: first.version + 1,
    });
    // Another staff member sees the same company.
    expect((await callerFor(users.user!).companySettings.get()).companyName).toBe('Bright Events');
    await expect(
      admin.companySettings.update({ companyName: 'Stale', version: first.version }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(admin.companySettings.update({ website: 'not a url' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await manager.companySettings.get()).companyName).toBe('Bright Events');
  });

  it('is closed to signed-out callers', async () => {
    await expect(callerFor(null).companySettings.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('users page and counts', () => {
  it('counts active and inactive accounts and pages with search and a total', async () => {
    const admin = callerFor(users.admin!);
    expect(await admin.users.counts()).toEqual({ total: 3, active: 3, inactive: 0 });
    const created = await admin.users.create({
      username: 'zed',
      password: 'zed-password',
      email: 'zed@example.com',
      role: 'user',
    });
    await admin.users.update({ id: created.id, isActive: false });
    expect(await admin.users.counts()).toEqual({ total: 4, active: 3, inactive: 1 });

    const page = await admin.users.page({ limit: 2, offset: 0 });
    expect(page).toMatchObject({ total: 4, totalIsLowerBound: false });
    expect(page.items).toHaveLength(2);
    const found = await admin.users.page({ search: 'ZED', limit: 50, offset: 0 });
    expect(found.items.map((u) => u.username)).toEqual(['zed']);
    // Allow-listed output: no hash ever leaves the router.
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|argon2/);
    // The Users screen's figures and rows are the administrators'.
    for (const name of ['user', 'manager'] as const) {
      const caller = callerFor(users[name]!);
      await expect(caller.users.counts(), name).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.users.page({}), name).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.users.list({}), name).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('lets every staff member pick an active colleague by name, and read no more of them than that', async () => {
    const zed = (await callerFor(users.admin!).users.page({ search: 'zed' })).items[0]!;
    for (const name of ['user', 'manager', 'admin'] as const) {
      const caller = callerFor(users[name]!);
      const options = await caller.users.options({});
      // The three seeded accounts; zed is disabled.
      expect(options.map((o) => o.username).sort(), name).toEqual(['admin', 'manager', 'user']);
      for (const option of options)
        expect(Object.keys(option).sort()).toEqual(['firstName', 'id', 'lastName', 'username']);
      expect((await caller.users.options({ search: 'MANA' })).map((o) => o.username)).toEqual(['manager']);
      // By e-mail it finds no one: the e-mail is not the picker's to see.
      expect(await caller.users.options({ search: 'zed@example.com' })).toEqual([]);
      // Their own account, in full; someone else's, to administrators only.
      await expect(caller.users.byId({ id: users[name]!.id })).resolves.toMatchObject({
        id: users[name]!.id,
      });
      if (name === 'admin') await expect(caller.users.byId({ id: zed.id })).resolves.toMatchObject(zed);
      else
        await expect(caller.users.byId({ id: zed.id }), name).rejects.toMatchObject({
          code: 'FORBIDDEN',
          message: OWN_ACCOUNT_ONLY,
        });
    }
    await expect(callerFor(null).users.options({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("answers the signed-in user's own record, whoever asks", async () => {
    for (const name of ['user', 'manager', 'admin'] as const) {
      const me = await callerFor(users[name]!).users.me();
      expect(me).toMatchObject({
        id: users[name]!.id,
        username: users[name]!.username,
        role: users[name]!.role,
      });
      expect(me).not.toHaveProperty('passwordHash');
    }
    await expect(callerFor(null).users.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses user management to non-admins and keeps the last active admin', async () => {
    await expect(
      callerFor(users.manager!).users.create({ username: 'x1', password: 'secret-12', role: 'user' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const admin = callerFor(users.admin!);
    await expect(admin.users.update({ id: users.admin!.id, isActive: false })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(admin.users.delete({ id: users.admin!.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('a refused write', () => {
  it('leaves neither the row nor an audit entry', async () => {
    const manager = callerFor(users.manager!);
    const before = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // A duplicate SKU fails on insert: neither the row nor its audit entry may remain.
    const item = {
      name: 'Mixer',
      category: 'Audio/Visual',
      sku: 'TX-1',
      quantity: 2,
      minQuantity: 1,
      unitValue: '5.00',
    } as const;
    await manager.inventory.create(item);
    await expect(manager.inventory.create(item)).rejects.toMatchObject({ code: 'CONFLICT' });
    const after = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1);
    expect(
      await t.database.db.selectFrom('inventory').select('sku').where('sku', '=', 'TX-1').execute(),
    ).toHaveLength(1);
  });
});

describe('every procedure through createCaller', () => {
  type Call = (input?: unknown) => Promise<unknown>;
  const called = new Set<string>();
  const procedure = (caller: ReturnType<typeof callerFor>, path: string): Call => {
    called.add(path);
    // Nested routers (users.tokens.list) are objects along the path, the procedure its last step.
    return path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Call;
  };

  it('creates, lists, pages, reads, updates and deletes every resource as the web app does', async () => {
    const manager = callerFor(users.manager!);
    for (const { key: resource, create, update } of CRUD_RESOURCES) {
      const created = (await procedure(manager, `${resource}.create`)(create())) as {
        id: number;
        version: number;
      };
      expect(created.id, resource).toBeGreaterThan(0);
      const list = (await procedure(manager, `${resource}.list`)({})) as { id: number }[];
      expect(
        list.map((row) => row.id),
        resource,
      ).toContain(created.id);
      const page = (await procedure(manager, `${resource}.page`)({ limit: 5, offset: 0 })) as {
        items: unknown[];
        total: number;
        totalIsLowerBound: boolean;
      };
      expect(page.total, resource).toBeGreaterThanOrEqual(1);
      expect(page.totalIsLowerBound, resource).toBe(false);
      expect(
        (await procedure(manager, `${resource}.byId`)({ id: created.id })) as { id: number },
      ).toMatchObject({ id: created.id });
      const updated = (await procedure(
        manager,
        `${resource}.update`,
      )({ id: created.id, version: created.version, ...update })) as { version: number };
      expect(updated.version, resource).toBe(created.version + 1);
      await expect(
        procedure(manager, `${resource}.update`)({ id: created.id, version: created.version, ...update }),
        resource,
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await procedure(manager, `${resource}.delete`)({ id: created.id })).toEqual({
        id: created.id,
        deleted: true,
      });
      await expect(
        procedure(manager, `${resource}.byId`)({ id: created.id }),
        resource,
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('deletes every resource in bulk, by ids and by filter (bulk.test.ts tests the rules)', async () => {
    const manager = callerFor(users.manager!);
    for (const { key: resource, create } of CRUD_RESOURCES) {
      const first = (await procedure(manager, `${resource}.create`)(create())) as { id: number };
      const second = (await procedure(manager, `${resource}.create`)(create())) as { id: number };
      expect(
        await procedure(manager, `${resource}.bulk`)({ action: 'delete', ids: [first.id, second.id] }),
        resource,
      ).toEqual({ affected: 2 });
      expect(
        await procedure(
          manager,
          `${resource}.bulk`,
        )({ action: 'delete', filter: { search: 'nothing is named this' } }),
        resource,
      ).toEqual({ affected: 0 });
    }
  });

  it('answers every figure, calendar, search, notification and admin query with its output schema', async () => {
    const admin = callerFor(users.admin!);
    const figures: Record<string, unknown> = {
      'health.status': undefined,
      'search.everything': { term: 'a' },
      'auth.me': undefined,
      'auth.session': undefined,
      'dashboard.stats': undefined,
      'dashboard.revenue': { months: 6 },
      'dashboard.upcomingEvents': undefined,
      'notifications.list': {},
      'notifications.unread': undefined,
      'notifications.markAllRead': undefined,
      'digitalProducts.summary': undefined,
      'inventory.summary': undefined,
      'events.range': { from: '2026-01-01', to: '2026-12-31' },
      'campaigns.summary': undefined,
      'campaigns.metricTrends': { ids: [] },
      'documents.counts': undefined,
      'clientPortals.stats': undefined,
      'invoices.figures': undefined,
      'businessInfo.summary': undefined,
      'vendors.summary': undefined,
      'marketingAssets.summary': undefined,
      'auditLog.list': { limit: 5 },
      'auditLog.page': { limit: 5 },
      'users.list': {},
      'users.byId': { id: users.user!.id },
      'users.me': undefined,
    };
    for (const [path, input] of Object.entries(figures)) {
      // The caller checks each answer against the procedure's output schema.
      await expect(procedure(admin, path)(input), path).resolves.toBeDefined();
    }
    // One notification to mark read and delete.
    const [notification] = await t.database.db
      .insertInto('notifications')
      .values({ type: 'system', title: 'Hello', message: 'Hi', userId: users.admin!.id })
      .returning('id')
      .execute();
    await expect(procedure(admin, 'notifications.markRead')({ id: notification!.id })).resolves.toMatchObject(
      { isRead: true },
    );
    await expect(procedure(admin, 'notifications.delete')({ id: notification!.id })).resolves.toBeDefined();
  });

  it("makes, lists and revokes the signed-in user's own API tokens, as the Profile screen does", async () => {
    const manager = callerFor(users.manager!);
    const created = (await procedure(manager, 'users.tokens.create')({ name: 'Profile token' })) as {
      id: number;
      token: string;
    };
    expect(created.token).toMatch(/^evf_/);
    const listed = (await procedure(manager, 'users.tokens.list')()) as { id: number; name: string }[];
    expect(listed).toEqual([
      expect.objectContaining({ id: created.id, name: 'Profile token', lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(await procedure(callerFor(users.user!), 'users.tokens.list')()).toEqual([]);
    await expect(
      procedure(callerFor(users.user!), 'users.tokens.delete')({ id: created.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await procedure(manager, 'users.tokens.delete')({ id: created.id })).toEqual({
      id: created.id,
      deleted: true,
    });
    expect(await procedure(manager, 'users.tokens.list')()).toEqual([]);
  });

  it("makes and replaces the signed-in user's calendar feed link, as the Profile screen does", async () => {
    const manager = callerFor(users.manager!);
    expect(await procedure(manager, 'users.calendarFeed.status')()).toEqual({
      active: false,
      createdAt: null,
    });
    const first = (await procedure(manager, 'users.calendarFeed.reset')()) as {
      url: string;
      createdAt: string;
    };
    expect(first.url).toMatch(/^https:\/\/office\.example\.com\/api\/calendar\/evc_[A-Za-z0-9_-]{43}\.ics$/);
    expect(await procedure(manager, 'users.calendarFeed.status')()).toEqual({
      active: true,
      createdAt: first.createdAt,
    });
    const second = (await procedure(manager, 'users.calendarFeed.reset')()) as { url: string };
    expect(second.url).not.toBe(first.url);
    expect(await procedure(callerFor(users.user!), 'users.calendarFeed.status')()).toEqual({
      active: false,
      createdAt: null,
    });
  });

  it("saves the signed-in user's colour scheme, as the user menu does", async () => {
    const user = callerFor(users.user!);
    expect(await procedure(user, 'users.setColorScheme')({ colorScheme: 'dark' })).toEqual({
      colorScheme: 'dark',
    });
    expect((await procedure(user, 'auth.session')()) as unknown).toMatchObject({
      user: { colorScheme: 'dark' },
    });
    await expect(procedure(user, 'users.setColorScheme')({ colorScheme: 'sepia' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await procedure(user, 'users.setColorScheme')({ colorScheme: 'system' });
  });

  it('sends the administrator a test e-mail from the company settings, as the Profile screen does', async () => {
    const admin = callerFor(users.admin!);
    // No mail server yet: refused, as it is while the administrator has no address.
    await expect(procedure(admin, 'companySettings.sendTestEmail')()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TEST_EMAIL_TEXTS.noMailServer,
    });
    await procedure(
      admin,
      'companySettings.update',
    )({ smtpHost: 'smtp.bright.test', mailFrom: 'office@bright.test' });
    await t.database.db
      .updateTable('users')
      .set({ email: 'admin@bright.test' })
      .where('id', '=', users.admin!.id)
      .execute();
    const queued = (await procedure(admin, 'companySettings.sendTestEmail')()) as { id: number; to: string };
    expect(queued.to).toBe('admin@bright.test');
    const row = await t.database.db
      .selectFrom('emails')
      .selectAll()
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ toAddress: 'admin@bright.test', status: 'queued', error: null });
    await procedure(admin, 'companySettings.update')({ smtpHost: null });
  });

  it("saves the signed-in user's notifications by e-mail, as the profile screen does", async () => {
    const user = callerFor(users.user!);
    expect(await procedure(user, 'users.emailNotifications.set')({ kinds: ['portal-upload'] })).toEqual({
      kinds: ['portal-upload'],
    });
    expect(await procedure(user, 'users.emailNotifications.get')()).toEqual({ kinds: ['portal-upload'] });
    await expect(procedure(user, 'users.emailNotifications.set')({ kinds: ['sms'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await procedure(user, 'users.emailNotifications.set')({ kinds: [] });
  });

  it("records a metrics update, lists the campaign's history and answers the cards' trends, as the tracking screen does", async () => {
    const manager = callerFor(users.manager!);
    const campaign = (await procedure(manager, 'campaigns.create')(CREATE.campaigns())) as { id: number };
    const entry = await procedure(
      manager,
      'campaigns.metrics.create',
    )({
      id: campaign.id,
      reach: 900,
      engagement: 90,
      conversions: 9,
      clicks: 30,
      impressions: 1200,
      cost: 45,
    });
    expect(entry).toMatchObject({
      campaignId: campaign.id,
      reach: 900,
      clicks: 30,
      impressions: 1200,
      cost: '45.00',
      notes: null,
    });
    expect(await procedure(manager, 'campaigns.metrics.list')({ id: campaign.id })).toEqual([entry]);
    expect(await procedure(manager, 'campaigns.metricTrends')({ ids: [campaign.id, campaign.id] })).toEqual([
      { campaignId: campaign.id, entries: [entry] },
    ]);
    await expect(procedure(manager, 'campaigns.metrics.list')({ id: 2_000_000 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('makes, issues, pays and voids invoices, as the Invoices screen does', async () => {
    const manager = callerFor(users.manager!);
    const client = (await procedure(manager, 'clients.create')(CREATE.clients())) as { id: number };
    const draft = {
      clientId: client.id,
      dueDate: '2027-04-01',
      items: [{ description: 'Chairs', quantity: '10', unitPrice: '8.50', taxRate: '0' }],
    };
    const created = (await procedure(manager, 'invoices.create')(draft)) as { id: number; total: string };
    expect(created.total).toBe('85.00');
    await procedure(manager, 'invoices.update')({ id: created.id, notes: 'Thanks' });
    const page = (await procedure(manager, 'invoices.page')({ clientId: client.id })) as { total: number };
    expect(page.total).toBe(1);
    expect(await procedure(manager, 'invoices.list')({ clientId: client.id })).toHaveLength(1);
    await procedure(manager, 'invoices.send')({ id: created.id });
    const payment = (await procedure(
      manager,
      'invoices.payments.create',
    )({
      id: created.id,
      amount: '5',
      date: '2027-03-01',
      method: 'Cash',
    })) as { id: number };
    expect(await procedure(manager, 'invoices.payments.list')({ id: created.id })).toHaveLength(1);
    await procedure(manager, 'invoices.payments.delete')({ id: created.id, paymentId: payment.id });
    expect(await procedure(manager, 'invoices.void')({ id: created.id, reason: 'Test' })).toMatchObject({
      status: 'void',
    });
    expect(await procedure(manager, 'invoices.byId')({ id: created.id })).toMatchObject({
      voidReason: 'Test',
    });
    const other = (await procedure(manager, 'invoices.create')(draft)) as { id: number };
    expect(await procedure(manager, 'invoices.delete')({ id: other.id })).toEqual({
      id: other.id,
      deleted: true,
    });
  });

  it('writes an e-mail to a client, cancels it and queues it again', async () => {
    const manager = callerFor(users.manager!);
    const client = (await procedure(
      manager,
      'clients.create',
    )({
      ...CREATE.clients(),
      contactName: 'Maya',
      contactEmail: 'maya@example.com',
    })) as { id: number };
    const written = (await procedure(
      manager,
      'emails.create',
    )({
      to: ' maya@example.com ',
      subject: 'Your timeline',
      html: '<p onclick="steal()">Attached.<script>alert(1)</script></p>',
      clientId: client.id,
      documentIds: [],
    })) as { id: number; status: string; html: string; text: string; to: string };
    // No mail server in this app: the message waits in the outbox, cleaned of anything but formatting.
    expect(written).toMatchObject({ status: 'queued', to: 'maya@example.com', text: 'Attached.' });
    expect(written.html).toBe('<p>Attached.</p>');
    expect(await procedure(manager, 'emails.list')({ clientId: client.id })).toHaveLength(1);
    expect(await procedure(manager, 'emails.page')({ clientId: client.id })).toMatchObject({ total: 1 });
    expect(await procedure(manager, 'emails.cancel')({ id: written.id })).toMatchObject({
      status: 'cancelled',
    });
    await expect(procedure(manager, 'emails.cancel')({ id: written.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only a queued e-mail can be cancelled',
    });
    expect(await procedure(manager, 'emails.resend')({ id: written.id })).toMatchObject({ status: 'queued' });
    expect(await procedure(manager, 'emails.byId')({ id: written.id })).toMatchObject({
      subject: 'Your timeline',
      error: 'Not sent: no mail server configured',
      attachments: [],
    });
  });

  // The calls a resource's own file makes (test/resources/), through the same counted `procedure`.
  for (const [name, run] of Object.entries(fromResources((tests) => tests.router))) {
    it(name, () => run({ callerFor, users, procedure }));
  }

  it('reserves equipment for an event and moves it through its states, as the event page does', async () => {
    const manager = callerFor(users.manager!);
    const item = (await procedure(manager, 'inventory.create')({ ...CREATE.inventory(), quantity: 10 })) as {
      id: number;
    };
    const event = (await procedure(manager, 'events.create')({ ...CREATE.events(), setupDays: 1 })) as {
      id: number;
    };
    const reservation = (await procedure(
      manager,
      'events.reservations.create',
    )({
      id: event.id,
      inventoryId: item.id,
      quantity: 4,
    })) as { id: number };
    expect(await procedure(manager, 'events.reservations.list')({ id: event.id })).toHaveLength(1);
    expect(await procedure(manager, 'events.summary')({ id: event.id })).toMatchObject({
      spanFrom: '2027-04-30',
      spanTo: '2027-05-01',
      reservations: [{ id: reservation.id, quantity: 4 }],
    });
    expect(
      await procedure(
        manager,
        'inventory.availability',
      )({ id: item.id, from: '2027-04-30', to: '2027-04-30' }),
    ).toMatchObject({ days: [{ date: '2027-04-30', reserved: 4, free: 6 }] });
    await procedure(manager, 'reservations.update')({ id: reservation.id, quantity: 5 });
    expect(await procedure(manager, 'reservations.delete')({ id: reservation.id })).toEqual({
      id: reservation.id,
      deleted: true,
    });
  });

  it("shares a document with a client portal and takes it back, as the portal's row does", async () => {
    const manager = callerFor(users.manager!);
    const portal = (await procedure(manager, 'clientPortals.create')(CREATE.clientPortals())) as {
      id: number;
    };
    const document = (await procedure(manager, 'documents.create')(CREATE.documents())) as {
      id: number;
      name: string;
    };
    const shared = await procedure(
      manager,
      'clientPortals.share',
    )({ id: portal.id, documentId: document.id });
    expect(shared).toEqual([
      expect.objectContaining({ documentId: document.id, name: document.name, category: 'contracts' }),
    ]);
    expect(await procedure(manager, 'clientPortals.shares')({ id: portal.id })).toEqual(shared);
    const preview = (await procedure(manager, 'clientPortals.preview')({ id: portal.id })) as {
      documents: Array<{ id: number }>;
    };
    expect(preview.documents.map((d) => d.id)).toEqual([document.id]);
    expect(await procedure(manager, 'documents.portals')({ id: document.id })).toEqual([
      expect.objectContaining({ id: portal.id }),
    ]);
    expect(
      await procedure(manager, 'clientPortals.unshare')({ id: portal.id, documentId: document.id }),
    ).toEqual([]);
    await expect(procedure(manager, 'clientPortals.shares')({ id: 2_000_000 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("invites a portal's client by e-mail, as the portal's row does", async () => {
    const manager = callerFor(users.manager!);
    const email = 'invited@router.test';
    const portal = (await procedure(
      manager,
      'clientPortals.create',
    )({ ...CREATE.clientPortals(), email })) as {
      id: number;
    };
    expect(await procedure(manager, 'clientPortals.invite')({ id: portal.id })).toEqual({
      sentTo: email,
      expiresAt: expect.any(String),
    });
    const queued = await t.database.db
      .selectFrom('emails')
      .select('textBody')
      .where('toAddress', '=', email)
      .executeTakeFirstOrThrow();
    expect(queued.textBody).toMatch(/https:\/\/office\.example\.com\/portal\/set-password\?token=[\w-]{43}/);
  });

  it('asks for a password reset link, and refuses a token no link has (password-reset.test.ts has the rules)', async () => {
    const visitor = callerFor(null);
    expect(await procedure(visitor, 'auth.forgotPassword')({ username: 'nobody-by-that-name' })).toEqual({
      ok: true,
      message: PASSWORD_RESET_TEXTS.linkSent,
    });
    await expect(
      procedure(visitor, 'auth.resetPassword')({ token: 'not-a-link', newPassword: 'new-password-1' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PASSWORD_RESET_TEXTS.linkInvalid });
  });

  it('leaves out no procedure', () => {
    // These read or change the request's own session, which only a real HTTP request has: rest.test.ts,
    // sessions.test.ts and audit-log.test.ts call them through app.inject.
    // So do the client portal's (its own session cookie): portal.test.ts.
    const SESSION_BOUND = [
      'auth.login',
      'auth.logout',
      'users.changePassword',
      'users.endSessions',
      ...Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('portal.')),
      // Two-factor sign-in counts wrong codes against the request's address and refreshes its session;
      // a reset ends sessions: two-factor.test.ts.
      ...Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('auth.twoFactor.')),
      'users.resetTwoFactor',
      // Filing documents on an event is tested over HTTP with the tRPC client's own requests:
      // client-documents.test.ts.
      'documents.attachToEvent',
      'documents.detachFromEvent',
      // A client's page's overview, with the portal's uploads it lists: client-documents.test.ts.
      'clients.overview',
      // Rentals put on an invoice, once under parallel calls: rental-invoicing.test.ts.
      'events.invoiceEquipment',
    ];
    // Called by the describe blocks above.
    const ABOVE = [
      'companySettings.get',
      'companySettings.update',
      'users.page',
      'users.counts',
      'users.options',
      'users.create',
      'users.update',
      'users.delete',
    ];
    const all = Object.keys(appRouter._def.procedures);
    const missing = all.filter(
      (path) => !called.has(path) && !SESSION_BOUND.includes(path) && !ABOVE.includes(path),
    );
    expect(missing).toEqual([]);
  });
});
