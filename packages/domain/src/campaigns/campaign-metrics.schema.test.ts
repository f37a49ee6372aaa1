import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { ZCampaignMetricsInput, ZCampaignMetricsListInput } from './campaign-metrics.schema.ts';

const zeros = { reach: 0, engagement: 0, conversions: 0, clicks: 0, impressions: 0, cost: 0 };

describe('ZCampaignMetricsInput (the dialog and POST /api/campaigns/{id}/metrics)', () => {
  it('keeps every figure the dialog collects, cost as money', () => {
    expect(ZCampaignMetricsInput.parse({ ...zeros, cost: 12.5, notes: 'Week 2 ' })).toEqual({
      ...zeros,
      cost: '12.50',
      notes: 'Week 2',
    });
    expect(ZCampaignMetricsInput.parse({ ...zeros, notes: '' })).toEqual({
      ...zeros,
      cost: '0.00',
      notes: null,
    });
  });

  it('gives each metric its own message below 0', () => {
    const negative = { reach: -1, engagement: -1, conversions: -1, clicks: -1, impressions: -1, cost: -0.01 };
    expect(issuesByPath(ZCampaignMetricsInput, negative)).toEqual({
      reach: ['Reach must be positive'],
      engagement: ['Engagement must be positive'],
      conversions: ['Conversions must be positive'],
      clicks: ['Clicks must be positive'],
      impressions: ['Impressions must be positive'],
      cost: ['Cost must be positive'],
    });
  });

  it('requires reach, engagement and conversions', () => {
    expect(issuesByPath(ZCampaignMetricsInput, {})).toEqual({
      reach: ['Required'],
      engagement: ['Required'],
      conversions: ['Required'],
    });
  });

  it('keeps clicks, impressions and cost that were not measured as null, not 0', () => {
    expect(ZCampaignMetricsInput.parse({ reach: 5, engagement: 4, conversions: 3, cost: null })).toEqual({
      reach: 5,
      engagement: 4,
      conversions: 3,
      clicks: null,
      impressions: null,
      cost: null,
      notes: null,
    });
  });

  it('refuses fractions of a click and a third decimal of cost', () => {
    expect(issuesByPath(ZCampaignMetricsInput, { ...zeros, clicks: 1.5, cost: '1.005' })).toEqual({
      clicks: ['Must be a whole number'],
      cost: ['Invalid amount'],
    });
  });
});

describe('ZCampaignMetricsListInput', () => {
  it('pages like the other lists', () => {
    expect(ZCampaignMetricsListInput.parse({ id: '7' })).toEqual({ id: 7, limit: 50, offset: 0 });
    expect(issuesByPath(ZCampaignMetricsListInput, { id: 7, limit: '501' })).toEqual({
      limit: ['Must be at most 500'],
    });
  });
});
