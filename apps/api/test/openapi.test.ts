import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildOpenApiDocument,
  PLAIN_ROUTE_OPERATIONS,
  proceduresByOperation,
} from '../src/openapi/document.ts';
import { answersCreated } from '../src/openapi/statuses.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { type Json, type OpenApiDocument, operationsOf, schemaValidator } from './openapi-schemas.ts';

/*
 * The OpenAPI document against the server it describes: every route it serves under /api is in it,
 * its examples validate against its schemas, Spectral's `oas` ruleset finds nothing to say, and what it
 * claims about security, summaries and parameters holds. The statuses are held to the server by
 * openapi-statuses.test.ts.
 */

// Every route Fastify registers, as "METHOD url", recorded by an onRoute hook added before any plugin.
const registeredRoutes = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = ((opts?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registeredRoutes.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create, fastify: create };
});

const doc = buildOpenApiDocument() as unknown as OpenApiDocument;
const operations = operationsOf(doc);
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the document covers the server', () => {
  it('is the document served at /api/openapi.json', async () => {
    const served = await t.call('GET', '/api/openapi.json');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('documents every route the server answers under /api, and nothing it does not', () => {
    // The REST adapter's catch-all is expanded into the concrete paths it serves: the procedures with
    // OpenAPI metadata. HEAD mirrors GET (Fastify adds it) and is not listed separately.
    const restAdapter = [...registeredRoutes]
      .filter((r) => / \/api\/\*$/.test(r))
      .map((r) => r.split(' ')[0]);
    expect(restAdapter.length).toBeGreaterThan(0);
    const adapterMethods = new Set(restAdapter);
    const served = new Set<string>();
    for (const route of registeredRoutes) {
      const [method = '', url = ''] = route.split(' ');
      if (!url.startsWith('/api/') || method === 'HEAD' || url === '/api/*') continue;
      if (url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/')) continue;
      served.add(`${method} ${url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`);
    }
    for (const operation of proceduresByOperation().keys()) {
      const [method = ''] = operation.split(' ');
      expect(adapterMethods.has(method), `${operation}: the REST adapter does not take ${method}`).toBe(true);
      served.add(operation);
    }
    const documented = operations.map(([method, path]) => key(method, path));
    expect(
      documented.filter((o) => !served.has(o)),
      'documented but not served',
    ).toEqual([]);
    expect(
      [...served].filter((o) => !documented.includes(o)),
      'served but not documented',
    ).toEqual([]);
    expect(PLAIN_ROUTE_OPERATIONS.length).toBeGreaterThan(0);
  });

  it('answers every documented path (no "no such procedure" from the adapter)', async () => {
    for (const [method, path] of operations) {
      const url = `/api${path.replace(/\{id\}/g, path.startsWith('/files/') ? '00000000-0000-4000-8000-000000000000' : '1')}`;
      const res = await t.call(method.toUpperCase() as 'GET', url, {
        headers: { 'content-type': 'application/json' },
        body: method === 'get' || method === 'delete' ? undefined : {},
      });
      // Signed out, every operation is refused or answered by its own logic, never unknown.
      expect(
        res.json().message ?? '',
        `${key(method, path)} answered ${res.statusCode} ${res.body}`,
      ).not.toMatch(/^Not found$/);
    }
  });
});

describe('the document is well formed', () => {
  it('passes Spectral\'s "oas" ruleset without an error or a warning', async () => {
    const { Spectral, Document } = spectralCore;
    const spectral = new Spectral();
    spectral.setRuleset({
      extends: [[spectralRulesets.oas as never, 'recommended']],
      // Off by default in "oas", on here: tags and parameters described, one tag per operation.
      rules: {
        'tag-description': 'warn',
        'openapi-tags': 'warn',
        'operation-singular-tag': 'warn',
        'oas3-parameter-description': 'warn',
      },
    } as never);
    const results = await spectral.run(
      new Document(JSON.stringify(doc, null, 2), spectralParsers.Json, '/openapi.json'),
    );
    const problems = results
      .filter((r) => r.severity <= 1)
      .map((r) => `${r.severity === 0 ? 'error' : 'warning'} ${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(problems).toEqual([]);
  }, 60_000);

  it('declares every tag it uses, with a description', () => {
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const [method, path, op] of operations) {
      for (const tag of op.tags ?? [])
        expect(declared.get(tag), `${key(method, path)}: tag ${tag}`).toBeTruthy();
    }
    // …and uses every tag it declares: a group with no operation is a tag left behind.
    const used = new Set(operations.flatMap(([, , op]) => op.tags ?? []));
    expect([...declared.keys()].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('gives every operation an English summary and a description', () => {
    for (const [method, path, op] of operations) {
      expect(op.summary, key(method, path)).toMatch(/^[A-Z][a-z]+ [a-z]/);
      expect(op.summary, key(method, path)).not.toMatch(/one of/);
      expect(op.description?.length ?? 0, key(method, path)).toBeGreaterThan(20);
    }
    const summary = (m: string, p: string) => doc.paths[p]?.[m]?.summary;
    expect(summary('post', '/clients')).toBe('Create a client');
    expect(summary('get', '/clients')).toBe('List clients');
    expect(summary('get', '/clients/{id}')).toBe('Read a client');
    expect(summary('put', '/clients/{id}')).toBe('Update a client');
    expect(summary('delete', '/clients/{id}')).toBe('Delete a client');
    expect(summary('post', '/inventory')).toBe('Create an inventory item');
    expect(summary('get', '/events/{id}')).toBe('Read an event');
  });
});

describe('what the document claims', () => {
  it('describes the cookie and the personal API token as its security schemes, and the sign-in', () => {
    expect(doc.components?.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
      portalSessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'portal_sid' }),
      apiToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const cookie = String(doc.components?.securitySchemes?.sessionCookie?.description);
    expect(cookie).toMatch(/Origin/);
    expect(cookie).toMatch(/Sec-Fetch-Site/);
    expect(cookie).toMatch(/application\/json/);
    expect(String(doc.components?.securitySchemes?.apiToken?.description)).toMatch(
      /Authorization: Bearer evf_/,
    );
    expect(String(doc.info.description)).toMatch(/POST \/api\/auth\/login/);
    expect(doc.info.contact).toBeDefined();
    expect(doc.info.license).toBeDefined();
  });

  it('asks for no credentials on the public operations, a portal session on the portal ones and either staff scheme on every other', () => {
    const publicOperations = new Set([
      'POST /auth/login',
      'POST /auth/logout',
      'POST /auth/forgot-password',
      'POST /auth/reset-password',
      'GET /health',
      'GET /calendar/{token}.ics',
      'POST /portal/auth/login',
      'POST /portal/auth/logout',
      'POST /portal/auth/forgot-password',
      'POST /portal/auth/reset-password',
      'GET /public/forms/{slug}',
      'POST /public/forms/{slug}/submissions',
    ]);
    for (const [method, path, op] of operations) {
      if (publicOperations.has(key(method, path))) expect(op.security, key(method, path)).toBeUndefined();
      else if (path.startsWith('/portal/'))
        expect(op.security, key(method, path)).toEqual([{ portalSessionCookie: [] }]);
      else expect(op.security, key(method, path)).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    }
  });

  it('documents 201 on creations and 200 on the other successes', () => {
    const procedures = proceduresByOperation();
    for (const [method, path, op] of operations) {
      const procedure = procedures.get(key(method, path))?.name;
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
      const created = procedure
        ? answersCreated(procedure)
        : key(method, path) === 'POST /uploads' || key(method, path) === 'POST /portal/uploads';
      expect(success, key(method, path)).toEqual([created ? '201' : '200']);
    }
    expect(Object.keys(doc.paths['/clients']?.post?.responses ?? {})).toContain('201');
  });

  it('types numeric query and path parameters as integers with their bounds', () => {
    for (const [method, path, op] of operations) {
      for (const parameter of op.parameters ?? []) {
        const where = `${key(method, path)} ${parameter.name}`;
        expect(parameter.description, where).toBeTruthy();
        // "A number, or a string of digits" is how JSON reaches the schema, not what a URL carries.
        expect(JSON.stringify(parameter.schema), where).not.toMatch(/"type":"number"/);
      }
    }
    const clients = doc.paths['/clients']?.get?.parameters ?? [];
    expect(clients.find((p) => p.name === 'limit')?.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 500,
      default: 50,
    });
    expect(clients.find((p) => p.name === 'offset')?.schema).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 2147483647,
      default: 0,
    });
    expect(doc.paths['/clients/{id}']?.get?.parameters?.find((p) => p.name === 'id')?.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
    });
    expect(doc.paths['/users']?.get?.parameters?.find((p) => p.name === 'isActive')?.schema).toEqual({
      type: 'boolean',
    });
  });
});

describe('examples', () => {
  const validator = schemaValidator(doc);

  /** Every JSON body of the document (requests and answers) with its schema and its examples. */
  const bodies = operations.flatMap(([method, path, op]) => {
    const media = [
      ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => ({
        where: `${key(method, path)} request ${type}`,
        type,
        m,
      })),
      ...Object.entries(op.responses).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).map(([type, m]) => ({
          where: `${key(method, path)} ${status} ${type}`,
          type,
          m,
        })),
      ),
    ];
    return media.filter(({ type }) => type === 'application/json');
  });

  it('gives every JSON request and answer an example', () => {
    const missing = bodies
      .filter(({ m }) => m.example === undefined && Object.keys(m.examples ?? {}).length === 0)
      .map((b) => b.where);
    expect(missing).toEqual([]);
    expect(bodies.length).toBeGreaterThan(300);
  });

  it('validates every example against its schema', () => {
    const failures: string[] = [];
    let checked = 0;
    const check = (where: string, schema: Json | undefined, value: unknown) => {
      if (!schema) return failures.push(`${where}: no schema`);
      checked++;
      for (const error of validator.errors(schema, value)) failures.push(`${where}: ${error}`);
    };
    for (const { where, m } of bodies) {
      if (m.example !== undefined) check(where, m.schema, m.example);
      for (const [name, example] of Object.entries(m.examples ?? {}))
        check(`${where} (${name})`, m.schema, example.value);
    }
    for (const [method, path, op] of operations) {
      for (const parameter of op.parameters ?? []) {
        if (parameter.example !== undefined)
          check(`${key(method, path)} ${parameter.name}`, parameter.schema, parameter.example);
      }
    }
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
      if (schema.example !== undefined) check(`components.schemas.${name}`, schema, schema.example);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('refuses an example that does not fit (the validator is not a rubber stamp)', () => {
    const schema = doc.paths['/clients']?.post?.responses['201']?.content?.['application/json']
      ?.schema as Json;
    const example = doc.paths['/clients']?.post?.responses['201']?.content?.['application/json']
      ?.example as Json;
    expect(validator.errors(schema, example)).toEqual([]);
    expect(validator.errors(schema, { ...example, revenue: 18450 })).not.toEqual([]);
    expect(validator.errors(schema, { ...example, createdAt: 'yesterday' })).not.toEqual([]);
  });
});
