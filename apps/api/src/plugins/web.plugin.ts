import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA from one port with the API. Unknown non-API GETs (not files) get
 * index.html, so client-side routes survive a reload; everything else gets a JSON 404.
 */
const webPlugin: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies, chosen by Accept-Encoding (with Vary: Accept-Encoding).
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those may be cached for a year.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web build not found: only the API is served');
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api') || req.url.startsWith('/trpc');
    // A path with a file extension is a missing asset; anything else is a client-side route.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '');
    if (hasBuild && (req.method === 'GET' || req.method === 'HEAD') && !isApi && !looksLikeFile) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
};

export default fp(webPlugin, { name: 'web' });
