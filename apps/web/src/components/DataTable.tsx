import { Card, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListPage } from '../lib/use-paged-list.ts';
import { ListPagination } from './ListPagination.tsx';

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
