import { MantineProvider, Menu } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme.ts';
import { ColorSchemeItems } from './ColorSchemeItems.tsx';

// The user menu's colour scheme: a choice applies at once, is saved to the account and replaces the
// session's copy (which the sign-in sync applies), against a fake tRPC.

const calls = vi.hoisted(() => ({
  mutate: vi.fn(),
  setData: vi.fn(),
}));
vi.mock('../../lib/toast.ts', () => ({ toastError: vi.fn() }));
vi.mock('../../lib/trpc.ts', () => ({
  trpc: {
    useUtils: () => ({ auth: { session: { setData: calls.setData } } }),
    users: { setColorScheme: { useMutation: () => ({ mutate: calls.mutate }) } },
  },
}));

const renderMenu = () =>
  render(
    <MantineProvider theme={theme} env="test" defaultColorScheme="auto">
      <Menu opened>
        <Menu.Target>
          <button type="button">User menu</button>
        </Menu.Target>
        <Menu.Dropdown>
          <ColorSchemeItems />
        </Menu.Dropdown>
      </Menu>
    </MantineProvider>,
  );

describe('ColorSchemeItems', () => {
  beforeEach(() => {
    localStorage.clear();
    calls.mutate.mockClear();
    calls.setData.mockClear();
  });

  it('offers Light, Dark and System, with System chosen until the user picks', () => {
    renderMenu();
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  });

  it('applies a choice at once, saves it and updates the session copy', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(calls.mutate).toHaveBeenCalledWith({ colorScheme: 'dark' });
    const update = calls.setData.mock.calls[0]?.[1] as (state: unknown) => unknown;
    expect(update({ user: { id: 1, colorScheme: 'system' } })).toEqual({
      user: { id: 1, colorScheme: 'dark' },
    });
    expect(update({ user: null })).toEqual({ user: null });

    fireEvent.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(calls.mutate).toHaveBeenLastCalledWith({ colorScheme: 'system' });
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('auto');
  });
});
