import type { EventRecord } from '@app/domain';

/** Events keyed by their 'YYYY-MM-DD' date, each day's list kept in the order given (date, then time). */
export function eventsByDate(events: readonly EventRecord[]): Map<string, EventRecord[]> {
  const byDate = new Map<string, EventRecord[]>();
  for (const event of events) {
    const day = byDate.get(event.date);
    if (day) day.push(event);
    else byDate.set(event.date, [event]);
  }
  return byDate;
}
