import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SecretBox } from '../src/lib/secret-box.ts';

describe('GET /api/health', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const app = await buildApp({
      db: database.db,
      secrets: new SecretBox([randomBytes(32)]),
      sessionSecret: 'x'.repeat(32),
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const app = await buildApp({
      db: broken.db,
      secrets: new SecretBox([randomBytes(32)]),
      sessionSecret: 'x'.repeat(32),
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});
