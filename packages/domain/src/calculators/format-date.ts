import dayjs from 'dayjs';
import { isCalendarDate } from '../common/dates.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The app's one date format and one time format (English, as the spec's screens show them). */
const DATE_FORMAT = 'MMM D, YYYY';
const TIME_FORMAT = 'h:mm A';

/**
 * 'Jan 5, 2026'. A date-only 'YYYY-MM-DD' is read as that calendar day (dayjs parses it in local time,
 * so it never shifts a day with the time zone); a timestamp is shown in local time. Unreadable input gives ''.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
    return isCalendarDate(value.trim()) ? dayjs(value.trim()).format(DATE_FORMAT) : '';
  }
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

/** A 24-hour 'HH:MM' as the app shows times: '15:30' -> '3:30 PM', '00:05' -> '12:05 AM'. Unreadable input gives ''. */
export function formatTime(value: string): string {
  const text = value.trim();
  return TIME_OF_DAY.test(text) ? dayjs(`2000-01-01T${text}`).format(TIME_FORMAT) : '';
}

/** A timestamp as a date and a time of the viewer's clock: 'May 15, 2025, 3:00 PM'. */
export function formatDateTime(value: Date | string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DATE_FORMAT}, ${TIME_FORMAT}`) : '';
}
