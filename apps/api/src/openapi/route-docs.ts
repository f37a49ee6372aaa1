import { NO_FILE_NAME } from '../lib/file-transfer.ts';
import type { Reason } from './errors.ts';

/**
 * What a plugin of plain Fastify routes (not tRPC procedures) says of them in the OpenAPI document,
 * exported beside its routes and gathered by document.ts: its path items, relative to the server URL
 * `/api`, and what it takes from the rest of the document once every path is in (an export takes the
 * parameters of its list). Held to the server by the same tests as the procedures.
 */
export type RouteDocs = {
  paths: Record<string, Record<string, unknown>>;
  complete?: (paths: Record<string, Record<string, { parameters?: unknown[] }>>) => void;
};

/** A reason of a plain route's refusal: the example's name, its summary and the message it answers. */
export const refusal = (key: string, summary: string, message: string): Reason => ({ key, summary, message });

/** receiveFile's refusal of a file part without a name (uploads of staff and of the portal). */
export const noFileName = refusal(
  'noFileName',
  'The file part has no file name (`filename` left out or empty).',
  NO_FILE_NAME,
);

/** A required multipart/form-data body of these fields, `file` among them and required. */
export const multipartBody = (properties: Record<string, object>) => ({
  required: true,
  content: {
    'multipart/form-data': { schema: { type: 'object', required: ['file'], properties } },
  },
});

/** `?disposition=`: view a file in the browser or download it (stored files, portal documents). */
export const dispositionParameter = {
  in: 'query',
  name: 'disposition',
  description: '`inline` to view a PDF, an image or plain text in the browser; anything else downloads.',
  schema: { type: 'string', enum: ['attachment', 'inline'], default: 'attachment' },
};

/** The 200 of a file download: its bytes, named in Content-Disposition (`fileName` in the example). */
export const fileDownloadResponse = (fileName: string) => ({
  description: 'The file, with the type found at upload.',
  headers: {
    'Content-Disposition': {
      description: 'attachment or inline, with the file name (ASCII and UTF-8 forms).',
      schema: { type: 'string' },
      example: `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    },
  },
  content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
});
