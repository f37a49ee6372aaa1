import { MESSAGES } from '@app/domain';
import { modals } from '@mantine/modals';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastSuccess } from './toast.ts';
import { useCrudScreen } from './use-crud-screen.ts';

// The controller every list screen with a create/edit dialog shares (vendors, clients, events...),
// tested here once against a fake tRPC: what it sends, what it asks first and what it refreshes.

type Options = { onSuccess?: () => Promise<void>; trpc?: { context?: { idempotencyKey?: string } } };
const calls = vi.hoisted(() => ({
  mutations: {} as Record<string, { options: Options; mutate: ReturnType<typeof vi.fn> }>,
  invalidated: [] as string[],
}));

vi.mock('./toast.ts', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal: vi.fn() } }));
vi.mock('./trpc.ts', () => {
  const mutation = (name: string) => ({
    useMutation: (options: Options) => {
      calls.mutations[name] ??= { options, mutate: vi.fn() };
      calls.mutations[name].options = options;
      return { mutate: calls.mutations[name].mutate, isPending: false };
    },
  });
  const invalidate = (name: string) => async () => {
    calls.invalidated.push(name);
  };
  const utils = {
    vendors: {
      invalidate: invalidate('vendors'),
      byId: { fetch: vi.fn() },
    },
    dashboard: { stats: { invalidate: invalidate('dashboard.stats') } },
  };
  return {
    trpc: {
      useUtils: () => utils,
      vendors: {
        page: {
          useQuery: () => ({ data: { items: [], total: 0 }, isPending: false, isFetching: false }),
        },
        create: mutation('create'),
        update: mutation('update'),
        delete: mutation('delete'),
      },
    },
  };
});

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const render = () =>
  renderHook(
    () =>
      useCrudScreen('vendors', {
        list: { pageSize: 12, filters: { category: 'all' } },
        messages: MESSAGES.vendor,
        alsoRefresh: (utils) => [utils.dashboard.stats.invalidate()],
      }),
    { wrapper },
  );
const vendor = { id: 4, version: 3, name: 'Bloom & Co' };
const values = { name: 'Bloom & Co' } as never;

describe('useCrudScreen', () => {
  beforeEach(() => {
    calls.mutations = {};
    calls.invalidated = [];
    vi.mocked(toastSuccess).mockClear();
    vi.mocked(modals.openConfirmModal).mockReset();
  });

  it("creates from a new dialog with the opening's Idempotency-Key, then closes, announces and refreshes", async () => {
    const { result } = render();
    act(() => result.current.dialog.openCreate());
    const key = result.current.dialog.idempotencyKey;
    act(() => result.current.submit(values));
    expect(calls.mutations.create!.mutate).toHaveBeenCalledWith({ name: 'Bloom & Co' });
    expect(calls.mutations.update!.mutate).not.toHaveBeenCalled();
    expect(calls.mutations.create!.options.trpc?.context).toEqual({ idempotencyKey: key });

    await act(() => calls.mutations.create!.options.onSuccess!());
    expect(toastSuccess).toHaveBeenCalledWith(MESSAGES.vendor.createSuccess);
    expect(result.current.dialog.opened).toBe(false);
    expect(calls.invalidated.sort()).toEqual(['dashboard.stats', 'vendors']);
  });

  it('updates the record being edited at the version it was read', () => {
    const { result } = render();
    act(() => result.current.dialog.openEdit(vendor as never));
    act(() => result.current.submit(values));
    expect(calls.mutations.update!.mutate).toHaveBeenCalledWith({ name: 'Bloom & Co', id: 4, version: 3 });
    expect(calls.mutations.create!.mutate).not.toHaveBeenCalled();
  });

  it('deletes only once the modal is confirmed, naming the record', async () => {
    const { result } = render();
    const confirmation = { message: 'Are you sure you want to delete this vendor?', subject: vendor.name };

    act(() => result.current.confirmDelete(vendor, confirmation));
    const asked = vi.mocked(modals.openConfirmModal).mock.calls[0]![0];
    expect(asked.labels).toEqual({ confirm: 'Delete', cancel: 'Cancel' });
    act(() => asked.onCancel?.());
    await Promise.resolve();
    expect(calls.mutations.delete!.mutate).not.toHaveBeenCalled();

    act(() => result.current.confirmDelete(vendor, confirmation));
    act(() => vi.mocked(modals.openConfirmModal).mock.calls[1]![0].onConfirm?.());
    await waitFor(() => expect(calls.mutations.delete!.mutate).toHaveBeenCalledWith({ id: 4 }));
    expect(calls.mutations.delete!.mutate).toHaveBeenCalledTimes(1);
  });
});
