import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import { ZBusinessInfo, ZBusinessInfoCreateInput, ZBusinessInfoUpdateInput } from './business-info.schema.ts';

const valid = { name: 'Accounting suite', value: 'Licence key 123' };

describe('ZBusinessInfoCreateInput', () => {
  it("defaults category 'software', type 'credential', active, no tags", () => {
    expect(ZBusinessInfoCreateInput.parse(valid)).toEqual({
      ...valid,
      category: 'software',
      type: 'credential',
      isActive: true,
      tags: [],
    });
  });

  it("requires name and value with 'Please fill in required fields'", () => {
    expect(issuesByPath(ZBusinessInfoCreateInput, { name: ' ', value: '' })).toEqual({
      name: ['Please fill in required fields'],
      value: ['Please fill in required fields'],
    });
  });

  it('normalises optional fields', () => {
    const parsed = ZBusinessInfoCreateInput.parse({
      ...valid,
      cost: '49.9',
      expirationDate: '',
      email: '',
      url: 'https://app.example.com',
      password: ' s3cret ',
      tags: [' finance ', '', 'yearly'],
    });
    expect(parsed).toMatchObject({
      cost: '49.90',
      expirationDate: null,
      email: null,
      url: 'https://app.example.com',
      password: ' s3cret ',
      tags: ['finance', 'yearly'],
    });
  });

  it('takes a blank cost as null and rejects a negative one', () => {
    expect(ZBusinessInfoCreateInput.parse({ ...valid, cost: '' }).cost).toBeNull();
    expect(issuesByPath(ZBusinessInfoCreateInput, { ...valid, cost: '-1' })).toEqual({
      cost: ['Cost must be positive'],
    });
  });

  it('rejects a bad expiration date and URL', () => {
    expect(
      issuesByPath(ZBusinessInfoCreateInput, { ...valid, expirationDate: '2026-02-30', url: 'nope' }),
    ).toEqual({
      expirationDate: ['Invalid date'],
      url: ['Invalid URL'],
    });
  });
});

describe('ZBusinessInfoUpdateInput', () => {
  it('does not reset category, type, flag or tags', () => {
    expect(ZBusinessInfoUpdateInput.parse({ value: 'new' })).toEqual({ value: 'new' });
  });
});

describe('ZBusinessInfo', () => {
  it('returns the decrypted password to staff', () => {
    const parsed = ZBusinessInfo.parse({
      ...ROW,
      ...valid,
      category: 'password',
      type: 'credential',
      description: null,
      username: 'admin',
      email: null,
      password: 'hunter2',
      url: null,
      expirationDate: null,
      cost: null,
      isActive: true,
      tags: [],
    });
    expect(parsed.password).toBe('hunter2');
  });
});
