import { Card, Table, Text } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { ListPage } from '../lib/use-paged-list.ts';
import { ListPagination } from './ListPagination.tsx';

/**
 * One row of a DataTable (its `renderRow`): a plain <tr> with Mantine Table's class and the attributes
 * DataTable's table gives its rows (a border, the highlight on hover). Mantine's Table.Tr and Table.Td
 * run their hooks for every cell: 50 rows of 8 cells spent a good part of a page's render there.
 */
export function Row(props: Omit<ComponentPropsWithoutRef<'tr'>, 'className'>) {
  return <tr className={Table.classes.tr} data-with-row-border data-hover {...props} />;
}

/** One cell of a Row: a plain <td> with Mantine Table's class. */
export function Cell(props: Omit<ComponentPropsWithoutRef<'td'>, 'className'>) {
  return <td className={Table.classes.td} {...props} />;
}

/**
 * A list screen's table: the column headings, one row per item (or one row saying 'Loading...' or
 * `emptyText`) and the pagination under it. Narrow screens scroll the table inside its card.
 */
export function DataTable<TItem>({
  list,
  columns,
  minWidth,
  emptyText,
  renderRow,
}: {
  list: ListPage<TItem>;
  columns: string[];
  minWidth: number;
  emptyText: string;
  renderRow: (item: TItem) => ReactNode;
}) {
  return (
    <>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text ta="center" c="dimmed" py="lg">
                      {list.loading ? 'Loading...' : emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                list.items.map(renderRow)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <ListPagination list={list} />
    </>
  );
}
