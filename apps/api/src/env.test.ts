import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, persistentSecret } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.ADMIN_USERNAME).toBe('admin');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR.endsWith('.data')).toBe(true);
    expect(env.SEED_DEMO).toBeUndefined();
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('names every bad variable in one clear error', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT: must be a port number');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('SEED_DEMO: must be one of');
    }
  });

  it("takes the company's first time zone from TIME_ZONE, else the server's own, and refuses an unknown zone", () => {
    expect(loadEnv({ TIME_ZONE: 'Europe/Paris' }).TIME_ZONE).toBe('Europe/Paris');
    expect(loadEnv({}).TIME_ZONE).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => loadEnv({ TIME_ZONE: 'Mars/Olympus' })).toThrow('TIME_ZONE: must be an IANA time zone name');
  });

  it('keeps only the origin of PUBLIC_URL, and refuses one with a path or another scheme', () => {
    expect(loadEnv({}).PUBLIC_URL).toBeUndefined();
    expect(loadEnv({ PUBLIC_URL: 'https://Office.Example.com/' }).PUBLIC_URL).toBe(
      'https://office.example.com',
    );
    expect(loadEnv({ PUBLIC_URL: 'http://10.0.0.5:3000' }).PUBLIC_URL).toBe('http://10.0.0.5:3000');
    for (const bad of ['office.example.com', 'ftp://office.example.com', 'https://office.example.com/app'])
      expect(() => loadEnv({ PUBLIC_URL: bad })).toThrow('PUBLIC_URL: must be an http:// or https://');
  });

  it('requires SESSION_SECRET in production with DATABASE_URL', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' })).toThrow(
      /SESSION_SECRET: is required in production/,
    );
    expect(loadEnv({ NODE_ENV: 'production' }).SESSION_SECRET).toBeUndefined();
  });

  it('reads SEED_DEMO as a boolean', () => {
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
  });
});

describe('persistentSecret', () => {
  it('generates a secret once, keeps it private in DATA_DIR and returns the same one afterwards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-test-'));
    const env = loadEnv({ DATA_DIR: dir });
    const first = persistentSecret(env, 'session-secret', undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(persistentSecret(env, 'session-secret', undefined)).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(persistentSecret(env, 'session-secret', 'from-the-environment')).toBe('from-the-environment');
  });
});
