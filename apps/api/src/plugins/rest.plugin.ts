import { assumeType } from '@app/domain';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { NodeHTTPResponse } from '@trpc/server/adapters/node-http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createOpenApiNodeHttpHandler, type NodeHTTPRequest } from 'trpc-to-openapi';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { answersCreated } from '../openapi/statuses.ts';
import type { createContextFactory } from '../trpc/context.ts';
import { appRouter } from '../trpc/root.ts';

type TrpcErrorBody = {
  message?: string;
  code?: string;
  data?: {
    httpStatus?: number;
    issues?: Array<{ path: string; message: string; id?: number; name?: string }>;
    requestId?: string;
  };
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
  return JSON.stringify({
    // A field refusal's first issue; a bulk refusal's (issues naming rows) sums its rows up in `message`.
    message:
      (issues?.some((issue) => issue.id !== undefined) ? body.message : issues?.[0]?.message) ??
      body.message ??
      'Request failed',
    ...(issues ? { issues } : {}),
    requestId,
  });
}

/** What the OpenAPI handler answers, kept until the Fastify reply sends it. */
class RestAnswer {
  statusCode = 200;
  readonly headers: Record<string, string | string[]> = {};
  body: string | undefined;

  setHeader(name: string, value: string | string[]): void {
    this.headers[name.toLowerCase()] = value;
  }

  end(body?: string): void {
    this.body = body;
  }
}

/** The Fastify request and reply behind one call, found again by the call's fetch Request. */
type RestExchange = { request: FastifyRequest; reply: FastifyReply };

/**
 * A fetch Request for trpc-to-openapi's handler, which reads the method, the content type, the URL
 * without the `/api` prefix, and the input: the body and query Fastify has already parsed (so a
 * request's JSON is parsed once, by the app's own parser with its depth and prototype checks).
 */
function openApiRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  const contentType = request.headers['content-type'];
  // trpc-to-openapi wants a JSON content type on every POST/PUT/PATCH; a bodiless one needs none.
  if (contentType !== undefined) headers.set('content-type', contentType);
  else if (request.body === undefined && request.method !== 'GET' && request.method !== 'DELETE') {
    headers.set('content-type', 'application/json');
  }
  const url = `http://127.0.0.1${request.url.replace(/^\/api/, '')}`;
  const call = new Request(url, { method: request.method, headers });
  // The handler takes the input from `body` and `query` when a request carries them parsed, as its
  // own fetch adapter passes a parsed body.
  return new Proxy(call, {
    get: (target, property) => {
      if (property === 'body') return request.body;
      if (property === 'query') return request.query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The documented `/api` paths of spec section 7: each is the tRPC procedure with the same validation,
 * served through trpc-to-openapi. Also the OpenAPI document and the interactive docs.
 *
 * Served by a plain Fastify route that hands trpc-to-openapi's handler a fetch Request and an answer
 * collector, then sends the answer with `reply`, so Fastify's hooks (session save, security headers,
 * the error bodies below) run as for any route and Fastify's own objects are left as they are. The
 * adapters the library ships do not fit: its Fastify one grafts Node methods onto Fastify's request and
 * reply and resolves before the reply is written (Fastify then answers an empty body when an onSend
 * hook, the session save, is slow); its fetch one builds the handler anew for every call, which checks
 * the whole router outside production: 16 ms a call here against 0.12 ms (measured on this router).
 */
const restPlugin: FastifyPluginAsync<{ createContext: ReturnType<typeof createContextFactory> }> = async (
  app,
  opts,
) => {
  const document = buildOpenApiDocument(appRouter);
  const exchanges = new WeakMap<object, RestExchange>();

  const handler = createOpenApiNodeHttpHandler({
    router: appRouter,
    createContext: ({ req }) => {
      const exchange = exchanges.get(req);
      if (!exchange) throw new Error('REST call without its Fastify request');
      return opts.createContext({ req: exchange.request, res: exchange.reply });
    },
    // Creations answer 201 Created; everything else that succeeds, 200 (the document says the same).
    responseMeta: ({ paths, errors }) =>
      errors.length === 0 && answersCreated(paths?.[0]) ? { status: 201 } : {},
    onError: ({ error, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        const reqId = exchanges.get(req)?.request.id;
        app.log.error({ err: error.cause ?? error, reqId }, 'REST call failed');
      }
    },
  });

  await app.register(async (rest) => {
    rest.addHook('onSend', async (req, reply, payload) => {
      if (reply.statusCode >= 400 && typeof payload === 'string') {
        return restErrorBody(payload, reply.statusCode, req.id);
      }
      return payload;
    });
    rest.route({
      method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      url: '/api/*',
      handler: async (request, reply) => {
        const call = openApiRequest(request);
        exchanges.set(call, { request, reply });
        const answer = new RestAnswer();
        // The handler's types name Node's objects; at run time it serves a fetch Request (its
        // `instanceof Request` branches, which its fetch adapter uses) and calls only `statusCode`,
        // `setHeader` and `end` on the response.
        await handler(assumeType<NodeHTTPRequest>(call), assumeType<NodeHTTPResponse>(answer));
        return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
      },
    });
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: {
      // @fastify/swagger's types name OpenAPI 2.0 and 3.0 documents only; it serves a 3.1 one unchanged.
      document: assumeType<StaticDocumentSpec['document']>(document),
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
};

export default fp(restPlugin, { name: 'rest', dependencies: ['session'] });
