import { createHash } from 'node:crypto';
import { companyBrand, fileForDownload, storeFile } from '@app/db';
import { UPLOAD_PURPOSES } from '@app/domain';
import fastifyMultipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { staffCaller } from '../auth/staff-caller.ts';
import { LIMITS } from '../lib/file-check.ts';
import { receiveFile, sendStoredFile } from '../lib/file-transfer.ts';
import { idempotencyKeyOf, idempotentCall, requestFingerprint } from '../trpc/idempotency.ts';

const ZUploadQuery = z.object({ purpose: z.enum(UPLOAD_PURPOSES).default('document') });
const ZFileParams = z.object({ id: z.uuid() });
const ZFileQuery = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

/** A download of the file the company settings name as the logo. */
async function isCompanyLogo(req: FastifyRequest): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const params = ZFileParams.safeParse(req.params);
  if (!params.success) return false;
  const { logoUrl } = await companyBrand(req.server.db);
  return logoUrl === `/api/files/${params.data.id}`;
}

/**
 * Uploads store the real bytes in `stored_files` (checked by content, under the purpose's size limit)
 * and answer the URL that goes into fileUrl / profileImage / logoUrl; downloads stream them back.
 */
const uploadsPlugin: FastifyPluginAsync<{ timeouts: SessionTimeouts }> = async (app, { timeouts }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.document, files: 1, fields: 5, parts: 6 },
  });

  // This plugin is encapsulated (no fastify-plugin wrapper), so the hook guards only its own routes.
  // Like the rest of /api, a personal API token stands in for the session (see trpc/context.ts).
  app.addHook('preHandler', async (req, reply) => {
    const caller = await staffCaller(app.db, req, timeouts);
    if ('refusal' in caller) {
      // The company logo is public: the client portal's sign-in page shows it (a bad token stays a 401).
      if (caller.refusal.reason !== 'invalid-token' && (await isCompanyLogo(req))) return;
      return reply.code(caller.refusal.status).send({ message: caller.refusal.message, requestId: req.id });
    }
    req.uploadUserId = caller.user.id;
  });

  app.post('/api/uploads', { bodyLimit: LIMITS.document + 64 * 1024 }, async (req, reply) => {
    const query = ZUploadQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ message: 'Unknown upload purpose', requestId: req.id });
    const purpose = query.data.purpose;
    let key: string | undefined;
    try {
      key = idempotencyKeyOf(req);
    } catch (err) {
      if (err instanceof TRPCError) return reply.code(400).send({ message: err.message, requestId: req.id });
      throw err;
    }
    const received = await receiveFile(req, reply, purpose);
    if (!received) return reply;
    const { bytes, mimeType, originalName } = received;
    const userId = req.uploadUserId as number;
    // Like the creates of the RPC face (trpc/idempotency.ts): the same key with the same file answers
    // the first upload again and stores nothing; the same key with another file or purpose is a 422.
    const request =
      key === undefined
        ? undefined
        : {
            userId,
            key,
            procedure: 'uploads.create',
            fingerprint: requestFingerprint('uploads.create', {
              purpose,
              name: originalName,
              sha256: createHash('sha256').update(bytes).digest('hex'),
            }),
          };
    try {
      const body = await app.db.transaction().execute(async (trx) => {
        const answer = request ? await idempotentCall(trx, app.secrets, request, req.log) : undefined;
        if (answer?.replayed) return answer.data;
        const stored = await storeFile(trx, {
          originalName,
          mimeType,
          sizeBytes: bytes.length,
          content: bytes,
          purpose,
          uploadedBy: userId,
        });
        const created = {
          id: stored.id,
          url: `/api/files/${stored.id}`,
          fileName: stored.originalName,
          mimeType: stored.mimeType,
          size: stored.sizeBytes,
        };
        await answer?.record(created);
        return created;
      });
      return reply.code(201).send(body);
    } catch (err) {
      if (err instanceof TRPCError && err.code === 'UNPROCESSABLE_CONTENT')
        return reply.code(422).send({ message: err.message, requestId: req.id });
      throw err;
    }
  });

  app.get('/api/files/:id', async (req, reply) => {
    const params = ZFileParams.safeParse(req.params);
    if (!params.success) return reply.code(400).send({ message: 'Malformed file id', requestId: req.id });
    const query = ZFileQuery.safeParse(req.query);
    const inlineWanted = query.success && query.data.disposition === 'inline';
    const file = await fileForDownload(app.db, params.data.id);
    if (!file) return reply.code(404).send({ message: 'File not found', requestId: req.id });
    return sendStoredFile(reply, file, inlineWanted);
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    uploadUserId?: number;
  }
}

export default uploadsPlugin;
