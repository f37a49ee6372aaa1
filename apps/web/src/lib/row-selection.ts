import { useEffect, useState } from 'react';

/** Which rows of a list are ticked: ids on the shown page, or every row the list's filter matches. */
export type RowSelectionState = {
  selected: ReadonlySet<number>;
  /** The row a shift-click ranges from: the last one ticked or unticked without shift. */
  anchor: number | null;
  /** "Select all N matching": the bulk call sends the list's filter instead of ids. */
  allMatching: boolean;
};

export const EMPTY_SELECTION: RowSelectionState = { selected: new Set(), anchor: null, allMatching: false };

/**
 * A click on one row's checkbox. Without shift it toggles the row and becomes the anchor; with shift
 * every row from the anchor to it (in the page's order, either direction) takes the state the clicked
 * row gets, as in a file manager. An anchor no longer on the page acts as a plain click.
 */
export function clickRow(
  state: RowSelectionState,
  pageIds: readonly number[],
  id: number,
  shift: boolean,
): RowSelectionState {
  const selected = new Set(state.selected);
  const select = !selected.has(id);
  const from = state.anchor === null ? -1 : pageIds.indexOf(state.anchor);
  const to = pageIds.indexOf(id);
  const range =
    shift && from >= 0 && to >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const rowId of range) {
    if (select) selected.add(rowId);
    else selected.delete(rowId);
  }
  return { selected, anchor: shift && from >= 0 ? state.anchor : id, allMatching: false };
}

/** The header's checkbox: ticks every row of the page, or unticks them all when they all are. */
export function clickPage(state: RowSelectionState, pageIds: readonly number[]): RowSelectionState {
  const all = pageIds.length > 0 && pageIds.every((id) => state.selected.has(id));
  return { selected: all ? new Set() : new Set(pageIds), anchor: null, allMatching: false };
}

/** The rows a list screen has ticked, for the table's or cards' checkboxes and the bulk bar. */
export type RowSelection = {
  state: RowSelectionState;
  pageIds: readonly number[];
  isSelected: (id: number) => boolean;
  /** A row's checkbox was clicked (`shift` held: a range from the last row clicked). */
  click: (id: number, shift: boolean) => void;
  clickPage: () => void;
  selectAllMatching: () => void;
  clear: () => void;
};

/**
 * The selection of a list screen. It starts over whenever `resetKey` changes (another search, filter,
 * order or page: ticked rows out of sight would be changed unseen).
 */
export function useRowSelection(pageIds: readonly number[], resetKey: string): RowSelection {
  const [state, setState] = useState<RowSelectionState>(EMPTY_SELECTION);
  // resetKey is the reason to start over: another search, filter, order or page.
  useEffect(() => setState(EMPTY_SELECTION), [resetKey]);
  return {
    state,
    pageIds,
    isSelected: (id) => state.allMatching || state.selected.has(id),
    click: (id, shift) => setState((current) => clickRow(current, pageIds, id, shift)),
    clickPage: () => setState((current) => clickPage(current, pageIds)),
    selectAllMatching: () =>
      setState((current) => ({ ...current, selected: new Set(pageIds), allMatching: true })),
    clear: () => setState(EMPTY_SELECTION),
  };
}

/** What a list's ticked rows depend on: another search, filter, order or page starts the selection over. */
export const selectionKey = (list: {
  debouncedSearch: string;
  filters: object;
  sort: unknown;
  page: number;
}) => JSON.stringify([list.debouncedSearch, list.filters, list.sort, list.page]);
