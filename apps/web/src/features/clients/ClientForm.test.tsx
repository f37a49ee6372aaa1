import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { ClientForm } from './ClientForm.tsx';

describe('ClientForm', () => {
  it('shows the required messages and does not submit an empty form', async () => {
    const onSubmit = vi.fn();
    render(<ClientForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits what the user typed', async () => {
    const onSubmit = vi.fn();
    render(<ClientForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Acme');
    await userEvent.type(screen.getByLabelText(/^Industry/), 'Events');
    await userEvent.type(screen.getByLabelText(/^Contact name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^Contact email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Contact email/));
    await userEvent.type(screen.getByLabelText(/^Contact email/), 'ada@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Acme',
        industry: 'Events',
        contactEmail: 'ada@acme.test',
        status: 'active',
      }),
      expect.anything(),
    );
  });
});
