import type { EventType } from '@app/domain';
import {
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconConfetti,
  IconPresentation,
  IconRings,
  type TablerIcon,
} from '@tabler/icons-react';

const ICONS: Partial<Record<EventType, TablerIcon>> = {
  'Corporate Event': IconBuildingSkyscraper,
  Wedding: IconRings,
  Conference: IconPresentation,
  Party: IconConfetti,
};

/**
 * The icon beside an event: one per event type, a calendar for any other (spec §2.9). The spec's
 * emoji showed as empty boxes where no emoji font is installed; these are the app's own icon set,
 * drawn as SVG everywhere. Decorative: the type is written next to it or in the event's title.
 */
export function EventTypeIcon({ type, size = 20 }: { type: string; size?: number }) {
  const Icon = ICONS[type as EventType] ?? IconCalendarEvent;
  return <Icon size={size} stroke={1.6} aria-hidden="true" focusable="false" />;
}
