import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListPage } from '../lib/use-paged-list.ts';
import { EmptyState } from './EmptyState.tsx';
import { ListPagination } from './ListPagination.tsx';

/**
 * A list screen's cards in a responsive grid (or its empty state), with the pagination under them.
 * As many columns as cards of `minCardWidth` fit in the space the grid has (one on a phone): the
 * window's width says nothing of the sidebar and the padding, so columns by breakpoint squeezed the
 * cards at some widths until their buttons and badges were cut ('Update Metr', 'D…').
 */
export function CardGrid<TItem>({
  list,
  minCardWidth = '20rem',
  emptyText,
  emptyAction,
  renderCard,
  select,
}: {
  list: ListPage<TItem>;
  /** The narrowest a card may be and still show everything it holds. */
  minCardWidth?: string;
  emptyText: string;
  /** A button under the empty text, e.g. 'Add Your First Product'. */
  emptyAction?: ReactNode;
  renderCard: (item: TItem) => ReactNode;
  /**
   * Checkboxes for bulk actions (SelectColumn.tsx's `selectColumn`): the page's over the grid, each
   * card's on its top-left corner, outside its content.
   */
  select?: { header: ReactNode; cell: (item: TItem) => ReactNode; key: (item: TItem) => number };
}) {
  const selectable = (item: TItem, box: NonNullable<typeof select>) => (
    <Box key={box.key(item)} pos="relative">
      {renderCard(item)}
      <Box pos="absolute" top={-6} left={-6} bg="var(--mantine-color-body)" style={{ borderRadius: 4 }}>
        {box.cell(item)}
      </Box>
    </Box>
  );
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyState loading={list.loading} text={emptyText} action={emptyAction} />
      ) : (
        <>
          {select && (
            <Group gap="xs">
              {select.header}
              <Text fz="sm" c="dimmed" aria-hidden="true">
                Select all on this page
              </Text>
            </Group>
          )}
          <SimpleGrid minColWidth={`min(${minCardWidth}, 100%)`}>
            {select ? list.items.map((item) => selectable(item, select)) : list.items.map(renderCard)}
          </SimpleGrid>
        </>
      )}
      <ListPagination list={list} />
    </>
  );
}
