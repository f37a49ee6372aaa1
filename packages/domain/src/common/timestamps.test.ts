import { describe, expect, it } from 'vitest';
import { toIsoDateTime, ZIsoDateTime } from './timestamps.ts';

describe('ZIsoDateTime', () => {
  it('accepts ISO timestamps with Z or an offset', () => {
    expect(ZIsoDateTime.parse('2026-01-05T10:00:00.000Z')).toBe('2026-01-05T10:00:00.000Z');
    expect(ZIsoDateTime.safeParse('2026-01-05T10:00:00+01:00').success).toBe(true);
  });

  it('rejects dates without a time, local times and garbage', () => {
    expect(ZIsoDateTime.safeParse('2026-01-05').success).toBe(false);
    expect(ZIsoDateTime.safeParse('2026-01-05T10:00:00').success).toBe(false);
    expect(ZIsoDateTime.safeParse('yesterday').success).toBe(false);
  });
});

describe('toIsoDateTime', () => {
  it('serialises database dates', () => {
    expect(toIsoDateTime(new Date(Date.UTC(2026, 0, 5, 10)))).toBe('2026-01-05T10:00:00.000Z');
    expect(toIsoDateTime('2026-01-05T11:00:00+01:00')).toBe('2026-01-05T10:00:00.000Z');
  });
});
