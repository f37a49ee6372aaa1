import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ZProfileUpdateInput } from './profile.schema.ts';

describe('ZProfileUpdateInput', () => {
  it('cannot change role, active flag, username or password', () => {
    const parsed = ZProfileUpdateInput.parse({
      firstName: 'Ada',
      role: 'admin',
      isActive: false,
      username: 'root',
      password: 'whatever1',
    });
    expect(parsed).toEqual({ firstName: 'Ada' });
  });

  it('accepts an empty e-mail and rejects a bad one', () => {
    expect(ZProfileUpdateInput.parse({ email: '' })).toEqual({ email: null });
    expect(issuesByPath(ZProfileUpdateInput, { email: 'nope' })).toEqual({
      email: ['Invalid email address'],
    });
  });
});
