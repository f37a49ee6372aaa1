import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import {
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

  it('accepts an uploaded logo path', () => {
    expect(
      ZCompanySettingsInput.parse({ companyName: 'A', logoUrl: '/api/files/logo', timeZone: 'UTC' }).logoUrl,
    ).toBe('/api/files/logo');
  });
});

describe('ZCompanySettingsUpdateInput', () => {
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
