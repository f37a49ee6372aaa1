import { describe, expect, it } from 'vitest';
import { ZDashboardStats } from './dashboard-stats.schema.ts';

describe('ZDashboardStats', () => {
  it('normalises money totals and allows sums past eight digits', () => {
    expect(
      ZDashboardStats.parse({
        totalClients: 12,
        activeEvents: 3,
        totalCampaigns: 8,
        activeCampaigns: 2,
        totalIncome: '250000000',
        totalExpenses: '1234.5',
        netProfit: '-10.00',
        outstanding: '1500',
      }),
    ).toEqual({
      totalClients: 12,
      activeEvents: 3,
      totalCampaigns: 8,
      activeCampaigns: 2,
      totalIncome: '250000000.00',
      totalExpenses: '1234.50',
      netProfit: '-10.00',
      outstanding: '1500.00',
    });
  });

  it('wants counts as numbers, not the strings count(*) returns', () => {
    expect(
      ZDashboardStats.safeParse({
        totalClients: '12',
        activeEvents: 0,
        totalCampaigns: 0,
        activeCampaigns: 0,
        totalIncome: '0',
        totalExpenses: '0',
        netProfit: '0',
        outstanding: '0',
      }).success,
    ).toBe(false);
  });

  it('wants the total number of campaigns beside the active ones', () => {
    expect(
      ZDashboardStats.safeParse({
        totalClients: 0,
        activeEvents: 0,
        activeCampaigns: 0,
        totalIncome: '0',
        totalExpenses: '0',
        netProfit: '0',
        outstanding: '0',
      }).success,
    ).toBe(false);
  });
});
