import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryUtils } from './lib/trpc.ts';
import { appRoutes, screenRoute } from './router.tsx';
import type { ScreenLoads } from './screen-loads.ts';
import { theme } from './theme.ts';

// The shell's real code is not needed to show that a screen's failure stays inside it.
vi.mock('./screen-loads.ts', async (original) => ({
  ...(await original<typeof import('./screen-loads.ts')>()),
  loadShell: () => Promise.resolve({}),
}));

const noop = { prefetch: async () => {} };
const utils = { notifications: { unread: noop }, companySettings: { get: noop } } as unknown as QueryUtils;

/** Stands in for the signed-in shell: a sidebar and a header around the screen's outlet. */
function Shell() {
  return (
    <>
      <nav aria-label="Main">
        <a href="/dashboard">Dashboard</a>
      </nav>
      <h1>Inventory Management</h1>
      <main>
        <Outlet />
      </main>
    </>
  );
}

const CRASH = "Cannot read properties of null (reading 'value')";
let broken = true;
function Inventory() {
  if (broken) throw new TypeError(CRASH);
  return <p>Stage lights, 12 units</p>;
}

function renderAt(screens: ScreenLoads[], path: string) {
  const routes: RouteObject[] = [
    { path: '/', Component: Shell, children: screens.map((one) => screenRoute(utils, one)) },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const noData = async () => null;
// The route's code and loader settle over a few ticks: room for a machine that is busy.
const settled = { timeout: 5000 };

describe('route error boundaries', () => {
  beforeEach(() => {
    broken = true;
    // React and the router report the caught error on the console (for developers): kept quiet here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('gives every route an error boundary', () => {
    const missing: string[] = [];
    const visit = (routes: RouteObject[], parent: string) => {
      for (const route of routes) {
        const where = `${parent}/${route.path ?? (route.index ? '(index)' : '(layout)')}`;
        if (!route.ErrorBoundary) missing.push(where);
        visit(route.children ?? [], where);
      }
    };
    visit(appRoutes(utils), '');
    expect(missing).toEqual([]);
  });

  it('shows a screen that throws as a plain message inside the shell, and Try again renders it', async () => {
    const { container } = renderAt([['inventory', async () => Inventory, noData]], '/inventory');

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this screen.' }, settled),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The rest of the app still works. Try again, or go back to the Dashboard.',
    );
    // The shell stays around it.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the Dashboard' })).toHaveAttribute('href', '/dashboard');
    // Nothing of the error itself: no message, no stack, not react-router's own page.
    expect(container.textContent).not.toContain(CRASH);
    expect(container.textContent).not.toMatch(/TypeError|Unexpected Application Error|\bat \w+ \(|\.tsx/);

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Stage lights, 12 units', {}, settled)).toBeVisible();
    expect(screen.queryByText('Something went wrong on this screen.')).toBeNull();
  });

  it("asks for a reload when a screen's code cannot be fetched (a new version was deployed)", async () => {
    const gone = 'Failed to fetch dynamically imported module: https://app.test/assets/InventoryPage-Dx3k.js';
    const { container } = renderAt(
      [['inventory', () => Promise.reject(new TypeError(gone)), noData]],
      '/inventory',
    );

    expect(
      await screen.findByRole('heading', { name: 'This screen could not be loaded.' }, settled),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The app may have been updated since you opened it. Reload the page to get the latest version.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(container.textContent).not.toMatch(/InventoryPage|dynamically imported/);
  });
});
