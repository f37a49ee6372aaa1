import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE } from './fixtures.ts';
import { createTestApp, type TestApp, USER } from './helpers.ts';

// The summary cards of the documents, client portal, business information and vendor screens.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(USER);
});
afterAll(async () => {
  await t?.close();
});

async function query(path: string) {
  const res = await t.call('GET', `/trpc/${path}`, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().result.data;
}

async function post(path: string, body: Record<string, unknown>) {
  const res = await t.call('POST', `/api/${path}`, { cookie, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('summary procedures', () => {
  it('refuses a signed-out caller', async () => {
    const res = await t.call('GET', '/trpc/documents.counts');
    expect(res.statusCode).toBe(401);
  });

  it('counts documents per upload category', async () => {
    const doc = { fileUrl: 'https://files.example.com/a.pdf', fileSize: '1 KB', mimeType: 'application/pdf' };
    await post('documents', { ...doc, name: 'A', category: 'contracts' });
    await post('documents', { ...doc, name: 'B', category: 'contracts' });
    await post('documents', { ...doc, name: 'C', category: 'invoices' });
    await post('documents', { ...doc, name: 'D', category: 'campaign-report' });
    expect(await query('documents.counts')).toEqual({ contracts: 2, invoices: 1, proposals: 0, other: 0 });
  });

  it('counts portals by status and with a sign-in on record, sums shared documents and counts sign-ins', async () => {
    const client = await post('clients', {
      name: 'Portal Co',
      industry: 'Events',
      contactName: 'P',
      contactEmail: 'p@portal.test',
    });
    const base = { clientId: client.id, eventName: 'Gala', password: 'long-enough-1' };
    const active = await post('client-portals', base);
    await post('client-portals', { ...base, status: 'inactive' });
    const pending = await post('client-portals', { ...base, status: 'pending' });
    const document = await post('documents', CREATE.documents());
    for (const portal of [active, pending])
      await t.call('POST', `/api/client-portals/${portal.id}/shares`, {
        cookie,
        body: { documentId: document.id },
      });
    await t.database.db
      .updateTable('client_portals')
      .set({ lastLogin: new Date() })
      .where('status', '=', 'inactive')
      .execute();
    // Two sessions of the active portal: one over after 5 minutes, one still going (not averaged).
    const started = new Date(Date.now() - 10 * 60_000);
    await t.database.db
      .insertInto('portal_sessions')
      .values([
        {
          id: 'summary-1',
          portalId: active.id,
          createdAt: started,
          lastSeenAt: new Date(started.getTime() + 5 * 60_000),
          endedAt: new Date(started.getTime() + 5 * 60_000),
          endReason: 'signed-out',
        },
        { id: 'summary-2', portalId: active.id },
      ])
      .execute();
    expect(await query('clientPortals.stats')).toEqual({
      totalPortals: 3,
      activePortals: 1,
      pendingPortals: 1,
      signedInPortals: 1,
      documentsShared: 2,
      totalLogins: 2,
      averageSessionSeconds: 300,
    });
  });

  it('counts business information per category and sums cost in SQL', async () => {
    await post('business-info', { name: 'Figma', value: 'seat', category: 'software', cost: '12.10' });
    await post('business-info', { name: 'Router', value: 'admin', category: 'password', cost: '0.20' });
    await post('business-info', { name: 'Ops', value: 'Ana', category: 'team' });
    expect(await query('businessInfo.summary')).toEqual({
      software: 1,
      passwords: 1,
      team: 1,
      totalCost: '12.30',
    });
  });

  it('averages only rated vendors', async () => {
    const v = { contactName: 'C', contactEmail: 'c@v.test' };
    await post('vendors', { ...v, name: 'A', rating: 5, isPreferred: true });
    await post('vendors', { ...v, name: 'B', rating: 4, status: 'inactive' });
    await post('vendors', { ...v, name: 'C', rating: 0 });
    expect(await query('vendors.summary')).toEqual({ total: 3, active: 2, preferred: 1, averageRating: 4.5 });
  });
});
