import type { OutgoingHttpHeaders } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityPlugin from '../src/plugins/security.plugin.ts';

// The security headers as sent in production and in development, whole (the authorization matrix checks
// their presence on every route): helmet is built once, so the two settings must not leak into each other.
async function headersOf(production: boolean) {
  return (await answersOf(production, 1))[0]!;
}

async function answersOf(production: boolean, count: number) {
  const app = Fastify();
  await app.register(securityPlugin, { production });
  app.get('/page', async () => 'ok');
  const answers = [];
  for (let i = 0; i < count; i++) answers.push((await app.inject({ method: 'GET', url: '/page' })).headers);
  await app.close();
  return answers;
}

const policy = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "script-src-attr 'none'",
];

describe('security headers', () => {
  it('sends HSTS and upgrade-insecure-requests in production only', async () => {
    const production = await headersOf(true);
    const development = await headersOf(false);
    expect(production['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(development['strict-transport-security']).toBeUndefined();
    const directives = (csp: unknown) => new Set(String(csp).split(';'));
    expect(directives(production['content-security-policy'])).toEqual(
      new Set([...policy, 'upgrade-insecure-requests']),
    );
    expect(directives(development['content-security-policy'])).toEqual(new Set(policy));
  });

  it('sends the same policy on every answer, with the rest of helmet’s headers', async () => {
    const [first, again] = (await answersOf(true, 2)) as [OutgoingHttpHeaders, OutgoingHttpHeaders];
    expect(again['content-security-policy']).toBe(first['content-security-policy']);
    expect(first).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(first['cross-origin-embedder-policy']).toBeUndefined();
    expect(first['x-powered-by']).toBeUndefined();
  });
});
