import { assumeType } from '@app/domain';
import {
  generateOpenApiDocument,
  getInputOutputParsers,
  type OpenAPIObject,
  type OpenApiProcedure,
} from 'trpc-to-openapi';
import { z } from 'zod';
import { calendarFeedOpenApi } from '../plugins/calendar-feed.plugin.ts';
import { csvExportOpenApi } from '../plugins/csv-export.plugin.ts';
import { csvImportOpenApi } from '../plugins/csv-import.plugin.ts';
import { invoicePdfOpenApi } from '../plugins/invoice-pdf.plugin.ts';
import { portalFilesOpenApi } from '../plugins/portal-files.plugin.ts';
import { uploadsOpenApi } from '../plugins/uploads.plugin.ts';
import { healthOpenApi } from '../routes/health.routes.ts';
import { appRouter } from '../trpc/root.ts';
import type { Access, ProcedureMeta } from '../trpc/trpc.ts';
import { ERROR_SCHEMA, ERROR_SCHEMA_NAME, errorResponse } from './errors.ts';
import { IDEMPOTENCY_KEY_PARAMETER } from './idempotency.ts';
import type { RouteDocs } from './route-docs.ts';
import { API_DESCRIPTION, PORTAL_SECURITY, SECURITY_SCHEMES, SIGNED_IN_SECURITY } from './security.ts';
import { acceptsIdempotencyKey, answersCreated, errorStatuses, type OperationFacts } from './statuses.ts';
import { declaredTags } from './tags.ts';

type Json = Record<string, unknown>;
type Operation = Json & {
  tags?: string[];
  parameters?: Array<Json & { name: string; in: string; schema?: Json }>;
  requestBody?: { content?: Record<string, { schema?: Json; example?: unknown }> };
  responses: Record<string, Json & { content?: Record<string, { schema?: Json; example?: unknown }> }>;
  security?: unknown;
};
/** A tRPC procedure as this module reads it (with its own metadata type; trpc-to-openapi's is looser). */
type Procedure = { _def: { type: string; meta?: ProcedureMeta; inputs: unknown[] } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * The plain Fastify routes under /api, each plugin's documentation of its own routes (exported beside
 * them, see docs/decisions/0013-plain-routes-document-themselves.md).
 */
const PLAIN_ROUTES: readonly RouteDocs[] = [
  csvExportOpenApi,
  csvImportOpenApi,
  healthOpenApi,
  uploadsOpenApi,
  invoicePdfOpenApi,
  calendarFeedOpenApi,
  portalFilesOpenApi,
];

/** An operation of the document that is a plain Fastify route rather than a tRPC procedure: "METHOD /path". */
export const PLAIN_ROUTE_OPERATIONS: readonly string[] = PLAIN_ROUTES.flatMap((routes) =>
  Object.entries(routes.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  ),
);

/** The procedures with OpenAPI metadata, by "METHOD /path". */
export function proceduresByOperation(
  router = appRouter,
): Map<string, { name: string; procedure: Procedure }> {
  // tRPC types the record as nested routers; at run time it is flat, every procedure by its dotted path.
  const all = assumeType<Record<string, Procedure>>(router._def.procedures);
  const byOperation = new Map<string, { name: string; procedure: Procedure }>();
  for (const [name, procedure] of Object.entries(all)) {
    const openapi = procedure._def.meta?.openapi;
    if (openapi && openapi.enabled !== false)
      byOperation.set(`${openapi.method} ${openapi.path}`, { name, procedure });
  }
  return byOperation;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** '/notifications/{id}/read' -> 'Notification', for operations that name no entity of their own. */
const entityOfPath = (path: string) => {
  const segment = path.split('/{id}')[0]?.split('/').at(-1) || 'record';
  return capitalize(segment.replace(/-/g, ' ').replace(/s$/, ''));
};

const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  search: 'Text to look for, case-insensitive; blank or absent: no search.',
  limit: 'At most this many items.',
  offset: 'Skip this many items first (for paging).',
  sortBy: 'The field to sort by.',
  sortDir: 'Sort ascending (`asc`) or descending (`desc`).',
  months: 'How many months, the current one included.',
  tableName: 'Only entries about this table.',
  recordId: "Only entries about this record (its id as text, for every table's ids).",
  actorId: 'Only changes made by this user.',
  action: 'Only creations, changes or deletions (`all` or absent: every one).',
};

/**
 * The document's schema of a query or path parameter. trpc-to-openapi shows what the input schema
 * accepts from JSON (for `limit`: "a number, or a string of digits"); in a URL everything is text, so
 * an integer, a boolean or a closed list is what the caller needs to see, with its bounds and default.
 */
function parameterSchema(field: z.ZodType | undefined, documented: Json | undefined): Json | undefined {
  const anyOf = documented?.anyOf as Json[] | undefined;
  if (field && (anyOf || documented?.type === undefined || Array.isArray(documented?.type))) {
    const output = z.toJSONSchema(field, { io: 'output', unrepresentable: 'any' }) as Json;
    const branches = (output.anyOf as Json[] | undefined) ?? [output];
    const integer = branches.find((b) => b.type === 'integer');
    if (integer) {
      const { $schema: _schema, ...rest } = integer;
      return { ...rest, ...(output.default !== undefined ? { default: output.default } : {}) };
    }
  }
  if (!anyOf) return documented;
  if (anyOf.some((b) => b.type === 'boolean')) return { type: 'boolean' };
  // A filter: the closed list, or 'all' (no filter).
  if (anyOf.every((b) => b.type === 'string' && (Array.isArray(b.enum) || b.const !== undefined))) {
    return { type: 'string', enum: anyOf.flatMap((b) => (Array.isArray(b.enum) ? b.enum : [b.const])) };
  }
  return documented;
}

