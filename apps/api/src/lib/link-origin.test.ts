import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { linkOrigin } from './link-origin.ts';

describe('linkOrigin', () => {
  const req = { protocol: 'http', host: 'attacker.example' } as FastifyRequest;

  it('starts links with PUBLIC_URL when the server has it, whatever Host the request says', () => {
    expect(linkOrigin({ req, publicUrl: 'https://office.example.com' })).toBe('https://office.example.com');
  });

  it("else with the request's own scheme and host", () => {
    expect(linkOrigin({ req })).toBe('http://attacker.example');
  });
});
