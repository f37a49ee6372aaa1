import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The page for a client-side address. The build (apps/web/scripts/prerender.mjs) renders the landing
 * page into index.html and the sign-in page into login.html, so a first visit paints before any script
 * runs; every other address gets app.html, the same page with nothing rendered (a signed-in screen
 * opened by its address must not show the landing page until the app has started). A build without
 * the prerendered pages (a plain `vite build`) has index.html alone, for every address.
 */
function pageFor(path: string, pages: { login: boolean; app: boolean }) {
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (route === '/') return 'index.html';
  if (route === '/login' && pages.login) return 'login.html';
  return pages.app ? 'app.html' : 'index.html';
}

/**
 * Serves the built SPA from one port with the API. Unknown non-API GETs (not files) get
 * the page for their address (pageFor), so client-side routes survive a reload; everything else gets a
 * JSON 404.
 */
const webPlugin: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const pages = {
    login: existsSync(join(distDir, 'login.html')),
    app: existsSync(join(distDir, 'app.html')),
  };
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
    const path = req.url.split('?')[0] ?? '';
    // A path with a file extension is a missing asset; anything else is a client-side route.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (hasBuild && (req.method === 'GET' || req.method === 'HEAD') && !isApi && !looksLikeFile) {
      return reply.header('cache-control', 'no-cache').sendFile(pageFor(path, pages));
    }
    // The prerendered sign-in form, sent before the app had started (it posts, so that the password is
    // never in an address): back to the page, where the app signs in.
    if (hasBuild && req.method === 'POST' && pageFor(path, pages) === 'login.html') {
      return reply.redirect('/login', 303);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
};

export default fp(webPlugin, { name: 'web' });
