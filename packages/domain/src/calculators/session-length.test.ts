import { describe, expect, it } from 'vitest';
import { formatSessionLength } from './session-length.ts';

describe('formatSessionLength', () => {
  it("writes the spec's '12m' style, and '—' when nothing was measured", () => {
    expect(formatSessionLength(null)).toBe('—');
    expect(formatSessionLength(0)).toBe('0s');
    expect(formatSessionLength(45)).toBe('45s');
    expect(formatSessionLength(720)).toBe('12m');
    expect(formatSessionLength(749)).toBe('12m');
    expect(formatSessionLength(3600)).toBe('1h');
    expect(formatSessionLength(3900)).toBe('1h 5m');
  });
});
