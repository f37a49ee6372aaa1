import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import {
  LOGO_NOT_AN_UPLOADED_IMAGE,
  MAIL_FROM_FORMAT,
  MAIL_FROM_REQUIRED,
  mailFromAddress,
  REMINDER_DAYS_ORDER,
  REMINDER_DAYS_RANGE,
  REMINDER_DAYS_TOO_MANY,
  reminderDaysFromText,
  SMTP_HOST_FORMAT,
  SMTP_PORT_RANGE,
  ZCompanySettings,
  ZCompanySettingsInput,
  ZCompanySettingsUpdateInput,
  ZMailServerInput,
  ZReminderDays,
} from './company-settings.schema.ts';

describe('ZCompanySettingsInput', () => {
  it('requires the company name and a valid or empty website', () => {
    expect(
      issuesByPath(ZCompanySettingsInput, { companyName: '', website: 'acme', timeZone: 'UTC' }),
    ).toEqual({
      companyName: ['Company name is required'],
      website: ['Invalid website URL'],
    });
    expect(
      ZCompanySettingsInput.parse({ companyName: ' Acme Events ', website: '', timeZone: 'Europe/Paris' }),
    ).toEqual({
      companyName: 'Acme Events',
      website: null,
      timeZone: 'Europe/Paris',
    });
  });

  it('requires a known IANA time zone', () => {
    expect(issuesByPath(ZCompanySettingsInput, { companyName: 'A', timeZone: '' })).toEqual({
      timeZone: ['Time zone is required'],
    });
    expect(issuesByPath(ZCompanySettingsInput, { companyName: 'A', timeZone: 'Mars/Olympus' })).toEqual({
      timeZone: ['Invalid time zone'],
    });
    expect(issuesByPath(ZCompanySettingsInput, { companyName: 'A' })).toEqual({
      timeZone: ['Time zone is required'],
    });
  });

  it("accepts an uploaded file's address or an http(s) one as the logo, and nothing else", () => {
    const logo = (logoUrl: unknown) => ZCompanySettingsUpdateInput.safeParse({ logoUrl });
    const uploaded = '/api/files/0a9b99b1-d670-4e7b-8e81-0bae7107f04a';
    expect(logo(uploaded).data?.logoUrl).toBe(uploaded);
    expect(logo('https://cdn.example.com/l.png').data?.logoUrl).toBe('https://cdn.example.com/l.png');
    expect(logo('').data?.logoUrl).toBeNull();
    for (const refused of ['/api/files/logo', `${uploaded}?disposition=inline`, '/logo.png', 'javascript:x'])
      expect(issuesByPath(ZCompanySettingsUpdateInput, { logoUrl: refused })).toEqual({
        logoUrl: [LOGO_NOT_AN_UPLOADED_IMAGE],
      });
  });
});

describe('ZCompanySettingsUpdateInput', () => {
  it('takes whether the time zone is chosen, alone', () => {
    expect(ZCompanySettingsUpdateInput.parse({ timeZoneConfirmed: true, version: 2 })).toEqual({
      timeZoneConfirmed: true,
      version: 2,
    });
    expect(issuesByPath(ZCompanySettingsUpdateInput, { timeZoneConfirmed: 'yes' })).toEqual({
      timeZoneConfirmed: ['Must be true or false'],
    });
  });

  it('allows saving only the logo', () => {
    expect(
      ZCompanySettingsUpdateInput.parse({ logoUrl: 'https://cdn.example.com/l.png', version: 1 }),
    ).toEqual({
      logoUrl: 'https://cdn.example.com/l.png',
      version: 1,
    });
  });
});

describe('ZCompanySettings', () => {
  it('allows a not-yet-saved company name', () => {
    const parsed = ZCompanySettings.parse({
      companyName: null,
      logoUrl: null,
      description: null,
      website: null,
      address: null,
      phone: null,
      timeZone: 'UTC',
      timeZoneConfirmed: false,
      requireTwoFactorAdmins: false,
      requireTwoFactorEveryone: false,
      invoicePrefix: 'INV',
      invoiceNextNumber: 1,
      overdueReminderDays: [3, 7, 14],
      smtpHost: null,
      smtpPort: null,
      smtpSecurity: 'starttls',
      smtpUsername: null,
      smtpPasswordSet: false,
      mailFrom: null,
      mailServer: 'none',
      version: 0,
      updatedAt: null,
    });
    expect(parsed.companyName).toBeNull();
  });
});

describe('the overdue reminders’ days', () => {
  it('takes whole days 1 to 365, ascending, each once, at most five, or none', () => {
    expect(ZReminderDays.parse([3, 7, 14])).toEqual([3, 7, 14]);
    expect(ZReminderDays.parse([])).toEqual([]);
    expect(issuesByPath(ZReminderDays, [7, 3])).toEqual({ '': [REMINDER_DAYS_ORDER] });
    expect(issuesByPath(ZReminderDays, [3, 3])).toEqual({ '': [REMINDER_DAYS_ORDER] });
    expect(issuesByPath(ZReminderDays, [0])).toEqual({ '': [REMINDER_DAYS_RANGE] });
    expect(issuesByPath(ZReminderDays, [366])).toEqual({ '': [REMINDER_DAYS_RANGE] });
    expect(issuesByPath(ZReminderDays, [2.5])).toEqual({ '': [REMINDER_DAYS_RANGE] });
    expect(issuesByPath(ZReminderDays, [1, 2, 3, 4, 5, 6])).toEqual({ '': [REMINDER_DAYS_TOO_MANY] });
  });

  it('reads the form’s text as the API reads the list', () => {
    expect(reminderDaysFromText(' 3, 7 ,14 ')).toEqual({ days: [3, 7, 14] });
    expect(reminderDaysFromText('')).toEqual({ days: [] });
    expect(reminderDaysFromText('3, seven')).toEqual({ error: REMINDER_DAYS_RANGE });
    expect(reminderDaysFromText('3.5')).toEqual({ error: REMINDER_DAYS_RANGE });
    expect(reminderDaysFromText('14, 7')).toEqual({ error: REMINDER_DAYS_ORDER });
  });
});

describe('the mail server form', () => {
  it('needs a From address with a host, and checks each field', () => {
    expect(issuesByPath(ZMailServerInput, { smtpHost: 'smtp.example.com' })).toEqual({
      mailFrom: [MAIL_FROM_REQUIRED],
    });
    expect(
      issuesByPath(ZMailServerInput, {
        smtpHost: 'smtp example',
        smtpPort: 0,
        mailFrom: 'nobody',
      }),
    ).toEqual({ smtpHost: [SMTP_HOST_FORMAT], smtpPort: [SMTP_PORT_RANGE], mailFrom: [MAIL_FROM_FORMAT] });
    expect(ZMailServerInput.parse({ smtpHost: '', mailFrom: '' })).toMatchObject({
      smtpHost: null,
      mailFrom: null,
    });
  });

  it('reads the address out of a From with or without a name', () => {
    expect(mailFromAddress('office@example.com')).toBe('office@example.com');
    expect(mailFromAddress('Golden Hour Events <office@example.com>')).toBe('office@example.com');
    expect(mailFromAddress('Golden Hour <not an address>')).toBeNull();
    expect(mailFromAddress('office at example')).toBeNull();
  });
});
