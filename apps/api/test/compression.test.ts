import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

// What travels: JSON answers above 1 KB compressed as the client asks (br preferred), small ones as
// they are; the web build's files sent as their precompressed copies. Each body is decoded here with
// node:zlib and compared with the plain answer, byte for byte.

describe('compressed API answers', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login(ADMIN);
    await t.database.db
      .insertInto('clients')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          name: `Compressible Client ${i}`,
          industry: 'Weddings',
          contactName: `Contact ${i}`,
          contactEmail: `c${i}@example.com`,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, encoding?: string) =>
    t.call('GET', url, { cookie, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends a REST list %s-encoded, decoding to the plain answer', async (encoding, decode) => {
    const plain = await get('/api/clients?limit=100');
    const packed = await get('/api/clients?limit=100', `${encoding}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
    const decoded = decode(packed.rawPayload).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(plain.json()).toHaveLength(60);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('prefers brotli when the browser accepts both', async () => {
    const res = await get('/api/clients?limit=100', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('compresses the web app’s own RPC answers too', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: 50, offset: 0 }));
    const plain = await get(`/trpc/clients.page?input=${input}`);
    const packed = await get(`/trpc/clients.page?input=${input}`, 'br');
    expect(plain.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends an RPC answer whole, with its length, single and batched (not streamed in chunks)', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: 50, offset: 0 }));
    const single = await get(`/trpc/clients.page?input=${input}`);
    const batched = await get(
      `/trpc/clients.page,auth.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { limit: 5, offset: 0 } }))}`,
    );
    for (const res of [single, batched]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
    expect(single.json().result.data.items).toHaveLength(50);
    expect(batched.json()).toHaveLength(2);
    expect(batched.json()[1].result.data.user.username).toBe(ADMIN.username);
    // An error answer keeps its status.
    const refused = await t.call('GET', `/trpc/clients.page?input=${input}`);
    expect(refused.statusCode).toBe(401);
    expect(Number(refused.headers['content-length'])).toBe(refused.rawPayload.length);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('the web build, precompressed', () => {
  let database: TestDatabase;
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
  const page = `<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    for (const [name, text] of [
      ['assets/app-Ab12Cd34.js', script],
      ['index.html', page],
    ] as const) {
      writeFileSync(join(dist, name), text);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
    }
    database = await createTestDatabase();
    app = await buildApp({
      db: database.db,
      secrets: new SecretBox([randomBytes(32)]),
      sessionSecret: 'x'.repeat(32),
      webDist: dist,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends a hashed script as its .%s copy with the script type and a year of caching',
    async (encoding, decode) => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/app-Ab12Cd34.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString('utf8')).toBe(script);
    },
  );

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('sends the page of a client-side route compressed', async () => {
    const res = await app.inject({ method: 'GET', url: '/clients', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(page);
  });
});
