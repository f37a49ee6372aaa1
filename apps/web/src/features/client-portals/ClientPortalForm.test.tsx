import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { ClientPortalForm } from './ClientPortalForm.tsx';
import { ManageAccessForm } from './ManageAccessForm.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const clients = [
  { id: 1, name: 'Acme Galas', contactEmail: 'ada@acme.test' },
  { id: 2, name: 'Bloom Weddings', contactEmail: 'bea@bloom.test' },
];
const events = [{ id: 7, name: 'Acme Summer Gala' }];

function renderForm(onSubmit = vi.fn(), onClientChange = vi.fn()) {
  render(
    <ClientPortalForm
      clients={clients}
      events={events}
      saving={false}
      onClientChange={onClientChange}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { onSubmit, onClientChange };
}

describe('ClientPortalForm', () => {
  it('keeps the event select disabled until a client is chosen, then fills names and e-mail', async () => {
    const { onClientChange } = renderForm();
    expect(screen.getByRole('combobox', { name: 'Event' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
    await userEvent.click(screen.getByRole('option', { name: 'Acme Galas' }));
    expect(onClientChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('textbox', { name: 'Client name' })).toHaveValue('Acme Galas');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@acme.test');
    expect(screen.getByRole('combobox', { name: 'Event' })).toBeEnabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(screen.getByRole('option', { name: 'Acme Summer Gala' }));
    expect(screen.getByRole('textbox', { name: 'Event name' })).toHaveValue('Acme Summer Gala');
  });

  it('requires a password of at least 8 characters', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Client' }));
    await userEvent.click(screen.getByRole('option', { name: 'Acme Galas' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(screen.getByRole('option', { name: 'Acme Summer Gala' }));
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Portal' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Password/), '-long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create Portal' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        clientId: '1',
        clientName: 'Acme Galas',
        email: 'ada@acme.test',
        eventId: '7',
        eventName: 'Acme Summer Gala',
        password: 'short-long-enough',
        status: 'active',
      }),
      expect.anything(),
    );
  });

  it('shows the required messages on an empty form', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Portal' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordForm', () => {
  it('applies the 8-character rule', async () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordForm saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^New password/), 'seven77');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^New password/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'seven777' }, expect.anything());
  });
});

describe('ManageAccessForm', () => {
  it('refuses an invalid e-mail', async () => {
    const onSubmit = vi.fn();
    const portal = {
      id: 1,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      clientId: 1,
      clientName: 'Acme',
      email: 'ada@acme.test',
      eventId: null,
      eventName: 'Gala',
      status: 'active' as const,
      lastLogin: null,
      documentsShared: 0,
      showBudget: false,
      shownEventIds: [],
    };
    render(<ManageAccessForm portal={portal} saving={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save Access' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
