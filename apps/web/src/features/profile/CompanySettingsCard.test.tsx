import {
  COMPANY_SETTINGS_ADMINS_ONLY,
  type CompanySettings,
  MAIL_FROM_REQUIRED,
  REMINDER_DAYS_ORDER,
} from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { CompanySettingsCard } from './CompanySettingsCard.tsx';
import { MAIL_SERVER_IN_FORCE } from './MailServerSettings.tsx';

// The Profile screen's company card: administrators change the settings, everyone else reads them
// (the server refuses their change), against a fake tRPC.

const calls = vi.hoisted(() => ({ mutate: vi.fn(), test: vi.fn() }));
vi.mock('../../lib/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../lib/trpc.ts', () => ({
  trpc: {
    useUtils: () => ({}),
    companySettings: {
      update: { useMutation: () => ({ mutate: calls.mutate, isPending: false }) },
      sendTestEmail: { useMutation: () => ({ mutate: calls.test, isPending: false }) },
    },
  },
}));

const SETTINGS: CompanySettings = {
  companyName: 'Golden Hour Events',
  logoUrl: null,
  description: 'Weddings and galas',
  website: 'https://goldenhour.example.com',
  address: '1 Market St',
  phone: '+1 415 555 0100',
  timeZone: 'Europe/Paris',
  timeZoneConfirmed: true,
  requireTwoFactorAdmins: false,
  requireTwoFactorEveryone: false,
  invoicePrefix: 'GH',
  invoiceNextNumber: 12,
  overdueReminderDays: [3, 7, 14],
  smtpHost: null,
  smtpPort: null,
  smtpSecurity: 'starttls',
  smtpUsername: null,
  smtpPasswordSet: false,
  mailFrom: null,
  mailServer: 'none',
  version: 3,
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const FIELDS = ['Company name', 'Website', 'Phone', 'Address', 'Invoice prefix', 'Description'];

describe('CompanySettingsCard', () => {
  beforeEach(() => {
    calls.mutate.mockClear();
    calls.test.mockClear();
  });

  it('shows a non-administrator the settings, unchangeable, and says who can change them', () => {
    render(<CompanySettingsCard settings={SETTINGS} isAdmin={false} />);
    expect(screen.getByText(COMPANY_SETTINGS_ADMINS_ONLY)).toBeVisible();
    for (const label of FIELDS) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByLabelText('Company name')).toHaveValue('Golden Hour Events');
    expect(screen.getByLabelText('Invoice prefix')).toHaveValue('GH');
    expect(screen.getByRole('textbox', { name: 'Next invoice number' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Next invoice number' })).toHaveValue('12');
    expect(screen.getByLabelText('Time zone')).toBeDisabled();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Paris');
    expect(screen.queryByRole('button', { name: 'Save Company Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change logo' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('lets an administrator change and save them', async () => {
    render(<CompanySettingsCard settings={SETTINGS} isAdmin />);
    expect(screen.queryByText(COMPANY_SETTINGS_ADMINS_ONLY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Change logo' })).toBeEnabled();
    const name = screen.getByLabelText(/Company name/);
    expect(name).toBeEnabled();
    fireEvent.change(name, { target: { value: 'Starlight Events' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Settings' }));
    await waitFor(() =>
      expect(calls.mutate).toHaveBeenCalledWith(
        expect.objectContaining({ companyName: 'Starlight Events', version: 3 }),
      ),
    );
  });

  it('saves the overdue reminders’ days typed as a list, and refuses a list out of order', async () => {
    render(<CompanySettingsCard settings={SETTINGS} isAdmin />);
    const field = screen.getByLabelText(/Overdue reminders/);
    expect(field).toHaveValue('3, 7, 14');
    fireEvent.change(field, { target: { value: '14, 7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Settings' }));
    expect(await screen.findByText(REMINDER_DAYS_ORDER)).toBeVisible();
    expect(calls.mutate).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '5, 10, 30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Settings' }));
    await waitFor(() =>
      expect(calls.mutate).toHaveBeenCalledWith(
        expect.objectContaining({ overdueReminderDays: [5, 10, 30] }),
      ),
    );
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Settings' }));
    await waitFor(() =>
      expect(calls.mutate).toHaveBeenLastCalledWith(expect.objectContaining({ overdueReminderDays: [] })),
    );
  });

  it('saves the mail server on its own, never showing the stored password, and sends a test e-mail', async () => {
    const stored = {
      ...SETTINGS,
      smtpHost: 'smtp.goldenhour.example.com',
      smtpPort: 587,
      smtpUsername: 'office@goldenhour.example.com',
      smtpPasswordSet: true,
      mailFrom: 'Golden Hour Events <office@goldenhour.example.com>',
      mailServer: 'company' as const,
    };
    render(<CompanySettingsCard settings={stored} isAdmin />);
    expect(screen.getByTestId('mail-server-in-force')).toHaveTextContent(MAIL_SERVER_IN_FORCE.company);
    expect(screen.getByLabelText('SMTP password')).toHaveValue('');
    expect(screen.getByText(/A password is stored/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send Test E-mail' }));
    expect(calls.test).toHaveBeenCalledOnce();

    fireEvent.change(screen.getByLabelText('From address'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Mail Server' }));
    expect(await screen.findByText(MAIL_FROM_REQUIRED)).toBeVisible();
    expect(calls.mutate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('From address'), {
      target: { value: 'office@goldenhour.example.com' },
    });
    fireEvent.change(screen.getByLabelText('Port'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Mail Server' }));
    await waitFor(() =>
      expect(calls.mutate).toHaveBeenCalledWith({
        smtpHost: 'smtp.goldenhour.example.com',
        smtpPort: null,
        smtpSecurity: 'starttls',
        smtpUsername: 'office@goldenhour.example.com',
        smtpPassword: '',
        mailFrom: 'office@goldenhour.example.com',
        version: 3,
      }),
    );
  });

  it('shows a non-administrator the mail server without buttons, and says when there is none', () => {
    render(<CompanySettingsCard settings={SETTINGS} isAdmin={false} />);
    expect(screen.getByTestId('mail-server-in-force')).toHaveTextContent(MAIL_SERVER_IN_FORCE.none);
    expect(screen.getByLabelText('SMTP host')).toBeDisabled();
    expect(screen.getByLabelText('SMTP password')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Mail Server' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Test E-mail' })).toBeNull();
  });
});
