import { EVENT_TYPES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { EventTypeIcon } from './EventTypeIcon.tsx';

/** The Tabler icon's own class, e.g. 'tabler-icon-confetti'. */
function iconOf(type: string) {
  const { container } = render(<EventTypeIcon type={type} />);
  const svg = container.querySelector('svg');
  return [...(svg?.classList ?? [])].find((name) => name.startsWith('tabler-icon-'));
}

describe('EventTypeIcon', () => {
  it('draws a different icon for each named event type and a calendar for the rest', () => {
    expect(iconOf('Corporate Event')).toBe('tabler-icon-building-skyscraper');
    expect(iconOf('Wedding')).toBe('tabler-icon-rings');
    expect(iconOf('Conference')).toBe('tabler-icon-presentation');
    expect(iconOf('Party')).toBe('tabler-icon-confetti');
    expect(iconOf('Other')).toBe('tabler-icon-calendar-event');
    expect(iconOf('Something new')).toBe('tabler-icon-calendar-event');
    expect(new Set(EVENT_TYPES.map(iconOf)).size).toBe(EVENT_TYPES.length);
  });

  it('is an SVG hidden from assistive technology, with no emoji', () => {
    const { container } = render(<EventTypeIcon type="Wedding" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
