import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../test-utils/issues.ts';
import { campaignMetricsUpdate, ZCampaignMetricsForm } from './campaign-metrics.schema.ts';

const zeros = { reach: 0, engagement: 0, conversions: 0, clicks: 0, impressions: 0, cost: 0 };

describe('ZCampaignMetricsForm', () => {
  it('accepts zeros and optional notes', () => {
    expect(ZCampaignMetricsForm.parse({ ...zeros, notes: '' })).toEqual({ ...zeros, notes: null });
  });

  it('gives each metric its own message below 0', () => {
    const negative = { reach: -1, engagement: -1, conversions: -1, clicks: -1, impressions: -1, cost: -0.01 };
    expect(issuesByPath(ZCampaignMetricsForm, negative)).toEqual({
      reach: ['Reach must be positive'],
      engagement: ['Engagement must be positive'],
      conversions: ['Conversions must be positive'],
      clicks: ['Clicks must be positive'],
      impressions: ['Impressions must be positive'],
      cost: ['Cost must be positive'],
    });
  });
});

describe('campaignMetricsUpdate', () => {
  it('sends only reach, engagement and conversions', () => {
    const form = ZCampaignMetricsForm.parse({ ...zeros, reach: 5, engagement: 4, conversions: 3, clicks: 9 });
    expect(campaignMetricsUpdate(form)).toEqual({ reach: 5, engagement: 4, conversions: 3 });
  });
});