function enrichParameters(op: Operation, procedure: Procedure | undefined, entity: string) {
  const input = procedure
    ? (getInputOutputParsers(assumeType<OpenApiProcedure>(procedure)).inputParser as z.ZodType)
    : undefined;
  const shape = input instanceof z.ZodObject ? (input.shape as Record<string, z.ZodType>) : {};
  for (const parameter of op.parameters ?? []) {
    parameter.schema = parameterSchema(shape[parameter.name], parameter.schema);
    if (!parameter.description) {
      parameter.description =
        parameter.in === 'path' && parameter.name === 'id'
          ? `The ${entity.toLowerCase()}'s id.`
          : (PARAMETER_DESCRIPTIONS[parameter.name] ??
            `Only records whose \`${parameter.name}\` is this value; \`all\` or absent: no filter.`);
    }
  }
}

function enrichOperation(
  method: string,
  path: string,
  op: Operation,
  found: { name: string; procedure: Procedure } | undefined,
) {
  const meta = found?.procedure._def.meta;
  // Every procedure builder states its access; anything else is treated as needing a session.
  const access: Access = meta?.access ?? 'signed-in';
  const entity = meta?.entity ?? entityOfPath(path);

  if (access === 'public') delete op.security;
  else op.security = access === 'portal' ? PORTAL_SECURITY : SIGNED_IN_SECURITY;

  enrichParameters(op, found?.procedure, entity);

  const json = op.requestBody?.content?.['application/json'];
  const examples = meta?.examples;
  if (json && examples?.request !== undefined) json.example = examples.request;

  const success = op.responses['200'] ?? {};
  const created = answersCreated(found?.name);
  const successJson = success.content?.['application/json'];
  if (successJson && examples?.response !== undefined) successJson.example = examples.response;
  const facts: OperationFacts = {
    method: method.toUpperCase(),
    path,
    access,
    hasBody: json !== undefined,
    bodyProperties: Object.keys((json?.schema?.properties as Json | undefined) ?? {}),
    queryParameters: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    entity,
    procedure: found?.name,
    duringTwoFactorSetup: meta?.duringTwoFactorSetup === true,
    errors: meta?.errors,
    withoutErrors: meta?.withoutErrors,
  };
  if (acceptsIdempotencyKey(facts)) op.parameters = [...(op.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
  op.responses = {
    [created ? '201' : '200']: {
      ...success,
      description: created ? 'Created: the record as stored.' : 'Success.',
    },
    ...Object.fromEntries(
      [...errorStatuses(facts)].map(([status, reasons]) => [
        String(status),
        errorResponse(status, reasons, status === 429 ? { headers: RETRY_AFTER } : {}),
      ]),
    ),
  };
}

// zod names its string checks as formats ('starts_with' beside the pattern that does the check):
// no JSON Schema validator knows them, so they go, and the pattern stays.
const ZOD_ONLY_FORMATS = new Set(['starts_with', 'ends_with', 'includes']);
function dropZodFormats(node: unknown): void {
  if (Array.isArray(node)) for (const item of node) dropZodFormats(item);
  else if (node && typeof node === 'object') {
    const object = node as Json;
    if (
      typeof object.format === 'string' &&
      ZOD_ONLY_FORMATS.has(object.format) &&
      typeof object.pattern === 'string'
    )
      delete object.format;
    for (const value of Object.values(object)) dropZodFormats(value);
  }
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds until sign-in is possible again.',
    schema: { type: 'integer', minimum: 1 },
    example: 900,
  },
};

/**
 * The OpenAPI document of `/api`: trpc-to-openapi's paths from the procedures' `.meta({ openapi })`,
 * then what it cannot know (security as it really works, 201 on creations, every error status with its
 * body, parameters as a URL carries them, examples, tags) and the plain Fastify routes.
 */
export function buildOpenApiDocument(router = appRouter): OpenAPIObject {
  const document = generateOpenApiDocument(router, {
    title: 'EventFlow back office API',
    version: '1.0.0',
    baseUrl: '/api',
    description: API_DESCRIPTION,
    securitySchemes: SECURITY_SCHEMES,
    contact: { name: 'The administrator of this back office' },
    license: { name: 'Proprietary' },
  });
  const procedures = proceduresByOperation(router);
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) enrichOperation(method, path, op, procedures.get(`${method.toUpperCase()} ${path}`));
    }
  }
  for (const routes of PLAIN_ROUTES) Object.assign(paths, structuredClone(routes.paths));
  for (const routes of PLAIN_ROUTES) routes.complete?.(paths);
  dropZodFormats(paths);
  // The groups in the order the docs page meets them: by each tag's first operation, path by path.
  document.tags = declaredTags(
    Object.values(paths).flatMap((item) => METHODS.flatMap((method) => item[method]?.tags ?? [])),
  );
  // trpc-to-openapi's own error schemas ('error.NOT_FOUND', …) were replaced by the one error body.
  const schemas = Object.entries(document.components?.schemas ?? {}).filter(
    ([name]) => !name.startsWith('error.'),
  );
  document.components = {
    ...document.components,
    schemas: { ...Object.fromEntries(schemas), [ERROR_SCHEMA_NAME]: ERROR_SCHEMA },
  };
  return document;
}
