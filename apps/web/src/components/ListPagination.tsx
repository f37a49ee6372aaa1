import { Group, Pagination } from '@mantine/core';
import type { ListPage } from '../lib/use-paged-list.ts';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

type PaginatedList = Omit<ListPage<unknown>, 'items' | 'loading'>;

const itemProps = (list: PaginatedList) => (page: number) => ({
  'aria-label': `Page ${page}`,
  'aria-current': page === list.page ? 'page' : undefined,
});

/**
 * Page numbers under a list, shown only when there is more than one page. When the total is a lower
 * bound ("10,000+", more rows match than a list counts) the pages run to the last one known to exist
 * (usePagedList's pageCount: one past a full page) and end in dots: Next goes on a page at a time.
 */
export function ListPagination({ list }: { list: PaginatedList }) {
  if (list.total <= list.pageSize) return null;
  if (list.totalIsLowerBound) {
    return (
      <Group justify="center">
        <Pagination.Root
          total={list.pageCount}
          value={list.page}
          onChange={list.setPage}
          getItemProps={itemProps(list)}
        >
          <Group gap={8}>
            <Pagination.Previous aria-label={CONTROL_LABELS.previous} />
            <Pagination.Items />
            <Pagination.Dots
              title={`${list.total.toLocaleString('en-US')}+ match: more pages follow`}
              data-testid="more-pages"
            />
            <Pagination.Next aria-label={CONTROL_LABELS.next} />
          </Group>
        </Pagination.Root>
      </Group>
    );
  }
  return (
    <Group justify="center">
      <Pagination
        total={list.pageCount}
        value={list.page}
        onChange={list.setPage}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={itemProps(list)}
      />
    </Group>
  );
}
