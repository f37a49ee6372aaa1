import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { answersCreated } from '../openapi/statuses.ts';
import { appRouter } from '../trpc/root.ts';
import type { createContextFactory } from '../trpc/context.ts';

type TrpcErrorBody = {
  message?: string;
  code?: string;
  data?: { httpStatus?: number; issues?: Array<{ path: string; message: string }>; requestId?: string };
};

/**
 * Reshapes tRPC error bodies into the REST contract: `{ message, issues?, requestId? }`.
 * 500s keep only a generic message and the request id.
 */
function restErrorBody(payload: string, statusCode: number, requestId: string): string {
  let body: TrpcErrorBody;
  try {
    body = JSON.parse(payload) as TrpcErrorBody;
  } catch {
    return payload;
  }
  if (statusCode >= 500 && statusCode !== 503) {
    return JSON.stringify({ message: 'Internal server error', requestId });
  }
  const issues = body.data?.issues;
  return JSON.stringify({ message: issues?.[0]?.message ?? body.message ?? 'Request failed', ...(issues ? { issues } : {}), requestId });
}

/**
 * The documented `/api` paths of spec section 7: each is the tRPC procedure with the same validation,
 * served through trpc-to-openapi. Also the OpenAPI document and the interactive docs.
 */
const restPlugin: FastifyPluginAsync<{ createContext: ReturnType<typeof createContextFactory> }> = async (app, opts) => {
  const document = buildOpenApiDocument(appRouter);

  await app.register(async (rest) => {
    // trpc-to-openapi wants a JSON content type on every POST/PUT/PATCH; a bodiless one needs none.
    rest.addHook('preHandler', async (req) => {
      if (req.body === undefined && !req.headers['content-type'] && req.method !== 'GET' && req.method !== 'DELETE') {
        req.headers['content-type'] = 'application/json';
      }
    });
    rest.addHook('onSend', async (req, reply, payload) => {
      if (reply.statusCode >= 400 && typeof payload === 'string') {
        return restErrorBody(payload, reply.statusCode, req.id);
      }
      return payload;
    });
    const handler = createOpenApiNodeHttpHandler({
      router: appRouter,
      createContext: ({ req, res }: { req: unknown; res: unknown }) => opts.createContext({ req, res } as never),
      // Creations answer 201 Created; everything else that succeeds, 200 (the document says the same).
      responseMeta: ({ paths, errors }: { paths?: readonly string[]; errors: readonly unknown[] }) =>
        errors.length === 0 && answersCreated(paths?.[0]) ? { status: 201 } : {},
      onError: ({ error, req }: { error: { code: string; cause?: unknown }; req: unknown }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ err: error.cause ?? error, reqId: (req as { id?: string }).id }, 'REST call failed');
        }
      },
    });
    // The adapter that ships with trpc-to-openapi resolves its handler before the reply is written,
    // which Fastify answers with an empty body when onSend hooks (the session save) are slow. This
    // one hands the handler Node-style req/res views of Fastify's objects and returns the reply.
    rest.route({
      method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      url: '/api/*',
      handler: async (request, reply) => {
        request.raw.url = request.url.replace(/^\/api/, '');
        const req = Object.assign(request, {
          once: request.raw.once.bind(request.raw),
          on: request.raw.on.bind(request.raw),
          off: request.raw.off.bind(request.raw),
          destroy: request.raw.destroy.bind(request.raw),
        });
        const res = Object.assign(reply, {
          setHeader: (key: string, value: string) => void reply.header(key, value),
          end: (data: string) => void (reply.sent ? undefined : reply.send(data)),
          once: reply.raw.once.bind(reply.raw),
          on: reply.raw.on.bind(reply.raw),
          off: reply.raw.off.bind(reply.raw),
          emit: reply.raw.emit.bind(reply.raw),
          removeListener: reply.raw.removeListener.bind(reply.raw),
        });
        Object.defineProperty(res, 'statusCode', {
          set: (value: number) => void reply.code(value),
          get: () => reply.raw.statusCode,
          configurable: true,
        });
        await handler(req as never, res as never);
        return reply;
      },
    });
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
};

export default fp(restPlugin, { name: 'rest', dependencies: ['session'] });
