import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, USER } from './helpers.ts';

// Every CRUD resource of spec section 7 through its documented REST paths: create (201), list with
// search, read, update with the documented method (and a stale version refused), delete, 404 after.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login(USER);
});
afterAll(async () => {
  await t?.close();
});

type Case = {
  path: string;
  method: 'PUT' | 'PATCH';
  create: Record<string, unknown>;
  expectCreated: Record<string, unknown>;
  update: Record<string, unknown>;
  expectUpdated: Record<string, unknown>;
  search: string;
  invalid: Record<string, unknown>;
};

const cases: Case[] = [
  {
    path: 'digital-products',
    method: 'PUT',
    create: {
      name: 'Wedding Checklist',
      description: 'A printable checklist',
      price: '19.9',
      category: 'Checklists',
    },
    expectCreated: { price: '19.90', status: 'active', downloads: 0 },
    update: { status: 'inactive', downloads: 500 },
    expectUpdated: { status: 'inactive', downloads: 0 },
    search: 'WEDDING check',
    invalid: { name: 'x', description: 'y', price: 'NaN', category: 'Checklists' },
  },
  {
    path: 'campaigns',
    method: 'PUT',
    create: {
      name: 'Spring Launch',
      type: 'email',
      description: 'Newsletter to past clients',
      budget: '500',
    },
    expectCreated: { status: 'draft', budget: '500.00', reach: 0, engagement: 0, conversions: 0 },
    update: { reach: 1200, engagement: 300, conversions: 12 },
    expectUpdated: { reach: 1200, engagement: 300, conversions: 12, status: 'draft' },
    search: 'spring',
    invalid: { name: 'x', type: 'fax', description: 'y' },
  },
  {
    path: 'vendors',
    method: 'PATCH',
    create: {
      name: 'Bloom Florists',
      contactName: 'Flora',
      contactEmail: 'flora@bloom.test',
      specialties: ['roses', ' peonies '],
    },
    expectCreated: {
      category: 'catering',
      priceRange: 'medium',
      status: 'active',
      rating: 0,
      isPreferred: false,
      specialties: ['roses', 'peonies'],
    },
    update: { rating: 5, isPreferred: true, category: 'florist' },
    expectUpdated: { rating: 5, isPreferred: true, category: 'florist' },
    search: 'flora',
    invalid: { name: 'x', contactName: 'y', contactEmail: 'z@z.test', rating: 7 },
  },
  {
    path: 'marketing-assets',
    method: 'PATCH',
    create: { name: 'Primary Purple', type: 'color', category: 'brand', hexColor: '#7048e8' },
    expectCreated: { isActive: true, hexColor: '#7048e8' },
    update: { description: 'Buttons and headings' },
    expectUpdated: { description: 'Buttons and headings' },
    search: 'purple',
    invalid: { name: '', type: 'logo', category: 'brand' },
  },
  {
    path: 'templates',
    method: 'PATCH',
    create: {
      name: 'Event Proposal',
      category: 'proposal',
      fileUrl: 'https://files.example.com/proposal.docx',
      fileName: 'proposal.docx',
      fileType: 'docx',
      fileSize: 20480,
    },
    expectCreated: { isActive: true, usageCount: 0, fileSize: 20480 },
    update: { tags: ['sales', 'events'] },
    expectUpdated: { tags: ['sales', 'events'] },
    search: 'proposal',
    invalid: { name: 'x', category: 'proposal', fileUrl: 'not a url', fileName: 'x', fileType: 'docx' },
  },
  {
    path: 'business-info',
    method: 'PATCH',
    create: {
      name: 'Design Suite',
      value: 'Team licence',
      category: 'software',
      type: 'subscription',
      cost: '49.99',
      tags: ['design'],
    },
    expectCreated: { cost: '49.99', isActive: true, password: null },
    update: { isActive: false },
    expectUpdated: { isActive: false },
    search: 'design',
    invalid: { name: '', value: '' },
  },
  {
    path: 'financial-records',
    method: 'PATCH',
    create: {
      type: 'expense',
      category: 'Catering',
      description: 'Canapés for the gala',
      amount: '820.5',
      date: '2026-10-03',
      paymentMethod: 'Bank Transfer',
    },
    expectCreated: { amount: '820.50', date: '2026-10-03', taxDeductible: false },
    update: { taxDeductible: true },
    expectUpdated: { taxDeductible: true },
    search: 'CANAPÉS',
    invalid: { type: 'income', category: 'Catering', description: 'x', amount: '1.005', date: '2026-02-30' },
  },
];

describe.each(cases)('/api/$path', (c) => {
  it('creates, searches, reads, updates and deletes', async () => {
    const created = await t.call('POST', `/api/${c.path}`, { cookie, body: c.create });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toMatchObject(c.expectCreated);

    const found = await t.call('GET', `/api/${c.path}?search=${encodeURIComponent(c.search)}`, { cookie });
    expect(found.statusCode).toBe(200);
    expect(found.json().map((r: { id: number }) => r.id)).toContain(row.id);

    const updated = await t.call(c.method, `/api/${c.path}/${row.id}`, {
      cookie,
      body: { ...c.update, version: row.version },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject(c.expectUpdated);
    const stale = await t.call(c.method, `/api/${c.path}/${row.id}`, {
      cookie,
      body: { ...c.update, version: row.version },
    });
    expect(stale.statusCode).toBe(409);

    expect((await t.call('DELETE', `/api/${c.path}/${row.id}`, { cookie })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/${c.path}/${row.id}`, { cookie })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/${c.path}/${row.id}`, { cookie })).statusCode).toBe(404);
  });

  it('refuses invalid input with 400 and field issues', async () => {
    const res = await t.call('POST', `/api/${c.path}`, { cookie, body: c.invalid });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
    expect(res.json().message).toBe(res.json().issues[0].message);
  });
});

describe('tRPC paged lists', () => {
  it('pages, filters and counts on the server', async () => {
    for (let i = 0; i < 7; i++) {
      await t.call('POST', '/api/clients', {
        cookie,
        body: {
          name: `Paged ${i}`,
          industry: 'Events',
          contactName: 'P',
          contactEmail: `p${i}@x.test`,
          status: i % 2 ? 'inactive' : 'active',
        },
      });
    }
    const input = encodeURIComponent(
      JSON.stringify({
        search: 'paged',
        status: 'inactive',
        limit: 2,
        offset: 0,
        sortBy: 'name',
        sortDir: 'asc',
      }),
    );
    const res = await t.call('GET', `/trpc/clients.page?input=${input}`, { cookie });
    expect(res.statusCode).toBe(200);
    const data = res.json().result.data;
    expect(data.total).toBe(3);
    expect(data.items.map((c: { name: string }) => c.name)).toEqual(['Paged 1', 'Paged 3']);
  });

  it('searches every kind of record for the header search', async () => {
    await t.call('POST', '/api/vendors', {
      cookie,
      body: { name: 'Quokka Catering', contactName: 'Q', contactEmail: 'q@q.test' },
    });
    const input = encodeURIComponent(JSON.stringify({ term: 'QUOKKA' }));
    const res = await t.call('GET', `/trpc/search.everything?input=${input}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual([
      expect.objectContaining({ kind: 'vendor', title: 'Quokka Catering' }),
    ]);
  });
});
