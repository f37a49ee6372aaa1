import { IMAGE_TOO_MANY_PIXELS } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detectAllowedType, LIMITS, safeFileName, type UploadPurpose } from './file-check.ts';
import { imagePixelsProblem } from './image-check.ts';

/*
 * Receiving one uploaded file and sending a stored one back: shared by the staff uploads
 * (plugins/uploads.plugin.ts) and the client portal's (plugins/portal-files.plugin.ts), so both check
 * content, size and type alike and answer with the same headers.
 */

const IMAGE_TOO_LARGE = 'Please select an image smaller than 5MB';
const NOT_AN_IMAGE = 'Please select an image file';
const DOCUMENT_REFUSED =
  'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.';
export const NO_FILE_NAME = 'The file was sent without a file name';

/** Types a browser may show in a tab (the rest always download). */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'text/plain',
]);

function refusal(purpose: UploadPurpose, tooLarge: boolean) {
  if (purpose === 'image') return tooLarge ? IMAGE_TOO_LARGE : NOT_AN_IMAGE;
  return DOCUMENT_REFUSED;
}

export type ReceivedFile = {
  bytes: Buffer;
  mimeType: string;
  originalName: string;
  /** The plain form fields sent before the file (a route's own options), by name. */
  fields: Record<string, string>;
};

/** The plain (non-file) fields the parser met before the file. */
function plainFields(parsed: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(parsed)) {
    const value = (field as { type?: string; value?: unknown } | undefined) ?? {};
    if (value.type === 'field' && typeof value.value === 'string') out[name] = value.value;
  }
  return out;
}

/**
 * The one file of a multipart request (field `file`), checked by its content against the purpose's
 * types and size limit, under its name made safe (safeFileName). On a refusal the answer (400, 413
 * or 415) is sent and null returned.
 */
export async function receiveFile(
  req: FastifyRequest,
  reply: FastifyReply,
  purpose: UploadPurpose,
): Promise<ReceivedFile | null> {
  if (!req.isMultipart()) {
    await reply.code(415).send({ message: 'Send the file as multipart/form-data', requestId: req.id });
    return null;
  }
  const part = await req.file();
  if (!part) {
    await reply.code(400).send({ message: 'No file was sent', requestId: req.id });
    return null;
  }
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw err;
  });
  // A part without a file name is a file to the parser only when it says application/octet-stream;
  // a browser always names a file, so this is a hand-made request.
  if (!part.filename) {
    await reply.code(400).send({ message: NO_FILE_NAME, requestId: req.id });
    return null;
  }
  if (!bytes || bytes.length > LIMITS[purpose]) {
    await reply.code(413).send({ message: refusal(purpose, true), requestId: req.id });
    return null;
  }
  const originalName = safeFileName(part.filename);
  const mimeType = await detectAllowedType(bytes, originalName, purpose);
  if (!mimeType) {
    await reply.code(415).send({ message: refusal(purpose, false), requestId: req.id });
    return null;
  }
  const pixels = await imagePixelsProblem(bytes, mimeType);
  if (pixels) {
    const [status, message] =
      pixels === 'tooLarge' ? [413, IMAGE_TOO_MANY_PIXELS] : [415, refusal(purpose, false)];
    await reply.code(status).send({ message, requestId: req.id });
    return null;
  }
  return { bytes, mimeType, originalName, fields: plainFields(part.fields) };
}

/**
 * Sends a stored file: its type, its name (ASCII and UTF-8 forms), `attachment` unless `inline` is
 * wanted and the type is one a browser shows safely, sandboxed by its own Content-Security-Policy.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { originalName: string; mimeType: string; content: Uint8Array },
  inlineWanted: boolean,
) {
  const disposition = inlineWanted && INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
  const name = file.originalName;
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('content-type', file.mimeType)
    .header(
      'content-disposition',
      `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.content));
}
