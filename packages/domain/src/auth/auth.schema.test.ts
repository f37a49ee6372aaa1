import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ZChangePasswordForm, ZChangePasswordInput, ZCurrentUser, ZLoginInput } from './auth.schema.ts';

describe('ZLoginInput', () => {
  it('requires both fields with the login messages', () => {
    expect(issuesByPath(ZLoginInput, { username: ' ', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
    expect(issuesByPath(ZLoginInput, {})).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('trims the username but not the password', () => {
    expect(ZLoginInput.parse({ username: ' ada ', password: ' pw ' })).toEqual({
      username: 'ada',
      password: ' pw ',
    });
  });
});

describe('ZCurrentUser', () => {
  it('keeps only what the header needs', () => {
    const parsed = ZCurrentUser.parse({
      id: 1,
      username: 'ada',
      email: null,
      firstName: null,
      lastName: null,
      role: 'user',
      profileImage: null,
      twoFactorPending: false,
      colorScheme: 'dark',
      password: 'x',
      bio: 'long',
    });
    expect(Object.keys(parsed).sort()).toEqual(
      [
        'colorScheme',
        'email',
        'firstName',
        'id',
        'lastName',
        'profileImage',
        'role',
        'twoFactorPending',
        'username',
      ].sort(),
    );
  });
});

describe('ZChangePasswordInput', () => {
  it('requires the current password and a new one of at least 6 characters', () => {
    expect(issuesByPath(ZChangePasswordInput, { currentPassword: '', newPassword: '12345' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['Password must be at least 6 characters'],
    });
    expect(
      ZChangePasswordInput.parse({ currentPassword: 'old', newPassword: '123456', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: 'old',
      newPassword: '123456',
    });
  });
});

describe('ZChangePasswordForm', () => {
  it('requires a matching confirmation', () => {
    expect(issuesByPath(ZChangePasswordForm, { currentPassword: 'old', newPassword: '123456' })).toEqual({
      confirmPassword: ['Please confirm your password'],
    });
    expect(
      issuesByPath(ZChangePasswordForm, {
        currentPassword: 'old',
        newPassword: '123456',
        confirmPassword: '1234567',
      }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] });
    expect(
      ZChangePasswordForm.safeParse({
        currentPassword: 'old',
        newPassword: '123456',
        confirmPassword: '123456',
      }).success,
    ).toBe(true);
  });
});
