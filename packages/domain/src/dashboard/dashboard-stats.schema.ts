import { z } from 'zod';
import { ZCount } from '../common/counts.ts';
import { ZMoneyTotal } from '../common/money.ts';

/** GET /api/dashboard/stats. Money totals are sums, so they are not capped at 8 integer digits. */
export const ZDashboardStats = z.object({
  totalClients: ZCount,
  activeEvents: ZCount,
  /** Every campaign, whatever its status: the Campaigns card's figure, with the active ones under it. */
  totalCampaigns: ZCount,
  activeCampaigns: ZCount,
  totalIncome: ZMoneyTotal,
  totalExpenses: ZMoneyTotal,
  netProfit: ZMoneyTotal,
  /** What clients owe on sent and partially paid invoices. */
  outstanding: ZMoneyTotal,
});
export type DashboardStats = z.infer<typeof ZDashboardStats>;
