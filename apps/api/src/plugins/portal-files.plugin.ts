import { fileClientUpload, portalDocumentFile } from '@app/db';
import { formatFileSize, PORTAL_TEXTS, toIsoDateTime, ZId } from '@app/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/api-token-user.ts';
import { type PortalCaller, resolvePortalCaller } from '../auth/portal-session.ts';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { LIMITS } from '../lib/file-check.ts';
import { receiveFile, sendStoredFile } from '../lib/file-transfer.ts';

const ZDocumentParams = z.object({ id: ZId });
const ZDownloadQuery = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

/**
 * The client portal's files (issue 16): a client downloads the documents shared with their portal and
 * sends files to staff. Only a portal session opens these routes (a staff session or an API token is
 * no portal: 401), and a document that is not the portal's answers 404 as if it did not exist.
 */
const portalFilesPlugin: FastifyPluginAsync<{ timeouts: SessionTimeouts }> = async (app, { timeouts }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.document, files: 1, fields: 5, parts: 6 },
  });

  // Encapsulated (no fastify-plugin wrapper): the hook guards only these routes.
  app.addHook('preHandler', async (req, reply) => {
    const portal =
      bearerToken(req) === undefined ? await resolvePortalCaller(app.db, req, reply, timeouts) : null;
    if (!portal) return reply.code(401).send({ message: PORTAL_TEXTS.notSignedIn, requestId: req.id });
    req.portalCaller = portal;
  });

  app.get('/api/portal/documents/:id/download', async (req, reply) => {
    const params = ZDocumentParams.safeParse(req.params);
    if (!params.success) return reply.code(400).send({ message: 'Malformed document id', requestId: req.id });
    const query = ZDownloadQuery.safeParse(req.query);
    const caller = req.portalCaller as PortalCaller;
    const file = await portalDocumentFile(app.db, caller.portalId, params.data.id);
    if (!file) return reply.code(404).send({ message: PORTAL_TEXTS.documentNotFound, requestId: req.id });
    return sendStoredFile(reply, file, query.success && query.data.disposition === 'inline');
  });

  app.post('/api/portal/uploads', { bodyLimit: LIMITS.document + 64 * 1024 }, async (req, reply) => {
    const received = await receiveFile(req, reply, 'document');
    if (!received) return reply;
    const caller = req.portalCaller as PortalCaller;
    const document = await app.db.transaction().execute((trx) =>
      fileClientUpload(trx, caller.portalId, {
        originalName: received.originalName,
        mimeType: received.mimeType,
        sizeBytes: received.bytes.length,
        content: received.bytes,
        fileSize: formatFileSize(received.bytes.length),
      }),
    );
    return reply.code(201).send({
      id: document.id,
      name: document.name,
      description: document.description,
      category: document.category,
      mimeType: document.mimeType,
      fileSize: document.fileSize,
      sharedAt: toIsoDateTime(document.createdAt),
      fromClient: true,
    });
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    portalCaller?: PortalCaller;
  }
}

export default portalFilesPlugin;
