import type { EventStatus } from '@app/domain';

/** Badge and calendar colour of each event status (the spec names none; chosen to read at a glance). */
export const EVENT_STATUS_COLORS = {
  planning: 'blue',
  confirmed: 'green',
  in_progress: 'yellow',
  completed: 'gray',
  cancelled: 'red',
} as const satisfies Record<EventStatus, string>;

/** 'in_progress' -> 'in progress'. */
export function eventStatusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}
