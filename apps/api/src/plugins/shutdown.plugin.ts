import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a graceful shutdown: from now on new requests are answered 503 and every
     * response closes its connection; resolves once no request is in flight (or after `maxWaitMs`)
     * with the number still running. Then `close()` stops the listener.
     */
    drain(maxWaitMs: number): Promise<{ stillInFlight: number }>;
  }
}

/**
 * Graceful shutdown for a server that keeps listening while it drains: a client (or proxy) that
 * reaches it after SIGTERM gets a clear 503 with `Connection: close` instead of a reset, and requests
 * already received finish normally. Keep-alive sockets are closed after their response, so the final
 * `close()` does not wait for idle connections to time out.
 */
const shutdownPlugin: FastifyPluginAsync = async (app) => {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | null = null;

  // Counted on the Node server, so every received request counts, whichever hook answers it.
  app.server.on('request', (_req, res) => {
    inFlight++;
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    return reply
      .code(503)
      .send({ message: 'The server is shutting down; try again shortly', requestId: req.id });
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  app.decorate('drain', (maxWaitMs: number) => {
    draining = true;
    return new Promise<{ stillInFlight: number }>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        onIdle = null;
        resolve({ stillInFlight: inFlight });
      };
      const timer = setTimeout(done, maxWaitMs);
      if (inFlight === 0) done();
      else onIdle = done;
    });
  });
};

export default fp(shutdownPlugin, { name: 'shutdown' });
