import type { EventType } from '@app/domain';

const ICONS: Partial<Record<EventType, string>> = {
  'Corporate Event': '🏢',
  Wedding: '💒',
  Conference: '🎤',
  Party: '🎉',
};

/** The emoji shown beside an event (spec §2.9), with a generic calendar for any other type. */
export function eventTypeIcon(type: string): string {
  return ICONS[type as EventType] ?? '📅';
}
