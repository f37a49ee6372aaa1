import { setAuditActor } from '@app/db';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_RESOURCE_PATHS,
  IMPORT_RESOURCES,
  IMPORT_TEXTS,
  type ImportResourcePath,
  type ImportResult,
  queryBoolean,
} from '@app/domain';
import fastifyMultipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { staffCaller } from '../auth/staff-caller.ts';
import { AppError } from '../lib/app-error.ts';
import { safeFileName } from '../lib/file-check.ts';
import { IMPORT_TARGETS, type ImportResource } from '../lib/import-resources.ts';
import { ERROR_REF, errorResponse } from '../openapi/errors.ts';
import { EXAMPLE_REQUEST_ID } from '../openapi/example-business.ts';
import { IDEMPOTENCY_KEY_PARAMETER } from '../openapi/idempotency.ts';
import { multipartBody, type RouteDocs, refusal } from '../openapi/route-docs.ts';
import { SIGNED_IN_SECURITY } from '../openapi/security.ts';
import { REASONS } from '../openapi/statuses.ts';
import { applyImport, ImportRowsRefused } from '../services/imports/apply.ts';
import { previewImport } from '../services/imports/preview.ts';
import { parseImportMapping, type ReadFile, readImportFile } from '../services/imports/read-file.ts';
import { importTemplate } from '../services/imports/template.ts';
import { idempotencyKeyOf, idempotentCall, requestFingerprint } from '../trpc/idempotency.ts';

const ZImportQuery = z.object({ dryRun: queryBoolean().default(true) });

/**
 * The multipart body: an optional `mapping` field (JSON, header -> field name, '' to leave a column
 * out) and then the `file` (or pasted text sent as a file), read as it arrives. Answers null after
 * sending a refusal.
 */
async function receiveImport(
  req: FastifyRequest,
  reply: FastifyReply,
  target: ImportResource,
): Promise<{ file: ReadFile; fileName: string; mapping: Record<string, string> } | null> {
  if (!req.isMultipart()) {
    await reply.code(415).send({ message: 'Send the file as multipart/form-data', requestId: req.id });
    return null;
  }
  let mapping: Record<string, string> = {};
  let received: { file: ReadFile; fileName: string } | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname !== 'mapping') continue;
      if (received) throw new AppError('IMPORT_MAPPING_AFTER_FILE');
      mapping = parseImportMapping(String(part.value));
      continue;
    }
    if (part.fieldname !== 'file' || received) {
      part.file.resume();
      continue;
    }
    // On a refusal the rest of the upload is still read (and dropped, past the size limit) so the
    // answer reaches a browser that is still sending; a stream destroyed half-read stalls the request.
    const chunks = part.file.iterator({ destroyOnReturn: false });
    try {
      const file = await readImportFile(chunks, target.definition, target.readOnly, mapping);
      received = { file, fileName: safeFileName(part.filename || 'pasted.csv') };
    } catch (err) {
      part.file.resume();
      throw err;
    }
  }
  if (!received) throw new AppError('IMPORT_NO_FILE');
  return { ...received, mapping };
}

/**
 * `POST /api/imports/{resource}?dryRun=true|false` for clients, inventory, vendors and
 * financial records. A dry run (the default) reads and checks the file and answers what an import
 * would do: rows to create, rows to update (matched by the natural key), and every problem of the
 * refused rows, each with its line, column and message; it writes nothing. `dryRun=false` checks the file again inside one
 * transaction and writes every row or none: any refused row rolls the whole import back (400 with the
 * same answer). The confirmed import is one audit entry (action 'import') beside its rows' entries,
 * and takes an `Idempotency-Key` like every POST: a retry answers the first import's answer.
 *
 * The rules (limits, checks, what one import writes) are services/imports'; this plugin receives the
 * upload, opens the confirmed import's transaction (audit actor, idempotency key) and answers a
 * service's AppError with its status and `{ message, requestId }`.
 */
