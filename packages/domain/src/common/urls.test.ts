import { describe, expect, it } from 'vitest';
import {
  fileReference,
  httpUrl,
  isHttpUrl,
  isSitePath,
  optionalFileReference,
  optionalHttpUrl,
  optionalWebsite,
  websiteAddress,
} from './urls.ts';

describe('isHttpUrl', () => {
  it.each(['https://example.com', 'http://localhost:3000/a?b=c', 'https://cdn.example.com/x.pdf'])(
    'accepts %s',
    (value) => {
      expect(isHttpUrl(value)).toBe(true);
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com', 'example.com', '/files/1', ''])(
    'rejects %j',
    (value) => {
      expect(isHttpUrl(value)).toBe(false);
    },
  );
});

describe('httpUrl', () => {
  it('uses the given messages', () => {
    const schema = httpUrl('Please enter a valid URL', 'Please enter a valid URL');
    expect(schema.safeParse('nope').error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid URL',
    ]);
    expect(schema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid URL',
    ]);
    expect(schema.parse(' https://example.com/t.docx ')).toBe('https://example.com/t.docx');
  });
});

describe('optionalHttpUrl', () => {
  it('accepts blank as null', () => {
    const schema = optionalHttpUrl('Invalid website URL');
    expect(schema.parse('')).toBeNull();
    expect(schema.safeParse('www.example.com').error?.issues[0]?.message).toBe('Invalid website URL');
  });
});

describe('websiteAddress', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com/path', 'https://www.example.com/path'],
    ['shop.example.co.uk:8443/a?b=c#d', 'https://shop.example.co.uk:8443/a?b=c#d'],
    ['bücher.example', 'https://bücher.example'],
    ['https://example.com', 'https://example.com'],
    ['HTTP://Example.com/A', 'HTTP://Example.com/A'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('reads %j as %j', (value, address) => {
    expect(websiteAddress(value)).toBe(address);
  });

  it.each([
    'example',
    'localhost:3000',
    'not a url',
    'ann@example.com',
    'javascript:alert(1)',
    'mailto:ann@example.com',
    'ftp://example.com',
    '/files/1',
    '//example.com',
    'exa mple.com',
    '.com',
    'example.123',
  ])('refuses %j', (value) => {
    expect(websiteAddress(value)).toBeNull();
  });
});

describe('optionalWebsite', () => {
  const schema = optionalWebsite();
  it('stores blank as null, a bare domain with https:// and refuses anything else', () => {
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(' example.com ')).toBe('https://example.com');
    expect(schema.safeParse('example').error?.issues.map((issue) => issue.message)).toEqual(['Invalid URL']);
    expect(schema.safeParse(`example.com/${'a'.repeat(2040)}`).error?.issues[0]?.message).toMatch(/2,?048/);
  });
});

describe('file references', () => {
  it('accept http(s) URLs and site paths but not other schemes or protocol-relative URLs', () => {
    expect(isSitePath('/api/files/0d1e')).toBe(true);
    expect(isSitePath('/uploads/my file.pdf')).toBe(true);
    expect(isSitePath('//evil.example.com/x')).toBe(false);
    expect(isSitePath('/a\nb')).toBe(false);
    expect(fileReference().safeParse('javascript:alert(1)').success).toBe(false);
    expect(fileReference().parse('/uploads/a.pdf')).toBe('/uploads/a.pdf');
    expect(optionalFileReference().parse('')).toBeNull();
    expect(optionalFileReference().parse(undefined)).toBeUndefined();
  });
});
