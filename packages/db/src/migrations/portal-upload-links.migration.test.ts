import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase } from '../testing.ts';
import { up } from './2026_11_28_0053_portal_upload_links.ts';

// Migration 0053 on both database kinds: the uploads portals sent before uploads carried their client
// and event are filed under the portal's client and event; nothing staff linked is overwritten.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.close());

async function insert(table: string, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(
    columns.map((c) => sql.ref(c)),
  )}) values (${sql.join(Object.values(values))}) returning id`.execute(testDb.db);
  return rows[0]!.id;
}

const upload = (portalId: number, extra: Record<string, unknown> = {}) =>
  insert('documents', {
    name: 'list.txt',
    category: 'client-upload',
    file_url: '/x',
    file_size: '1 KB',
    mime_type: 'text/plain',
    uploaded_by: 'Client (client portal)',
    uploaded_by_portal_id: portalId,
    ...extra,
  });

const links = async (id: number) =>
  (
    await sql<{ clientId: number | null; eventId: number | null }>`
      select client_id, event_id from documents where id = ${id}`.execute(testDb.db)
  ).rows[0];

describe('migration 0053 (portal uploads linked to their client and event)', () => {
  it("files earlier uploads under the portal's client and event, keeping what staff linked", async () => {
    const client = await insert('clients', {
      name: 'Links Co',
      industry: 'Retail',
      contact_name: 'Lin',
      contact_email: 'lin@links.test',
    });
    const event = (name: string) =>
      insert('events', {
        name,
        type: 'Wedding',
        date: '2027-05-01',
        time: '15:00',
        venue: 'Pier 7',
        client_name: 'Links Co',
        client_id: client,
      });
    const own = await event('Own');
    const chosen = await event('Chosen');
    const portal = await insert('client_portals', {
      client_id: client,
      client_name: 'Links Co',
      event_id: own,
      event_name: 'Own',
      email: 'lin@links.test',
      password_hash: 'x',
    });
    const bare = await upload(portal);
    const linked = await upload(portal, { event_id: chosen, client_id: client });
    const staffs = await insert('documents', {
      name: 'contract.pdf',
      category: 'contracts',
      file_url: '/y',
      file_size: '1 KB',
      mime_type: 'application/pdf',
      uploaded_by: 'admin',
    });

    await up(testDb.db);
    expect(await links(bare)).toEqual({ clientId: client, eventId: own });
    expect(await links(linked)).toEqual({ clientId: client, eventId: chosen });
    expect(await links(staffs)).toEqual({ clientId: null, eventId: null });
  });
});
