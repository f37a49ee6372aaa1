import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { UserForm } from './UserForm.tsx';

describe('UserForm', () => {
  it('asks to confirm the password and to make both match', async () => {
    const onSubmit = vi.fn();
    render(<UserForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Username/), 'newbie');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ username: 'newbie', password: 'secret-1', role: 'user', isActive: true });
    expect(sent).not.toHaveProperty('confirmPassword');
  });
});
