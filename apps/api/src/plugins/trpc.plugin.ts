/*
 * The web app's RPC at /trpc/:path: tRPC's own resolver (resolveResponse) behind a Fastify route, as
 * @trpc/server/adapters/fastify does, with one difference. That adapter hands Fastify the fetch Response,
 * whose body Fastify then pipes from a web stream in chunked transfer encoding (and @fastify/compress
 * compresses as a stream): a read, a write and a chunk frame per piece, on every call. A JSON answer is
 * whole in memory already, so here its bytes are read out once and sent with their Content-Length,
 * like the REST face's answers. Anything else tRPC may answer (a JSONL or event stream) goes out as the
 * stream it is.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { assumeType } from '@app/domain';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { type HTTPErrorHandler, resolveResponse } from '@trpc/server/http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../trpc/root.ts';
import type { Context } from '../trpc/trpc.ts';

/** tRPC speaks GET (queries), POST (mutations) and HEAD; any other method is a 405. */
const TRPC_METHODS = new Set(['GET', 'POST', 'HEAD']);

/**
 * The response's 'close' for tRPC's abort signal, passed on only when the connection closed before the
 * answer was sent (the client went away). Given the response itself, tRPC aborts the signal at every
 * close, after every finished call too, and each abort builds a DOMException with its stack: 3-4% of
 * a list call's time, for nothing.
 */
function closedEarly(res: ServerResponse): ServerResponse {
  const early = new EventEmitter();
  res.once('close', () => {
    if (!res.writableFinished) early.emit('close');
  });
  // incomingMessageToRequest uses the response only to listen for 'close' (once/off).
  return assumeType<ServerResponse>(early);
}

type TrpcPluginOptions = {
  router: AppRouter;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;
  onError: HTTPErrorHandler<AppRouter, Request>;
};

const trpcPlugin: FastifyPluginAsync<TrpcPluginOptions> = async (
  scope,
  { router, createContext, onError },
) => {
  // tRPC reads the body itself, from the raw text (JSON) or stream (form data).
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));

  // Refused before the body is read. (A method the fetch Request cannot carry, TRACE, once ended in a 500.)
  scope.addHook('onRequest', async (req, reply) => {
    if (!TRPC_METHODS.has(req.method)) {
      return reply
        .code(405)
        .header('allow', 'GET, POST, HEAD')
        .send({ message: 'Method not allowed', requestId: req.id });
    }
  });

  scope.all<{ Params: { path: string } }>('/trpc/:path', async (req, reply) => {
    const incoming: typeof req.raw & { body?: unknown } = req.raw;
    if (req.body !== undefined) incoming.body = req.body;
    const response = await resolveResponse({
      router,
      path: req.params.path,
      req: incomingMessageToRequest(incoming, closedEarly(reply.raw), { maxBodySize: null }),
      error: null,
      createContext: () => createContext({ req, res: reply }),
      onError,
    });
    if (!response.headers.get('content-type')?.startsWith('application/json')) return reply.send(response);
    reply.code(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    // The bytes as the Response holds them (a string would be decoded here and encoded again to send).
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
};

export default trpcPlugin;
