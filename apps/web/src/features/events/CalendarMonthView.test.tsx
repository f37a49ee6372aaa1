import type { EventRecord } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { CalendarMonthView } from './CalendarMonthView.tsx';
import { calendarDays } from './calendar-range.ts';
import { eventsByDate } from './events-by-date.ts';

const event = (id: number, date: string, time: string) =>
  ({ id, name: `Event ${id}`, date, time, venue: 'Hall', status: 'confirmed', type: 'Party' }) as EventRecord;

describe('CalendarMonthView', () => {
  it("shows a day's first three events and counts the rest from the server's day total", async () => {
    const anchor = dayjs('2026-03-18');
    // The server sends each day's first three; the day has seven.
    const sent = [
      event(1, '2026-03-18', '08:00'),
      event(2, '2026-03-18', '09:00'),
      event(3, '2026-03-18', '10:00'),
    ];
    const onOpenDay = vi.fn();
    render(
      <CalendarMonthView
        days={calendarDays('month', anchor)}
        month={anchor.month()}
        today="2026-03-01"
        byDate={eventsByDate(sent)}
        totals={{ '2026-03-18': 7 }}
        onOpenDay={onOpenDay}
      />,
    );
    const day = screen.getByRole('group', { name: 'March 18, 2026' });
    // Each a link to the event's page.
    const links = within(day).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/events/1', '/events/2', '/events/3']);
    expect(links[0]).toHaveTextContent('Event 1');
    await userEvent.click(screen.getByRole('button', { name: '+4 more' }));
    expect(onOpenDay.mock.calls[0]?.[0].format('YYYY-MM-DD')).toBe('2026-03-18');
    expect(screen.getAllByRole('button', { name: /more$/ })).toHaveLength(1);
  });
});
