import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Submissions one address may send in SUBMISSION_WINDOW_MS; past that, 429. */
const SUBMISSIONS_PER_WINDOW = 20;
const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;
/** A submission's body at most: a long answer or two, never a megabyte. */
const SUBMISSION_BODY_MAX = 64 * 1024;
const SUBMISSION_TOO_LARGE = 'The submission is too large';
const SUBMISSIONS_TOO_FREQUENT = 'Too many submissions from this address. Try again in a few minutes.';

/** The public forms' submission calls: the REST path and the RPC procedure (alone or in a batch). */
const SUBMISSION_PATHS = [
  /^\/api\/public\/forms\/[^/?]+\/submissions(\?|$)/,
  /^\/trpc\/([^?]*,)?publicForms\.submit(,|\?|$)/,
];
const isSubmission = (url: string) => SUBMISSION_PATHS.some((path) => path.test(url));

/**
 * Guards the public forms' submissions, before anything reads their body: at most
 * SUBMISSIONS_PER_WINDOW from one address per window (@fastify/rate-limit, counted in this process's
 * memory), and a declared body over SUBMISSION_BODY_MAX is a 413 (the app's own 256 KiB limit catches
 * a body sent without its length). A hook on every route, since the REST and RPC routes that serve
 * them are catch-alls; other requests pass untouched.
 */
const publicFormsPlugin: FastifyPluginAsync<{ perWindow?: number }> = async (app, opts) => {
  await app.register(fastifyRateLimit, { global: false });
  const limit = app.rateLimit({
    max: opts.perWindow ?? SUBMISSIONS_PER_WINDOW,
    timeWindow: SUBMISSION_WINDOW_MS,
    keyGenerator: (req: FastifyRequest) => `lead-form:${req.ip}`,
    errorResponseBuilder: () => Object.assign(new Error(SUBMISSIONS_TOO_FREQUENT), { statusCode: 429 }),
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'POST' || !isSubmission(req.url)) return;
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > SUBMISSION_BODY_MAX) {
      return reply.code(413).send({ message: SUBMISSION_TOO_LARGE, requestId: req.id });
    }
    await limit.call(app, req, reply);
  });
};

export default fp(publicFormsPlugin, { name: 'public-forms' });
