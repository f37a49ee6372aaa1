import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SecretBox } from '../src/lib/secret-box.ts';

// The page each address gets (plugins/web.plugin.ts): the build renders the landing page into
// index.html and the sign-in page into login.html (apps/web/scripts/prerender.mjs); every other
// client-side address gets app.html, with nothing rendered. A plain `vite build` has index.html alone.

const page = (name: string) => `<!doctype html><html><body><div id="root">${name}</div></body></html>`;

async function appServing(files: string[]) {
  const dist = mkdtempSync(join(tmpdir(), 'web-pages-'));
  for (const name of files) writeFileSync(join(dist, name), page(name));
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    secrets: new SecretBox([randomBytes(32)]),
    sessionSecret: 'x'.repeat(32),
    webDist: dist,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

describe('the prerendered pages', () => {
  let served: Awaited<ReturnType<typeof appServing>>;
  beforeAll(async () => {
    served = await appServing(['index.html', 'login.html', 'app.html']);
  });
  afterAll(async () => {
    await served?.close();
  });

  it.each([
    ['/', 'index.html'],
    ['/login', 'login.html'],
    ['/login/', 'login.html'],
    ['/login?next=%2Fclients', 'login.html'],
    ['/clients', 'app.html'],
    ['/admin/users', 'app.html'],
    ['/portal/login', 'app.html'],
    ['/loginx', 'app.html'],
  ])('GET %s answers %s, uncached, under the CSP', async (url, file) => {
    const res = await served.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page(file));
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('answers HEAD /login as GET', async () => {
    const res = await served.app.inject({ method: 'HEAD', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the sign-in form posted before the app had started back to the page, password unread', async () => {
    const res = await served.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
  });

  it('still answers a missing asset and an unknown API path with a JSON 404', async () => {
    for (const url of ['/assets/missing-Ab12Cd34.js', '/api/nothing-here']) {
      const res = await served.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ message: 'Not found' });
    }
  });
});

describe('a build without prerendered pages', () => {
  let served: Awaited<ReturnType<typeof appServing>>;
  beforeAll(async () => {
    served = await appServing(['index.html']);
  });
  afterAll(async () => {
    await served?.close();
  });

  it.each(['/', '/login', '/clients'])('GET %s answers index.html', async (url) => {
    const res = await served.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page('index.html'));
  });
});
