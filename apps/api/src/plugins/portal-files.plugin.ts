import { fileClientUpload, lockPortalUploadSpace, portalDocumentFile, portalShowsEvent } from '@app/db';
import {
  formatFileSize,
  PORTAL_TEXTS,
  PORTAL_UPLOAD_QUOTA_BYTES,
  PORTAL_UPLOADS_PER_HOUR,
  portalUploadQuotaFull,
  portalUploadsTooFrequent,
  toIsoDateTime,
  ZId,
} from '@app/domain';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/api-token-user.ts';
import { type PortalCaller, resolvePortalCaller } from '../auth/portal-session.ts';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { LIMITS, MB } from '../lib/file-check.ts';
import { receiveFile, sendStoredFile } from '../lib/file-transfer.ts';
import { errorResponse } from '../openapi/errors.ts';
import { EXAMPLE_PORTAL_UPLOAD } from '../openapi/example-business.ts';
import {
  dispositionParameter,
  fileDownloadResponse,
  multipartBody,
  noFileName,
  type RouteDocs,
  refusal,
} from '../openapi/route-docs.ts';
import { PORTAL_SECURITY } from '../openapi/security.ts';
import { REASONS } from '../openapi/statuses.ts';

const ZDocumentParams = z.object({ id: ZId });
const MALFORMED_ID = 'Malformed document id';

/** What a portal may send: uploads an hour and bytes kept (the domain's figures unless set). */
export type PortalUploadBounds = { perHour?: number; quotaBytes?: number };
const ZDownloadQuery = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

/**
 * The client portal's files: a client downloads the documents shared with their portal and
 * sends files to staff. Only a portal session opens these routes (a staff session or an API token is
 * no portal: 401), and a document that is not the portal's answers 404 as if it did not exist.
 * What a client sends is bounded per portal: uploads an hour (429) and bytes kept (413).
 */
