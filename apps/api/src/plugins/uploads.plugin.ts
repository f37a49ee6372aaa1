import { createHash } from 'node:crypto';
import { companyLogoFile, fileForDownload, storeFile } from '@app/db';
import { UPLOAD_PURPOSES } from '@app/domain';
import fastifyMultipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { staffCaller } from '../auth/staff-caller.ts';
import { LIMITS, MB } from '../lib/file-check.ts';
import { receiveFile, sendStoredFile } from '../lib/file-transfer.ts';
import { errorResponse } from '../openapi/errors.ts';
import { EXAMPLE_FILE_ID, EXAMPLE_FILE_URL } from '../openapi/example-business.ts';
import { IDEMPOTENCY_KEY_PARAMETER } from '../openapi/idempotency.ts';
import {
  dispositionParameter,
  fileDownloadResponse,
  multipartBody,
  noFileName,
  type RouteDocs,
  refusal,
} from '../openapi/route-docs.ts';
import { SIGNED_IN_SECURITY } from '../openapi/security.ts';
import { notFoundReason, REASONS } from '../openapi/statuses.ts';
import { defineTag } from '../openapi/tags.ts';
import { idempotencyKeyOf, idempotentCall, requestFingerprint } from '../trpc/idempotency.ts';

defineTag('files', 'Uploading files (images, documents) and downloading them back.');

const ZUploadQuery = z.object({ purpose: z.enum(UPLOAD_PURPOSES).default('document') });
const ZFileParams = z.object({ id: z.uuid() });
const UNKNOWN_PURPOSE = 'Unknown upload purpose';
const MALFORMED_ID = 'Malformed file id';
const ZFileQuery = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

/**
 * A download of the company logo: the file the settings name, and only when it is an image uploaded as
 * one (purpose 'image'), so that naming any other stored file (a contract) in the settings publishes nothing.
 */
async function isCompanyLogo(req: FastifyRequest): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const params = ZFileParams.safeParse(req.params);
  if (!params.success) return false;
  const logo = await companyLogoFile(req.server.db);
  return logo !== undefined && logo.id === params.data.id.toLowerCase();
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
    if (!query.success) return reply.code(400).send({ message: UNKNOWN_PURPOSE, requestId: req.id });
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
    if (!params.success) return reply.code(400).send({ message: MALFORMED_ID, requestId: req.id });
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

const IMAGE_MB = LIMITS.image / MB;
const DOCUMENT_MB = LIMITS.document / MB;

/** The documentation of the uploads and downloads above. */
export const uploadsOpenApi: RouteDocs = {
  paths: {
    '/uploads': {
      post: {
        operationId: 'uploads-create',
        tags: ['files'],
        summary: 'Upload a file',
        description: `Stores one file (multipart field \`file\`) after checking its content, not its name: images (JPEG, PNG, GIF, WebP) under ${IMAGE_MB} MB for \`purpose=image\`; PDF, Word, Excel, plain text and images under ${DOCUMENT_MB} MB for documents, templates (also PowerPoint and HTML) and reports. Answers 201 with the \`url\` to put in \`fileUrl\`, \`profileImage\` or \`logoUrl\`. The file's name is kept without path, control or bidirectional formatting characters.`,
        security: SIGNED_IN_SECURITY,
        parameters: [
          {
            in: 'query',
            name: 'purpose',
            description: 'What the file is for; decides the types and the size allowed.',
            schema: { type: 'string', enum: UPLOAD_PURPOSES, default: 'document' },
          },
          IDEMPOTENCY_KEY_PARAMETER,
        ],
        requestBody: multipartBody({
          file: { type: 'string', format: 'binary', description: 'The file, with its name.' },
        }),
        responses: {
          201: {
            description: 'Stored.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'url', 'fileName', 'mimeType', 'size'],
                  additionalProperties: false,
                  properties: {
                    id: { type: 'string', format: 'uuid' },
                    url: { type: 'string', description: 'Where to download it: `/api/files/{id}`.' },
                    fileName: { type: 'string', description: 'The name sent, made safe.' },
                    mimeType: { type: 'string', description: 'The type found in the content.' },
                    size: { type: 'integer', minimum: 1, description: 'Bytes.' },
                  },
                },
                example: {
                  id: EXAMPLE_FILE_ID,
                  url: EXAMPLE_FILE_URL,
                  fileName: 'lopez-nguyen-agreement.pdf',
                  mimeType: 'application/pdf',
                  size: 188416,
                },
              },
            },
          },
          400: errorResponse(400, [
            refusal('unknownPurpose', '`purpose` is not one of the list.', UNKNOWN_PURPOSE),
            refusal('noFile', 'The form carries no file.', 'No file was sent'),
            noFileName,
            REASONS.invalidIdempotencyKey,
          ]),
          401: errorResponse(401, [REASONS.notSignedIn]),
          403: errorResponse(403, [REASONS.crossSite, REASONS.twoFactorSetupPending]),
          413: errorResponse(413, [
            refusal(
              'imageTooLarge',
              `An image of ${IMAGE_MB} MB or more.`,
              `Please select an image smaller than ${IMAGE_MB}MB`,
            ),
            refusal(
              'documentTooLarge',
              `A document, template or report of ${DOCUMENT_MB} MB or more.`,
              'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
            ),
          ]),
          415: errorResponse(415, [
            refusal(
              'notMultipart',
              'The body is not `multipart/form-data`.',
              'Send the file as multipart/form-data',
            ),
            refusal(
              'notAnImage',
              'For `purpose=image`: the content is not an image.',
              'Please select an image file',
            ),
            refusal(
              'typeRefused',
              'The content is not one of the types allowed for the purpose.',
              'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
            ),
          ]),
          422: errorResponse(422, [REASONS.idempotencyKeyReused]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
    '/files/{id}': {
      get: {
        operationId: 'files-byId',
        tags: ['files'],
        summary: 'Download a file',
        description:
          'The bytes of an uploaded file, with its type and `Content-Disposition: attachment` (or `inline` when asked for a PDF, an image or plain text). The answer is sandboxed by its own Content-Security-Policy. The company logo (company settings) is served to anyone, signed in or not, when it is an image uploaded with `purpose=image`: the sign-in page of the client portal shows it. Any other file the settings might name stays private.',
        security: SIGNED_IN_SECURITY,
        parameters: [
          {
            in: 'path',
            name: 'id',
            required: true,
            description: 'The id answered by `POST /api/uploads` (the last segment of its `url`).',
            schema: { type: 'string', format: 'uuid' },
            example: EXAMPLE_FILE_ID,
          },
          dispositionParameter,
        ],
        responses: {
          200: fileDownloadResponse('lopez-nguyen-agreement.pdf'),
          400: errorResponse(400, [
            { key: 'invalidInput', summary: '`id` is not a UUID.', message: MALFORMED_ID },
          ]),
          401: errorResponse(401, [REASONS.notSignedIn]),
          403: errorResponse(403, [REASONS.twoFactorSetupPending]),
          404: errorResponse(404, [{ ...notFoundReason('File'), summary: 'No file has this id.' }]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
  },
};

export default uploadsPlugin;
