import { z } from 'zod';
import { nullIfBlank, REQUIRED } from './text.ts';

export const INVALID_DATE = 'Invalid date';
export const INVALID_TIME = 'Invalid time';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIMESTAMP = z.iso.datetime({ offset: true });

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Year 0 does not exist in Postgres `date`.
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** True for a 24-hour 'HH:MM' time. */
export function isTimeOfDay(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Today's date as 'YYYY-MM-DD' in the local time zone (form default for financial records). */
export function todayDateString(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/** True for an ISO 8601 timestamp with a zone ('2025-05-15T12:00:00.000Z', '…+02:00'). */
export function isTimestamp(value: string): boolean {
  return TIMESTAMP.safeParse(value).success && !Number.isNaN(Date.parse(value));
}

/** True for an IANA time zone name this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date 'YYYY-MM-DD' an instant falls on in `timeZone`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * A date value as the API stores it: a calendar date stays as it is; a timestamp (what
 * `JSON.stringify(new Date())` sends) becomes the day it falls on in the company's time zone.
 */
export function toCalendarDate(value: string, timeZone: string): string {
  return isCalendarDate(value) ? value : calendarDateIn(new Date(value), timeZone);
}

const DATE_VALUE_DESCRIPTION =
  "A calendar date 'YYYY-MM-DD', or an ISO 8601 timestamp with a zone (stored as the day it falls on in the company's time zone). Answered as 'YYYY-MM-DD'.";

const isDateValue = (value: string) => isCalendarDate(value) || isTimestamp(value);

/** A required calendar date 'YYYY-MM-DD'. */
export function dateString(requiredMessage: string = REQUIRED) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isCalendarDate, INVALID_DATE);
}

/**
 * A required date value of an entity (spec: "converted to a date value on send"): 'YYYY-MM-DD' or an
 * ISO 8601 timestamp; the server turns a timestamp into the company's calendar date (toCalendarDate).
 */
export function dateValue(requiredMessage: string = REQUIRED) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isDateValue, INVALID_DATE)
    .meta({ description: DATE_VALUE_DESCRIPTION });
}

/** An optional date value: ''/null become null; otherwise as dateValue. */
export function optionalDateValue() {
  return z
    .string()
    .trim()
    .nullish()
    .transform(nullIfBlank)
    .refine((value) => value == null || isDateValue(value), INVALID_DATE)
    .meta({ description: DATE_VALUE_DESCRIPTION });
}

/** A required 24-hour time 'HH:MM'. */
export function timeString(requiredMessage: string = REQUIRED) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isTimeOfDay, INVALID_TIME);
}

/** A calendar date as the API returns it. */
export const ZDateString = z
  .string()
  .refine(isCalendarDate, INVALID_DATE)
  .meta({ description: "A calendar date 'YYYY-MM-DD'." });
/** A time of day as the API returns it. */
export const ZTimeString = z.string().refine(isTimeOfDay, INVALID_TIME);
