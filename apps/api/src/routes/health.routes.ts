import { databaseAnswers } from '@app/db';
import type { FastifyPluginAsync } from 'fastify';
import { ERROR_REF } from '../openapi/errors.ts';
import { EXAMPLE_REQUEST_ID } from '../openapi/example-business.ts';
import type { RouteDocs } from '../openapi/route-docs.ts';
import { REASONS } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';

defineTag('health', 'Whether the server and its database answer (for load balancers and monitors).');

/** GET /api/health: 200 {"status":"ok"} when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async (_req, reply) => {
    const ok = await databaseAnswers(app.db);
    reply.header('cache-control', 'no-store');
    return ok ? { status: 'ok' } : reply.code(503).send({ status: 'unavailable' });
  });
};

const healthStatus = (status: 'ok' | 'unavailable') => ({
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', const: status } },
});

/** The documentation of `GET /api/health`. */
export const healthOpenApi: RouteDocs = {
  paths: {
    '/health': {
      get: {
        operationId: 'health',
        tags: ['health'],
        summary: 'Check the server and its database',
        description: 'Answers 200 when the database answers, 503 otherwise. Needs no sign-in; never cached.',
        responses: {
          200: {
            description: 'The server and its database answer.',
            content: {
              'application/json': {
                schema: healthStatus('ok'),
                example: { status: 'ok' },
              },
            },
          },
          503: {
            description: `Service unavailable: try again shortly.\n- ${REASONS.databaseUnavailable.summary} (\`{ "status": "unavailable" }\`)\n- ${REASONS.shuttingDown.summary}`,
            content: {
              'application/json': {
                schema: { oneOf: [healthStatus('unavailable'), ERROR_REF] },
                examples: {
                  databaseUnavailable: {
                    summary: REASONS.databaseUnavailable.summary,
                    value: { status: 'unavailable' },
                  },
                  shuttingDown: {
                    summary: REASONS.shuttingDown.summary,
                    value: { message: REASONS.shuttingDown.message, requestId: EXAMPLE_REQUEST_ID },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};
