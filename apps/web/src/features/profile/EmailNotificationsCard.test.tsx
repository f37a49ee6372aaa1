import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { EmailNotificationsCard } from './EmailNotificationsCard.tsx';

// The Profile screen's e-mail notifications card: one checkbox per kind from the saved choice, saved
// whole; without an address it asks for one first. Against a fake tRPC.

const calls = vi.hoisted(() => ({ mutate: vi.fn(), kinds: ['invoice-paid'] as string[] }));
vi.mock('../../lib/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../lib/trpc.ts', () => ({
  trpc: {
    useUtils: () => ({ users: { emailNotifications: { get: { setData: vi.fn() } } } }),
    users: {
      emailNotifications: {
        get: { useQuery: () => ({ isError: false, data: { kinds: calls.kinds } }) },
        set: { useMutation: () => ({ mutate: calls.mutate, isPending: false }) },
      },
    },
  },
}));

describe('EmailNotificationsCard', () => {
  beforeEach(() => calls.mutate.mockClear());

  it('shows the address and the saved choice, and saves the changed choice', () => {
    render(<EmailNotificationsCard email="uma@example.com" />);
    expect(screen.getByText(/uma@example\.com/)).toBeVisible();
    const paid = screen.getByRole('checkbox', { name: 'An invoice is paid in full' });
    const upload = screen.getByRole('checkbox', { name: 'A client uploads a file through their portal' });
    expect(paid).toBeChecked();
    expect(upload).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save E-mail Notifications' });
    expect(save).toBeDisabled();
    fireEvent.click(upload);
    fireEvent.click(paid);
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(calls.mutate).toHaveBeenCalledWith({ kinds: ['portal-upload'] });
  });

  it('asks for an e-mail address first when the account has none', () => {
    render(<EmailNotificationsCard email={null} />);
    expect(screen.getByText(/Add an e-mail address/)).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save E-mail Notifications' })).toBeNull();
  });
});
