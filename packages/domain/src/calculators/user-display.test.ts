import { describe, expect, it } from 'vitest';
import { capitalize, displayName, emailLine, initials, roleLabel, sidebarName } from './user-display.ts';

const full = { firstName: 'ada', lastName: 'Lovelace', username: 'ada', email: 'ada@example.com' };
const usernameOnly = { firstName: 'Ada', lastName: null, username: 'ada', email: null };
const empty = { firstName: '', lastName: ' ', username: '', email: '' };

describe('initials', () => {
  it('uses first and last name, else the username, else U', () => {
    expect(initials(full)).toBe('AL');
    expect(initials(usernameOnly)).toBe('A');
    expect(initials(empty)).toBe('U');
    expect(initials(null)).toBe('U');
  });
});

describe('displayName and sidebarName', () => {
  it('prefer the full name, then the username', () => {
    expect(displayName(full)).toBe('ada Lovelace');
    expect(displayName(usernameOnly)).toBe('ada');
    expect(sidebarName(full)).toBe('ada Lovelace');
    expect(sidebarName(usernameOnly)).toBe('ada');
  });

  it("fall back to 'User' and 'Admin'", () => {
    expect(displayName(empty)).toBe('User');
    expect(sidebarName(empty)).toBe('Admin');
    expect(displayName(undefined)).toBe('User');
    expect(sidebarName(undefined)).toBe('Admin');
  });
});

describe('roleLabel', () => {
  it("capitalises, with 'Administrator' as the fallback", () => {
    expect(roleLabel('manager')).toBe('Manager');
    expect(roleLabel(null)).toBe('Administrator');
    expect(roleLabel('')).toBe('Administrator');
  });
});

describe('emailLine', () => {
  it("shows the e-mail, else '@' and the username", () => {
    expect(emailLine(full)).toBe('ada@example.com');
    expect(emailLine(usernameOnly)).toBe('@ada');
    expect(emailLine(empty)).toBe('');
  });
});

describe('capitalize', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalize('in_progress')).toBe('In_progress');
    expect(capitalize('')).toBe('');
  });
});
