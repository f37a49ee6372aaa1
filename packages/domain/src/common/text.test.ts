import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  nullIfBlank,
  optionalEmail,
  optionalText,
  requiredEmail,
  requiredFileName,
  requiredText,
  withoutBidiControls,
} from './text.ts';

describe('requiredText', () => {
  const schema = requiredText('Name is required', 10);

  it('trims', () => {
    expect(schema.parse('  Acme  ')).toBe('Acme');
  });

  it('reports the message once for missing, empty and whitespace-only values', () => {
    for (const input of [undefined, null, '', '   ']) {
      expect(schema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
        'Name is required',
      ]);
    }
  });

  it('caps the length after trimming', () => {
    expect(schema.safeParse(' 0123456789 ').success).toBe(true);
    expect(schema.safeParse('01234567890').error?.issues[0]?.message).toBe('Must be at most 10 characters');
  });
});

describe('optionalText', () => {
  it('normalises blank and null to null, keeps absence, trims text', () => {
    const object = z.object({ note: optionalText() });
    expect(object.parse({ note: '' })).toEqual({ note: null });
    expect(object.parse({ note: '   ' })).toEqual({ note: null });
    expect(object.parse({ note: null })).toEqual({ note: null });
    expect(object.parse({})).toEqual({});
    expect(object.parse({ note: ' hi ' })).toEqual({ note: 'hi' });
  });
});

describe('emails', () => {
  it('requiredEmail distinguishes missing from malformed', () => {
    const schema = requiredEmail('Please fill in required fields');
    expect(schema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'Please fill in required fields',
    ]);
    expect(schema.safeParse('not-an-email').error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid email address',
    ]);
    expect(schema.parse(' jo@example.com ')).toBe('jo@example.com');
  });

  it('optionalEmail accepts blank as null', () => {
    const schema = optionalEmail();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('a@b.co')).toBe('a@b.co');
    expect(schema.safeParse('a@b').error?.issues[0]?.message).toBe('Invalid email address');
  });
});

describe('nullIfBlank', () => {
  it('only touches blank strings', () => {
    expect(nullIfBlank(' ')).toBeNull();
    expect(nullIfBlank(undefined)).toBeUndefined();
    expect(nullIfBlank(0)).toBe(0);
  });
});

describe('withoutBidiControls and requiredFileName', () => {
  const every = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';

  it('leave out every bidirectional formatting character and nothing else', () => {
    expect(withoutBidiControls(`a${every}txt.exe`)).toBe('atxt.exe');
    expect(withoutBidiControls('שלום e\u0301 ١٢٣ \u200d')).toBe('שלום e\u0301 ١٢٣ \u200d');
  });

  it('refuse a name of nothing else as blank, and trim what is left', () => {
    const schema = requiredFileName('Name is required');
    expect(schema.parse(` \u202eq.pdf${every} `)).toBe('q.pdf');
    expect(schema.safeParse(` ${every} `).error?.issues.map((i) => i.message)).toEqual(['Name is required']);
  });
});
