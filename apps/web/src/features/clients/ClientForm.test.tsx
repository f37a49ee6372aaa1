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

  it('takes a second contact, whose e-mail must be one, and notes', async () => {
    const onSubmit = vi.fn();
    render(<ClientForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Lee & Rivera');
    await userEvent.type(screen.getByLabelText(/^Industry/), 'Wedding');
    await userEvent.type(screen.getByLabelText(/^Contact name/), 'Alex Lee');
    await userEvent.type(screen.getByLabelText(/^Contact email/), 'alex@example.com');
    await userEvent.type(screen.getByLabelText('Second contact name'), 'Sam Rivera');
    await userEvent.type(screen.getByLabelText('Second contact email'), 'sam at example');
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Second contact email'));
    await userEvent.type(screen.getByLabelText('Second contact email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Notes'), 'Vegetarian menu');
    await userEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        secondContactName: 'Sam Rivera',
        secondContactEmail: 'sam@example.com',
        secondContactPhone: '',
        notes: 'Vegetarian menu',
      }),
      expect.anything(),
    );
  });
});
