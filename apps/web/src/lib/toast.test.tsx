import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { toastError, toastSuccess } from './toast.ts';

// The app's notifications as App.tsx mounts them: one at a time, 5 s, no exit animation.
function mount() {
  render(<Notifications limit={1} autoClose={5000} transitionDuration={0} />);
}

describe('toasts (spec §9: one at a time, 5 s each)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replaces the toast on screen, and the new one stays its own full 5 seconds', async () => {
    mount();
    act(() => toastSuccess('Client created successfully'));
    expect(screen.getByText('Client created successfully')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));

    act(() => toastError('Failed to delete client'));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText('Client created successfully')).toBeNull();
    expect(screen.getByText('Failed to delete client')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();

    // 4.5 s later (about 7.5 s after the first toast) the second is still there...
    await act(() => vi.advanceTimersByTimeAsync(4450));
    expect(screen.getByText('Failed to delete client')).toBeTruthy();
    // ...and it goes after its own 5 seconds.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Failed to delete client')).toBeNull();
  });
});
