import { randomBytes, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED, INVALID_IDEMPOTENCY_KEY } from '@app/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rotateStoredSecrets } from '../src/lib/rotate-secrets.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { answerAad } from '../src/trpc/idempotency.ts';
import { ADMIN, createTestApp, type TestApp, USER } from './helpers.ts';

// Idempotency-Key on signed-in POSTs: a double-click or a retry writes once. On PostgreSQL
// the parallel requests really run side by side (the second waits on the key's row); on PGlite they
// queue, which must give the same answers.

let t: TestApp;
let user: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.login(USER);
  admin = await t.login(ADMIN);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('clients').execute();
  await t.database.db.deleteFrom('idempotency_keys').execute();
});

const client = (name = 'Once Only Ltd') => ({
  name,
  industry: 'Events',
  contactName: 'Casey',
  contactEmail: 'casey@example.com',
});
const postClient = (key: string | undefined, body: unknown = client(), cookie = user) =>
  t.call('POST', '/api/clients', {
    cookie,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const clientRows = () => t.database.db.selectFrom('clients').select(['id', 'name']).execute();
const auditEntries = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('audit_log')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const same = (a: LightMyRequestResponse, b: LightMyRequestResponse) => {
  expect(b.statusCode).toBe(a.statusCode);
  expect(b.json()).toEqual(a.json());
};

describe('Idempotency-Key on REST POSTs', () => {
  it('answers the first answer again (status and body) and writes nothing the second time', async () => {
    const key = randomUUID();
    const first = await postClient(key);
    expect(first.statusCode, first.body).toBe(201);
    const logged = await auditEntries();

    const again = await postClient(key);
    same(first, again);
    expect(await clientRows()).toEqual([{ id: first.json().id, name: 'Once Only Ltd' }]);
    expect(await auditEntries()).toBe(logged);
  });

  it('refuses the same key with a different body (422) and writes nothing', async () => {
    const key = randomUUID();
    expect((await postClient(key)).statusCode).toBe(201);
    const other = await postClient(key, client('Someone Else Ltd'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED, requestId: expect.any(String) });
    // Another operation with the key is a different request too.
    const vendor = await t.call('POST', '/api/vendors', {
      cookie: user,
      body: { name: 'Sound Co', category: 'audio', contactName: 'Sam', email: 'sam@example.com' },
      headers: { 'idempotency-key': key },
    });
    expect(vendor.statusCode).toBe(422);
    expect(await clientRows()).toHaveLength(1);
    expect(await t.database.db.selectFrom('vendors').select('id').execute()).toEqual([]);
  });

  it("keeps each user's keys apart", async () => {
    const key = randomUUID();
    const mine = await postClient(key);
    const theirs = await postClient(key, client(), admin);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await clientRows()).toHaveLength(2);
  });

  it('takes a key as new after 24 hours', async () => {
    const key = randomUUID();
    const first = await postClient(key);
    await sql`update idempotency_keys set created_at = created_at - interval '23 hours 59 minutes'`.execute(
      t.database.db,
    );
    same(first, await postClient(key));
    await sql`update idempotency_keys set created_at = created_at - interval '1 minute'`.execute(
      t.database.db,
    );
    const fresh = await postClient(key, client('A Day Later Ltd'));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(first.json().id);
    expect((await clientRows()).map((c) => c.name).sort()).toEqual(['A Day Later Ltd', 'Once Only Ltd']);
  });

  it('writes once when requests with one key arrive together, and answers each the same', async () => {
    for (const count of [2, 6]) {
      await t.database.db.deleteFrom('clients').execute();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: count }, () => postClient(key)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(count).fill(201));
      for (const answer of answers.slice(1)) same(answers[0]!, answer);
      expect(await clientRows()).toEqual([{ id: answers[0]!.json().id, name: 'Once Only Ltd' }]);
    }
  });

  it('keeps nothing of a refused call: a retry with the same key runs', async () => {
    const key = randomUUID();
    const refused = await postClient(key, { ...client(), contactEmail: 'not an email' });
    expect(refused.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]);
    const fixed = await postClient(key);
    expect(fixed.statusCode).toBe(201);
    same(fixed, await postClient(key));
    expect(await clientRows()).toHaveLength(1);
  });

  it('refuses a malformed key with 400 and ignores the header on PUT', async () => {
    for (const key of ['', 'k'.repeat(201), 'caf\u00e9']) {
      const res = await postClient(key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().message).toBe(INVALID_IDEMPOTENCY_KEY);
    }
    expect((await postClient('k'.repeat(200))).statusCode).toBe(201);
    const { id } = (await clientRows())[0]!;
    const rename = (name: string) =>
      t.call('PUT', `/api/clients/${id}`, {
        cookie: user,
        body: { name },
        headers: { 'idempotency-key': 'put-key' },
      });
    expect((await rename('First Name')).json().name).toBe('First Name');
    expect((await rename('Second Name')).json().name).toBe('Second Name');
  });

  it('stores an answer that carries a secret encrypted, and key rotation keeps it readable', async () => {
    const key = randomUUID();
    const canary = `canary-${randomBytes(8).toString('hex')}`;
    const body = {
      name: 'Bank',
      category: 'password',
      type: 'credential',
      value: 'bank login',
      password: canary,
    };
    const first = await t.call('POST', '/api/business-info', {
      cookie: admin,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().password).toBe(canary);
    const stored = await t.database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(canary);
    same(
      first,
      await t.call('POST', '/api/business-info', {
        cookie: admin,
        body,
        headers: { 'idempotency-key': key },
      }),
    );

    const newKey = randomBytes(32);
    await rotateStoredSecrets(t.database.db, new SecretBox([newKey, t.secretKey]));
    const rotated = await t.database.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(rotated.responseCiphertext!.split('.')[1]).toBe(SecretBox.keyId(newKey));
    expect(
      JSON.parse(new SecretBox([newKey]).decrypt(rotated.responseCiphertext!, answerAad(rotated))),
    ).toEqual(first.json());
  });
});

