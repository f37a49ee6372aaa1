import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import {
  LOGO_NOT_AN_UPLOADED_IMAGE,
  ZCompanySettings,
  ZCompanySettingsInput,
  ZCompanySettingsUpdateInput,
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
      version: 0,
      updatedAt: null,
    });
    expect(parsed.companyName).toBeNull();
  });
});
