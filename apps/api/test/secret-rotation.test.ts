import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateStoredSecrets } from '../src/lib/rotate-secrets.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const entry = (name: string, password: string) => ({
  name,
  category: 'password',
  type: 'credential',
  value: `${name} login`,
  password,
});

describe('key rotation', () => {
  it('re-encrypts every stored credential under the new key, after which the old key can go', async () => {
    const ids: number[] = [];
    for (const [name, password] of [
      ['Bank', 'bank-secret-1'],
      ['Mail', 'mail-secret-2'],
    ] as const) {
      const res = await t.call('POST', '/api/business-info', { cookie: admin, body: entry(name, password) });
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { id: number }).id);
    }
    // Operator adds a new key in front of the old one and runs the rotation.
    const stored = async () =>
      (
        await t.database.db
          .selectFrom('business_info')
          .select(['id', 'passwordCiphertext'])
          .orderBy('id')
          .execute()
      ).map((r) => r.passwordCiphertext!);
    const before = await stored();
    const newKey = randomBytes(32);
    const oldKeyId = before[0]!.split('.')[1];
    const both = new SecretBox([newKey, t.secretKey]);
    const report = await rotateStoredSecrets(t.database.db, both);
    expect(report).toEqual({ rotated: 2, current: 0, failed: [] });
    const after = await stored();
    expect(
      after.every((c) => c.split('.')[1] === SecretBox.keyId(newKey) && c.split('.')[1] !== oldKeyId),
    ).toBe(true);

    // Only the new key is needed now; a second run has nothing to do.
    const onlyNew = new SecretBox([newKey]);
    expect(after.map((c, i) => onlyNew.decrypt(c, `business_info.password:${ids[i]}`))).toEqual([
      'bank-secret-1',
      'mail-secret-2',
    ]);
    expect(await rotateStoredSecrets(t.database.db, onlyNew)).toEqual({ rotated: 0, current: 2, failed: [] });
  });

  it('reports and leaves alone a ciphertext that no loaded key opens', async () => {
    await t.database.db.deleteFrom('business_info').execute();
    const res = await t.call('POST', '/api/business-info', {
      cookie: admin,
      body: entry('Tampered', 'x-secret-3'),
    });
    const id = (res.json() as { id: number }).id;
    const row = await t.database.db
      .selectFrom('business_info')
      .select('passwordCiphertext')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const parts = row.passwordCiphertext!.split('.');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0] = data[0]! ^ 0xff;
    const tampered = [...parts.slice(0, 4), data.toString('base64url')].join('.');
    await t.database.db
      .updateTable('business_info')
      .set({ passwordCiphertext: tampered })
      .where('id', '=', id)
      .execute();

    const report = await rotateStoredSecrets(t.database.db, new SecretBox([randomBytes(32), t.secretKey]));
    expect(report.failed).toEqual([id]);
    const still = await t.database.db
      .selectFrom('business_info')
      .select('passwordCiphertext')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(still.passwordCiphertext).toBe(tampered);
  });
});
