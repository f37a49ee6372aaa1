import { Group, Pagination } from '@mantine/core';
import type { ListPage } from '../lib/use-paged-list.ts';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Page numbers under a list, shown only when there is more than one page. */
export function ListPagination({ list }: { list: Omit<ListPage<unknown>, 'items' | 'loading'> }) {
  if (list.total <= list.pageSize) return null;
  return (
    <Group justify="center">
      <Pagination
        total={list.pageCount}
        value={list.page}
        onChange={list.setPage}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(page) => ({
          'aria-label': `Page ${page}`,
          'aria-current': page === list.page ? 'page' : undefined,
        })}
      />
    </Group>
  );
}
