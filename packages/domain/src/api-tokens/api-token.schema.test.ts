import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import {
  API_TOKEN_NAME_REQUIRED,
  ZApiToken,
  ZApiTokenCreated,
  ZApiTokenCreateInput,
} from './api-token.schema.ts';

describe('API token schemas', () => {
  it('requires a name, trimmed, of at most 100 characters', () => {
    expect(ZApiTokenCreateInput.parse({ name: '  Zapier export  ' })).toEqual({ name: 'Zapier export' });
    expect(issuesByPath(ZApiTokenCreateInput, {})).toEqual({ name: [API_TOKEN_NAME_REQUIRED] });
    expect(issuesByPath(ZApiTokenCreateInput, { name: '   ' })).toEqual({ name: [API_TOKEN_NAME_REQUIRED] });
    expect(ZApiTokenCreateInput.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
    expect(issuesByPath(ZApiTokenCreateInput, { name: 'x'.repeat(101) })).toEqual({
      name: ['Must be at most 100 characters'],
    });
  });

  it('lists a token without its secret: unknown keys are dropped', () => {
    const listed = ZApiToken.parse({
      id: 3,
      name: 'Reports',
      createdAt: '2026-11-24T09:00:00.000Z',
      lastUsedAt: null,
      tokenHash: 'ab'.repeat(32),
      token: 'evf_secret',
    });
    expect(listed).toEqual({
      id: 3,
      name: 'Reports',
      createdAt: '2026-11-24T09:00:00.000Z',
      lastUsedAt: null,
    });
  });

  it('answers a creation with a token that carries the prefix', () => {
    expect(ZApiTokenCreated.safeParse({ id: 1, name: 'Reports', token: 'evf_abc' }).success).toBe(true);
    expect(ZApiTokenCreated.safeParse({ id: 1, name: 'Reports', token: 'abc' }).success).toBe(false);
  });
});