const portalFilesPlugin: FastifyPluginAsync<{
  timeouts: SessionTimeouts;
  uploads?: PortalUploadBounds;
}> = async (app, { timeouts, uploads = {} }) => {
  const { perHour = PORTAL_UPLOADS_PER_HOUR, quotaBytes = PORTAL_UPLOAD_QUOTA_BYTES } = uploads;
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.document, files: 1, fields: 5, parts: 6 },
  });
  // Only the routes that ask for it (config.rateLimit); counted in this process's memory, so each
  // instance behind a load balancer counts its own share.
  await app.register(fastifyRateLimit, { global: false });

  // Encapsulated (no fastify-plugin wrapper): the hook guards only these routes.
  app.addHook('preHandler', async (req, reply) => {
    const portal =
      bearerToken(req) === undefined ? await resolvePortalCaller(app.db, req, reply, timeouts) : null;
    if (!portal) return reply.code(401).send({ message: PORTAL_TEXTS.notSignedIn, requestId: req.id });
    req.portalCaller = portal;
  });

  app.get('/api/portal/documents/:id/download', async (req, reply) => {
    const params = ZDocumentParams.safeParse(req.params);
    if (!params.success) return reply.code(400).send({ message: MALFORMED_ID, requestId: req.id });
    const query = ZDownloadQuery.safeParse(req.query);
    const caller = req.portalCaller as PortalCaller;
    const file = await portalDocumentFile(app.db, caller.portalId, params.data.id);
    if (!file) return reply.code(404).send({ message: PORTAL_TEXTS.documentNotFound, requestId: req.id });
    return sendStoredFile(reply, file, query.success && query.data.disposition === 'inline');
  });

  const uploadOptions = {
    bodyLimit: LIMITS.document + 64 * 1024,
    config: {
      rateLimit: {
        max: perHour,
        timeWindow: 60 * 60 * 1000,
        // After the hook above, which knows the portal: the count is the client's, whichever session.
        hook: 'preHandler' as const,
        keyGenerator: (req: FastifyRequest) => `portal-upload:${(req.portalCaller as PortalCaller).portalId}`,
        errorResponseBuilder: (_req: FastifyRequest, context: { ttl: number }) =>
          Object.assign(new Error(portalUploadsTooFrequent(Math.ceil(context.ttl / 1000), perHour)), {
            statusCode: 429,
          }),
      },
    },
  };

  app.post('/api/portal/uploads', uploadOptions, async (req, reply) => {
    const received = await receiveFile(req, reply, 'document');
    if (!received) return reply;
    const caller = req.portalCaller as PortalCaller;
    // The event the client says the file is about: one their portal shows, or a 400 and nothing stored
    // (another client's event is refused like one that does not exist).
    const chosen = received.fields.eventId?.trim() ?? '';
    const eventId = chosen === '' ? undefined : ZId.safeParse(chosen).data;
    if (
      chosen !== '' &&
      (eventId === undefined || !(await portalShowsEvent(app.db, caller.portalId, eventId)))
    )
      return reply.code(400).send({ message: PORTAL_TEXTS.uploadEventNotShown, requestId: req.id });
    const size = received.bytes.length;
    const document = await app.db.transaction().execute(async (trx) => {
      const used = await lockPortalUploadSpace(trx, caller.portalId);
      if (used + size > quotaBytes) return null;
      return fileClientUpload(trx, caller.portalId, {
        originalName: received.originalName,
        mimeType: received.mimeType,
        sizeBytes: size,
        content: received.bytes,
        fileSize: formatFileSize(size),
        eventId,
      });
    });
    if (!document)
      return reply.code(413).send({ message: portalUploadQuotaFull(quotaBytes), requestId: req.id });
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

const DOCUMENT_MB = LIMITS.document / MB;

/** The documentation of the portal's download and upload above. */
export const portalFilesOpenApi: RouteDocs = {
  paths: {
    '/portal/documents/{id}/download': {
      get: {
        operationId: 'portal-documents-download',
        tags: ['portal'],
        summary: 'Download a document as the client',
        description:
          'The bytes of a document shared with the signed-in portal, or of a file its client sent, with its type and `Content-Disposition: attachment` (or `inline` when asked for a PDF, an image or plain text). Any other document answers 404, whether or not it exists.',
        security: PORTAL_SECURITY,
        parameters: [
          {
            in: 'path',
            name: 'id',
            required: true,
            description: 'The `id` of a document listed by `GET /api/portal/documents`.',
            schema: { type: 'integer', minimum: 1 },
            example: 88,
          },
          dispositionParameter,
        ],
        responses: {
          200: fileDownloadResponse('agreement.pdf'),
          400: errorResponse(400, [
            {
              key: 'invalidInput',
              summary: '`id` is not a positive integer.',
              message: MALFORMED_ID,
            },
          ]),
          401: errorResponse(401, [REASONS.portalNotSignedIn]),
          404: errorResponse(404, [
            {
              key: 'notFound',
              summary: 'No document of this portal has this id.',
              message: PORTAL_TEXTS.documentNotFound,
            },
          ]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
    '/portal/uploads': {
      post: {
        operationId: 'portal-uploads-create',
        tags: ['portal'],
        summary: 'Send a file to staff as the client',
        description: `Stores one file (multipart field \`file\`) after checking its content, not its name: PDF, Word, Excel, plain text and images under ${DOCUMENT_MB} MB. It appears on the staff's Documents screen in category \`client-upload\`, named after the portal, linked to the portal's client and to the event chosen in \`eventId\` (else the portal's own event, if it has one): the event's page and the client's documents list it, and staff are notified. An \`eventId\` that is not one of the events the portal shows is a 400 and nothing is stored. Answers 201 with the document as the portal lists it. A portal may send ${PORTAL_UPLOADS_PER_HOUR} uploads an hour (then 429 with \`Retry-After\`) and keep ${PORTAL_UPLOAD_QUOTA_BYTES / MB} MB of uploads (then 413). The file's name is kept without path, control or bidirectional formatting characters.`,
        security: PORTAL_SECURITY,
        requestBody: multipartBody({
          eventId: {
            type: 'string',
            pattern: '^\\d*$',
            description:
              'Optional, before `file`: the id of one of the events the portal shows that the file is about.',
          },
          file: { type: 'string', format: 'binary', description: 'The file, with its name.' },
        }),
        responses: {
          201: {
            description: 'Stored and filed for staff.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: [
                    'id',
                    'name',
                    'description',
                    'category',
                    'mimeType',
                    'fileSize',
                    'sharedAt',
                    'fromClient',
                  ],
                  additionalProperties: false,
                  properties: {
                    id: { type: 'integer', minimum: 1 },
                    name: { type: 'string', description: 'The name sent, made safe.' },
                    description: { type: ['string', 'null'] },
                    category: { type: 'string', const: 'client-upload' },
                    mimeType: { type: 'string', description: 'The type found in the content.' },
                    fileSize: { type: 'string', description: "As staff see it ('22 KB')." },
                    sharedAt: { type: 'string', format: 'date-time' },
                    fromClient: { type: 'boolean', const: true },
                  },
                },
                example: EXAMPLE_PORTAL_UPLOAD,
              },
            },
          },
          400: errorResponse(400, [
            refusal('noFile', 'The form carries no file.', 'No file was sent'),
            noFileName,
            refusal(
              'eventNotShown',
              '`eventId` is not one of the events the portal shows.',
              PORTAL_TEXTS.uploadEventNotShown,
            ),
          ]),
          401: errorResponse(401, [REASONS.portalNotSignedIn]),
          403: errorResponse(403, [REASONS.crossSite]),
          413: errorResponse(413, [
            refusal(
              'documentTooLarge',
              `A file of ${DOCUMENT_MB} MB or more.`,
              'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
            ),
            refusal(
              'quotaFull',
              `The portal's uploads would keep more than ${PORTAL_UPLOAD_QUOTA_BYTES / MB} MB with this file (those staff have deleted do not count).`,
              portalUploadQuotaFull(),
            ),
          ]),
          415: errorResponse(415, [
            refusal(
              'notMultipart',
              'The body is not `multipart/form-data`.',
              'Send the file as multipart/form-data',
            ),
            refusal(
              'typeRefused',
              'The content is not one of the types allowed.',
              'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
            ),
          ]),
          429: errorResponse(
            429,
            [
              refusal(
                'tooManyUploads',
                `The portal sent ${PORTAL_UPLOADS_PER_HOUR} uploads (refused ones too) within the hour.`,
                portalUploadsTooFrequent(45 * 60),
              ),
            ],
            {
              headers: {
                'Retry-After': {
                  description: 'Seconds until the portal may upload again.',
                  schema: { type: 'integer', minimum: 1 },
                  example: 2700,
                },
              },
            },
          ),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
  },
};

export default portalFilesPlugin;
