import { EVENT_RANGE_LIMIT } from '@app/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  calendarAt,
  calendarDays,
  calendarRange,
  calendarTitle,
  openingAnchor,
  periodAnchor,
  shiftAnchor,
  withCalendarAt,
} from './calendar-range.ts';

const anchor = dayjs('2026-03-18');
const iso = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');

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

  it('titles each view', () => {
    expect(calendarTitle('month', anchor)).toBe('March 2026');
    expect(calendarTitle('week', anchor)).toBe('Mar 15 – Mar 21, 2026');
    expect(calendarTitle('day', anchor)).toBe('Wednesday, March 18, 2026');
  });
});

describe('the day a view looks at', () => {
  const today = dayjs('2026-03-18');

  it("is today in today's period, else the period's first day", () => {
    expect(iso(periodAnchor('month', dayjs('2026-03-30'), today))).toBe('2026-03-18');
    expect(iso(periodAnchor('month', dayjs('2027-03-18'), today))).toBe('2027-03-01');
    // Today's week runs from Sunday March 15 to Saturday March 21.
    expect(iso(periodAnchor('week', dayjs('2026-03-21'), today))).toBe('2026-03-18');
    expect(iso(periodAnchor('week', dayjs('2026-03-25'), today))).toBe('2026-03-22');
    expect(iso(periodAnchor('day', dayjs('2026-04-02'), today))).toBe('2026-04-02');
  });

  it('moves a view-length to that day of the next or previous period', () => {
    expect(iso(shiftAnchor('month', today, 1, today))).toBe('2026-04-01');
    expect(iso(shiftAnchor('month', dayjs('2026-04-01'), -1, today))).toBe('2026-03-18');
    // From the 31st, a month on is February's, not March's.
    expect(iso(shiftAnchor('month', dayjs('2027-01-31'), 1, today))).toBe('2027-02-01');
    expect(iso(shiftAnchor('week', today, -1, today))).toBe('2026-03-08');
    expect(iso(shiftAnchor('week', dayjs('2026-03-08'), 1, today))).toBe('2026-03-18');
    expect(iso(shiftAnchor('day', today, 1, today))).toBe('2026-03-19');
  });

  it('opens Week and Day on the month being looked at (the views keep the anchor)', () => {
    // Two months on from March 2026 in the Month view: May 2026, which starts on a Friday.
    const may = shiftAnchor('month', shiftAnchor('month', today, 1, today), 1, today);
    expect(calendarTitle('month', may)).toBe('May 2026');
    expect(calendarRange('week', may)).toMatchObject({ from: '2026-04-26', to: '2026-05-02' });
    expect(calendarTitle('day', may)).toBe('Friday, May 1, 2026');
    // In today's month: today's week and today.
    expect(calendarRange('week', today)).toMatchObject({ from: '2026-03-15', to: '2026-03-21' });
  });
});

describe('the calendar in the address', () => {
  it('reads the view and the date, and falls back to the opening month on anything else', () => {
    const at = calendarAt(new URLSearchParams('view=week&date=2027-03-08&search=gala'));
    expect(at.view).toBe('week');
    expect(iso(at.anchor)).toBe('2027-03-08');
    const opening = iso(openingAnchor());
    for (const [search, view, date] of [
      ['', 'month', opening],
      ['view=year&date=2027-03-08', 'month', '2027-03-08'],
      ['view=day&date=2027-02-30', 'day', opening],
      ['date=8 March 2027', 'month', opening],
    ] as const) {
      const read = calendarAt(new URLSearchParams(search));
      expect([read.view, iso(read.anchor)], search).toEqual([view, date]);
    }
  });

  it("writes the view and the date beside the list's own parameters", () => {
    const next = withCalendarAt(new URLSearchParams('search=gala&view=month'), 'day', dayjs('2027-03-01'));
    expect(next.toString()).toBe('search=gala&view=day&date=2027-03-01');
    const back = calendarAt(next);
    expect([back.view, iso(back.anchor)]).toEqual(['day', '2027-03-01']);
  });
});
