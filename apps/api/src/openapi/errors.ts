import type { OpenAPIObject } from 'trpc-to-openapi';
import { EXAMPLE_REQUEST_ID } from './example-business.ts';

type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

export const ERROR_SCHEMA_NAME = 'Error';
export const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };

/** The body of every refusal: restErrorBody (REST), the app's error handler, the CSRF and upload checks. */
export const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'Why the request was refused.',
  required: ['message', 'requestId'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', description: 'For people: the first problem, in plain words.' },
    issues: {
      type: 'array',
      description:
        'Present when fields were refused, one entry per problem; or when a bulk action was refused, one entry per row (with its `id` and `name`).',
      items: {
        type: 'object',
        required: ['path', 'message'],
        additionalProperties: false,
        properties: {
          path: { type: 'string', description: "The field, dotted for nested ones ('' for the whole body)." },
          message: { type: 'string', description: 'What is wrong with it.' },
          id: { type: 'integer', description: 'A bulk action: the id of the row refused.' },
          name: { type: 'string', description: 'A bulk action: the name of the row refused.' },
        },
      },
    },
    requestId: { type: 'string', format: 'uuid', description: "This request's id in the server's logs." },
  },
  example: { message: 'Client not found', requestId: EXAMPLE_REQUEST_ID },
};

/** One reason an operation answers an error status: what it means, and the body it comes with. */
export type Reason = {
  /** Names the example in the document (`examples.<key>`). */
  key: string;
  /** The sentence shown in the status's description and as the example's summary. */
  summary: string;
  message: string;
  issues?: Array<{ path: string; message: string }>;
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request.',
  401: 'Not signed in.',
  403: 'Forbidden.',
  404: 'Not found.',
  409: 'Conflict.',
  413: 'Payload too large.',
  415: 'Unsupported media type.',
  422: 'Unprocessable content.',
  429: 'Too many requests.',
  503: 'Service unavailable: try again shortly.',
};

/** The response object of one error status, with one named example per reason. */
export function errorResponse(
  status: number,
  reasons: readonly Reason[],
  extra: Record<string, unknown> = {},
) {
  const description = [STATUS_TEXT[status] ?? 'Refused.', ...reasons.map((r) => `- ${r.summary}`)].join('\n');
  const examples = Object.fromEntries(
    reasons.map((r) => [
      r.key,
      {
        summary: r.summary,
        value: {
          message: r.message,
          ...(r.issues ? { issues: r.issues } : {}),
          requestId: EXAMPLE_REQUEST_ID,
        },
      },
    ]),
  );
  return { description, ...extra, content: { 'application/json': { schema: ERROR_REF, examples } } };
}
