import type { CompanySettings } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { TimeZoneSuggestion } from './TimeZoneSuggestion.tsx';

// The offer of the browser's time zone to an administrator while nobody has chosen the company's,
// against a fake tRPC.

const fake = vi.hoisted(() => ({ mutate: vi.fn(), settings: undefined as unknown }));
vi.mock('../../lib/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../lib/trpc.ts', () => ({
  trpc: {
    useUtils: () => ({}),
    companySettings: {
      get: { useQuery: () => ({ data: fake.settings }) },
      update: { useMutation: () => ({ mutate: fake.mutate, isPending: false }) },
    },
  },
}));

const SETTINGS: CompanySettings = {
  companyName: 'Golden Hour Events',
  logoUrl: null,
  description: null,
  website: null,
  address: null,
  phone: null,
  timeZone: 'UTC',
  timeZoneConfirmed: false,
  requireTwoFactorAdmins: false,
  requireTwoFactorEveryone: false,
  invoicePrefix: 'GH',
  invoiceNextNumber: 1,
  overdueReminderDays: [3, 7, 14],
  smtpHost: null,
  smtpPort: null,
  smtpSecurity: 'starttls',
  smtpUsername: null,
  smtpPasswordSet: false,
  mailFrom: null,
  mailServer: 'none',
  version: 3,
  updatedAt: null,
};

const LA = 'America/Los_Angeles';

describe('TimeZoneSuggestion', () => {
  beforeEach(() => {
    fake.mutate.mockClear();
    fake.settings = SETTINGS;
  });

  it("offers an administrator the browser's zone, and saves it", () => {
    render(<TimeZoneSuggestion isAdmin browserZone={LA} />);
    expect(
      screen.getByText(
        /Your browser is in America\/Los_Angeles \(Pacific Time\); the company's time zone is UTC\./,
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: `Use ${LA}` }));
    expect(fake.mutate).toHaveBeenCalledWith({ timeZone: LA, timeZoneConfirmed: true, version: 3 });
  });

  it('records keeping the zone in force, without changing it', () => {
    render(<TimeZoneSuggestion isAdmin browserZone={LA} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keep UTC' }));
    expect(fake.mutate).toHaveBeenCalledWith({ timeZoneConfirmed: true, version: 3 });
  });

  it('says nothing to anyone else, once the zone is chosen, or when the browser is in it', () => {
    const cases: Array<[boolean, CompanySettings, string]> = [
      [false, SETTINGS, LA],
      [true, { ...SETTINGS, timeZoneConfirmed: true }, LA],
      [true, SETTINGS, 'Etc/UTC'],
      [true, { ...SETTINGS, timeZone: LA }, LA],
    ];
    for (const [isAdmin, settings, browserZone] of cases) {
      fake.settings = settings;
      const { unmount } = render(<TimeZoneSuggestion isAdmin={isAdmin} browserZone={browserZone} />);
      expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
      unmount();
    }
  });
});
