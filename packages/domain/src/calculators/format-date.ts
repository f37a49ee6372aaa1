import { isCalendarDate } from '../common/dates.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function format(year: number, monthIndex: number, day: number): string {
  const month = MONTHS[monthIndex];
  return month ? `${month} ${day}, ${year}` : '';
}

/**
 * 'MMM d, yyyy' in English ('Jan 5, 2026'). A date-only 'YYYY-MM-DD' is formatted from its parts, so it
 * never shifts a day with the time zone; a timestamp is shown in local time. Unreadable input gives ''.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const text = value.trim();
    const match = DATE_ONLY.exec(text);
    if (match) {
      return isCalendarDate(text) ? format(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : '';
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return format(date.getFullYear(), date.getMonth(), date.getDate());
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A 24-hour 'HH:MM' as the app shows times: '15:30' -> '3:30 PM', '00:05' -> '12:05 AM'. Unreadable input gives ''. */
export function formatTime(value: string): string {
  const match = TIME_OF_DAY.exec(value.trim());
  if (!match) return '';
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A timestamp as a date and a time of the viewer's clock: 'May 15, 2025, 3:00 PM'. */
export function formatDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hhmm = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDate(date)}, ${formatTime(hhmm)}`;
}
