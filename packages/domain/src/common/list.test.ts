import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filterEnum } from './enums.ts';
import { makeListInput, makeListResult, ZListInput } from './list.ts';

describe('ZListInput', () => {
  it('applies paging defaults', () => {
    expect(ZListInput.parse({})).toEqual({ limit: 50, offset: 0 });
  });

  it('trims the search and drops a blank one', () => {
    expect(ZListInput.parse({ search: '  acme ' }).search).toBe('acme');
    expect(ZListInput.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('coerces query-string numbers and enforces the bounds', () => {
    expect(ZListInput.parse({ limit: '500', offset: '20' })).toEqual({ limit: 500, offset: 20 });
    expect(ZListInput.safeParse({ limit: 0 }).success).toBe(false);
    expect(ZListInput.safeParse({ limit: '501' }).success).toBe(false);
    expect(ZListInput.safeParse({ offset: -1 }).success).toBe(false);
    expect(ZListInput.safeParse({ limit: '10.5' }).success).toBe(false);
    expect(ZListInput.safeParse({ limit: true }).success).toBe(false);
  });

  it('limits the search to 200 characters', () => {
    expect(ZListInput.safeParse({ search: 'a'.repeat(200) }).success).toBe(true);
    expect(ZListInput.safeParse({ search: 'a'.repeat(201) }).success).toBe(false);
  });
});

describe('makeListInput', () => {
  const schema = makeListInput(['createdAt', 'name'], { status: filterEnum(['active', 'inactive']) });

  it('defaults to the first sortable field, newest first', () => {
    expect(schema.parse({})).toEqual({ limit: 50, offset: 0, sortBy: 'createdAt', sortDir: 'desc' });
  });

  it('honours explicit defaults', () => {
    const byName = makeListInput(['createdAt', 'name'], {}, { sortBy: 'name', sortDir: 'asc' });
    expect(byName.parse({})).toMatchObject({ sortBy: 'name', sortDir: 'asc' });
  });

  it('only sorts by the listed fields', () => {
    expect(schema.parse({ sortBy: 'name', sortDir: 'asc' })).toMatchObject({
      sortBy: 'name',
      sortDir: 'asc',
    });
    expect(schema.safeParse({ sortBy: 'password' }).success).toBe(false);
    expect(schema.safeParse({ sortDir: 'sideways' }).success).toBe(false);
  });

  it("treats the 'all' filter as no filter", () => {
    expect(schema.parse({ status: 'all' }).status).toBeUndefined();
    expect(schema.parse({ status: 'inactive' }).status).toBe('inactive');
    expect(schema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});

describe('makeListResult', () => {
  it('wraps rows with a total and whether more rows match', () => {
    const schema = makeListResult(z.object({ id: z.number() }));
    const page = { items: [{ id: 1 }], total: 9, totalIsLowerBound: false };
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ items: [], total: -1, totalIsLowerBound: false }).success).toBe(false);
    // The flag is always there, so a caller never mistakes a capped total for an exact one.
    expect(schema.safeParse({ items: [], total: 9 }).success).toBe(false);
  });
});
