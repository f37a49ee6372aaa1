import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEditDialog } from './use-edit-dialog.ts';

type Row = { id: number; version: number; name: string };
const stale: Row = { id: 7, version: 1, name: 'Acme' };
const latest: Row = { id: 7, version: 2, name: 'Acme Events' };

describe('useEditDialog', () => {
  it('opens for a new record or on a record, keyed so a reloaded version remounts the form', () => {
    const { result } = renderHook(() => useEditDialog<Row>());
    act(() => result.current.openCreate());
    expect(result.current).toMatchObject({ opened: true, editing: null, formKey: 'new:1' });
    act(() => result.current.openEdit(stale));
    expect(result.current).toMatchObject({ opened: true, editing: stale, formKey: '7:1' });
    act(() => result.current.close());
    expect(result.current.opened).toBe(false);
  });

  it('gives each opening its own Idempotency-Key, kept while the dialog stays open', () => {
    const { result, rerender } = renderHook(() => useEditDialog<Row>());
    act(() => result.current.openCreate());
    const first = result.current.idempotencyKey;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    rerender();
    act(() => result.current.showIssues([{ path: 'name', message: 'Name is required' }]));
    expect(result.current.idempotencyKey).toBe(first);
    act(() => result.current.close());
    act(() => result.current.openCreate());
    expect(result.current.idempotencyKey).not.toBe(first);
    expect(result.current.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('after a 409 offers the reload once a newer version is seen, and reloading brings it in', async () => {
    const reload = vi.fn().mockResolvedValue(latest);
    const { result } = renderHook(() => useEditDialog<Row>(reload));
    act(() => result.current.openEdit(stale));
    act(() => result.current.showConflict('This record was changed by someone else'));
    expect(result.current.conflict).toEqual({
      message: 'This record was changed by someone else',
      stale: false,
    });
    await waitFor(() => expect(result.current.conflict?.stale).toBe(true));

    await act(() => result.current.reload!());
    expect(reload).toHaveBeenLastCalledWith(stale);
    expect(result.current).toMatchObject({ editing: latest, formKey: '7:2', conflict: null, opened: true });
  });

  it('does not offer a reload when the 409 was not about a newer version', async () => {
    const reload = vi.fn().mockResolvedValue(stale);
    const { result } = renderHook(() => useEditDialog<Row>(reload));
    act(() => result.current.openEdit(stale));
    act(() => result.current.showConflict('A record with this sku already exists'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(result.current.conflict).toEqual({
      message: 'A record with this sku already exists',
      stale: false,
    });
  });
});
