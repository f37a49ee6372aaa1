import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@app/db/testing';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_TIMEOUTS } from '../src/auth/session-user.ts';
import { SecretBox } from '../src/lib/secret-box.ts';
import { OFFLINE_OUTBOX } from '../src/mail/outbox.ts';
import restPlugin from '../src/plugins/rest.plugin.ts';

// The REST adapter on its own, behind an onSend hook as slow as a session save on a busy database:
// the answer must still be written whole, and Fastify's request and reply left as Fastify made them.

let database: TestDatabase;
let app: FastifyInstance;
const seen: Array<{ request: FastifyRequest; reply: FastifyReply }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const secrets = new SecretBox([randomBytes(32)]);
  app = Fastify();
  // Stands in for the session plugin the REST plugin depends on: its hook saves after the handler.
  await app.register(
    fp(
      async (scope) => {
        scope.addHook('onSend', async (_request, _reply, payload) => {
          await sleep(40);
          return payload;
        });
      },
      { name: 'session' },
    ),
  );
  app.addHook('onResponse', async (request, reply) => {
    seen.push({ request, reply });
  });
  await app.register(restPlugin, {
    createContext: async ({ req, res }) => ({
      db: database.db,
      secrets,
      sessions: { timeouts: DEFAULT_SESSION_TIMEOUTS, secureCookies: false },
      outbox: OFFLINE_OUTBOX,
      req,
      res,
      user: null,
    }),
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('REST adapter', () => {
  it('writes a success answer whole behind a slow onSend hook', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: true });
  });

  it('writes an error answer whole, in the REST shape, behind a slow onSend hook', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in', requestId: expect.any(String) });
  });

  it("leaves Fastify's request and reply unpatched", async () => {
    seen.length = 0;
    await app.inject({ method: 'GET', url: '/api/auth/me?x=1' });
    const [{ request, reply }] = seen as [(typeof seen)[number]];
    expect(request.raw.url).toBe('/api/auth/me?x=1');
    expect(Object.hasOwn(request, 'once')).toBe(false);
    expect(Object.hasOwn(reply, 'setHeader')).toBe(false);
    expect(Object.hasOwn(reply, 'end')).toBe(false);
    expect(Object.getOwnPropertyDescriptor(reply, 'statusCode')).toBeUndefined();
  });
});
