import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  dateString,
  dateValue,
  isCalendarDate,
  isTimeOfDay,
  isTimestamp,
  isTimeZone,
  optionalDateValue,
  timeString,
  toCalendarDate,
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

describe('optionalDateValue', () => {
  it('maps blank to null and keeps absence', () => {
    const schema = optionalDateValue();
    expect(schema.parse('2025-05-15T12:00:00.000Z')).toBe('2025-05-15T12:00:00.000Z');
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

describe('dateValue (spec: "converted to a date value on send")', () => {
  const schema = dateValue('Date is required');

  it('accepts a calendar date and what JSON.stringify(new Date()) sends', () => {
    expect(schema.parse('2025-05-15')).toBe('2025-05-15');
    const sent = JSON.parse(JSON.stringify({ date: new Date(Date.UTC(2025, 4, 15, 12)) })).date;
    expect(schema.parse(sent)).toBe('2025-05-15T12:00:00.000Z');
    expect(schema.parse('2025-05-15T12:00:00+02:00')).toBe('2025-05-15T12:00:00+02:00');
  });

  it('refuses timestamps without a zone, impossible dates and garbage', () => {
    for (const value of [
      '2025-05-15T12:00:00',
      '2025-02-30',
      '2025-13-01T00:00:00Z',
      'tomorrow',
      '15/05/2025',
    ]) {
      expect(schema.safeParse(value).error?.issues[0]?.message, value).toBe('Invalid date');
    }
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Date is required');
  });
});

describe('toCalendarDate', () => {
  it('keeps a calendar date whatever the zone', () => {
    expect(toCalendarDate('2025-05-15', 'Pacific/Kiritimati')).toBe('2025-05-15');
  });

  it("gives the day the instant falls on in the company's zone", () => {
    const lateEvening = '2025-05-15T23:30:00.000Z';
    expect(toCalendarDate(lateEvening, 'UTC')).toBe('2025-05-15');
    expect(toCalendarDate(lateEvening, 'Europe/Paris')).toBe('2025-05-16');
    expect(toCalendarDate(lateEvening, 'America/New_York')).toBe('2025-05-15');
    expect(toCalendarDate('2025-05-15T02:00:00.000Z', 'America/Los_Angeles')).toBe('2025-05-14');
    expect(calendarDateIn(new Date('2025-12-31T23:00:00Z'), 'Asia/Tokyo')).toBe('2026-01-01');
  });
});

describe('isTimeZone and isTimestamp', () => {
  it.each(['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])('knows %s', (name) => {
    expect(isTimeZone(name)).toBe(true);
  });
  it.each(['', 'Mars/Olympus', 'Europe/Paris; drop table', '+02:00', 'local'])('refuses %j', (name) => {
    expect(isTimeZone(name)).toBe(false);
  });
  it('needs a zone on a timestamp', () => {
    expect(isTimestamp('2025-05-15T12:00:00Z')).toBe(true);
    expect(isTimestamp('2025-05-15T12:00:00')).toBe(false);
    expect(isTimestamp('2025-05-15')).toBe(false);
  });
});
