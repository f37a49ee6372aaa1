import { Checkbox } from '@mantine/core';
import type { RowSelection } from '../lib/row-selection.ts';

/** A row's checkbox: a click ticks it, a shift-click the range from the last row clicked (keyboard: Space, Shift+Space). */
export function SelectBox({ selection, id, name }: { selection: RowSelection; id: number; name: string }) {
  return (
    <Checkbox
      aria-label={`Select ${name}`}
      checked={selection.isSelected(id)}
      onChange={() => {}}
      onClick={(event) => selection.click(id, event.shiftKey)}
    />
  );
}

/** The checkbox of the whole page: indeterminate while only some of its rows are ticked. */
export function SelectPageBox({ selection }: { selection: RowSelection }) {
  const ticked = selection.pageIds.filter((id) => selection.isSelected(id)).length;
  const all = ticked > 0 && ticked === selection.pageIds.length;
  return (
    <Checkbox
      aria-label="Select every row on this page"
      checked={all}
      indeterminate={ticked > 0 && !all}
      disabled={selection.pageIds.length === 0}
      onChange={selection.clickPage}
    />
  );
}

/** DataTable's `select` column: the page's checkbox in the header, each row's in its first cell. */
export function selectColumn<TItem>(
  selection: RowSelection,
  rowSelect: (item: TItem) => { id: number; name: string },
) {
  return {
    key: (item: TItem) => rowSelect(item).id,
    header: <SelectPageBox selection={selection} />,
    cell: (item: TItem) => {
      const { id, name } = rowSelect(item);
      return <SelectBox selection={selection} id={id} name={name} />;
    },
  };
}
