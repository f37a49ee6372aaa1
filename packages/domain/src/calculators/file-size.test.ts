import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize, formatTemplateSize } from './file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [2 * 1024 * 1024, '2 MB'],
    [1.23 * 1024 ** 3, '1.23 GB'],
    [1234567, '1.18 MB'],
    [1024 ** 4, '1 TB'],
  ])('%d bytes is %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('treats nonsense as zero', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });

  it('always shows a number of at most 2 decimals and a known unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d+(\.\d{1,2})? (Bytes|KB|MB|GB|TB)$/);
      }),
    );
  });
});

describe('formatTemplateSize', () => {
  it.each([
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    [0, 'Unknown'],
    [12_595, '12.3 KB'],
    [1024 * 1024, '1024.0 KB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
  ])('%j bytes is %s', (bytes, expected) => {
    expect(formatTemplateSize(bytes)).toBe(expected);
  });
});
