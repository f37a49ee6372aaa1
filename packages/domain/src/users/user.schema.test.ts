import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import {
  ZUser,
  ZUserCreateInput,
  ZUserEditForm,
  ZUserForm,
  ZUserListInput,
  ZUserUpdateInput,
} from './user.schema.ts';

const row = {
  id: 1,
  version: 0,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
  department: null,
  jobTitle: null,
  phone: null,
  bio: null,
  profileImage: null,
  isActive: true,
  lastLogin: null,
  twoFactorEnabled: false,
};

describe('ZUser', () => {
  it('never lets a password or hash out', () => {
    const parsed = ZUser.parse({ ...row, password: 'secret', passwordHash: '$argon2id$...' });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed).not.toHaveProperty('passwordHash');
    expect(parsed.username).toBe('ada');
  });

  it('rejects an unknown role', () => {
    expect(ZUser.safeParse({ ...row, role: 'root' }).success).toBe(false);
  });
});

describe('ZUserCreateInput', () => {
  it('defaults the role to user and isActive to true, normalising blank optionals to null', () => {
    const parsed = ZUserCreateInput.parse({
      username: ' grace ',
      password: 'hopper',
      email: '',
      firstName: '',
    });
    expect(parsed).toMatchObject({
      username: 'grace',
      role: 'user',
      isActive: true,
      email: null,
      firstName: null,
    });
  });

  it('requires a username and a password of at least 6 characters', () => {
    expect(issuesByPath(ZUserCreateInput, { username: '', password: '12345' })).toEqual({
      username: ['Username is required'],
      password: ['Password must be at least 6 characters'],
    });
    expect(ZUserCreateInput.safeParse({ username: 'a', password: '123456' }).success).toBe(true);
  });

  it('validates the e-mail', () => {
    expect(issuesByPath(ZUserCreateInput, { username: 'a', password: '123456', email: 'x' })).toEqual({
      email: ['Invalid email address'],
    });
  });

  it('ignores server-set fields', () => {
    const parsed = ZUserCreateInput.parse({
      username: 'a',
      password: '123456',
      lastLogin: '2026-01-01T00:00:00Z',
      id: 9,
    });
    expect(parsed).not.toHaveProperty('lastLogin');
    expect(parsed).not.toHaveProperty('id');
  });
});

describe('ZUserUpdateInput', () => {
  it('applies no defaults, so an update never resets fields', () => {
    expect(ZUserUpdateInput.parse({})).toEqual({});
    expect(ZUserUpdateInput.parse({ firstName: 'Ada', version: 3 })).toEqual({
      firstName: 'Ada',
      version: 3,
    });
  });

  it('drops a blank password and checks a non-blank one', () => {
    expect(ZUserUpdateInput.parse({ password: '' })).toEqual({});
    expect(issuesByPath(ZUserUpdateInput, { password: 'abc' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
  });
});

describe('ZUserForm', () => {
  const base = { username: 'ada', password: 'secret1' };

  it('requires the confirmation and a match', () => {
    expect(issuesByPath(ZUserForm, base)).toEqual({ confirmPassword: ['Please confirm your password'] });
    expect(issuesByPath(ZUserForm, { ...base, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
    expect(ZUserForm.safeParse({ ...base, confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('ZUserEditForm lets a blank password through untouched', () => {
    expect(ZUserEditForm.parse({ password: '', confirmPassword: '' })).toEqual({ confirmPassword: '' });
    expect(issuesByPath(ZUserEditForm, { password: 'newpass', confirmPassword: 'other' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});

describe('ZUserListInput', () => {
  it('filters by role and active flag from query strings', () => {
    expect(ZUserListInput.parse({ role: 'manager', isActive: 'false' })).toMatchObject({
      role: 'manager',
      isActive: false,
    });
  });
});
