import {
  CALENDAR_FEED_TEXTS,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_ROWS,
  IMPORT_RESOURCES,
  IMPORT_TEXTS,
  type ImportResourcePath,
  PORTAL_TEXTS,
  UPLOAD_PURPOSES,
} from '@app/domain';
import { CALENDAR_FEED_DEFAULT_HOURS } from '../lib/calendar-feed-ics.ts';
import { EXPORT_RESOURCES, type ExportResource } from '../lib/export-resources.ts';
import { LIMITS, MB } from '../lib/file-check.ts';
import { IMPORT_TARGETS } from '../lib/import-resources.ts';
import { ERROR_REF, errorResponse, type Reason } from './errors.ts';
import { EXAMPLE_FILE_ID, EXAMPLE_REQUEST_ID, OPERATION_EXAMPLES } from './examples.ts';
import { IDEMPOTENCY_KEY_PARAMETER } from './idempotency.ts';
import { PORTAL_SECURITY, SIGNED_IN_SECURITY } from './security.ts';
import { notFoundReason, REASONS } from './statuses.ts';
import { resourceNames } from './tags.ts';

/*
 * The /api routes that are plain Fastify routes, not tRPC procedures (health.routes.ts,
 * uploads.plugin.ts, portal-files.plugin.ts, invoice-pdf.plugin.ts, calendar-feed.plugin.ts,
 * csv-export.plugin.ts, csv-import.plugin.ts): written here by hand, and held to
 * the server by the same tests as the rest.
 */

const PURPOSES = UPLOAD_PURPOSES;
const IMAGE_MB = LIMITS.image / MB;
const DOCUMENT_MB = LIMITS.document / MB;

const uploadRefused = (key: string, summary: string, message: string): Reason => ({ key, summary, message });

/** A required multipart/form-data body of these fields, `file` among them and required. */
const multipartBody = (properties: Record<string, object>) => ({
  required: true,
  content: {
    'multipart/form-data': { schema: { type: 'object', required: ['file'], properties } },
  },
});

const healthStatus = (status: 'ok' | 'unavailable') => ({
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', const: status } },
});

