import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListPage } from '../lib/use-paged-list.ts';
import { EmptyState } from './EmptyState.tsx';
import { ListPagination } from './ListPagination.tsx';

/** A list screen's cards in a responsive grid (or its empty state), with the pagination under them. */
export function CardGrid<TItem>({
  list,
  cols = { base: 1, md: 2, xl: 3 },
  emptyText,
  emptyAction,
  renderCard,
}: {
  list: ListPage<TItem>;
  cols?: SimpleGridProps['cols'];
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
        <SimpleGrid cols={cols}>{list.items.map(renderCard)}</SimpleGrid>
      )}
      <ListPagination list={list} />
    </>
  );
}
