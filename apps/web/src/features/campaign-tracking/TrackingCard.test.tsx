import type { Campaign, CampaignMetricEntry } from '@app/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { TrackingCard } from './TrackingCard.tsx';

const campaign: Campaign = {
  id: 9,
  version: 3,
  createdAt: '2026-09-14T15:42:07.000Z',
  updatedAt: '2026-11-20T18:05:33.000Z',
  name: 'Spring Open House',
  type: 'email',
  description: 'Tours and tastings',
  status: 'active',
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  budget: '2500.00',
  reach: 4200,
  engagement: 980,
  conversions: 37,
  valuePerConversion: '150.00',
  trackingCode: null,
  leads: 0,
  bookedLeads: 0,
  bookedRevenue: '0.00',
  realReturn: null,
};

const entry = (id: number, fields: Partial<CampaignMetricEntry>): CampaignMetricEntry => ({
  id,
  campaignId: 9,
  recordedAt: '2027-03-08T16:45:00.000Z',
  reach: 2100,
  engagement: 430,
  conversions: 12,
  clicks: null,
  impressions: null,
  cost: null,
  notes: null,
  ...fields,
});

const history = [
  entry(1, {}),
  entry(2, {
    recordedAt: '2027-03-15T17:20:00.000Z',
    reach: 4200,
    engagement: 980,
    conversions: 37,
    clicks: 610,
    impressions: 15400,
    cost: '1180.00',
  }),
];

function figure(label: string) {
  const card = screen.getByRole('article', { name: 'Spring Open House' });
  return within(card).getByText(label, { exact: true }).nextElementSibling?.textContent;
}

function renderCard(trend: CampaignMetricEntry[] | undefined) {
  render(
    <TrackingCard campaign={campaign} trend={trend} onUpdateMetrics={() => {}} onUploadReport={() => {}} />,
  );
}

describe('TrackingCard', () => {
  it('shows the CTR, cost per click and cost per conversion of the latest update', () => {
    renderCard(history);
    // 610 / 15,400 = 3.96…%; $1,180 / 610 = $1.934…; $1,180 / 37 = $31.891…
    expect(figure('CTR')).toBe('4.0%');
    expect(figure('Cost / Click')).toBe('$1.93');
    expect(figure('Cost / Conversion')).toBe('$31.89');
    expect(screen.getByText('Last update Mar 15, 2027')).toBeInTheDocument();
  });

  it("credits the campaign's value per conversion in the ROI and says so in its tooltip", async () => {
    renderCard(history);
    // 37 × $150 = $5,550 against $2,500: 122.0%.
    expect(figure('ROI')).toBe('122.0%');
    await userEvent.hover(screen.getByText('122.0%'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('conversions × $150.00 per conversion');
  });

  it("shows '—' when the latest update measured no clicks, impressions or cost, or a denominator is 0", () => {
    renderCard([...history, entry(3, { clicks: 0, impressions: 0, cost: '50.00', conversions: 0 })]);
    expect(figure('CTR')).toBe('—');
    expect(figure('Cost / Click')).toBe('—');
    expect(figure('Cost / Conversion')).toBe('—');
  });

  it("shows '—' before any update and '…' while the updates load", () => {
    renderCard([]);
    expect(figure('CTR')).toBe('—');
    expect(screen.queryByRole('img', { name: /trend/ })).not.toBeInTheDocument();
    cleanup();
    renderCard(undefined);
    expect(figure('Cost / Conversion')).toBe('…');
  });

  it('draws the trend of reach and conversions across the updates, described in words', () => {
    renderCard(history);
    expect(
      screen.getByRole('img', { name: 'Reach trend across 2 updates: 2,100 to 4,200' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Conversions trend across 2 updates: 12 to 37' }),
    ).toBeInTheDocument();
  });
});
