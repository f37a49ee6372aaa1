import { describe, expect, it } from 'vitest';
import { clickPage, clickRow, EMPTY_SELECTION, type RowSelectionState } from './row-selection.ts';

const PAGE = [11, 12, 13, 14, 15, 16];
const ids = (state: RowSelectionState) => [...state.selected].sort((a, b) => a - b);

describe('row selection', () => {
  it('ticks one row per plain click, and unticks it again', () => {
    const one = clickRow(EMPTY_SELECTION, PAGE, 12, false);
    expect(ids(one)).toEqual([12]);
    expect(ids(clickRow(clickRow(one, PAGE, 14, false), PAGE, 12, false))).toEqual([14]);
  });

  it('ticks the range from the last clicked row on a shift-click, in either direction', () => {
    const down = clickRow(clickRow(EMPTY_SELECTION, PAGE, 12, false), PAGE, 15, true);
    expect(ids(down)).toEqual([12, 13, 14, 15]);
    const up = clickRow(clickRow(EMPTY_SELECTION, PAGE, 15, false), PAGE, 11, true);
    expect(ids(up)).toEqual([11, 12, 13, 14, 15]);
  });

  it('keeps the anchor across shift-clicks, so a second shift-click re-ranges from it', () => {
    const first = clickRow(clickRow(EMPTY_SELECTION, PAGE, 13, false), PAGE, 16, true);
    const second = clickRow(first, PAGE, 11, true);
    // 11–13 ticked from the same anchor; 14–16 stay as the first range left them.
    expect(ids(second)).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it('unticks a range when the shift-clicked row was ticked', () => {
    const all = clickPage(EMPTY_SELECTION, PAGE);
    const anchored = clickRow(all, PAGE, 12, false); // unticks 12, anchor 12
    expect(ids(clickRow(anchored, PAGE, 14, true))).toEqual([11, 15, 16]);
  });

  it('treats a shift-click without an anchor on the page as a plain click', () => {
    expect(ids(clickRow(EMPTY_SELECTION, PAGE, 14, true))).toEqual([14]);
    const gone = { ...EMPTY_SELECTION, anchor: 99 };
    expect(ids(clickRow(gone, PAGE, 14, true))).toEqual([14]);
  });

  it("ticks the page with the header's checkbox, and unticks it when every row is ticked", () => {
    const page = clickPage(EMPTY_SELECTION, PAGE);
    expect(ids(page)).toEqual(PAGE);
    expect(ids(clickPage(page, PAGE))).toEqual([]);
    expect(ids(clickPage(clickRow(EMPTY_SELECTION, PAGE, 11, false), PAGE))).toEqual(PAGE);
  });

  it('leaves "all matching" once a row is clicked', () => {
    const all = { ...clickPage(EMPTY_SELECTION, PAGE), allMatching: true };
    const after = clickRow(all, PAGE, 11, false);
    expect(after.allMatching).toBe(false);
    expect(ids(after)).toEqual([12, 13, 14, 15, 16]);
  });
});