const csvImportPlugin: FastifyPluginAsync<{ timeouts: SessionTimeouts }> = async (app, { timeouts }) => {
  // One more byte than allowed, so that a file over the limit is seen (and refused) by readImportFile.
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 },
  });

  app.addHook('preHandler', async (req, reply) => {
    const caller = await staffCaller(app.db, req, timeouts);
    if ('refusal' in caller)
      return reply.code(caller.refusal.status).send({ message: caller.refusal.message, requestId: req.id });
    req.importUser = { id: caller.user.id, username: caller.user.username };
  });

  // `GET /api/imports/{resource}/template.csv`: the header row to fill in, for staff like the import.
  for (const path of IMPORT_RESOURCE_PATHS) {
    const template = importTemplate(IMPORT_TARGETS[path].definition);
    app.get(`/api/imports/${path}/template.csv`, async (_req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${path}-import-template.csv"`)
        .header('cache-control', 'no-store')
        .send(template),
    );
  }

  for (const path of IMPORT_RESOURCE_PATHS)
    app.post(`/api/imports/${path}`, { bodyLimit: IMPORT_MAX_BYTES + 64 * 1024 }, async (req, reply) => {
      const query = ZImportQuery.safeParse(req.query ?? {});
      if (!query.success)
        return reply.code(400).send({ message: 'dryRun must be true or false', requestId: req.id });
      const target = IMPORT_TARGETS[path];
      const user = req.importUser as { id: number; username: string };
      let key: string | undefined;
      let received: Awaited<ReturnType<typeof receiveImport>>;
      try {
        key = query.data.dryRun ? undefined : idempotencyKeyOf(req);
        received = await receiveImport(req, reply, target);
      } catch (err) {
        if (err instanceof AppError)
          return reply.code(err.status).send({ message: err.message, requestId: req.id });
        if (err instanceof TRPCError)
          return reply.code(400).send({ message: err.message, requestId: req.id });
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          return reply.code(413).send({ message: IMPORT_TEXTS.tooLarge, requestId: req.id });
        throw err;
      }
      if (!received) return reply;
      const { file, fileName, mapping } = received;

      if (query.data.dryRun) return reply.send(await previewImport({ db: app.db, user }, target, file));

      const request =
        key === undefined
          ? undefined
          : {
              userId: user.id,
              key,
              procedure: `imports.${target.definition.path}`,
              fingerprint: requestFingerprint(`imports.${target.definition.path}`, {
                name: fileName,
                sha256: file.sha256,
                mapping,
              }),
            };
      try {
        const body = await app.db.transaction().execute(async (trx) => {
          await setAuditActor(trx, { id: user.id, username: user.username, requestId: req.id });
          const answer = request ? await idempotentCall(trx, app.secrets, request, req.log) : undefined;
          if (answer?.replayed) return answer.data as ImportResult;
          const result = await applyImport({ db: trx, user }, target, file, { fileName, importId: req.id });
          await answer?.record(result);
          return result;
        });
        app.sessionCache?.afterCommit();
        return reply.send(body);
      } catch (err) {
        if (err instanceof ImportRowsRefused)
          return reply.code(err.status).send({ ...err.answer, message: err.message, requestId: req.id });
        if (err instanceof AppError)
          return reply.code(err.status).send({ message: err.message, requestId: req.id });
        if (err instanceof TRPCError && err.code === 'UNPROCESSABLE_CONTENT')
          return reply.code(422).send({ message: err.message, requestId: req.id });
        throw err;
      }
    });
};

declare module 'fastify' {
  interface FastifyRequest {
    importUser?: { id: number; username: string };
  }
}

