import { z } from 'zod';
import { nullIfBlank, REQUIRED } from './text.ts';

export const INVALID_DATE = 'Invalid date';
export const INVALID_TIME = 'Invalid time';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

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

/** A required calendar date 'YYYY-MM-DD'. */
export function dateString(requiredMessage: string = REQUIRED) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isCalendarDate, INVALID_DATE);
}

/** An optional calendar date: ''/null become null. */
export function optionalDateString() {
  return z
    .string()
    .trim()
    .nullish()
    .transform(nullIfBlank)
    .refine((value) => value == null || isCalendarDate(value), INVALID_DATE);
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
export const ZDateString = z.string().refine(isCalendarDate, INVALID_DATE);
/** A time of day as the API returns it. */
export const ZTimeString = z.string().refine(isTimeOfDay, INVALID_TIME);
