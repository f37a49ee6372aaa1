import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ROW } from '../test-utils/rows.ts';
import {
  ZCampaign,
  ZCampaignCreateInput,
  ZCampaignListInput,
  ZCampaignUpdateInput,
} from './campaign.schema.ts';

const valid = { name: 'Spring promo', type: 'email', description: 'Newsletter push' };

describe('ZCampaignCreateInput', () => {
  it("defaults status to 'draft', budget to '0.00' and value per conversion to the spec's 100", () => {
    expect(ZCampaignCreateInput.parse(valid)).toEqual({
      ...valid,
      status: 'draft',
      budget: '0.00',
      valuePerConversion: '100.00',
    });
  });

  it('takes a value per conversion as money and refuses a negative one', () => {
    expect(ZCampaignCreateInput.parse({ ...valid, valuePerConversion: 250.5 }).valuePerConversion).toBe(
      '250.50',
    );
    expect(issuesByPath(ZCampaignCreateInput, { ...valid, valuePerConversion: '-1' })).toEqual({
      valuePerConversion: ['Value per conversion must be positive'],
    });
  });

  it('takes blank dates as null and checks real dates', () => {
    expect(ZCampaignCreateInput.parse({ ...valid, startDate: '', endDate: null })).toMatchObject({
      startDate: null,
      endDate: null,
    });
    expect(issuesByPath(ZCampaignCreateInput, { ...valid, startDate: '2026-02-30' })).toEqual({
      startDate: ['Invalid date'],
    });
  });

  it('rejects an end date before the start date', () => {
    expect(
      issuesByPath(ZCampaignCreateInput, { ...valid, startDate: '2026-05-02', endDate: '2026-05-01' }),
    ).toEqual({
      endDate: ['End date must be on or after the start date'],
    });
    expect(
      ZCampaignCreateInput.safeParse({ ...valid, startDate: '2026-05-01', endDate: '2026-05-01' }).success,
    ).toBe(true);
  });

  it('ignores metrics on create', () => {
    const parsed = ZCampaignCreateInput.parse({ ...valid, reach: 10, engagement: 2, conversions: 1 });
    expect(parsed).not.toHaveProperty('reach');
  });

  it('requires name, type and description', () => {
    expect(issuesByPath(ZCampaignCreateInput, {})).toEqual({
      name: ['Required'],
      type: ['Required'],
      description: ['Required'],
    });
  });
});

describe('ZCampaignUpdateInput', () => {
  it('accepts a bare status change without resetting anything', () => {
    expect(ZCampaignUpdateInput.parse({ status: 'paused' })).toEqual({ status: 'paused' });
  });

  it('accepts a metrics update with the metrics messages', () => {
    expect(ZCampaignUpdateInput.parse({ reach: 1000, engagement: 120, conversions: 8 })).toEqual({
      reach: 1000,
      engagement: 120,
      conversions: 8,
    });
    expect(issuesByPath(ZCampaignUpdateInput, { reach: -1, engagement: -1, conversions: -1 })).toEqual({
      reach: ['Reach must be positive'],
      engagement: ['Engagement must be positive'],
      conversions: ['Conversions must be positive'],
    });
  });
});

describe('ZCampaign', () => {
  it('parses a row', () => {
    const parsed = ZCampaign.parse({
      ...ROW,
      ...valid,
      status: 'active',
      startDate: '2026-03-01',
      endDate: null,
      budget: '500',
      reach: 0,
      engagement: 0,
      conversions: 0,
      valuePerConversion: '100',
      trackingCode: 'spring-26',
      leads: 4,
      bookedLeads: 1,
      bookedRevenue: '750',
      realReturn: 0.5,
    });
    expect(parsed.budget).toBe('500.00');
    expect(parsed.bookedRevenue).toBe('750.00');
    expect(parsed.valuePerConversion).toBe('100.00');
  });
});

describe('a campaign tracking code', () => {
  it('takes letters, digits, dots, hyphens, underscores and tildes; blank is none', () => {
    expect(ZCampaignCreateInput.parse({ ...valid, trackingCode: ' spring_26.v2 ' }).trackingCode).toBe(
      'spring_26.v2',
    );
    expect(ZCampaignCreateInput.parse({ ...valid, trackingCode: '' }).trackingCode).toBeNull();
    expect(ZCampaignCreateInput.safeParse({ ...valid, trackingCode: 'spring 26' }).success).toBe(false);
    expect(ZCampaignCreateInput.safeParse({ ...valid, trackingCode: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('ZCampaignListInput', () => {
  it('filters by status', () => {
    expect(ZCampaignListInput.parse({ status: 'paused' }).status).toBe('paused');
  });
});