/** An invoice's PDF, as both its routes answer it. */
const invoicePdfAnswer = {
  description: 'The PDF, to download.',
  headers: {
    'Content-Disposition': {
      description: 'attachment, with the file name (ASCII and UTF-8 forms).',
      schema: { type: 'string' },
      example: `attachment; filename="INV-2026-0042.pdf"; filename*=UTF-8''INV-2026-0042.pdf`,
    },
  },
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

const invalidInvoiceId: Reason = {
  key: 'invalidInput',
  summary: '`id` is not a positive integer.',
  message: 'Malformed invoice id',
};

/** What every export says of its file, and the financial records' totals section (issue 19). */
const EXPORT_FORMAT =
  "UTF-8 with a byte order mark (so Excel reads it as UTF-8), CRLF line ends, a header row of the columns' names, then one row per record as `GET` of the list answers it: dates and timestamps ISO 8601, money as its two-decimal string, lists joined with `; `, empty cells for nulls. Against CSV injection (OWASP), any text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single quote, so a spreadsheet shows it as text instead of running it; money cells are numbers the server wrote and stay as they are.";
const FINANCIAL_TOTALS =
  ' For an accountant: `from` and `to` keep the records of those dates (both included), and the rows are followed by the totals of the records exported, in the same file: after one blank line, a header `Type,Category,Records,Total`, one row per type and category (income first), a row `All income` and `All expense` per type, and a last row `Net (income - expense)`. A program reading the records stops at the first blank line. One file rather than two, so the totals always match the rows they sum.';

/** `GET /{resource}/export.csv` of a list resource; its list parameters are added by exportParameters. */
function exportOperation(resource: ExportResource) {
  const names = resourceNames(resource.path, resource.path);
  const range = resource.dateRange
    ? ['from', 'to'].map((name) => ({
        in: 'query',
        name,
        description: `${name === 'from' ? 'The first' : 'The last'} date of the records to export (\`${resource.dateRange}\`, included).`,
        schema: { type: 'string', format: 'date' },
        example: name === 'from' ? '2026-01-01' : '2026-03-31',
      }))
    : [];
  return {
    get: {
      operationId: `${resource.path}-export`,
      tags: [resource.path],
      summary: `Export ${names.many} as CSV${resource.adminOnly ? ' (admin)' : ''}`,
      description: `Every one of the ${names.many} the list keeps for the same \`search\`, filters and \`sortBy\`/\`sortDir\` (not paged: \`limit\` and \`offset\` are ignored), in the list's order, as a CSV download named \`${resource.path}-YYYY-MM-DD.csv\` (the company's today). Streamed as it is read from the database, so a large export starts at once and the server holds a few hundred rows at a time. ${EXPORT_FORMAT}${resource.categoryTotals ? FINANCIAL_TOTALS : ''}`,
      security: SIGNED_IN_SECURITY,
      parameters: range,
      responses: {
        200: {
          description: 'The CSV file, to download.',
          headers: {
            'Content-Disposition': {
              description: 'attachment, with the file name.',
              schema: { type: 'string' },
              example: `attachment; filename="${resource.path}-2026-03-31.csv"`,
            },
          },
          content: {
            'text/csv': {
              schema: { type: 'string' },
              example: resource.categoryTotals
                ? 'ID,Type,Category,Description,Amount,Date,…\r\n12,income,Consulting,Advice,1200.50,2026-01-15,…\r\n\r\nType,Category,Records,Total\r\nincome,Consulting,1,1200.50\r\nincome,All income,1,1200.50\r\nexpense,All expense,0,0.00\r\n,Net (income - expense),,1200.50\r\n'
                : 'ID,Name,…\r\n42,"\'=HYPERLINK(""http://evil"",""x"")",…\r\n',
            },
          },
        },
        400: errorResponse(400, [
          {
            key: 'invalidInput',
            summary: 'A parameter is invalid (as for the list): `issues` names each one.',
            message: 'Invalid option: expected one of …',
            issues: [{ path: 'sortBy', message: 'Invalid option: expected one of …' }],
          },
        ]),
        401: errorResponse(401, [REASONS.notSignedIn, REASONS.invalidToken]),
        403: errorResponse(
          403,
          resource.adminOnly
            ? [REASONS.adminOnly, REASONS.twoFactorSetupPending]
            : [REASONS.twoFactorSetupPending],
        ),
        503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
      },
    },
  };
}

/**
 * Gives each export the query parameters of its list operation (as the document describes them),
 * without `limit` and `offset`, ahead of its own.
 */
export function addExportParameters(paths: Record<string, Record<string, { parameters?: unknown[] }>>): void {
  for (const resource of EXPORT_RESOURCES) {
    const list = paths[`/${resource.path}`]?.get?.parameters ?? [];
    const exported = paths[`/${resource.path}/export.csv`]?.get;
    if (!exported) continue;
    const kept = list.filter((p) => !['limit', 'offset'].includes((p as { name: string }).name));
    exported.parameters = [...structuredClone(kept), ...(exported.parameters ?? [])];
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
      description: `The refused rows, first line first (at most ${IMPORT_MAX_ERRORS}).`,
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
    errorCount: { type: 'integer', minimum: 0, description: 'How many rows are refused in all.' },
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

const importRefused = (key: string, summary: string, message: string): Reason => ({ key, summary, message });

/** `POST /imports/{resource}` (issue 19): a dry run, or the confirmed import in one transaction. */
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
      description: `Reads a CSV file (multipart field \`file\`; pasted text is sent as a file) of at most 10 MB and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: UTF-8 with or without a byte order mark, CRLF or LF, quoted cells with separators and line breaks, \`,\` or \`;\` as the header line shows. Columns are matched to fields by header, case, spaces, \`_\` and \`-\` ignored: ${fields}; the export's extra columns (\`ID\`, timestamps, figures the server keeps) are left out. A \`mapping\` field sent before the file (JSON, header to field name, \`""\` to leave a column out) maps the others. Each row is checked by the same rules as the screen's form. ${key}\n\nWith \`dryRun=true\` (the default) nothing is written: the answer says how many rows would be created and updated and which are refused (line, column, message). With \`dryRun=false\` the file is checked again and imported in one transaction, all rows or none: when any row is refused nothing is written and the answer is a 400 with the same report. A confirmed import is one audit entry (action \`import\`, its \`recordId\` the answer's \`importId\`) beside its rows' entries, and takes an \`Idempotency-Key\`: a retry answers the first import's answer and imports nothing.`,
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
        413: errorResponse(413, [importRefused('fileTooLarge', 'A file over 10 MB.', IMPORT_TEXTS.tooLarge)]),
        415: errorResponse(415, [
          importRefused(
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

/** The path items of the plain routes, relative to the server URL `/api`. */
export function plainRoutePaths(): Record<string, Record<string, unknown>> {
  return {
    ...Object.fromEntries(
      EXPORT_RESOURCES.map((resource) => [`/${resource.path}/export.csv`, exportOperation(resource)]),
    ),
    ...Object.fromEntries(
      (Object.keys(IMPORT_TARGETS) as ImportResourcePath[]).map((path) => [
        `/imports/${path}`,
        importOperation(path),
      ]),
    ),
    '/health': {
      get: {
        operationId: 'health',
        tags: ['health'],
        summary: 'Check the server and its database',
        description: 'Answers 200 when the database answers, 503 otherwise. Needs no sign-in; never cached.',
        responses: {
          200: {
            description: 'The server and its database answer.',
            content: {
              'application/json': {
                schema: healthStatus('ok'),
                example: OPERATION_EXAMPLES['GET /health']?.response,
              },
            },
          },
          503: {
            description: `Service unavailable: try again shortly.\n- ${REASONS.databaseUnavailable.summary} (\`{ "status": "unavailable" }\`)\n- ${REASONS.shuttingDown.summary}`,
            content: {
              'application/json': {
                schema: { oneOf: [healthStatus('unavailable'), ERROR_REF] },
                examples: {
                  databaseUnavailable: {
                    summary: REASONS.databaseUnavailable.summary,
                    value: { status: 'unavailable' },
                  },
                  shuttingDown: {
                    summary: REASONS.shuttingDown.summary,
                    value: { message: REASONS.shuttingDown.message, requestId: EXAMPLE_REQUEST_ID },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/uploads': {
      post: {
        operationId: 'uploads-create',
        tags: ['files'],
        summary: 'Upload a file',
        description: `Stores one file (multipart field \`file\`) after checking its content, not its name: images (JPEG, PNG, GIF, WebP) under ${IMAGE_MB} MB for \`purpose=image\`; PDF, Word, Excel, plain text and images under ${DOCUMENT_MB} MB for documents, templates (also PowerPoint and HTML) and reports. Answers 201 with the \`url\` to put in \`fileUrl\`, \`profileImage\` or \`logoUrl\`.`,
        security: SIGNED_IN_SECURITY,
        parameters: [
          {
            in: 'query',
            name: 'purpose',
            description: 'What the file is for; decides the types and the size allowed.',
            schema: { type: 'string', enum: PURPOSES, default: 'document' },
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
                example: OPERATION_EXAMPLES['POST /uploads']?.response,
              },
            },
          },
          400: errorResponse(400, [
            uploadRefused('unknownPurpose', '`purpose` is not one of the list.', 'Unknown upload purpose'),
            uploadRefused('noFile', 'The form carries no file.', 'No file was sent'),
            REASONS.invalidIdempotencyKey,
          ]),
          401: errorResponse(401, [REASONS.notSignedIn]),
          403: errorResponse(403, [REASONS.crossSite, REASONS.twoFactorSetupPending]),
          413: errorResponse(413, [
            uploadRefused(
              'imageTooLarge',
              `An image of ${IMAGE_MB} MB or more.`,
              `Please select an image smaller than ${IMAGE_MB}MB`,
            ),
            uploadRefused(
              'documentTooLarge',
              `A document, template or report of ${DOCUMENT_MB} MB or more.`,
              'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
            ),
          ]),
          415: errorResponse(415, [
            uploadRefused(
              'notMultipart',
              'The body is not `multipart/form-data`.',
              'Send the file as multipart/form-data',
            ),
            uploadRefused(
              'notAnImage',
              'For `purpose=image`: the content is not an image.',
              'Please select an image file',
            ),
            uploadRefused(
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
          'The bytes of an uploaded file, with its type and `Content-Disposition: attachment` (or `inline` when asked for a PDF, an image or plain text). The answer is sandboxed by its own Content-Security-Policy. The company logo (company settings) is served to anyone, signed in or not: the sign-in page of the client portal shows it.',
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
          {
            in: 'query',
            name: 'disposition',
            description:
              '`inline` to view a PDF, an image or plain text in the browser; anything else downloads.',
            schema: { type: 'string', enum: ['attachment', 'inline'], default: 'attachment' },
          },
        ],
        responses: {
          200: {
            description: 'The file, with the type found at upload.',
            headers: {
              'Content-Disposition': {
                description: 'attachment or inline, with the file name (ASCII and UTF-8 forms).',
                schema: { type: 'string' },
                example: `attachment; filename="lopez-nguyen-agreement.pdf"; filename*=UTF-8''lopez-nguyen-agreement.pdf`,
              },
            },
            content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
          },
          400: errorResponse(400, [
            { key: 'invalidInput', summary: '`id` is not a UUID.', message: 'Malformed file id' },
          ]),
          401: errorResponse(401, [REASONS.notSignedIn]),
          403: errorResponse(403, [REASONS.twoFactorSetupPending]),
          404: errorResponse(404, [{ ...notFoundReason('File'), summary: 'No file has this id.' }]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
    '/invoices/{id}/pdf': {
      get: {
        operationId: 'invoices-pdf',
        tags: ['invoices'],
        summary: "Download an invoice's PDF",
        description:
          "The invoice as a PDF, made now from the invoice as it stands: the company's logo, name, address and phone, the number, dates and status, the client, the event, every line, the totals with what is paid and the balance, payment terms, instructions and notes. A draft's PDF is marked DRAFT and named `invoice-draft-{id}.pdf`; an issued invoice's is named after its number.",
        security: SIGNED_IN_SECURITY,
        parameters: [
          {
            in: 'path',
            name: 'id',
            required: true,
            description: "The invoice's id.",
            schema: { type: 'integer', minimum: 1 },
            example: 57,
          },
        ],
        responses: {
          200: invoicePdfAnswer,
          400: errorResponse(400, [invalidInvoiceId]),
          401: errorResponse(401, [REASONS.notSignedIn, REASONS.invalidToken]),
          403: errorResponse(403, [REASONS.twoFactorSetupPending]),
          404: errorResponse(404, [{ ...notFoundReason('Invoice'), summary: 'No invoice has this id.' }]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
    '/calendar/{token}.ics': {
      get: {
        operationId: 'calendar-feed',
        tags: ['calendar'],
        summary: 'Read a calendar feed',
        description: `The company's events as an iCalendar file (RFC 5545) for a calendar app to subscribe to: one VEVENT per event from a year ago on, with a UID that never changes, SEQUENCE (the event's version) and LAST-MODIFIED, SUMMARY (name), LOCATION (venue), DESCRIPTION (client and status) and STATUS (CANCELLED for a cancelled event, TENTATIVE while planning). Times are the company's time zone (TZID, with its VTIMEZONE); an event runs from its date to its \`endDate\` (its last day; setup and teardown days are not shown): one with a time starts at that time and ends ${CALENDAR_FEED_DEFAULT_HOURS} hours after that time on its last day, as events have a start time only; one without a time is all day, DTEND the day after its last (exclusive). Needs no sign-in: the token, made by \`POST /api/users/me/calendar-token\`, is the credential. An unknown or replaced token, or one of a disabled user, answers 404.`,
        parameters: [
          {
            in: 'path',
            name: 'token',
            required: true,
            description: 'The token of the feed address answered by `POST /api/users/me/calendar-token`.',
            schema: { type: 'string', pattern: '^evc_[A-Za-z0-9_-]{43}$' },
            example: 'evc_q8Zt2LwN5xVb7KcR0mJ3sPy9dHf4gAe1UoTi6nWk2Bx',
          },
        ],
        responses: {
          200: {
            description: 'The feed.',
            content: {
              'text/calendar': {
                schema: { type: 'string' },
                example:
                  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//EventFlow//Back office calendar feed//EN\r\n…\r\nEND:VCALENDAR\r\n',
              },
            },
          },
          404: errorResponse(404, [
            {
              key: 'notFound',
              summary: 'No live feed has this token, or its user is disabled.',
              message: CALENDAR_FEED_TEXTS.notFound,
            },
          ]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
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
          {
            in: 'query',
            name: 'disposition',
            description:
              '`inline` to view a PDF, an image or plain text in the browser; anything else downloads.',
            schema: { type: 'string', enum: ['attachment', 'inline'], default: 'attachment' },
          },
        ],
        responses: {
          200: {
            description: 'The file, with the type found at upload.',
            headers: {
              'Content-Disposition': {
                description: 'attachment or inline, with the file name (ASCII and UTF-8 forms).',
                schema: { type: 'string' },
                example: `attachment; filename="agreement.pdf"; filename*=UTF-8''agreement.pdf`,
              },
            },
            content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
          },
          400: errorResponse(400, [
            {
              key: 'invalidInput',
              summary: '`id` is not a positive integer.',
              message: 'Malformed document id',
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
    '/portal/invoices/{id}/pdf': {
      get: {
        operationId: 'portal-invoices-pdf',
        tags: ['portal'],
        summary: "Download an invoice's PDF as the client",
        description:
          "The PDF of one of the client's issued invoices, made now from the invoice as it stands (what is paid, the balance). A draft, another client's invoice or an unknown id answers 404, whichever it is.",
        security: PORTAL_SECURITY,
        parameters: [
          {
            in: 'path',
            name: 'id',
            required: true,
            description: 'The `id` of an invoice listed by `GET /api/portal/invoices`.',
            schema: { type: 'integer', minimum: 1 },
            example: 57,
          },
        ],
        responses: {
          200: invoicePdfAnswer,
          400: errorResponse(400, [invalidInvoiceId]),
          401: errorResponse(401, [REASONS.portalNotSignedIn]),
          404: errorResponse(404, [
            {
              key: 'notFound',
              summary: 'No issued invoice of this client has this id.',
              message: PORTAL_TEXTS.invoiceNotFound,
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
        description: `Stores one file (multipart field \`file\`) after checking its content, not its name: PDF, Word, Excel, plain text and images under ${DOCUMENT_MB} MB. It appears on the staff's Documents screen in category \`client-upload\`, named after the portal, and staff are notified. Answers 201 with the document as the portal lists it.`,
        security: PORTAL_SECURITY,
        requestBody: multipartBody({
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
                example: OPERATION_EXAMPLES['POST /portal/uploads']?.response,
              },
            },
          },
          400: errorResponse(400, [uploadRefused('noFile', 'The form carries no file.', 'No file was sent')]),
          401: errorResponse(401, [REASONS.portalNotSignedIn]),
          403: errorResponse(403, [REASONS.crossSite]),
          413: errorResponse(413, [
            uploadRefused(
              'documentTooLarge',
              `A file of ${DOCUMENT_MB} MB or more.`,
              'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
            ),
          ]),
          415: errorResponse(415, [
            uploadRefused(
              'notMultipart',
              'The body is not `multipart/form-data`.',
              'Send the file as multipart/form-data',
            ),
            uploadRefused(
              'typeRefused',
              'The content is not one of the types allowed.',
              'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
            ),
          ]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
  };
}
