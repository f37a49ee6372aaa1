const MINUTE_MS = 60_000;

/**
 * Notification age: under a minute 'Just now', then 'Nm ago' (< 60 min), 'Nh ago' (< 24 h), 'Nd ago'.
 * Future times count as 'Just now'; an unreadable date gives ''.
 */
export function relativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now.getTime() - then) / MINUTE_MS);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
