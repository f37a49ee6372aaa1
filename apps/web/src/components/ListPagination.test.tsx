import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listPageCount } from '../lib/use-paged-list.ts';
import { render } from '../test/render.tsx';
import { ListPagination } from './ListPagination.tsx';

const pager = (extra: { total: number; totalIsLowerBound?: boolean; page: number; shown?: number }) => {
  const pageSize = 50;
  const { shown = pageSize, ...list } = extra;
  return {
    ...list,
    pageSize,
    pageCount: listPageCount({ totalIsLowerBound: false, ...list, pageSize, shown }),
    setPage: vi.fn(),
  };
};

describe('ListPagination', () => {
  it('offers every page of an exact total and no Next on the last', () => {
    render(<ListPagination list={pager({ total: 12_500, page: 250, shown: 50 })} />);
    expect(screen.getByRole('button', { name: 'Page 250' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.queryByTestId('more-pages')).toBeNull();
  });

  it("pages on past a '10,000+' total one page at a time, never jumping past what is known", async () => {
    const list = pager({ total: 10_000, totalIsLowerBound: true, page: 1 });
    const { rerender } = render(<ListPagination list={list} />);
    // The pages the 10,000 known rows fill, and dots saying that more follow.
    expect(screen.getByRole('button', { name: 'Page 200' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 201' })).toBeNull();
    expect(screen.getByTestId('more-pages')).toHaveAttribute('title', '10,000+ match: more pages follow');
    // On the last known page, full: one more page, and Next stays enabled.
    const deep = pager({ total: 10_000, totalIsLowerBound: true, page: 200 });
    rerender(<ListPagination list={deep} />);
    expect(screen.getByRole('button', { name: 'Page 201' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 202' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(deep.setPage).toHaveBeenCalledWith(201);
    // A short page past the cap comes back exact: the pager ends there.
    rerender(<ListPagination list={pager({ total: 12_480, page: 250, shown: 30 })} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.queryByTestId('more-pages')).toBeNull();
  });

  it('counts the pages of a lower bound from what is shown', () => {
    const base = { total: 10_000, totalIsLowerBound: true, pageSize: 50 };
    expect(listPageCount({ ...base, page: 1, shown: 50 })).toBe(200);
    expect(listPageCount({ ...base, page: 200, shown: 50 })).toBe(201);
    expect(listPageCount({ ...base, page: 230, shown: 50 })).toBe(231);
    expect(listPageCount({ ...base, page: 230, shown: 0 })).toBe(230);
    expect(listPageCount({ ...base, totalIsLowerBound: false, page: 1, shown: 50 })).toBe(200);
  });
});
