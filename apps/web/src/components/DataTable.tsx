import { Card, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import {
  type ComponentPropsWithoutRef,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ListPage, ListSort } from '../lib/use-paged-list.ts';
import classes from './DataTable.module.css';
import { ListPagination } from './ListPagination.tsx';

/**
 * One row of a DataTable (its `renderRow`): a plain <tr> with Mantine Table's class and the attributes
 * DataTable's table gives its rows (a border, the highlight on hover). Mantine's Table.Tr and Table.Td
 * run their hooks for every cell: 50 rows of 8 cells spent a good part of a page's render there. See
 * Tag for the figure (components/row-parts.bench.tsx).
 */
export function Row(props: Omit<ComponentPropsWithoutRef<'tr'>, 'className'>) {
  return <tr className={Table.classes.tr} data-with-row-border data-hover {...props} />;
}

/** One cell of a Row: a plain <td> with Mantine Table's class. */
export function Cell(props: Omit<ComponentPropsWithoutRef<'td'>, 'className'>) {
  return <td className={Table.classes.td} {...props} />;
}

/**
 * The heading of a column the list can be sorted by: a button that sorts ascending, then descending,
 * then goes back to the list's default order; `aria-sort` tells assistive technology the current one.
 */
function SortableHeader<S extends string>({
  label,
  sortBy,
  sort,
  onSort,
}: {
  label: string;
  sortBy: S;
  sort: ListSort<S> | null | undefined;
  onSort: (sortBy: S) => void;
}) {
  const direction = sort?.sortBy === sortBy ? sort.sortDir : undefined;
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(sortBy)}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} stroke={1.8} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The props of a table whose column naming each row, and last column of row buttons (`actions`), stay
 * in view on a phone while the columns between them scroll sideways under them (DataTable.module.css).
 * `select`: the first column is DataTable's checkboxes, and the naming column the second.
 */
export function stickyEnds({ select = false, actions = true }: { select?: boolean; actions?: boolean } = {}) {
  return {
    className: classes.stickyEnds,
    'data-select': select || undefined,
    'data-actions': actions || undefined,
  };
}

/**
 * A list screen's table: the column headings, one row per item (or one row saying 'Loading...' or
 * `emptyText`) and the pagination under it. Narrow screens scroll the table inside its card; on a
 * phone the row's first column (what names it) and a last column headed 'Actions' stay in view
 * while the others scroll under them. The columns named in `sortable` sort the list by the given key
 * (see usePagedList's `toggleSort`).
 */
export function DataTable<TItem, S extends string = string>({
  list,
  columns,
  sortable = {},
  minWidth,
  emptyText,
  renderRow,
  select,
}: {
  list: ListPage<TItem, S>;
  columns: string[];
  /** Column heading → the list's `sortBy` key for it. */
  sortable?: Partial<Record<string, NoInfer<S>>>;
  minWidth: number;
  emptyText: string;
  renderRow: (item: TItem) => ReactNode;
  /**
   * A first column of checkboxes for bulk actions (SelectColumn.tsx's `selectColumn`, kept out of this
   * file so screens without bulk actions do not load the checkbox).
   */
  select?: { header: ReactNode; cell: (item: TItem) => ReactNode };
}) {
  const toggleSort = list.toggleSort;
  const withBox = (item: TItem) => {
    const row = renderRow(item);
    if (!select || !isValidElement(row)) return row;
    const element = row as ReactElement<{ children?: ReactNode }>;
    return cloneElement(
      element,
      {},
      <Cell key="select" style={{ width: 40 }}>
        {select.cell(item)}
      </Cell>,
      element.props.children,
    );
  };
  const columnCount = columns.length + (select ? 1 : 0);
  return (
    <>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table
            highlightOnHover
            verticalSpacing="sm"
            {...stickyEnds({ select: !!select, actions: columns.at(-1) === 'Actions' })}
          >
            <Table.Thead>
              <Table.Tr>
                {select && <Table.Th style={{ width: 40 }}>{select.header}</Table.Th>}
                {columns.map((column) => {
                  const sortBy = sortable[column];
                  return sortBy !== undefined && toggleSort ? (
                    <SortableHeader
                      key={column}
                      label={column}
                      sortBy={sortBy}
                      sort={list.sort}
                      onSort={toggleSort}
                    />
                  ) : (
                    <Table.Th key={column}>{column}</Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Text ta="center" c="dimmed" py="lg">
                      {list.loading ? 'Loading...' : emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                list.items.map(withBox)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <ListPagination list={list} />
    </>
  );
}
