import { dashboardStats, monthlyTotals, upcomingEvents } from '@app/db';
import { EVENT_STATUSES, UPCOMING_EVENTS_LIMIT, ZDashboardStats } from '@app/domain';
import { z } from 'zod';
import { defineTag } from '../openapi/tags.ts';
import { protectedProcedure, router } from '../trpc/trpc.ts';

defineTag(
  'dashboard',
  'The figures of the dashboard: totals, active events and campaigns, monthly income and expenses.',
);

export const dashboardRouter = router({
  stats: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/stats',
        tags: ['dashboard'],
        summary: 'Read the business statistics',
        description:
          'Totals of the dashboard cards: clients, active events, all and active campaigns, all-time income, expenses and net profit, and what is outstanding on invoices (decimal strings).',
      },
      examples: {
        response: {
          totalClients: 64,
          activeEvents: 11,
          totalCampaigns: 8,
          activeCampaigns: 2,
          totalIncome: '486250.00',
          totalExpenses: '203118.40',
          netProfit: '283131.60',
          outstanding: '18420.00',
        },
      },
    })
    .input(z.void())
    .output(ZDashboardStats)
    .query(({ ctx }) => dashboardStats(ctx.db)),

  revenue: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/dashboard/revenue',
        tags: ['dashboard'],
        summary: 'Read monthly income and expenses',
        description:
          "One entry per month ('YYYY-MM'), oldest first, for the last `months` months including the current one; months without records count 0.00.",
      },
      examples: {
        response: [
          { month: '2026-09', income: '42850.00', expenses: '17320.50' },
          { month: '2026-10', income: '51200.00', expenses: '22410.75' },
          { month: '2026-11', income: '38975.00', expenses: '15002.10' },
        ],
      },
    })
    .input(z.object({ months: z.coerce.number().int().min(1).max(36).default(12) }))
    .output(z.array(z.object({ month: z.string(), income: z.string(), expenses: z.string() })))
    .query(({ ctx, input }) => monthlyTotals(ctx.db, input.months)),

  upcomingEvents: protectedProcedure
    .input(z.void())
    .output(
      z.array(
        z.object({
          id: z.int(),
          name: z.string(),
          date: z.string(),
          time: z.string(),
          venue: z.string(),
          clientName: z.string(),
          status: z.enum(EVENT_STATUSES),
        }),
      ),
    )
    .query(({ ctx }) => upcomingEvents(ctx.db, UPCOMING_EVENTS_LIMIT)),
});
