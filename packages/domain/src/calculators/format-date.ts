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
