import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE + 59_999, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [45 * DAY, '45d ago'],
  ])('%d ms ago is %s', (ms, expected) => {
    expect(relativeTime(ago(ms), NOW)).toBe(expected);
  });

  it('accepts ISO strings, treats the future as now and unreadable dates as empty', () => {
    expect(relativeTime('2026-03-10T11:30:00.000Z', NOW)).toBe('30m ago');
    expect(relativeTime(new Date(NOW.getTime() + HOUR), NOW)).toBe('Just now');
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('puts every age in exactly the bucket its size calls for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), (ms) => {
        const text = relativeTime(ago(ms), NOW);
        if (ms < MINUTE) expect(text).toBe('Just now');
        else if (ms < HOUR) expect(text).toBe(`${Math.floor(ms / MINUTE)}m ago`);
        else if (ms < DAY) expect(text).toBe(`${Math.floor(ms / HOUR)}h ago`);
        else expect(text).toBe(`${Math.floor(ms / DAY)}d ago`);
      }),
    );
  });
});
