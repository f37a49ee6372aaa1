import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { WithTrpc } from '../../test/with-trpc.tsx';
import { LoginPage } from './LoginPage.tsx';

// The server never answers here: a sign-in stays in flight, which is when a second click matters.
const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}));
vi.stubGlobal('fetch', fetchMock);

/** How many auth.login calls the page sent (tRPC batches calls into one request's address). */
const loginCallsSent = () =>
  fetchMock.mock.calls.reduce((count, [url]) => count + (String(url).match(/auth\.login/g)?.length ?? 0), 0);

const renderPage = () =>
  render(
    <WithTrpc>
      <LoginPage onBack={() => {}} />
    </WithTrpc>,
    { route: '/login' },
  );

describe('LoginPage', () => {
  beforeEach(() => {
    fetchMock.mockClear();
  });

  it('says what is missing and sends nothing when the form is empty', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(loginCallsSent()).toBe(0);
  });

  it('sends the password once when Sign In is clicked twice at once', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Username'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    // Two clicks in the same task: React has not re-rendered the button as disabled in between.
    fireEvent.click(signIn);
    fireEvent.click(signIn);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled());
    // Both clicks' calls would leave in one batched request: the count would go from 0 to 2.
    await waitFor(() => expect(loginCallsSent()).toBe(1));
    const body = String(fetchMock.mock.calls.find(([url]) => String(url).includes('auth.login'))?.[1]?.body);
    expect(JSON.parse(body)).toEqual({ 0: { username: 'ada', password: 'correct horse' } });
  });
});