/** What a CSV import answers (ImportResult in packages/domain), dry run or not. */
const importResultSchema = (refused: boolean) => ({
  type: 'object',
  required: [
    'dryRun',
    'resource',
    'rows',
    'create',
    'update',
    'errors',
    'errorCount',
    'refusedRows',
    'mapping',
    'unknownHeaders',
    'separator',
    ...(refused ? ['message', 'requestId'] : []),
  ],
  additionalProperties: false,
  properties: {
    ...(refused
      ? {
          message: { type: 'string', description: 'How many rows are refused; nothing was imported.' },
          requestId: { type: 'string', format: 'uuid' },
        }
      : {}),
    dryRun: { type: 'boolean' },
    resource: { type: 'string', enum: Object.keys(IMPORT_RESOURCES) },
    rows: { type: 'integer', minimum: 0, description: 'Data rows read (the header aside).' },
    create: { type: 'integer', minimum: 0, description: 'Valid rows that create a record.' },
    update: {
      type: 'integer',
      minimum: 0,
      description: 'Valid rows that update the stored record of their natural key.',
    },
    errors: {
      type: 'array',
      description: `Every problem of every refused row, several per row where a row has several: by line, then in the file's column order (at most ${IMPORT_MAX_ERRORS}).`,
      items: {
        type: 'object',
        required: ['line', 'field', 'message'],
        additionalProperties: false,
        properties: {
          line: {
            type: 'integer',
            minimum: 1,
            description: "The CSV line of the row's record (the header is 1).",
          },
          field: {
            type: 'string',
            description: "The column's header as the file writes it ('' for the whole row).",
          },
          message: { type: 'string', description: "The message the screen's form gives for the value." },
        },
      },
    },
    errorCount: { type: 'integer', minimum: 0, description: 'How many errors there are in all.' },
    refusedRows: { type: 'integer', minimum: 0, description: 'How many rows the errors refuse.' },
    mapping: {
      type: 'array',
      description: 'Each column of the file and the field it fills (null: left out).',
      items: {
        type: 'object',
        required: ['header', 'field'],
        additionalProperties: false,
        properties: { header: { type: 'string' }, field: { type: ['string', 'null'] } },
      },
    },
    unknownHeaders: {
      type: 'array',
      items: { type: 'string' },
      description: 'Headers that match no field: send a `mapping`, or they are left out.',
    },
    separator: { type: 'string', enum: [',', ';'], description: 'The separator found on the header line.' },
    ...(refused
      ? {}
      : {
          importId: {
            type: 'string',
            description: "After a confirmed import: its audit entry's `recordId` (the request id).",
          },
        }),
  },
});

/** `POST /imports/{resource}`: a dry run, or the confirmed import in one transaction. */
function importOperation(path: ImportResourcePath) {
  const definition = IMPORT_RESOURCES[path];
  const fields = definition.fields.map((f) => `\`${f.name}\` (${f.label})`).join(', ');
  const key = definition.naturalKey
    ? `A row whose \`${definition.naturalKey}\` matches a stored record${definition.naturalKey === 'contactEmail' ? ' (case ignored)' : ''} updates it, changing only the columns the file has (a blank cell changes nothing); any other row creates one. A key twice in the file refuses the second line; a key that several records share refuses the row.`
    : 'Every row creates a record; a `clientId`, `eventId` or `vendorId` must name an existing record.';
  return {
    post: {
      operationId: `imports-${path}`,
      tags: [path],
      summary: `Import ${definition.noun.many} from CSV`,
      description: `Reads a CSV file (multipart field \`file\`; pasted text is sent as a file) of at most 10 MB and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: UTF-8 with or without a byte order mark, CRLF or LF, quoted cells with separators and line breaks, \`,\` or \`;\` as the header line shows. Columns are matched to fields by header, case, spaces, \`_\` and \`-\` ignored: ${fields}; the export's extra columns (\`ID\`, timestamps, figures the server keeps) are left out. A \`mapping\` field sent before the file (JSON, header to field name, \`""\` to leave a column out) maps the others. Each row is checked by the same rules as the screen's form, and every problem of a row is reported at once (one error per column). ${key}\n\nWith \`dryRun=true\` (the default) nothing is written: the answer says how many rows would be created and updated and which are refused (line, column, message). With \`dryRun=false\` the file is checked again and imported in one transaction, all rows or none: when any row is refused nothing is written and the answer is a 400 with the same report. A confirmed import is one audit entry (action \`import\`, its \`recordId\` the answer's \`importId\`) beside its rows' entries, and takes an \`Idempotency-Key\`: a retry answers the first import's answer and imports nothing.`,
      security: SIGNED_IN_SECURITY,
      parameters: [
        {
          in: 'query',
          name: 'dryRun',
          description: '`true` (default): check and report only. `false`: import.',
          schema: { type: 'boolean', default: true },
        },
        IDEMPOTENCY_KEY_PARAMETER,
      ],
      requestBody: multipartBody({
        mapping: {
          type: 'string',
          description: 'JSON object, header to field name (`""`: leave the column out); before `file`.',
        },
        file: { type: 'string', format: 'binary', description: 'The CSV file.' },
      }),
      responses: {
        200: {
          description: 'The report: of the dry run, or of the import done.',
          content: {
            'application/json': {
              schema: importResultSchema(false),
              example: {
                dryRun: true,
                resource: path,
                rows: 3,
                create: 1,
                update: 1,
                errors: [{ line: 4, field: 'Contact email', message: 'Invalid email address' }],
                errorCount: 1,
                refusedRows: 1,
                mapping: [{ header: 'Contact email', field: 'contactEmail' }],
                unknownHeaders: [],
                separator: ',',
              },
            },
          },
        },
        400: {
          description: `Bad request.\n- The import was confirmed and rows are refused: nothing was imported (the report, with \`message\`).\n- The file or the request is refused as a whole (\`message\`).`,
          content: {
            'application/json': {
              schema: { oneOf: [ERROR_REF, importResultSchema(true)] },
              examples: {
                rowsRefused: {
                  summary: 'Confirmed, and a row is refused: nothing was imported.',
                  value: {
                    message: IMPORT_TEXTS.refused(1),
                    requestId: EXAMPLE_REQUEST_ID,
                    dryRun: false,
                    resource: path,
                    rows: 2,
                    create: 1,
                    update: 0,
                    errors: [{ line: 3, field: 'Name', message: 'Required' }],
                    errorCount: 1,
                    refusedRows: 1,
                    mapping: [{ header: 'Name', field: 'name' }],
                    unknownHeaders: [],
                    separator: ',',
                  },
                },
                tooManyRows: {
                  summary: `More than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`,
                  value: { message: IMPORT_TEXTS.tooManyRows, requestId: EXAMPLE_REQUEST_ID },
                },
                noFile: {
                  summary: 'The form carries no file.',
                  value: { message: IMPORT_TEXTS.noFile, requestId: EXAMPLE_REQUEST_ID },
                },
                invalidIdempotencyKey: {
                  summary: REASONS.invalidIdempotencyKey.summary,
                  value: { message: REASONS.invalidIdempotencyKey.message, requestId: EXAMPLE_REQUEST_ID },
                },
              },
            },
          },
        },
        401: errorResponse(401, [REASONS.notSignedIn, REASONS.invalidToken]),
        403: errorResponse(403, [REASONS.crossSite, REASONS.twoFactorSetupPending]),
        413: errorResponse(413, [refusal('fileTooLarge', 'A file over 10 MB.', IMPORT_TEXTS.tooLarge)]),
        415: errorResponse(415, [
          refusal(
            'notMultipart',
            'The body is not `multipart/form-data`.',
            'Send the file as multipart/form-data',
          ),
        ]),
        422: errorResponse(422, [REASONS.idempotencyKeyReused]),
        503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
      },
    },
  };
}

