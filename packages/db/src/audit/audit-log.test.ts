import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../passwords.ts';
import type { TestDatabase } from '../testing.ts';
import { createTestDatabase, resetTables } from '../testing.ts';
import { listAuditLog, setAuditActor } from './audit-log.repository.ts';

describe('audit log trigger', () => {
  let testDb: TestDatabase;
  let actorId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.close());
  beforeEach(async () => {
    await resetTables(testDb.db);
    const admin = await testDb.db
      .insertInto('users')
      .values({ username: 'ada', passwordHash: await hashPassword('secret-1'), role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    actorId = admin.id;
    await testDb.db.deleteFrom('audit_log').execute();
  });

  const client = { name: 'Acme', industry: 'Retail', contactName: 'Ann', contactEmail: 'ann@acme.test' };
  const entries = () => listAuditLog(testDb.db, { limit: 50, offset: 0 });

  it('comes from one trigger function on every audited table (migrations/audit.ts)', async () => {
    const { rows } = await sql<{ table: string; fn: string }>`
      select c.relname as table, p.proname as fn
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and t.tgname like '%_audit'`.execute(testDb.db);
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.fn))).toEqual(new Set(['audit_row_change']));
    const functions = await sql<{ name: string }>`
      select proname as name from pg_proc where proname like 'audit%' and pronamespace = current_schema()::regnamespace`.execute(
      testDb.db,
    );
    expect(functions.rows.map((row) => row.name)).toEqual(['audit_row_change']);
  });

  it('records create, update (changed fields only) and delete with the actor of the transaction', async () => {
    const id = await testDb.db.transaction().execute(async (trx) => {
      await setAuditActor(trx, { id: actorId, username: 'ada', requestId: 'req-1' });
      const row = await trx.insertInto('clients').values(client).returning('id').executeTakeFirstOrThrow();
      await trx
        .updateTable('clients')
        .set({ name: 'Acme Events', industry: 'Retail' })
        .where('id', '=', row.id)
        .execute();
      return row.id;
    });
    await testDb.db.deleteFrom('clients').where('id', '=', id).execute();

    const { items, total } = await entries();
    expect(total).toBe(3);
    const [deleted, updated, created] = items;
    expect(created).toMatchObject({
      action: 'create',
      tableName: 'clients',
      recordId: String(id),
      actorId,
      actorName: 'ada',
      requestId: 'req-1',
    });
    expect(created?.changes).toMatchObject({ name: 'Acme', contact_email: 'ann@acme.test' });
    expect(updated?.changes).toEqual({ name: { from: 'Acme', to: 'Acme Events' } });
    // Outside a named transaction the entry has no actor; the old values are kept.
    expect(deleted).toMatchObject({ action: 'delete', actorId: null, actorName: null });
    expect(deleted?.changes).toMatchObject({ name: 'Acme Events' });
  });

  it('does not log an update that changes nothing', async () => {
    const row = await testDb.db
      .insertInto('clients')
      .values(client)
      .returning('id')
      .executeTakeFirstOrThrow();
    await testDb.db.updateTable('clients').set({ name: 'Acme' }).where('id', '=', row.id).execute();
    expect((await entries()).total).toBe(1);
  });

  it('never copies a password hash or an encrypted credential', async () => {
    const user = await testDb.db
      .insertInto('users')
      .values({ username: 'bob', passwordHash: 'argon2-hash-canary', role: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testDb.db
      .updateTable('users')
      .set({ passwordHash: 'argon2-hash-canary-2' })
      .where('id', '=', user.id)
      .execute();
    await testDb.db
      .insertInto('business_info')
      .values({
        name: 'Bank',
        category: 'password',
        type: 'credential',
        value: 'bank login',
        passwordCiphertext: 'ciphertext-canary',
      })
      .execute();
    const { items } = await entries();
    const text = JSON.stringify(items);
    expect(text).not.toContain('canary');
    expect(items.find((e) => e.action === 'update')?.changes).toEqual({ password_hash: '[redacted]' });
  });

  it('keeps the entry when the actor is deleted later, with the name', async () => {
    const other = await testDb.db
      .insertInto('users')
      .values({ username: 'temp', passwordHash: 'x', role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testDb.db.transaction().execute(async (trx) => {
      await setAuditActor(trx, { id: other.id, username: 'temp' });
      await trx
        .insertInto('vendors')
        .values({
          name: 'Florist',
          category: 'florist',
          contactName: 'F',
          contactEmail: 'f@x.test',
          priceRange: 'medium',
        })
        .execute();
    });
    await testDb.db.deleteFrom('users').where('id', '=', other.id).execute();
    const { items } = await listAuditLog(testDb.db, { tableName: 'vendors', limit: 10, offset: 0 });
    expect(items[0]).toMatchObject({ actorId: null, actorName: 'temp', action: 'create' });
  });

  it('logs company settings (whose id is not a number) and filters by record', async () => {
    await testDb.db.updateTable('company_settings').set({ companyName: 'Bright Events' }).execute();
    const { items } = await listAuditLog(testDb.db, {
      tableName: 'company_settings',
      recordId: 'true',
      limit: 10,
      offset: 0,
    });
    expect(items[0]?.changes).toEqual({ company_name: { from: 'EventFlow', to: 'Bright Events' } });
  });

  it('does not let the actor leak to the next transaction on the same connection', async () => {
    await testDb.db
      .transaction()
      .execute(async (trx) => setAuditActor(trx, { id: actorId, username: 'ada' }));
    await testDb.db.insertInto('clients').values(client).execute();
    const { rows } = await sql<{
      actor: string | null;
    }>`select current_setting('app.actor_id', true) as actor`.execute(testDb.db);
    expect(rows[0]?.actor ?? '').toBe('');
    expect((await entries()).items[0]).toMatchObject({ actorId: null });
  });
});
