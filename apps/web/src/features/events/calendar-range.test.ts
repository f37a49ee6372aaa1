import { EVENT_RANGE_LIMIT } from '@app/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { calendarDays, calendarRange, calendarTitle, shiftAnchor } from './calendar-range.ts';

const anchor = dayjs('2026-03-18');

describe('calendar ranges', () => {
  it('covers whole Sunday-first weeks around the month', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    expect(calendarRange('month', anchor)).toEqual({ from: '2026-03-01', to: '2026-04-04', perDay: 3 });
    expect(calendarDays('month', anchor)).toHaveLength(35);
    expect(calendarRange('month', dayjs('2026-08-10'))).toEqual({
      from: '2026-07-26',
      to: '2026-09-05',
      perDay: 3,
    });
  });

  it('gives a week from Sunday and a single day', () => {
    expect(calendarRange('week', anchor)).toEqual({ from: '2026-03-15', to: '2026-03-21', perDay: 10 });
    expect(calendarRange('day', anchor)).toEqual({
      from: '2026-03-18',
      to: '2026-03-18',
      perDay: EVENT_RANGE_LIMIT,
    });
  });

  it('moves by the view length and titles each view', () => {
    expect(shiftAnchor('month', anchor, 1).format('YYYY-MM-DD')).toBe('2026-04-18');
    expect(shiftAnchor('week', anchor, -1).format('YYYY-MM-DD')).toBe('2026-03-11');
    expect(calendarTitle('month', anchor)).toBe('March 2026');
    expect(calendarTitle('week', anchor)).toBe('Mar 15 – Mar 21, 2026');
    expect(calendarTitle('day', anchor)).toBe('Wednesday, March 18, 2026');
  });
});
