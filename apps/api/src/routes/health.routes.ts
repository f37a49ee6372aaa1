import { databaseAnswers } from '@app/db';
import type { FastifyPluginAsync } from 'fastify';

/** GET /api/health: 200 {"status":"ok"} when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (_req, reply) => {
    const ok = await databaseAnswers(app.db);
    reply.header('cache-control', 'no-store');
    return ok ? { status: 'ok' } : reply.code(503).send({ status: 'unavailable' });
  });
};
