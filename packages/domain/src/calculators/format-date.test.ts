import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date.ts';

describe('formatDate', () => {
  it.each([
    ['2026-01-05', 'Jan 5, 2026'],
    ['2026-09-30', 'Sep 30, 2026'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['2026-12-31', 'Dec 31, 2026'],
  ])('formats the date-only %s as %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('formats Date values and timestamps in local time', () => {
    expect(formatDate(new Date(2026, 6, 4, 23, 30))).toBe('Jul 4, 2026');
    const local = new Date(2026, 2, 15, 12, 0);
    expect(formatDate(local.toISOString())).toBe('Mar 15, 2026');
  });

  it('returns an empty string for unreadable or impossible dates', () => {
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('soon')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('never shifts a date-only value by a day', () => {
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
          expect(formatDate(iso)).toBe(`${MONTHS[m - 1]} ${day}, ${y}`);
        },
      ),
    );
  });
});

describe('formatTime and formatDateTime', () => {
  it.each([
    ['15:00', '3:00 PM'],
    ['00:05', '12:05 AM'],
    ['12:30', '12:30 PM'],
    ['09:15', '9:15 AM'],
    ['23:59', '11:59 PM'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it('gives nothing for what is not a time', () => {
    expect(formatTime('25:00')).toBe('');
    expect(formatTime('3pm')).toBe('');
  });

  it('shows a timestamp as one date and time', () => {
    expect(formatDateTime(new Date(2025, 4, 15, 15, 0))).toBe('May 15, 2025, 3:00 PM');
    expect(formatDateTime('nope')).toBe('');
  });
});
