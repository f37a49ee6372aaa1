import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, deploymentSecrets, FAULT_ADMIN, startApi } from './support/api-process.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './support/cluster.ts';
import { login, send } from './support/http.ts';

// A business-info password goes in through the API and must never be readable at rest: not in a
// pg_dump of the database, not in the server's logs (at debug level). A ciphertext altered in the
// database is refused: the entry is served with `password: null` (no garbage plaintext, no internals),
// the request still succeeds so the rest of the page stays usable, and the server logs a warning
// naming the row. The process keeps running.

let cluster: ThrowawayCluster;
let api: ApiProcess;
beforeAll(async () => {
  cluster = await startThrowawayCluster();
  const databaseUrl = await cluster.createDatabase('secrets');
  api = await startApi({ name: 'secrets', databaseUrl, secrets: deploymentSecrets(), logLevel: 'debug' });
});
afterAll(async () => {
  await api?.stop();
  cluster?.destroy();
});

/** The ciphertext with one byte of its encrypted data flipped (the format is v1.keyId.iv.tag.data). */
function flipDataByte(ciphertext: string): string {
  const parts = ciphertext.split('.');
  const data = Buffer.from(parts[4]!, 'base64url');
  data[0] = data[0]! ^ 0x01;
  parts[4] = data.toString('base64url');
  return parts.join('.');
}

describe('stored credentials at rest', () => {
  it('keeps a canary password out of pg_dump and the logs, and refuses a tampered ciphertext', async () => {
    const canary = `canary-${randomBytes(12).toString('hex')}`;
    const cookie = await login(api.baseUrl, FAULT_ADMIN);

    const created = await send(`${api.baseUrl}/api/business-info`, {
      method: 'POST',
      cookie,
      body: {
        name: 'Ticketing admin',
        value: 'back office login',
        category: 'password',
        type: 'credential',
        username: 'ops',
        password: canary,
      },
    });
    expect(created.status, created.text).toBe(201);
    const entry = JSON.parse(created.text) as { id: number; version: number; password: string };
    expect(entry.password).toBe(canary);
    // The canary also passes through an update, a read, a list, a search and a refused request.
    const updated = await send(`${api.baseUrl}/api/business-info/${entry.id}`, {
      method: 'PATCH',
      cookie,
      body: { password: `${canary}-2`, version: entry.version },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(
      JSON.parse((await send(`${api.baseUrl}/api/business-info/${entry.id}`, { cookie })).text).password,
    ).toBe(`${canary}-2`);
    expect((await send(`${api.baseUrl}/api/business-info?search=ticketing`, { cookie })).status).toBe(200);
    const refused = await send(`${api.baseUrl}/api/business-info`, {
      method: 'POST',
      cookie,
      body: { name: '', value: '', password: canary },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).not.toContain(canary);
    const other = await send(`${api.baseUrl}/api/business-info`, {
      method: 'POST',
      cookie,
      body: { name: 'Other entry', value: 'x', category: 'password', password: 'another-secret' },
    });
    expect(other.status, other.text).toBe(201);
    const otherId = JSON.parse(other.text).id as number;

    const dump = cluster.dump('secrets');
    // The dump is real: it holds the entry and its ciphertext, just not the plaintext.
    expect(dump).toContain('Ticketing admin');
    expect(dump).toMatch(/v1\.[A-Za-z0-9_-]{8}\./);
    const dumpHits = dump.split(canary).length - 1;
    // The log is real: it holds the requests that carried the canary (once they arrive through the
    // server's stdout pipe), just not the canary.
    await expect
      .poll(() => api.output(), { timeout: 5_000 })
      .toContain(`"url":"/api/business-info/${entry.id}"`);
    const logHits = api.output().split(canary).length - 1;
    console.log(
      `[faults] secrets at rest: canary hits in pg_dump (${dump.length} bytes): ${dumpHits}; in server logs at debug level: ${logHits}`,
    );
    expect(dumpHits).toBe(0);
    expect(logHits).toBe(0);

    // Tamper: one flipped byte of the stored ciphertext.
    const [stored] = await cluster.query<{ c: string }>(
      'secrets',
      'select password_ciphertext as c from business_info where id = $1',
      [entry.id],
    );
    await cluster.query('secrets', 'update business_info set password_ciphertext = $1 where id = $2', [
      flipDataByte(stored!.c),
      entry.id,
    ]);
    // Move: a valid ciphertext copied into another row (its AAD names the row it was made for).
    await cluster.query('secrets', 'update business_info set password_ciphertext = $1 where id = $2', [
      stored!.c,
      otherId,
    ]);

    const logBefore = api.output().length;
    const one = await send(`${api.baseUrl}/api/business-info/${entry.id}`, { cookie });
    expect(one.status, one.text).toBe(200);
    expect(JSON.parse(one.text)).toMatchObject({ id: entry.id, name: 'Ticketing admin', password: null });
    const list = await send(`${api.baseUrl}/api/business-info`, { cookie });
    expect(list.status).toBe(200);
    const rows = JSON.parse(list.text) as Array<{ id: number; password: string | null }>;
    expect(rows.find((r) => r.id === entry.id)?.password).toBeNull();
    expect(rows.find((r) => r.id === otherId)?.password).toBeNull();
    for (const body of [one.text, list.text]) {
      expect(body).not.toContain(canary);
      expect(body).not.toMatch(/v1\.|ciphertext|decrypt|auth tag|stack/i);
    }
    // The log reaches this process through the server's stdout pipe, maybe after the answer: wait for it.
    const warnings = () =>
      api
        .output()
        .slice(logBefore)
        .match(/stored password refused/g) ?? [];
    await expect.poll(() => warnings().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(api.alive()).toBe(true);
    console.log(
      `[faults] secrets at rest: tampered and moved ciphertexts accepted: 0 (served as password null, ${warnings.length} warnings logged)`,
    );
  });
});
