import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { WithTrpc } from '../../test/with-trpc.tsx';

// The form's schema is a chunk of its own (login-schema.ts); here the network fails to bring it.
vi.mock('./login-schema.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
vi.stubGlobal('fetch', fetchMock);

it('says so when the sign-in form cannot load, and sends nothing', async () => {
  const { LoginPage } = await import('./LoginPage.tsx');
  render(
    <WithTrpc>
      <Notifications />
      <LoginPage onBack={() => {}} />
    </WithTrpc>,
  );
  await userEvent.type(screen.getByLabelText('Username'), 'ada');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Login failed')).toBeInTheDocument();
  expect(
    screen.getByText('The sign-in form could not load. Check your connection and try again.'),
  ).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  // Nothing is left in flight: the user can try again.
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});