/** `GET /imports/{resource}/template.csv`: the header row an import reads, to fill in. */
function importTemplateOperation(path: ImportResourcePath) {
  const definition = IMPORT_RESOURCES[path];
  const header = definition.fields.map((f) => f.label).join(',');
  return {
    get: {
      operationId: `imports-${path}-template`,
      tags: [path],
      summary: `Download the CSV template for importing ${definition.noun.many}`,
      description: `A CSV file (UTF-8 with a byte order mark, CRLF) of one header row naming every column the import of ${definition.noun.many} reads, by the labels of the screen's form; each maps back to its field without a \`mapping\`. It holds no data rows: sent back unchanged it imports nothing. Downloaded as \`${path}-import-template.csv\`.`,
      security: SIGNED_IN_SECURITY,
      responses: {
        200: {
          description: 'The template, to download.',
          headers: {
            'Content-Disposition': {
              description: 'attachment, with the file name.',
              schema: { type: 'string' },
              example: `attachment; filename="${path}-import-template.csv"`,
            },
          },
          content: { 'text/csv': { schema: { type: 'string' }, example: `\uFEFF${header}\r\n` } },
        },
        401: errorResponse(401, [REASONS.notSignedIn, REASONS.invalidToken]),
        403: errorResponse(403, [REASONS.twoFactorSetupPending]),
        503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
      },
    },
  };
}

/** The documentation of every import and template above. */
export const csvImportOpenApi: RouteDocs = {
  paths: {
    ...Object.fromEntries(
      (Object.keys(IMPORT_TARGETS) as ImportResourcePath[]).map((path) => [
        `/imports/${path}`,
        importOperation(path),
      ]),
    ),
    ...Object.fromEntries(
      (Object.keys(IMPORT_TARGETS) as ImportResourcePath[]).map((path) => [
        `/imports/${path}/template.csv`,
        importTemplateOperation(path),
      ]),
    ),
  },
};

export default csvImportPlugin;
