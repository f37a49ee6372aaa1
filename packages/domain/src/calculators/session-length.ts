/**
 * The Client Portal card's Avg. Session, in the spec's style ('12m'): seconds under a minute, whole
 * minutes under an hour, then hours and minutes; '—' when no session is over yet.
 */
export function formatSessionLength(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes}m`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)}h` : `${Math.floor(minutes / 60)}h ${rest}m`;
}