describe('Idempotency-Key on the RPC creates', () => {
  const rpcCreate = (key: string, body: unknown = client()) =>
    t.call('POST', '/trpc/clients.create', { cookie: user, body, headers: { 'idempotency-key': key } });

  it('replays a double submission and refuses a changed one', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([rpcCreate(key), rpcCreate(key)]);
    expect(first!.statusCode, first!.body).toBe(200);
    same(first!, second!);
    expect(await clientRows()).toHaveLength(1);
    const changed = await rpcCreate(key, client('Changed Ltd'));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await clientRows()).toHaveLength(1);
  });

  it('shares the key with the REST face: the same request through either is one write', async () => {
    const key = randomUUID();
    const rpc = await rpcCreate(key);
    const rest = await postClient(key);
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toEqual(rpc.json().result.data);
    expect(await clientRows()).toHaveLength(1);
  });
});

describe('Idempotency-Key on POST /api/uploads', () => {
  const boundary = '----idempotentupload';
  const upload = (key: string, name = 'run-sheet.txt', content = 'Load-in at 9am', cookie = user) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=document',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'idempotency-key': key,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
        ),
        Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  const storedFiles = () => t.database.db.selectFrom('stored_files').select('id').execute();
  beforeEach(async () => {
    await t.database.db.deleteFrom('stored_files').execute();
  });

  it('stores a file sent twice at once with one key once, and answers both the same', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([upload(key), upload(key)]);
    expect(first!.statusCode, first!.body).toBe(201);
    same(first!, second!);
    same(first!, await upload(key));
    expect(await storedFiles()).toEqual([{ id: first!.json().id }]);
    const download = await t.call('GET', first!.json().url, { cookie: user });
    expect(download.body).toBe('Load-in at 9am');
  });

  it('refuses the key with another file (422) or a malformed key (400) and stores nothing', async () => {
    const key = randomUUID();
    const first = await upload(key);
    expect(first.statusCode).toBe(201);
    for (const other of [upload(key, 'other-name.txt'), upload(key, 'run-sheet.txt', 'Load-in at 10am')]) {
      const refused = await other;
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    }
    const malformed = await upload('k'.repeat(201));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(INVALID_IDEMPOTENCY_KEY);
    expect(await storedFiles()).toHaveLength(1);
    // Another user's key of the same name is theirs.
    expect((await upload(key, 'run-sheet.txt', 'Load-in at 9am', admin)).statusCode).toBe(201);
    expect(await storedFiles()).toHaveLength(2);
  });
});
