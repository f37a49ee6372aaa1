import { SimpleGrid } from '@mantine/core';
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
}: {
  list: ListPage<TItem>;
  /** The narrowest a card may be and still show everything it holds. */
  minCardWidth?: string;
  emptyText: string;
  /** A button under the empty text, e.g. 'Add Your First Product'. */
  emptyAction?: ReactNode;
  renderCard: (item: TItem) => ReactNode;
}) {
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyState loading={list.loading} text={emptyText} action={emptyAction} />
      ) : (
        <SimpleGrid minColWidth={`min(${minCardWidth}, 100%)`}>{list.items.map(renderCard)}</SimpleGrid>
      )}
      <ListPagination list={list} />
    </>
  );
}
