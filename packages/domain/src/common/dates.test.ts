import { describe, expect, it } from 'vitest';
import {
  dateString,
  isCalendarDate,
  isTimeOfDay,
  optionalDateString,
  timeString,
  todayDateString,
} from './dates.ts';

describe('isCalendarDate', () => {
  it.each(['2026-01-05', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-5',
    '2026/01/05',
    '2026-01-05T00:00:00Z',
    '',
  ])('rejects %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('dateString', () => {
  const schema = dateString('Date is required');

  it('gives the required message once for a blank or missing date', () => {
    expect(schema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['Date is required']);
    expect(schema.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual([
      'Date is required',
    ]);
  });

  it('rejects impossible dates', () => {
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Invalid date');
  });

  it('trims', () => {
    expect(schema.parse(' 2026-03-01 ')).toBe('2026-03-01');
  });
});

describe('optionalDateString', () => {
  it('maps blank to null and keeps absence', () => {
    const schema = optionalDateString();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('2026-05-01')).toBe('2026-05-01');
    expect(schema.safeParse('2026-02-30').success).toBe(false);
  });
});

describe('time of day', () => {
  it.each(['00:00', '09:30', '23:59'])('accepts %s', (value) => {
    expect(isTimeOfDay(value)).toBe(true);
    expect(timeString().parse(value)).toBe(value);
  });

  it.each(['24:00', '9:30', '12:60', '12:30:00', '1230', ''])('rejects %j', (value) => {
    expect(timeString().safeParse(value).success).toBe(false);
  });
});

describe('todayDateString', () => {
  it('uses the local calendar date', () => {
    expect(todayDateString(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayDateString(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
