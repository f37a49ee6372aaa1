import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/*
 * Validation of values against the schemas of the OpenAPI document with an independent JSON Schema
 * validator (Ajv, draft 2020-12: the dialect of OpenAPI 3.1), not with the zod schemas they came from.
 */

export type Json = Record<string, unknown>;
export type OpenApiDocument = Json & {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> };
  tags?: Array<{ name: string; description?: string }>;
  info: Json;
};
type MediaType = { schema?: Json; example?: unknown; examples?: Record<string, { value: unknown }> };
export type Operation = Json & {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<Json & { name: string; in: string; schema?: Json; example?: unknown }>;
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, Json & { content?: Record<string, MediaType> }>;
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, as [method, path, operation]. */
export function operationsOf(doc: OpenApiDocument): Array<[method: string, path: string, op: Operation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((m): [string, string, Operation] => [m, path, item[m]!]),
  );
}

/** Compiles the document's schemas, resolving its `#/components/...` references. */
export function schemaValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  // OpenAPI 3.1's additions to the JSON Schema vocabulary.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  const cache = new Map<Json, ValidateFunction>();

  // `#/components/schemas/X` points into the document: each such schema is registered as `openapi:schemas/X`.
  const rebased = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(rebased);
    if (schema && typeof schema === 'object') {
      return Object.fromEntries(
        Object.entries(schema as Json).map(([key, value]) => [
          key,
          key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
            ? `openapi:schemas/${value.slice('#/components/schemas/'.length)}`
            : rebased(value),
        ]),
      );
    }
    return schema;
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    ajv.addSchema({ ...(rebased(schema) as Json), $id: `openapi:schemas/${name}` });
  }

  return {
    /** The validation errors of `value` against `schema`, as readable lines ([] when valid). */
    errors(schema: Json, value: unknown): string[] {
      let validate = cache.get(schema);
      if (!validate) {
        validate = ajv.compile(rebased(schema) as Json);
        cache.set(schema, validate);
      }
      return validate(value)
        ? []
        : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
    },
  };
}
